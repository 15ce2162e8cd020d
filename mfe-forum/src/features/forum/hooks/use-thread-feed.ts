// The thread list: newest first, a page at a time, searched in the database
// (forum_list_threads). No reply travels with the list: each thread says how many it has.
// Typing waits SEARCH_DELAY_MS of quiet before asking, and an answer for an older search or a
// feed that was reset meanwhile is dropped.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThreadSummary } from '@semmultas/shared/types';
import { searchTerms } from '@semmultas/shared/search';
import { logError } from '@semmultas/shared/supabase';
import { getThreads } from '../api/get-threads';
import { mergeThreads } from '../utils/thread-order';

/** Threads shown at first and added by each "Carregar mais". */
export const PAGE_SIZE = 20;
/** Quiet time after the last keystroke before a search is sent. */
export const SEARCH_DELAY_MS = 300;

interface FeedState {
  /** The search these threads answer ('' = none). */
  query: string;
  threads: ForumThreadSummary[];
  total: number | null;
  /** Pages asked for this search (the next one starts at threads already read). */
  pages: number;
  status: 'idle' | 'loading' | 'error';
  error: unknown;
}

type FeedAction =
  | { type: 'reset'; query: string }
  | { type: 'loading' }
  | { type: 'loaded'; threads: ForumThreadSummary[]; total: number }
  | { type: 'failed'; error: unknown }
  | { type: 'more' }
  | { type: 'retry' }
  | { type: 'added'; thread: ForumThreadSummary }
  | { type: 'changed'; thread: ForumThreadSummary }
  | { type: 'removed'; id: number };

const initial = (query: string): FeedState => ({ query, threads: [], total: null, pages: 1, status: 'idle', error: null });

function reducer(state: FeedState, action: FeedAction): FeedState {
  switch (action.type) {
    case 'reset':
      return initial(action.query);
    case 'loading':
      return { ...state, status: 'loading', error: null };
    case 'loaded':
      return { ...state, threads: mergeThreads(state.threads, action.threads), total: action.total, status: 'idle' };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'more':
      return { ...state, pages: state.pages + 1 };
    case 'retry':
      return { ...state, status: 'idle', error: null };
    case 'added':
      // A new thread is the newest; in a search it may not match, so only the plain list takes it.
      if (state.query || state.threads.some((t) => t.id === action.thread.id)) return state;
      return { ...state, threads: mergeThreads(state.threads, [action.thread]), total: state.total === null ? null : state.total + 1 };
    case 'changed':
      if (!state.threads.some((t) => t.id === action.thread.id)) return state;
      return { ...state, threads: state.threads.map((t) => (t.id === action.thread.id ? { ...action.thread, match: t.match } : t)) };
    case 'removed':
      if (!state.threads.some((t) => t.id === action.id)) return state;
      return {
        ...state,
        threads: state.threads.filter((t) => t.id !== action.id),
        total: state.total === null ? null : Math.max(0, state.total - 1),
      };
  }
}

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

export function useThreadFeed(supabase: SupabaseClient, query: string, active = true): ThreadFeed {
  const wanted = normalise(query);
  const [state, dispatch] = useReducer(reducer, wanted, initial);
  const [generation, setGeneration] = useState(0);

  // A new search starts again from one page, after a short pause in the typing.
  useEffect(() => {
    if (wanted === state.query) return;
    const timer = window.setTimeout(() => dispatch({ type: 'reset', query: wanted }), wanted ? SEARCH_DELAY_MS : 0);
    return () => window.clearTimeout(timer);
  }, [wanted, state.query]);

  const loaded = state.threads.length;
  const complete = state.total !== null && loaded >= state.total;
  const need = active && state.status === 'idle' && !complete && (state.total === null ? loaded === 0 : loaded < state.pages * PAGE_SIZE);

  // One request at a time, even when an effect runs twice (StrictMode).
  const inFlight = useRef<string | null>(null);
  const current = useRef({ query: state.query, generation });
  current.current = { query: state.query, generation };

  useEffect(() => {
    if (!need) return;
    const key = `${generation}:${state.query}:${loaded}`;
    if (inFlight.current === key) return;
    inFlight.current = key;
    dispatch({ type: 'loading' });
    const mine = { query: state.query, generation };
    const fresh = () => {
      if (inFlight.current === key) inFlight.current = null;
      return current.current.query === mine.query && current.current.generation === mine.generation;
    };
    getThreads(supabase, state.query, loaded, PAGE_SIZE).then(
      (page) => {
        if (fresh()) dispatch({ type: 'loaded', threads: page.threads, total: page.total });
      },
      (error: unknown) => {
        if (!fresh()) return;
        logError('carregar tópicos do fórum', error);
        dispatch({ type: 'failed', error });
      },
    );
  }, [need, supabase, state.query, loaded, generation]);

  const showMore = useCallback(() => dispatch({ type: 'more' }), []);
  const retry = useCallback(() => dispatch({ type: 'retry' }), []);
  const reload = useCallback(() => {
    setGeneration((g) => g + 1);
    dispatch({ type: 'reset', query: current.current.query });
  }, []);
  const added = useCallback((thread: ForumThreadSummary) => dispatch({ type: 'added', thread }), []);
  const changed = useCallback((thread: ForumThreadSummary) => dispatch({ type: 'changed', thread }), []);
  const removed = useCallback((id: number) => dispatch({ type: 'removed', id }), []);

  const waiting = state.total === null && state.status !== 'error';
  return {
    visible: state.threads,
    total: state.total,
    complete,
    shownQuery: state.query,
    initialLoading: waiting && loaded === 0,
    loadingMore: state.status === 'loading' && loaded > 0,
    error: state.status === 'error' ? state.error : null,
    hasMore: !complete && state.total !== null,
    showMore,
    retry,
    reload,
    added,
    changed,
    removed,
  };
}
