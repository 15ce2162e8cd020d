import { useMemo } from 'react';
import { Skeleton, Typography } from 'antd';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { ALL_STATES_ID } from '@semmultas/shared/states';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { NotFoundNotice } from '@semmultas/shared/ui/notices';
import { BackButton } from '@semmultas/shared/ui/page-header';
import { queryState } from '@semmultas/shared/query';
import { useStates } from '../../features/states/api/get-states';
import { findStateBySigla } from '../../features/states/utils/filter-states';
import { CollapsibleHeader } from '../../features/posts/components/collapsible-header';
import { PostsBoard } from '../../features/posts/components/posts-board';
import { StateFacts } from '../../features/states/components/state-facts';
import { usePosts } from '../../features/posts/api/get-posts';

export const STATE_EMPTY = 'Nenhuma publicação encontrada para este estado.';

/**
 * The state's facts once its posts have been read (the same request as the board's, from the
 * cache): drawn under a board still loading, they were pushed down when the posts replaced the
 * skeleton (CLS 0.10 at 1280 px).
 */
function FactsAfterPosts({ supabase, stateIds, sigla }: Pick<RemoteProps, 'supabase'> & { stateIds: number[]; sigla: string }) {
  return usePosts(supabase, stateIds).isPending ? null : <StateFacts sigla={sigla} />;
}

/** /sefaz-estaduais/{sigla}: the state's posts plus the posts for every state (SPEC §2). */
export function StatePage({ supabase, basePath }: Pick<RemoteProps, 'supabase' | 'basePath'>) {
  const { sigla = '' } = useParams();
  const { search } = useLocation();
  const states = queryState(useStates());
  const state = states.status === 'success' ? findStateBySigla(states.data, sigla) : undefined;
  const groups = useMemo(
    () =>
      state
        ? [
            { stateId: state.id, label: `Publicações de ${state.state_name}` },
            { stateId: ALL_STATES_ID, label: 'Válidas para todos os estados' },
          ]
        : [],
    [state],
  );

  if (states.status === 'loading')
    return (
      <div role="status" aria-label="Carregando estado">
        <Skeleton active avatar paragraph={{ rows: 4 }} />
      </div>
    );
  if (states.status === 'error') return <LoadError onRetry={states.retry} />;
  if (!state)
    return (
      <NotFoundNotice
        title="Estado não encontrado"
        detail={`Não há estado com a sigla “${sigla}”. Escolha um dos 27 estados na lista.`}
        back={{ to: basePath, label: 'Ver todos os estados' }}
      />
    );
  // One address per state: /sefaz-estaduais/sp becomes /sefaz-estaduais/SP.
  if (sigla !== state.sigla) return <Navigate to={`${basePath}/${state.sigla}${search}`} replace />;

  return (
    <section aria-labelledby="state-title">
      <div style={{ marginBottom: 12 }}>
        <BackButton to={basePath} label="SEFAZ Estaduais" />
      </div>
      <CollapsibleHeader
        title={state.state_name}
        titleId="state-title"
        picture={(size) => (
          <img src={state.image_url} alt="" width={size} height={(size * 3) / 4} style={{ display: 'block', borderRadius: 8 }} />
        )}
      >
        <Typography.Text type="secondary">
          Serviços e orientações da SEFAZ-{state.sigla} e publicações que valem para todos os estados.
        </Typography.Text>
      </CollapsibleHeader>
      <PostsBoard supabase={supabase} groups={groups} emptyMessage={STATE_EMPTY} label={`Publicações de ${state.state_name}`} />
      {/* Issue 21: what the app knows about the state's ICMS, after its services. */}
      <FactsAfterPosts supabase={supabase} stateIds={groups.map((g) => g.stateId)} sigla={state.sigla} />
    </section>
  );
}
