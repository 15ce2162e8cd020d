import { Suspense, useEffect, useMemo, useState } from 'react';
import { theme } from 'antd';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { useLocation } from 'react-router-dom';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import type { RemoteProps } from '@semmultas/shared/types';
import { hasActivePlan } from '@semmultas/shared/plan';
import { logError } from '@semmultas/shared/supabase';
import { isPermissionDenied } from '@semmultas/shared/supabase-errors';
import { CardGrid } from '@semmultas/shared/ui/card-grid';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PremiumNotice } from '@semmultas/shared/ui/notices';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { SearchBox, useSearchQuery } from '@semmultas/shared/ui/search-box';
import { queryState } from '@semmultas/shared/query';
import { useConteudos } from '../api/get-conteudos';
import { searchConteudos, sortNewestFirst, toListItem } from '../utils/card-text';
import { filtrarParceiros, opcoesDeFiltro, type FiltroParceiros } from '../utils/parceiro';
import type { ConteudoArea } from '../utils/conteudo-types';
import { ConteudoCard } from './conteudo-card';

/**
 * Issue 14: the partners' Estado and Cidade (antd's Select) are their own chunk: only that list
 * has them. It starts as the list opens; until it is in, two boxes of the selects' size hold
 * their place, so nothing below moves.
 */
const Filtros = lazyScreen(() => import('./parceiros-filtros').then((m) => m.ParceirosFiltros));
const FILTERS_ROW = { display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 16 } as const;

function LoadingCards() {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-label="Carregando conteúdos"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))', gap: 16 }}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} aria-hidden>
          <div style={{ height: 150, borderRadius: token.borderRadiusSM, background: token.colorFillSecondary }} />
          <div style={{ marginTop: 12 }}>
            <PlainSkeleton rows={2} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /dicas-tributarias, /contadores-parceiros, /indicacao-apps: search box and card grid. */
export function ConteudosListPage({ supabase, user, area }: Pick<RemoteProps, 'supabase' | 'user'> & { area: ConteudoArea }) {
  const request = queryState(useConteudos(supabase, area.type));
  const [query, setQuery] = useSearchQuery();
  const { search } = useLocation();
  const data = request.status === 'success' ? request.data : null;
  const items = useMemo(() => (data ? sortNewestFirst(data.map(toListItem)) : []), [data]);
  // Partner accountants (type 1) are also filtered by state and city (issue 21).
  const [filtro, setFiltro] = useState<FiltroParceiros>({});
  const partners = area.type === 1;
  useEffect(() => {
    if (partners) void Filtros.preload();
  }, [partners]);
  const opcoes = useMemo(() => opcoesDeFiltro(items, filtro.uf), [items, filtro.uf]);
  const found = useMemo(() => {
    const searched = searchConteudos(items, query);
    return partners ? filtrarParceiros(searched, filtro) : searched;
  }, [items, query, partners, filtro]);
  const failure = request.status === 'error' ? request.error : null;
  useEffect(() => {
    if (failure) logError(`carregar ${area.title}`, failure);
  }, [failure, area.title]);

  const refused = area.premiumWhat !== null && (isPermissionDenied(failure) || (data?.length === 0 && !(user && hasActivePlan(user))));
  const titleId = `conteudos-${area.type}-title`;

  let body;
  if (request.status === 'loading') body = <LoadingCards />;
  else if (refused) body = <PremiumNotice what={area.premiumWhat!} />;
  else if (request.status === 'error') body = <LoadError onRetry={request.retry} />;
  else if (items.length === 0) body = <PlainEmpty description={area.empty} />;
  else if (found.length === 0)
    body = (
      <PlainEmpty
        description={query.trim() ? `Nenhum resultado para “${query.trim()}”.` : 'Nenhum contador parceiro nesta região ainda.'}
      />
    );
  else
    body = (
      <CardGrid
        label={area.title}
        items={found}
        getKey={(c) => c.id}
        minCardWidth={250}
        renderItem={(item) => <ConteudoCard item={item} from={`${area.path}${search}`} />}
      />
    );

  return (
    <section aria-labelledby={titleId}>
      <PageHeader
        title={area.title}
        titleId={titleId}
        subtitle={area.subtitle}
        extra={
          <SearchBox
            value={query}
            onChange={setQuery}
            label={area.searchLabel}
            placeholder="Buscar por título, autor ou texto"
            resultCount={data ? found.length : undefined}
          />
        }
      />
      {partners && items.length > 0 && !refused ? (
        <Suspense
          fallback={
            <div style={FILTERS_ROW} aria-hidden>
              <div style={{ minWidth: 220, height: 32 }} />
              <div style={{ minWidth: 220, height: 32 }} />
            </div>
          }
        >
          <Filtros.Screen ufs={opcoes.ufs} cidades={opcoes.cidades} value={filtro} onChange={setFiltro} />
        </Suspense>
      ) : null}
      {body}
    </section>
  );
}
