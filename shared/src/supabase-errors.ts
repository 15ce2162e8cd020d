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

// A failed write, in a short sentence the user can act on. The database's own messages for
// refusals, invalid text, not-found, conflicts and too many writes are Portuguese and safe to
// show (supabase/README.md "Errors"); anything else (network, server) gets the fallback.
const DB_CODES_WITH_A_SENTENCE = new Set(['42501', '22023', 'PT404', 'PT409', 'PT429', 'P0002']);

export function writeErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && DB_CODES_WITH_A_SENTENCE.has(code) && typeof message === 'string' && message.trim()) {
      return message.trim();
    }
  }
  return fallback;
}
