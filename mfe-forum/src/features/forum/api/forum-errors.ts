// A failed write, in a short sentence the user can act on. The database's own messages for
// refusals and invalid text are Portuguese and safe to show (supabase/README.md "Errors");
// anything else (network, server) gets a generic line.
const SHOWN_CODES = new Set(['42501', '22023', 'PT404', 'PT409', 'P0002']);

export function writeErrorMessage(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && SHOWN_CODES.has(code) && typeof message === 'string' && message.trim()) return message.trim();
  }
  return fallback;
}
