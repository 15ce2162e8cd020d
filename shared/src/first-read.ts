// Issue 14, eleventh round: the read a page's first screen is made of, started by index.html's
// inline script (shell/src/first-paint/first-list.ts) with the stored session, beside the app's
// own scripts rather than after them, so that the list it paints (the page's largest text, its
// LCP) is on screen before React, antd and the area's remote have run. The area then takes that
// answer as its first read, in its `warm` (takeFirstAnswer; prefetchFirstRead for a plain query),
// instead of asking again.
//
// The read is the one the area makes itself (the same RPC and arguments, with the same user's
// token): row-level security and the plan's rules answer it as they answer the area.
import type { FetchQueryOptions, QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { FORUM_PAGE_SIZE } from './forum-list';
import type { RuntimeConfig } from './types';

/** A Supabase RPC a page's first screen is made of. */
export interface FirstRead {
  /** Where index.html's script keeps the answer for the area (`window.__semmultasBoot.reads`). */
  key: string;
  rpc: string;
  args: Readonly<Record<string, unknown>>;
}

/** The tips' list (mfe-contents getConteudos): conteudos_visiveis of one type. */
export const conteudosFirstRead = (type: number): FirstRead => ({
  key: `conteudos_visiveis:${type}`,
  rpc: 'conteudos_visiveis',
  args: { conteudo_tipo: type },
});

/** The forum's first page of threads (mfe-forum getThreads without a search). */
export const forumThreadsFirstRead = (pageSize = FORUM_PAGE_SIZE): FirstRead => ({
  key: 'forum_list_threads',
  rpc: 'forum_list_threads',
  args: { search: null, page_offset: 0, page_size: pageSize },
});

/** A read index.html's script started: its answer, and the answer itself once it is in. */
export interface StartedRead {
  promise: Promise<unknown>;
  /** Set when the answer is in: the area's first render can show it at once. */
  rows?: unknown;
  /** When it was asked for (Date.now()). */
  at: number;
}

/** What index.html's inline scripts leave for the app (`window.__semmultasBoot`). */
export interface BootState {
  /** /config.json, requested by the head's script in parallel with main.js. */
  config: Promise<RuntimeConfig>;
  /** Whether the landing page's prerendered HTML was shown (then the app does not boot). */
  landing: Promise<boolean>;
  /** The first screen's reads (shell/src/first-paint/first-list.ts), by FirstRead key. */
  reads?: Record<string, StartedRead>;
  /** The list painted from one of them, until the area draws its own (first-list.ts). */
  firstList?: { path: string; node: HTMLElement };
  /** Settles once that list is on screen, or will not be: the app's entry waits for it (index.html). */
  firstListPainted?: Promise<void>;
}

declare global {
  interface Window {
    __semmultasBoot?: BootState;
  }
}

/**
 * The read index.html's script started under `key`, once: a later mount reads for itself. Not
 * one asked for `freshMs` ago or more (the area's remote came late, or failed and came back on
 * a retry): an answer that old is read again, as any other would be.
 */
export function takeFirstRead(key: string, freshMs: number, now = Date.now()): StartedRead | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__semmultasBoot?.reads;
  const read = reads?.[key];
  if (read) delete reads![key];
  return read && now - read.at < freshMs ? read : undefined;
}

/** Drops what index.html's script read and painted: the app calls this when the signed-in user changes. */
export function forgetFirstReads(): void {
  const boot = typeof window === 'undefined' ? undefined : window.__semmultasBoot;
  if (!boot) return;
  delete boot.reads;
  delete boot.firstList;
}

/**
 * index.html's answer to `read` as the area's data (`parse`d), taken once (takeFirstRead):
 * `data` when it is already in; `later` while it is on its way (rejecting if it failed, for the
 * area to read for itself); nothing when there is none to take.
 */
export function takeFirstAnswer<T>(
  read: FirstRead,
  freshMs: number,
  parse: (rows: unknown) => T,
): { data: T; at: number } | { later: Promise<T> } | undefined {
  const started = takeFirstRead(read.key, freshMs);
  if (!started) return undefined;
  if ('rows' in started) return { data: parse(started.rows), at: started.at };
  const later = started.promise.then(parse);
  // Its failure is the area's to handle (its own read), whenever its query asks: not unhandled meanwhile.
  later.catch(() => undefined);
  return { later };
}

/**
 * An area's first read, from index.html's answer when there is one: put in the cache at once when
 * it is already in; when it is on its way, the area's query waits for it (a page mounted before
 * it comes does not ask again); if it failed, the area's own read (`options.queryFn`) is made.
 * `freshMs`: how long a read counts as fresh (the area's FRESH_MS).
 */
export function prefetchFirstRead<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
  read: FirstRead,
  parse: (rows: unknown) => T,
  freshMs: number,
): Promise<void> {
  const answer = takeFirstAnswer(read, freshMs, parse);
  if (!answer) return client.prefetchQuery(options);
  if ('data' in answer) {
    client.setQueryData<T>(options.queryKey, answer.data);
    return Promise.resolve();
  }
  const own = options.queryFn;
  return client.prefetchQuery({
    ...options,
    queryFn: (context: QueryFunctionContext<K, never>) =>
      answer.later.catch(() => (typeof own === 'function' ? own(context) : Promise.reject(new Error(`${read.key}: sem leitura`)))),
  });
}
