import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { LoadError } from '@semmultas/shared/ui/load-error';
import type { RowsState } from '../lib/use-rows';

/** Loading, 'Erro ao carregar dados' with a retry (SPEC §8), or the table. */
export function RowsBody<T>({ state, retry, children }: { state: RowsState<T>; retry: () => void; children: (rows: T[]) => ReactNode }) {
  if (state.status === 'loading')
    return (
      <div role="status" aria-label="Carregando">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  if (state.status === 'error') return <LoadError onRetry={retry} />;
  return <>{children(state.rows)}</>;
}
