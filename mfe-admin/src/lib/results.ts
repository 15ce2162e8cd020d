// supabase-js answers { data, error }: the API layer turns that into "a value or a throw".
// An update or delete that RLS filtered out answers success with no rows (supabase/README.md),
// so writes ask for the rows back and treat none as a failure.

export class NoRowsError extends Error {
  constructor(what: string) {
    super(`${what}: nenhuma linha alterada (registro inexistente ou sem permissão)`);
    this.name = 'NoRowsError';
  }
}

export function rowsOrThrow<T>({ data, error }: { data: unknown; error: unknown }): T[] {
  if (error) throw error;
  return (data ?? []) as T[];
}

export function changedRow<T>(result: { data: unknown; error: unknown }, what: string): T {
  const rows = rowsOrThrow<T>(result);
  const row = rows[0];
  if (!row) throw new NoRowsError(what);
  return row;
}

/** The database's own sentence for an invalid value (22023), worth showing under the alert. */
export function validationDetail(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '22023' && typeof message === 'string' ? message : undefined;
}
