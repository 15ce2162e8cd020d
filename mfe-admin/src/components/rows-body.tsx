import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { QueryState } from '@semmultas/shared/query';
import { LoadError } from '@semmultas/shared/ui/load-error';

/** Loading, 'Erro ao carregar dados' with a retry (SPEC §8), or the table (queryState of the rows' query). */
export function RowsBody<T>({ state, children }: { state: QueryState<T[]>; children: (rows: T[]) => ReactNode }) {
  if (state.status === 'loading')
    return (
      <div role="status" aria-label="Carregando">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  if (state.status === 'error') return <LoadError onRetry={state.retry} />;
  return <>{children(state.data)}</>;
}
