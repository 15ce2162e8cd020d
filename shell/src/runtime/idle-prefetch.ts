// Issue 14: "a later navigation between areas shows the next area in ≤ 300 ms on a desktop CPU".
// The menu already warms a remote when the pointer rests on its link; on a desktop the shell
// also warms the areas the plan opens once the page has settled, one remote per idle period, so
// the first click on an area finds its code loaded. Not on a phone-sized screen and not when
// the browser asks to save data: there the bytes and the main thread belong to the page the
// person is looking at (and issue 14's phone measurements stay what a phone really runs).
import type { RemoteName } from '@semmultas/shared/types';

export type Idle = (callback: () => void) => () => void;

/** requestIdleCallback where the browser has it (not Safari), a short timeout elsewhere. */
export const whenIdle: Idle = (callback) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
};

/** True on a desktop-sized screen whose browser does not ask to save data. */
export function shouldPrefetchAreas(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return false;
  return typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 992px)').matches;
}

/**
 * After `delayMs`, warms each remote in turn, each in its own idle period, and waits for one to
 * finish before the next. Returns a function that stops what has not started.
 */
export function prefetchWhenIdle(
  prefetch: (name: RemoteName) => Promise<unknown>,
  names: readonly RemoteName[],
  { delayMs = 2000, idle = whenIdle }: { delayMs?: number; idle?: Idle } = {},
): () => void {
  let stopped = false;
  let cancel = () => {};
  const queue = [...new Set(names)];
  const next = () => {
    const name = queue.shift();
    if (stopped || !name) return;
    cancel = idle(() => {
      if (stopped) return;
      prefetch(name)
        .catch(() => undefined)
        .finally(next);
    });
  };
  const timer = window.setTimeout(next, delayMs);
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    cancel();
  };
}
