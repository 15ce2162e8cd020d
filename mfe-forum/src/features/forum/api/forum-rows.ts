// The forum row as the front end reads it (supabase/README.md "Tables").
import type { ForumResponse, ForumThread } from '@semmultas/shared/types';

export const THREAD_COLUMNS = 'id, user_email, description, responses, created_at';

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
  const offset = zone === 'Z' ? 'Z' : /^[+-]\d{2}$/.test(zone) ? `${zone}:00` : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  return `${m[1]}T${m[2]}${offset}`;
}

/** A row from the API (or an RPC's returned row) with its replies always a list. */
export function toThread(row: unknown): ForumThread {
  const r = row as Partial<ForumThread> & { id: number | string };
  return {
    id: Number(r.id),
    user_email: String(r.user_email ?? ''),
    description: String(r.description ?? ''),
    responses: Array.isArray(r.responses) ? (r.responses as ForumResponse[]) : [],
    created_at: isoTimestamp(r.created_at),
  };
}
