// What to tell the user when a write fails. The spec's alert comes first (SPEC §8); the
// database's own Portuguese sentence follows when it says something useful (supabase/README
// "Errors"), and a network failure says what was kept.
const SERVER_CODES_WITH_MESSAGE = new Set(['22023', '22007', '23505', '23503', 'PT404', '42501']);

export function errorCode(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** The database's explanation, when it gave one worth showing; otherwise null. */
export function serverMessage(error: unknown): string | null {
  const code = errorCode(error);
  if (!code || !SERVER_CODES_WITH_MESSAGE.has(code)) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
}
