// One open thread and the replies read so far (REPLIES_PAGE at a time, in the order written).
// Others keep replying while it is open: every REFRESH_MS and whenever the tab comes back into
// view the thread is read again from where the loaded replies end, without a spinner, so new
// replies simply appear (a thread whose replies were deleted meanwhile is read from the start).
// A failed background read leaves what is shown alone.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumReply, ForumThread, ForumThreadSummary } from '@semmultas/shared/types';
import { logError } from '@semmultas/shared/supabase';
import { getThread, REPLIES_PAGE } from '../api/get-thread';
import { appendReplies } from '../utils/thread-order';

export const REFRESH_MS = 30_000;

export type ThreadState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; thread: ForumThread; loadingMore: boolean; moreError: boolean };

const ready = (thread: ForumThread): ThreadState => ({ status: 'ready', thread, loadingMore: false, moreError: false });

/** `id` null: an address that cannot be a thread, answered as missing without a request. */
export function useThread(supabase: SupabaseClient, id: number | null, initial?: ForumThreadSummary) {
  const [state, setState] = useState<ThreadState>(
    id === null ? { status: 'missing' } : initial ? ready({ ...initial, match: undefined, max_replies: 2000, replies: [] }) : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  // Writes made here (a reply, a deletion) are newer than any read already under way.
  const version = useRef(0);
  const latest = useRef(state);
  latest.current = state;

  /** The first page again (on opening, or when replies were deleted by moderation). */
  const readFirst = useCallback(
    (quiet: boolean) => {
      if (id === null) return Promise.resolve();
      const mine = version.current;
      return getThread(supabase, id).then(
        (thread) => {
          if (mine !== version.current) return;
          setState(thread ? ready(thread) : { status: 'missing' });
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

  /** What came after the loaded replies (new replies by others, or the next page). */
  const readAfter = useCallback(
    (more: boolean) => {
      const now = latest.current;
      if (id === null || now.status !== 'ready') return Promise.resolve();
      const loaded = now.thread.replies;
      const mine = version.current;
      if (more) setState({ ...now, loadingMore: true, moreError: false });
      return getThread(supabase, id, loaded.length, REPLIES_PAGE).then(
        (thread) => {
          if (mine !== version.current) return;
          if (!thread) return setState({ status: 'missing' });
          if (thread.reply_count < loaded.length) return void readFirst(true);
          setState((s) => (s.status === 'ready' ? ready({ ...thread, replies: appendReplies(s.thread.replies, thread.replies) }) : s));
        },
        (error: unknown) => {
          logError(`carregar respostas do tópico ${id}`, error);
          if (mine !== version.current || !more) return;
          setState((s) => (s.status === 'ready' ? { ...s, loadingMore: false, moreError: true } : s));
        },
      );
    },
    [supabase, id, readFirst],
  );

  useEffect(() => {
    version.current += 1;
    void readFirst(Boolean(initial));
    // `initial` only seeds the first paint; a new one must not trigger another read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readFirst, attempt]);

  useEffect(() => {
    const refresh = () => {
      // Only once everything is loaded: new replies belong at the end of what is shown.
      const now = latest.current;
      if (document.visibilityState !== 'visible' || now.status !== 'ready') return;
      if (now.thread.replies.length < now.thread.reply_count) return void readFirstQuietHeader();
      void readAfter(false);
    };
    // Header only (counts, full): the first page again would drop what was loaded, so ask
    // for the page after the loaded replies and keep only its counts.
    const readFirstQuietHeader = () => {
      const now = latest.current;
      if (id === null || now.status !== 'ready') return;
      const mine = version.current;
      getThread(supabase, id, now.thread.replies.length, 1).then(
        (thread) => {
          if (mine !== version.current || !thread) return;
          setState((s) => (s.status === 'ready' ? { ...s, thread: { ...s.thread, ...thread, replies: s.thread.replies } } : s));
        },
        (error: unknown) => logError(`carregar o tópico ${id}`, error),
      );
    };
    const timer = window.setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [readAfter, supabase, id]);

  /** "Carregar mais respostas". */
  const loadMore = useCallback(() => void readAfter(true), [readAfter]);

  /**
   * After this user's reply: with every reply loaded, read what came after (theirs and others');
   * otherwise only the counts change (the reply is at the end, reached by "Carregar mais").
   */
  const replied = useCallback(
    (reply: ForumReply, replyCount: number, isFull: boolean) => {
      const now = latest.current;
      if (now.status !== 'ready') return;
      const allLoaded = now.thread.replies.length >= now.thread.reply_count;
      version.current += 1;
      const next = { ...now.thread, reply_count: replyCount, is_full: isFull, last_reply_at: reply.date };
      setState(ready(allLoaded && replyCount === now.thread.reply_count + 1 ? { ...next, replies: appendReplies(now.thread.replies, [reply]) } : next));
      if (allLoaded && replyCount !== now.thread.reply_count + 1) {
        latest.current = ready(next);
        void readAfter(false);
      }
    },
    [readAfter],
  );
  const removedReply = useCallback((replyId: string) => {
    version.current += 1;
    setState((s) =>
      s.status === 'ready'
        ? ready({ ...s.thread, reply_count: Math.max(0, s.thread.reply_count - 1), is_full: false, replies: s.thread.replies.filter((r) => r.id !== replyId) })
        : s,
    );
  }, []);
  const markFull = useCallback(() => {
    setState((s) => (s.status === 'ready' ? { ...s, thread: { ...s.thread, is_full: true } } : s));
  }, []);
  const markMissing = useCallback(() => {
    version.current += 1;
    setState({ status: 'missing' });
  }, []);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, loadMore, replied, removedReply, markFull, markMissing, retry };
}
