// Telling "the database refused this account" apart from "the request failed": the first gets
// the premium notice, the second 'Erro ao carregar dados' with a retry.

/** PostgREST / GoTrue errors carry a Postgres `code` and sometimes an HTTP `status`. */
export function isPermissionDenied(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === '42501' || code === 'PGRST301' || status === 401 || status === 403;
}

// Auth refusals the API words in Portuguese for the user (scripts/lib/api-guard.mjs): a weak
// password, a look-alike address, too many tries. Anything else (GoTrue's English sentences,
// network failures) gets the page's own message.
const AUTH_CODES_WITH_A_SENTENCE = new Set([
  'weak_password',
  'over_request_rate_limit',
  'otp_disabled',
  'payload_too_large',
  'email_invalid',
  'email_too_long',
  'email_invisible',
  'email_confusable',
  'email_trailing_dot',
]);

export function authErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && AUTH_CODES_WITH_A_SENTENCE.has(code) && typeof message === 'string' && message.trim()) {
      return message.trim();
    }
  }
  return fallback;
}

// The one error vocabulary (issue 17): which database codes carry a sentence fit for the user.
// The database's own messages for refusals, invalid values and dates, not-found, conflicts and
// too many writes are Portuguese and safe to show (the table in supabase/README.md "Errors");
// anything else (network, server, GoTrue's English) gets the page's own Portuguese message.
const DB_CODES_WITH_A_SENTENCE = new Set(['42501', '22023', '22007', 'PT404', 'PT409', 'PT429', 'P0002', '23505', '23503']);
// A unique or foreign-key violation the database raised by itself (not one of our functions'
// Portuguese refusals) is worded in English by PostgreSQL: never shown.
const POSTGRES_OWN_WORDS = /^(duplicate key value|insert or update on table|update or delete on table)/i;

/** The SQLSTATE of a supabase-js error, or null. */
export function errorCode(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** The database's own sentence, when it is one fit for the user; otherwise null. */
export function databaseSentence(error: unknown): string | null {
  const code = errorCode(error);
  if (!code || !DB_CODES_WITH_A_SENTENCE.has(code)) return null;
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string' || !message.trim() || POSTGRES_OWN_WORDS.test(message.trim())) return null;
  return message.trim();
}

/** A failed write, in a short sentence the user can act on: the database's, or the fallback. */
export function writeErrorMessage(error: unknown, fallback: string): string {
  return databaseSentence(error) ?? fallback;
}
