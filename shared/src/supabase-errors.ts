// Telling "the database refused this account" apart from "the request failed": the first gets
// the premium notice, the second 'Erro ao carregar dados' with a retry.

/** PostgREST / GoTrue errors carry a Postgres `code` and sometimes an HTTP `status`. */
export function isPermissionDenied(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status } = error as { code?: unknown; status?: unknown };
  return code === '42501' || code === 'PGRST301' || status === 401 || status === 403;
}
