// DEPRECATED (issue 17): new code reads through @tanstack/react-query — query options and a hook
// in the feature's `api/` (shared/src/query.ts, README "How it fits together"). This hook stays
// only until mfe-admin, mfe-agenda, mfe-landing and the shell's legal page are migrated; delete
// it with the last of them.
//
// One small hook for "load something, show loading / error / data, let the user retry".
// Pass a stable `load` (useCallback): a new function means a new request.
import { useCallback, useEffect, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

export function useRequest<T>(load: () => Promise<T>): RequestState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });

  useEffect(() => {
    // A slower, older answer must never overwrite a newer one.
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
