// A table's rows live in the admin's query cache (issue 17): read once per key, then kept in
// step with the admin's own writes (the row the database answers replaces or joins the list)
// instead of reading the whole table again after every change.
import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Replace the row with the same key, or put a new one first. */
export function upsertRow<T>(rows: T[], row: T, key: (r: T) => unknown): T[] {
  const k = key(row);
  return rows.some((r) => key(r) === k) ? rows.map((r) => (key(r) === k ? row : r)) : [row, ...rows];
}

/**
 * Changes the cached rows of `queryKey` (a module constant, so the callback stays stable). A
 * read under way is cancelled first: its answer may predate the write and would undo it.
 */
export function useUpdateRows<T>(queryKey: QueryKey) {
  const client = useQueryClient();
  return useCallback(
    async (change: (rows: T[]) => T[]) => {
      await client.cancelQueries({ queryKey });
      client.setQueryData<T[]>(queryKey, (rows) => (rows ? change(rows) : rows));
    },
    [client, queryKey],
  );
}
