import { useDeferredValue, type ReactNode } from 'react';
import type { QueryState } from '@semmultas/shared/query';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';

/** Loading, 'Erro ao carregar dados' with a retry (SPEC §8), or the table (queryState of the rows' query). */
export function RowsBody<T>({ state, children }: { state: QueryState<T[]>; children: (rows: T[]) => ReactNode }) {
  // Issue 14: the rows arrive through react-query's store subscription, which React renders in
  // one blocking pass; a table of them (antd's Table measures its cells and its ellipses) made
  // that a 70 ms task on a desktop when the panel opened. The table is drawn from a deferred copy
  // of the rows, a render React does in slices and gives way to a tap; the skeleton stays until
  // it is done, and a refreshed list replaces the old one the same way.
  const rows = useDeferredValue(state.status === 'success' ? state.data : undefined);
  if (rows !== undefined) return <>{children(rows)}</>;
  if (state.status === 'error') return <LoadError onRetry={state.retry} />;
  return (
    <div role="status" aria-label="Carregando">
      <PlainSkeleton rows={5} />
    </div>
  );
}
