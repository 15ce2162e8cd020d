// Forum data as the front end reads it from the forum RPCs (supabase/README.md "RPCs"): names,
// never e-mails; lists without replies; one thread with a page of its replies.
import type { ForumReply, ForumThread, ForumThreadSummary } from '@semmultas/shared/types';

const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/**
 * Postgres' "2026-11-11 22:07:37.956+00" as ISO 8601 ("2026-11-11T22:07:37.956+00:00"):
 * Chromium reads both, Safari only the second.
 */
export function isoTimestamp(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const m = PG_TIMESTAMP.exec(value.trim());
  if (!m) return value;
  const zone = m[3] ?? 'Z';
  const offset =
    zone === 'Z' ? 'Z' : /^[+-]\d{2}$/.test(zone) ? `${zone}:00` : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  return `${m[1]}T${m[2]}${offset}`;
}

/** The name shown when the author has none (an account that no longer exists). */
export const UNKNOWN_AUTHOR = 'Usuário';

const name = (value: unknown) => (typeof value === 'string' && value.trim() ? value : UNKNOWN_AUTHOR);

export function toReply(row: unknown): ForumReply {
  const r = (row ?? {}) as Partial<ForumReply>;
  return {
    id: String(r.id ?? ''),
    user_id: r.user_id ?? null,
    author_name: name(r.author_name),
    response: String(r.response ?? ''),
    date: String(r.date ?? ''),
  };
}

export function toSummary(row: unknown): ForumThreadSummary {
  const r = (row ?? {}) as Partial<ForumThreadSummary> & { id: number | string };
  const match =
    r.match && typeof r.match === 'object' ? { author_name: name(r.match.author_name), response: String(r.match.response ?? '') } : null;
  return {
    id: Number(r.id),
    user_id: r.user_id ?? null,
    author_name: name(r.author_name),
    description: String(r.description ?? ''),
    created_at: isoTimestamp(r.created_at),
    reply_count: Number(r.reply_count ?? 0),
    last_reply_at: r.last_reply_at ?? null,
    is_full: Boolean(r.is_full),
    match,
  };
}

/** forum_get_thread's answer: the thread and one page of its replies. */
export function toThread(row: unknown): ForumThread {
  const r = (row ?? {}) as Partial<ForumThread>;
  const { match: _match, ...summary } = toSummary(row);
  return {
    ...summary,
    max_replies: Number(r.max_replies ?? 2000),
    replies: Array.isArray(r.replies) ? r.replies.map(toReply) : [],
  };
}

/** The list's copy of an open thread (its replies are not kept in the list). */
export function summaryOf(thread: ForumThread): ForumThreadSummary {
  const { replies: _replies, max_replies: _max, ...summary } = thread;
  return summary;
}
