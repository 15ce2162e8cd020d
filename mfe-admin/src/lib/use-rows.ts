// A table's rows: loaded once, then kept in step with the admin's own writes (the row the
// database answers replaces or joins the list) instead of reloading after every change.
import { useCallback, useEffect, useState } from 'react';

export type RowsState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; rows: T[] };

export function useRows<T>(load: () => Promise<T[]>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RowsState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (rows) => current && setState({ status: 'ready', rows }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (rows: T[]) => T[]) => setState((s) => (s.status === 'ready' ? { status: 'ready', rows: change(s.rows) } : s)), []);
  return { state, retry, update };
}

/** Replace the row with the same key, or put a new one first. */
export function upsertRow<T>(rows: T[], row: T, key: (r: T) => unknown): T[] {
  const k = key(row);
  return rows.some((r) => key(r) === k) ? rows.map((r) => (key(r) === k ? row : r)) : [row, ...rows];
}
