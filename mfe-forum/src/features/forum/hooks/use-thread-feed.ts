// The thread list: loaded page by page, newest first, searched as you type.
//
// Pages of raw rows are kept as they arrive, whatever the search, so typing only re-filters
// what is already here. While the current search has fewer matches than the reader asked to
// see, the next rows are fetched (bigger pages while searching), until enough are found or the
// forum has been read to the end: a search covers every thread and every reply, and a forum of
// thousands opens with just the newest 20.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { searchTerms } from '@semmultas/shared/search';
import { logError } from '@semmultas/shared/supabase';
import { getThreads } from '../api/get-threads';
import { mergeThreads } from '../utils/thread-order';
import { filterThreads } from '../utils/thread-search';

/** Threads shown at first and added by each "Carregar mais". */
export const PAGE_SIZE = 20;
/** Rows read per request while a search looks for matches further down. */
export const SEARCH_CHUNK = 100;

interface FeedState {
  threads: ForumThread[];
  /** Rows read from the server so far: where the next page starts. */
  offset: number;
  total: number | null;
  exhausted: boolean;
  status: 'idle' | 'loading' | 'error';
  error: unknown;
}

type FeedAction =
  | { type: 'reset' }
  | { type: 'loading' }
  | { type: 'loaded'; threads: ForumThread[]; asked: number; total: number | null }
  | { type: 'failed'; error: unknown }
  | { type: 'retry' }
  | { type: 'added'; thread: ForumThread }
  | { type: 'changed'; thread: ForumThread }
  | { type: 'removed'; id: number };

const INITIAL: FeedState = { threads: [], offset: 0, total: null, exhausted: false, status: 'idle', error: null };

function reducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'reset':
      return INITIAL;
    case 'loading':
      return { ...state, status: 'loading', error: null };
    case 'loaded': {
      const offset = state.offset + action.threads.length;
      const exhausted = action.threads.length < action.asked || (action.total !== null && offset >= action.total);
      return { ...state, threads: mergeThreads(state.threads, action.threads), offset, total: action.total, exhausted, status: 'idle' };
    }
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'retry':
      return { ...state, status: 'idle', error: null };
    case 'added':
      // A new thread is the newest: it pushes every row one place down the server's order.
      if (state.threads.some((t) => t.id === action.thread.id)) return state;
      return {
        ...state,
        threads: mergeThreads(state.threads, [action.thread]),
        offset: state.offset + 1,
        total: state.total === null ? null : state.total + 1,
      };
    case 'changed':
      if (!state.threads.some((t) => t.id === action.thread.id)) return state;
      return { ...state, threads: state.threads.map((t) => (t.id === action.thread.id ? action.thread : t)) };
    case 'removed':
      if (!state.threads.some((t) => t.id === action.id)) return state;
      return {
        ...state,
        threads: state.threads.filter((t) => t.id !== action.id),
        offset: Math.max(0, state.offset - 1),
        total: state.total === null ? null : Math.max(0, state.total - 1),
      };
  }
}

export interface ThreadFeed {
  /** The threads to show: matches of the search, newest first, as many as asked for. */
  visible: ForumThread[];
  /** Matches among the rows read so far. */
  matches: number;
  /** Threads in the forum (all of them, not only matches). */
  total: number | null;
  /** Rows read so far (a search says how far it has looked). */
  scanned: number;
  /** Every thread has been read: `matches` is final. */
  complete: boolean;
  /** True until the first page has arrived. */
  initialLoading: boolean;
  loadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  showMore: () => void;
  retry: () => void;
  reload: () => void;
  added: (thread: ForumThread) => void;
  changed: (thread: ForumThread) => void;
  removed: (id: number) => void;
}

export function useThreadFeed(supabase: SupabaseClient, query: string, active = true): ThreadFeed {
  const [state, dispatch] = useReducer(reducer, INITIAL);
  // How many matches to show, per search: typing starts again from one page.
  const [limit, setLimit] = useState({ query, count: PAGE_SIZE });
  const count = limit.query === query ? limit.count : PAGE_SIZE;
  const searching = searchTerms(query).length > 0;

  const matching = useMemo(() => filterThreads(state.threads, query), [state.threads, query]);

  // An answer for a feed that was reset meanwhile (reload) is dropped.
  const generation = useRef(0);
  const needMore = active && state.status === 'idle' && !state.exhausted && matching.length < count;
  const chunk = searching ? SEARCH_CHUNK : Math.max(PAGE_SIZE, count - matching.length);

  // One request at a time, even when an effect runs twice (StrictMode).
  const inFlight = useRef<string | null>(null);

  useEffect(() => {
    if (!needMore) return;
    const mine = generation.current;
    const key = `${mine}:${state.offset}`;
    if (inFlight.current === key) return;
    inFlight.current = key;
    dispatch({ type: 'loading' });
    const done = () => {
      if (inFlight.current === key) inFlight.current = null;
      return mine === generation.current;
    };
    getThreads(supabase, state.offset, chunk).then(
      (page) => {
        if (done()) dispatch({ type: 'loaded', threads: page.threads, asked: chunk, total: page.total });
      },
      (error: unknown) => {
        if (!done()) return;
        logError('carregar tópicos do fórum', error);
        dispatch({ type: 'failed', error });
      },
    );
  }, [needMore, supabase, state.offset, chunk]);

  const showMore = useCallback(() => setLimit({ query, count: count + PAGE_SIZE }), [query, count]);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const reload = useCallback(() => {
    generation.current += 1;
    dispatch({ type: 'reset' });
  }, []);
  const added = useCallback((thread: ForumThread) => dispatch({ type: 'added', thread }), []);
  const changed = useCallback((thread: ForumThread) => dispatch({ type: 'changed', thread }), []);
  const removed = useCallback((id: number) => dispatch({ type: 'removed', id }), []);

  return {
    visible: matching.slice(0, count),
    matches: matching.length,
    total: state.total,
    scanned: state.offset,
    complete: state.exhausted,
    initialLoading: state.offset === 0 && state.threads.length === 0 && !state.exhausted && state.status !== 'error',
    loadingMore: state.status === 'loading' && (state.offset > 0 || state.threads.length > 0),
    error: state.status === 'error' ? state.error : null,
    hasMore: matching.length > count || !state.exhausted,
    showMore,
    retry,
    reload,
    added,
    changed,
    removed,
  };
}
