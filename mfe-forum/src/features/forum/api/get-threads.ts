// The thread list, one page at a time, newest first, searched in the database
// (forum_list_threads): a forum of thousands of threads opens with the newest 20, and no
// reply travels with the list. Read as one infinite query per search; typing waits
// SEARCH_DELAY_MS of quiet before asking, and a search left behind is dropped from the cache,
// so coming back to it starts again from one page.
import { useCallback, useEffect, useState } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThreadSummary } from '@semmultas/shared/types';
import { orThrow } from '@semmultas/shared/query';
import { searchTerms } from '@semmultas/shared/search';
import { mergeThreads } from '../utils/thread-order';
import { toSummary } from '@semmultas/shared/forum-rows';
import { FORUM_PAGE_SIZE } from '@semmultas/shared/forum-list';

/** Quiet time after the last keystroke before a search is sent. */
export const SEARCH_DELAY_MS = 300;

export interface ThreadsPage {
  threads: ForumThreadSummary[];
  /** Threads that match the search (all of them without one). */
  total: number;
}

/** forum_list_threads' answer as a page of the list. */
export function threadsPageFrom(data: unknown): ThreadsPage {
  const page = (data ?? {}) as { threads?: unknown[]; total?: number };
  return { threads: (page.threads ?? []).map(toSummary), total: Number(page.total ?? 0) };
}

export async function getThreads(supabase: SupabaseClient, search: string, offset: number, size: number): Promise<ThreadsPage> {
  return threadsPageFrom(
    orThrow(await supabase.rpc('forum_list_threads', { search: search.trim() || null, page_offset: offset, page_size: size })),
  );
}

/** Every loaded page as one list: a thread pushed onto the next page by a new one is kept once. */
const joined = (pages: readonly ThreadsPage[]) => pages.reduce<ForumThreadSummary[]>((all, p) => mergeThreads(all, p.threads), []);

export const threadsKey = (search: string) => ['threads', search] as const;

export const threadsQueryOptions = (supabase: SupabaseClient, search: string) =>
  infiniteQueryOptions({
    queryKey: threadsKey(search),
    queryFn: ({ pageParam }) => getThreads(supabase, search, pageParam, FORUM_PAGE_SIZE),
    meta: { label: 'carregar tópicos do fórum' },
    initialPageParam: 0,
    // The next page starts at the threads already read (a new or deleted thread moves it with them).
    getNextPageParam: (last, pages) => {
      const loaded = joined(pages).length;
      return loaded < last.total ? loaded : undefined;
    },
    // The list changes by this user's own writes (added/changed/removed below) and by "reload";
    // only the open thread refreshes itself (get-thread.ts).
    staleTime: Infinity,
    gcTime: 0,
  });

export interface ThreadFeed {
  /** The threads to show, newest first. */
  visible: ForumThreadSummary[];
  /** Threads in the forum, or matching the search. */
  total: number | null;
  /** Every thread (or match) is loaded. */
  complete: boolean;
  /** The search the list shows (it lags the box while the user is typing). */
  shownQuery: string;
  /** True until the first page (of this search) has arrived. */
  initialLoading: boolean;
  loadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  showMore: () => void;
  retry: () => void;
  reload: () => void;
  added: (thread: ForumThreadSummary) => void;
  changed: (thread: ForumThreadSummary) => void;
  removed: (id: number) => void;
}

/** The search as the database will read it: its words, one space apart. */
function normalise(query: string): string {
  return searchTerms(query).length ? query.trim().replace(/\s+/g, ' ') : '';
}

type Pages = InfiniteData<ThreadsPage, number>;

/** Changes every loaded page of one search: `threads` per page, `total` the new count. */
function editPages(
  data: Pages | undefined,
  threads: (list: ForumThreadSummary[], index: number) => ForumThreadSummary[],
  total: (n: number) => number,
): Pages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p, i) => ({ threads: threads(p.threads, i), total: total(p.total) })) };
}

export function useThreadFeed(supabase: SupabaseClient, query: string, active = true): ThreadFeed {
  const client = useQueryClient();
  const wanted = normalise(query);
  const [shownQuery, setShownQuery] = useState(wanted);

  // A new search starts again from one page, after a short pause in the typing.
  useEffect(() => {
    if (wanted === shownQuery) return;
    const timer = window.setTimeout(() => setShownQuery(wanted), wanted ? SEARCH_DELAY_MS : 0);
    return () => window.clearTimeout(timer);
  }, [wanted, shownQuery]);

  const feed = useInfiniteQuery({ ...threadsQueryOptions(supabase, shownQuery), enabled: active });
  const { fetchNextPage, refetch, hasNextPage, isFetchingNextPage, isFetchNextPageError } = feed;

  const visible = feed.data ? joined(feed.data.pages) : [];
  const total = feed.data?.pages.at(-1)?.total ?? null;
  const complete = total !== null && visible.length >= total;
  const failed = feed.isError && !feed.isFetching;

  const showMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const retry = useCallback(
    () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
    [isFetchNextPageError, fetchNextPage, refetch],
  );
  const reload = useCallback(() => void client.resetQueries({ queryKey: ['threads'] }), [client]);
  const added = useCallback(
    // A new thread is the newest; in a search it may not match, so only the plain list takes it.
    (thread: ForumThreadSummary) =>
      client.setQueryData<Pages>(threadsKey(''), (data) =>
        data?.pages.some((p) => p.threads.some((t) => t.id === thread.id))
          ? data
          : editPages(
              data,
              (list, i) => (i === 0 ? mergeThreads(list, [thread]) : list),
              (n) => n + 1,
            ),
      ),
    [client],
  );
  const changed = useCallback(
    (thread: ForumThreadSummary) =>
      client.setQueriesData<Pages>({ queryKey: ['threads'] }, (data) =>
        editPages(
          data,
          (list) => list.map((t) => (t.id === thread.id ? { ...thread, match: t.match } : t)),
          (n) => n,
        ),
      ),
    [client],
  );
  const removed = useCallback(
    (id: number) =>
      client.setQueriesData<Pages>({ queryKey: ['threads'] }, (data) =>
        data?.pages.some((p) => p.threads.some((t) => t.id === id))
          ? editPages(
              data,
              (list) => list.filter((t) => t.id !== id),
              (n) => Math.max(0, n - 1),
            )
          : data,
      ),
    [client],
  );

  return {
    visible,
    total,
    complete,
    shownQuery,
    initialLoading: feed.data === undefined && !failed,
    loadingMore: isFetchingNextPage,
    error: failed ? feed.error : null,
    hasMore: !complete && total !== null,
    showMore,
    retry,
    reload,
    added,
    changed,
    removed,
  };
}
