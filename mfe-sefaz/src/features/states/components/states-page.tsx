import { App as AntApp, Empty, Skeleton } from 'antd';
import { MSG } from '@semmultas/shared/messages';
import { CardGrid } from '@semmultas/shared/ui/card-grid';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { SearchBox, useSearchQuery } from '@semmultas/shared/ui/search-box';
import { queryState } from '@semmultas/shared/query';
import { useStates } from '../api/get-states';
import { filterStates } from '../utils/filter-states';
import { StateCard } from './state-card';

/** /sefaz-estaduais: the 27 states, searchable by name or sigla (SPEC §2). */
export function StatesPage({ title }: { title: string }) {
  const states = queryState(useStates());
  const [query, setQuery] = useSearchQuery();
  const { message } = AntApp.useApp();
  const found = states.status === 'success' ? filterStates(states.data, query) : [];

  return (
    <section aria-labelledby="sefaz-title">
      <PageHeader
        title={title}
        titleId="sefaz-title"
        subtitle="Escolha um estado para ver os serviços, portais e orientações da sua Secretaria da Fazenda."
        extra={
          <SearchBox
            value={query}
            onChange={setQuery}
            label="Buscar estado por nome ou sigla"
            placeholder="Buscar estado (ex.: Bahia ou BA)"
            resultCount={states.status === 'success' ? found.length : undefined}
          />
        }
      />
      {states.status === 'loading' ? (
        <div role="status" aria-label="Carregando estados">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : states.status === 'error' ? (
        <LoadError onRetry={states.retry} />
      ) : found.length === 0 ? (
        <Empty description={`Nenhum estado encontrado para “${query.trim()}”.`} />
      ) : (
        <CardGrid
          label="Estados"
          items={found}
          getKey={(s) => s.id}
          // Three badges across a phone, five or six on a desktop.
          minCardWidth="clamp(96px, 27vw, 150px)"
          gap={12}
          renderItem={(state) => <StateCard state={state} onMissingSigla={() => void message.warning(MSG.stateWithoutSigla)} />}
        />
      )}
    </section>
  );
}
