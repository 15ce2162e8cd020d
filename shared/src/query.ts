// The one server-state layer (issue 17): every area reads and writes through
// @tanstack/react-query, with the defaults below. The library is a shared singleton (one copy of
// its code, tooling/webpack.cjs), but each remote makes its own QueryClient in
// src/expose/app.tsx with createQueryClient(), so it still runs and deploys alone; the shell has
// its own for its features. README "How it fits together" says how a new area uses it.
import { focusManager, MutationCache, QueryCache, QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { logError } from './supabase';

/**
 * What a query or mutation says about itself: `label` names it in the one console line a
 * failure writes (SPEC §8: data errors are logged), e.g. `meta: { label: 'carregar o fluxo de
 * caixa' }`. A request without a label is not logged by the cache (its caller logs, or it
 * has a fallback and is not a failure the user sees).
 */
export interface RequestMeta extends Record<string, unknown> {
  label?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * A supabase-js error as thrown by orThrow(): the PostgREST / Postgres `code` (42501, PT409…)
 * and, when the answer had one, its HTTP `status` (0 = no answer: the network failed).
 */
export type RequestError = Error & { code?: string; status?: number };

/**
 * A supabase-js answer `{ data, error }` as a value or a thrown error, the shape react-query
 * wants from a fetcher. The error keeps its `code` (the pages' messages read it) and gains the
 * answer's `status`, which the retry policy reads.
 */
export function orThrow<T>(result: { data: T; error: unknown; status?: number }): T {
  if (!result.error) return result.data;
  const error = result.error as RequestError;
  if (typeof error === 'object' && error.status === undefined && typeof result.status === 'number') {
    try {
      error.status = result.status;
    } catch {
      /* a frozen error keeps only its code */
    }
  }
  throw error;
}

/** Postgres classes worth a second try: connection (08), resources (53), operator (57), a lost serialization race (40). */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '57']);

/**
 * True when asking again may work: no answer at all (network), a 5xx, or a transient Postgres
 * class. A refusal (RLS 42501, 401/403), invalid input (22xxx, 400), not found (PT404) or a
 * conflict (PT409, 23xxx) answers the same the second time: the user sees it at once.
 */
export function isTransient(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  if (typeof code === 'string' && code !== '') {
    if (/^\d{2}[0-9A-Z]{3}$/.test(code)) return TRANSIENT_CLASSES.has(code.slice(0, 2));
    // PostgREST's own (PGRST…) and ours (PT…) are answers about the request, except 503s.
    return status === 503;
  }
  return true;
}

/**
 * Tries after the first for a transient failure of a read: one, a second later. supabase-js
 * already retries a GET whose network failed (3 times, 1–4 s apart); this one also covers the
 * RPCs (POST) that read. Unit tests ask once (react-query's testing guide: retries off), so a
 * test of a failure sees it at once.
 */
export const QUERY_RETRIES = process.env.NODE_ENV === 'test' ? 0 : 1;

export function retryTransient(failureCount: number, error: unknown): boolean {
  return failureCount < QUERY_RETRIES && isTransient(error);
}

/**
 * "Comes back into view": the tab shown again (react-query's default) or the window focused
 * again (another window was in front, the tab never hidden). One copy of the library, so this
 * is the app's one focus rule, the same whichever app sets it.
 */
function listenForFocus(onFocus: () => void): () => void {
  const listener = () => onFocus();
  window.addEventListener('visibilitychange', listener, false);
  window.addEventListener('focus', listener, false);
  return () => {
    window.removeEventListener('visibilitychange', listener);
    window.removeEventListener('focus', listener);
  };
}

/**
 * Logs a failed request once, with its meta label: the cache calls this after the last retry
 * (never per try), so no fetcher catches, logs and rethrows by hand.
 */
export function logFailure(meta: RequestMeta | undefined, error: unknown): void {
  if (meta?.label) logError(meta.label, error);
}

/** How long a read counts as fresh (createQueryClient's staleTime); an area's `warm` keeps its read as long. */
export const FRESH_MS = 30_000;

/**
 * The platform's defaults: data counts as fresh for 30 s (going back to a page within
 * half a minute does not ask again), read again when the window gets focus back once stale, a
 * transient failure of a read tried once more, a write never retried (it may have been applied: the user decides), and
 * a failed read or write with a `meta.label` logged once, after its last try.
 */
export function createQueryClient(): QueryClient {
  focusManager.setEventListener(listenForFocus);
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logFailure(query.meta, error) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => logFailure(mutation.meta, error) }),
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        refetchOnWindowFocus: true,
        retry: retryTransient,
        retryDelay: 1000,
      },
      mutations: { retry: false },
    },
  });
}

/** What a page shows for one read (see queryState). */
export type QueryState<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'success'; data: T; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void };

/**
 * A useQuery result as the three things a page shows: the data as soon as there is some (a
 * failed background refresh leaves it on screen), otherwise the failure ("Erro ao carregar
 * dados" + "Tentar novamente", which shows loading again while it asks), otherwise loading.
 */
export function queryState<T>(query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'refetch'>): QueryState<T> {
  const retry = () => void query.refetch();
  if (query.data !== undefined) return { status: 'success', data: query.data, retry };
  if (query.isError && !query.isFetching) return { status: 'error', error: query.error, retry };
  return { status: 'loading', retry };
}
