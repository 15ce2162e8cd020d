// One open thread. Others keep replying while it is open: it is read again every
// REFRESH_MS and whenever the tab comes back into view, without a spinner, so new replies
// simply appear. A failed background read leaves what is shown alone.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { logError } from '@semmultas/shared/supabase';
import { getThread } from '../api/get-thread';

export const REFRESH_MS = 30_000;

export type ThreadState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; thread: ForumThread };

/** `id` null: an address that cannot be a thread, answered as missing without a request. */
export function useThread(supabase: SupabaseClient, id: number | null, initial?: ForumThread) {
  const [state, setState] = useState<ThreadState>(
    id === null ? { status: 'missing' } : initial ? { status: 'ready', thread: initial } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  // Writes made here (a reply, a deletion) are newer than any read already under way.
  const version = useRef(0);

  const read = useCallback(
    (quiet: boolean) => {
      if (id === null) return Promise.resolve();
      const mine = version.current;
      return getThread(supabase, id).then(
        (thread) => {
          if (mine !== version.current) return;
          setState(thread ? { status: 'ready', thread } : { status: 'missing' });
        },
        (error: unknown) => {
          logError(`carregar o tópico ${id}`, error);
          if (mine !== version.current) return;
          if (!quiet) setState({ status: 'error', error });
        },
      );
    },
    [supabase, id],
  );

  useEffect(() => {
    version.current += 1;
    void read(Boolean(initial));
    // `initial` only seeds the first paint; a new one must not trigger another read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, attempt]);

  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') void read(true);
    };
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [read]);

  /** The thread as a write returned it (the server's whole row, others' replies included). */
  const replace = useCallback((thread: ForumThread) => {
    version.current += 1;
    setState({ status: 'ready', thread });
  }, []);
  const markMissing = useCallback(() => {
    version.current += 1;
    setState({ status: 'missing' });
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, replace, markMissing, retry };
}
