import { useCallback, useEffect, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { BaseInput } from './base-input';
import { VisuallyHidden } from './visually-hidden';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name, e.g. "Buscar estado". */
  label: string;
  placeholder?: string;
  /** When given, screen readers hear "N resultados" as the list changes. */
  resultCount?: number;
}

/** A search field that filters as you type (matching lives in @semmultas/shared/search). */
export function SearchBox({ value, onChange, label, placeholder, resultCount }: SearchBoxProps) {
  return (
    <div role="search">
      <BaseInput
        size="large"
        allowClear
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-label={label}
        placeholder={placeholder ?? label}
        prefix={<SearchOutlined aria-hidden />}
        autoComplete="off"
        spellCheck={false}
      />
      {resultCount !== undefined ? (
        <VisuallyHidden>
          <span aria-live="polite">{resultCount === 1 ? '1 resultado' : `${resultCount} resultados`}</span>
        </VisuallyHidden>
      ) : null}
    </div>
  );
}

/**
 * The search text kept in the address (?busca=…): it survives opening a card and coming back,
 * and a filtered list can be shared. Typing replaces the history entry instead of adding one.
 *
 * The box owns its text and the address follows it. The shell's router applies navigations
 * as transitions, so a box whose value were read back from the address would lag behind
 * fast typing and drop characters; when the address changes for another reason (back,
 * forward, a link) the box follows the address.
 */
export function useSearchQuery(param = 'busca'): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inAddress = params.get(param) ?? '';
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
    (next: string) => {
      pending.current.push(next);
      setText(next);
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          if (next) updated.set(param, next);
          else updated.delete(param);
          return updated;
        },
        { replace: true },
      );
    },
    [param, setParams],
  );
  return [text, change];
}
