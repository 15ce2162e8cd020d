// One open thread and the replies read so far (REPLIES_PAGE at a time, in the order written).
// Others keep replying while it is open: every REFRESH_MS and whenever the tab comes back into
// view the query reads again from where the loaded replies end, without a spinner, so new
// replies simply appear (a thread whose replies were deleted meanwhile is read from the start).
// A failed background read leaves what is shown alone. This user's writes (a reply, a
// deletion) go into the cache and cancel a read under way, whose answer would be older.
import { useCallback, useMemo, useState } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumReply, ForumThread, ForumThreadSummary } from '@semmultas/shared/types';
import { logError } from '@semmultas/shared/supabase';
import { appendReplies } from '../utils/thread-order';
import { toThread } from '@semmultas/shared/forum-rows';

/** Replies read per request when a thread is opened and by each "Carregar mais respostas". */
export const REPLIES_PAGE = 50;
export const REFRESH_MS = 30_000;

/** One thread with one page of its replies (in the order written); null when it does not exist. */
export async function getThread(supabase: SupabaseClient, id: number, offset = 0, limit = REPLIES_PAGE): Promise<ForumThread | null> {
  const { data, error } = await supabase.rpc('forum_get_thread', { thread_id: id, replies_offset: offset, replies_limit: limit });
  if (error) {
    if ((error as { code?: string }).code === 'PT404') return null;
    throw error;
  }
  return data ? toThread(data) : null;
}

/** null: the thread does not exist (or no longer does). */
type Cached = ForumThread | null;
export const threadKey = (id: number) => ['thread', id] as const;

/** The page after the loaded replies, joined to what the cache holds when it arrives. */
async function readAfter(client: QueryClient, supabase: SupabaseClient, id: number, loaded: number): Promise<Cached> {
  const next = await getThread(supabase, id, loaded, REPLIES_PAGE);
  if (!next) return null;
  if (next.reply_count < loaded) return getThread(supabase, id);
  const now = client.getQueryData<Cached>(threadKey(id));
  return { ...next, replies: appendReplies(now?.replies ?? [], next.replies) };
}

/** The background read: new replies once everything is loaded, else only the counts. */
async function readNewer(client: QueryClient, supabase: SupabaseClient, id: number, shown: ForumThread): Promise<Cached> {
  if (shown.replies.length >= shown.reply_count) return readAfter(client, supabase, id, shown.replies.length);
  // Header only (counts, full): the first page again would drop what was loaded, so ask for
  // the page after the loaded replies and keep only its counts.
  const head = await getThread(supabase, id, shown.replies.length, 1);
  const now = client.getQueryData<Cached>(threadKey(id)) ?? shown;
  return head ? { ...now, ...head, replies: now.replies } : now;
}

export const threadQueryOptions = (client: QueryClient, supabase: SupabaseClient, id: number) =>
  queryOptions({
    queryKey: threadKey(id),
    queryFn: async (): Promise<Cached> => {
      const shown = client.getQueryData<Cached>(threadKey(id));
      return shown ? readNewer(client, supabase, id, shown) : getThread(supabase, id);
    },
    meta: { label: `carregar o tópico ${id}` },
    staleTime: 0,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });

export type ThreadState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; thread: ForumThread; loadingMore: boolean; moreError: boolean };

/** `id` null: an address that cannot be a thread, answered as missing without a request. */
export function useThread(supabase: SupabaseClient, id: number | null, initial?: ForumThreadSummary) {
  const client = useQueryClient();
  const key = useMemo(() => threadKey(id ?? -1), [id]);
  const query = useQuery({
    ...threadQueryOptions(client, supabase, id ?? -1),
    enabled: id !== null,
    // The list's copy paints the thread at once while its replies are read.
    placeholderData: initial ? { ...initial, match: undefined, max_replies: 2000, replies: [] } : undefined,
  });
  const [more, setMore] = useState({ loading: false, error: false });

  /** A write of this user's: newer than any read under way, which is cancelled first. */
  const write = useCallback(
    async (change: (now: ForumThread) => Cached) => {
      await client.cancelQueries({ queryKey: key });
      const now = client.getQueryData<Cached>(key);
      if (now) client.setQueryData<Cached>(key, change(now));
    },
    [client, key],
  );

  /** "Carregar mais respostas". */
  const loadMore = useCallback(async () => {
    const now = client.getQueryData<Cached>(key);
    if (id === null || !now) return;
    setMore({ loading: true, error: false });
    try {
      client.setQueryData<Cached>(key, await readAfter(client, supabase, id, now.replies.length));
      setMore({ loading: false, error: false });
    } catch (error) {
      logError(`carregar respostas do tópico ${id}`, error);
      setMore({ loading: false, error: true });
    }
  }, [client, supabase, id, key]);

  /**
   * After this user's reply: with every reply loaded, read what came after (theirs and others');
   * otherwise only the counts change (the reply is at the end, reached by "Carregar mais").
   */
  const replied = useCallback(
    (reply: ForumReply, replyCount: number, isFull: boolean) => {
      let readOn = false;
      void write((now) => {
        const allLoaded = now.replies.length >= now.reply_count;
        const next = { ...now, reply_count: replyCount, is_full: isFull, last_reply_at: reply.date };
        if (allLoaded && replyCount === now.reply_count + 1) return { ...next, replies: appendReplies(now.replies, [reply]) };
        readOn = allLoaded;
        return next;
      }).then(() => {
        if (readOn) void loadMore();
      });
    },
    [write, loadMore],
  );
  const removedReply = useCallback(
    (replyId: string) =>
      void write((now) => ({
        ...now,
        reply_count: Math.max(0, now.reply_count - 1),
        is_full: false,
        replies: now.replies.filter((r) => r.id !== replyId),
      })),
    [write],
  );
  const markFull = useCallback(() => void write((now) => ({ ...now, is_full: true })), [write]);
  const markMissing = useCallback(() => void write(() => null), [write]);
  const retry = useCallback(() => void query.refetch(), [query]);

  let state: ThreadState;
  if (id === null || query.data === null) state = { status: 'missing' };
  else if (query.data) state = { status: 'ready', thread: query.data, loadingMore: more.loading, moreError: more.error };
  else if (query.isError && !query.isFetching) state = { status: 'error', error: query.error };
  else state = { status: 'loading' };

  return { state, loadMore: () => void loadMore(), replied, removedReply, markFull, markMissing, retry };
}
