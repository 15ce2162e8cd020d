// What the posts and contents pages share: the table's rows, the form being edited (a row, a
// new one, or none), the edit/delete buttons of each row, and a deletion that asks first
// (SPEC §8), then drops the row or says why it could not.
import { useCallback, useMemo, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { queryState } from '@semmultas/shared/query';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import type { AdminColumn } from '../components/admin-table';
import { RowActions } from '../components/row-actions';
import { upsertRow, useUpdateRows } from './rows-cache';

export interface EditableRowsOptions<T extends { id: number | string; title: string }, K extends QueryKey> {
  /** The feature's list query (api/get-….ts): its key is a module constant. */
  query: UseQueryOptions<T[], Error, T[], K> & { queryKey: K };
  /** Stable (useCallback): deletes one row in the database. */
  remove: (row: T) => Promise<void>;
  messages: { confirm: string; deleted: string; deleteError: string };
  /** Starts the form dialog's chunk (issue 14) when an edit button is about to be pressed. */
  preloadForm?: () => void;
}

export function useEditableRows<T extends { id: number | string; title: string }, K extends QueryKey = QueryKey>({
  query,
  remove,
  messages,
  preloadForm,
}: EditableRowsOptions<T, K>) {
  const ask = useConfirmedAction();
  const state = queryState(useQuery(query));
  const update = useUpdateRows<T>(query.queryKey);
  // undefined: no form open; null: the form of a new row.
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const { confirm, deleted, deleteError } = messages;

  const confirmDelete = useCallback(
    (row: T) =>
      ask({
        title: confirm,
        content: `“${row.title}”`,
        action: async () => {
          await remove(row);
          await update((rows) => rows.filter((r) => r.id !== row.id));
        },
        success: deleted,
        failure: deleteError,
        label: deleteError,
      }),
    [ask, remove, update, confirm, deleted, deleteError],
  );

  /** The last column of both layouts: edit and delete, named after the row. */
  const actionsColumn = useCallback(
    (fixed: boolean): AdminColumn<T> => ({
      key: 'actions',
      title: 'Ações',
      ...(fixed ? { fixed: 'end' as const } : {}),
      width: 96,
      render: (row) => (
        <RowActions name={row.title} onEdit={() => setEditing(row)} onEditIntent={preloadForm} onDelete={() => confirmDelete(row)} />
      ),
    }),
    [confirmDelete, preloadForm],
  );

  const form = useMemo(
    () => ({
      open: editing !== undefined,
      row: editing ?? null,
      key: editing?.id ?? 'novo',
      startNew: () => setEditing(null),
      preload: preloadForm,
      close: () => setEditing(undefined),
      saved: (row: T) => {
        void update((rows) => upsertRow(rows, row, (r) => r.id));
        setEditing(undefined);
      },
    }),
    [editing, update, preloadForm],
  );

  return { state, actionsColumn, form };
}
