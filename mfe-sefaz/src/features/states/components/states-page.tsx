import { Suspense, useState } from 'react';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { CardGrid } from '@semmultas/shared/ui/card-grid';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { SEFAZ_HEAD } from '@semmultas/shared/page-heads';
import { SearchBox, useSearchQuery } from '@semmultas/shared/ui/search-box';
import { queryState } from '@semmultas/shared/query';
import { useStates } from '../api/get-states';
import { filterStates } from '../utils/filter-states';
import { StateCard } from './state-card';

const Warning = lazyScreen(() => import('./missing-sigla-warning').then((m) => m.MissingSiglaWarning));

/**
 * /sefaz-estaduais: the 27 states, searchable by name or sigla (SPEC §2). `onOpening`: the
 * pointer rests on (or the keyboard reaches) a state, e.g. to start its page's chunk.
 */
export function StatesPage({ title, onOpening }: { title: string; onOpening?: () => void }) {
  const states = queryState(useStates());
  const [query, setQuery] = useSearchQuery();
  // When the last click on a state without sigla happened (0: none yet).
  const [warnedAt, setWarnedAt] = useState(0);
  const found = states.status === 'success' ? filterStates(states.data, query) : [];

  return (
    <section aria-labelledby="sefaz-title">
      <PageHeader
        title={title}
        titleId="sefaz-title"
        subtitle={SEFAZ_HEAD.subtitle}
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
        <PlainSkeleton label="Carregando estados" rows={6} />
      ) : states.status === 'error' ? (
        <LoadError onRetry={states.retry} />
      ) : found.length === 0 ? (
        <PlainEmpty description={`Nenhum estado encontrado para “${query.trim()}”.`} />
      ) : (
        <CardGrid
          label="Estados"
          items={found}
          getKey={(s) => s.id}
          // Three badges across a phone, five or six on a desktop.
          minCardWidth="clamp(96px, 27vw, 150px)"
          gap={12}
          renderItem={(state) => <StateCard state={state} onMissingSigla={() => setWarnedAt(Date.now())} onOpening={onOpening} />}
        />
      )}
      {warnedAt ? (
        <Suspense fallback={null}>
          <Warning.Screen at={warnedAt} />
        </Suspense>
      ) : null}
    </section>
  );
}
