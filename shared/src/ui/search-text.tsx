// useSearchQuery for a box people type into fast: the text lives in local state and the
// address (?busca=) follows it. A drop-in replacement: `const [q, setQ] = useSearchText();`.
//
// The shell's router applies navigations as transitions, so a box whose value is read back
// from the address lags behind fast typing and drops characters ("BOAS vindas" became
// "BOAS vinda"): React restores the older value between two keystrokes. Here the box owns its
// text and the address follows it; when the address changes for another reason (back,
// forward, a link), the box follows the address.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchQuery } from './search-box';

export function useSearchText(param = 'busca'): [string, (value: string) => void] {
  const [inAddress, setInAddress] = useSearchQuery(param);
  const [text, setText] = useState(inAddress);
  // Values this box wrote that the address may still be catching up with, oldest first.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const mine = pending.current.indexOf(inAddress);
    if (mine >= 0) {
      pending.current = pending.current.slice(mine + 1);
      return;
    }
    pending.current = [];
    setText(inAddress);
  }, [inAddress]);

  const change = useCallback(
    (value: string) => {
      pending.current.push(value);
      setText(value);
      setInAddress(value);
    },
    [setInAddress],
  );
  return [text, change];
}
