// Ordering of threads and replies, apart from React.
import type { ForumResponse, ForumThread } from '@semmultas/shared/types';

function time(value: string | null | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? -Infinity : t;
}

/** Newest thread first; equal dates by id, newest first (ids grow with time). */
export function compareNewestFirst(a: ForumThread, b: ForumThread): number {
  return time(b.created_at) - time(a.created_at) || b.id - a.id;
}

export function sortNewestFirst(threads: readonly ForumThread[]): ForumThread[] {
  return [...threads].sort(compareNewestFirst);
}

/**
 * Adds a page to what is already loaded. Offset paging shifts when someone posts meanwhile,
 * so a thread can come back on the next page: it is kept once, with the fresher copy.
 */
export function mergeThreads(loaded: readonly ForumThread[], incoming: readonly ForumThread[]): ForumThread[] {
  const byId = new Map<number, ForumThread>();
  for (const t of loaded) byId.set(t.id, t);
  for (const t of incoming) byId.set(t.id, t);
  return sortNewestFirst([...byId.values()]);
}

/** Replies in the order they were written (the database appends; dates break no ties). */
export function repliesInOrder(responses: readonly ForumResponse[] | null | undefined): ForumResponse[] {
  return (responses ?? [])
    .map((reply, index) => ({ reply, index }))
    .sort((a, b) => time(a.reply.date) - time(b.reply.date) || a.index - b.index)
    .map(({ reply }) => reply);
}

export function replyCountLabel(n: number): string {
  if (n === 0) return 'Nenhuma resposta';
  return n === 1 ? '1 resposta' : `${n.toLocaleString('pt-BR')} respostas`;
}
