import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The element's content width, following resizes (the chart is laid out in real pixels). Give it
 * an element whose size does not follow what is drawn with the width (an empty block), or the
 * redraw inside the observer's call resizes it again: a ResizeObserver loop error.
 */
export function useElementWidth<T extends HTMLElement>(fallback = 640) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(el.clientWidth || fallback);
      return;
    }
    // Issue 14: the first width comes with the observer's first call, in the browser's rendering
    // step once the page is laid out. Reading clientWidth here made the browser lay out the whole
    // page inside React's commit of the ledger (5 ms of it unthrottled, 4× on a phone). flushSync
    // draws the chart at its width before that frame is painted, so it never shows at the fallback.
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) flushSync(() => setWidth(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
