// Ordering of threads and replies, apart from React.
import type { ForumReply, ForumThreadSummary } from '@semmultas/shared/types';

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** Newest thread first; equal dates by id, newest first (ids grow with time). */
export function compareNewestFirst(a: ForumThreadSummary, b: ForumThreadSummary): number {
  return time(b.created_at) - time(a.created_at) || b.id - a.id;
}

export function sortNewestFirst<T extends ForumThreadSummary>(threads: readonly T[]): T[] {
  return [...threads].sort(compareNewestFirst);
}

/**
 * Adds a page to what is already loaded. Offset paging shifts when someone posts meanwhile,
 * so a thread can come back on the next page: it is kept once, with the fresher copy.
 */
export function mergeThreads<T extends ForumThreadSummary>(loaded: readonly T[], incoming: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const t of loaded) byId.set(t.id, t);
  for (const t of incoming) byId.set(t.id, t);
  return sortNewestFirst([...byId.values()]);
}

/** Pages of replies joined in the order they were written, each reply once. */
export function appendReplies(loaded: readonly ForumReply[], incoming: readonly ForumReply[]): ForumReply[] {
  const seen = new Set(loaded.map((r) => r.id));
  return [...loaded, ...incoming.filter((r) => !seen.has(r.id))];
}
