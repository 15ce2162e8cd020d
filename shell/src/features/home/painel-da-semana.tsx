import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import type { RemoteProps } from '@semmultas/shared/types';
import { logError } from '@semmultas/shared/supabase';
import { useShell } from '../../lib/shell-context';
import { PanelSkeleton } from '@semmultas/shared/ui/panel-skeleton';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { RemoteErrorBoundary } from '../../runtime/remote-route';

const AGENDA = '/agenda-tributaria';
const CARREGANDO = 'Carregando os vencimentos da semana';

function Indisponivel() {
  return (
    <PlainCard size="small" style={{ marginBottom: 16 }}>
      Os vencimentos da semana não carregaram agora. <Link to={AGENDA}>Abrir a agenda tributária</Link>
    </PlainCard>
  );
}

type Estado = { status: 'loading' } | { status: 'ready'; Painel: ComponentType<RemoteProps> } | { status: 'failed' };

/**
 * The home page's first panel (issue 19): the agenda remote's ./ProximosVencimentos, loaded
 * lazily through the registry like any remote route. The home page never waits for it: its place
 * is held by a skeleton of about its height (nothing below jumps when it arrives); a failure
 * leaves a one-line link to the agenda.
 */
export function PainelDaSemana() {
  const { registry, supabase, user, plan, config } = useShell();
  const [estado, setEstado] = useState<Estado>(() => {
    const Painel = registry.ready('agenda', 'ProximosVencimentos');
    return Painel ? { status: 'ready', Painel } : { status: 'loading' };
  });

  useEffect(() => {
    let cancelado = false;
    registry
      .load('agenda', { module: 'ProximosVencimentos' })
      .then((Painel) => !cancelado && setEstado((e) => (e.status === 'ready' && e.Painel === Painel ? e : { status: 'ready', Painel })))
      .catch((error: unknown) => {
        logError('carregar os vencimentos da semana', error);
        if (!cancelado) setEstado({ status: 'failed' });
      });
    return () => {
      cancelado = true;
    };
  }, [registry]);

  if (estado.status === 'loading') return <PanelSkeleton label={CARREGANDO} />;
  if (estado.status === 'failed') return <Indisponivel />;
  const { Painel } = estado;
  return (
    <RemoteErrorBoundary name="agenda/ProximosVencimentos" onRetry={() => undefined} fallback={<Indisponivel />}>
      <Painel supabase={supabase} user={user} plan={plan} basePath={AGENDA} config={config} />
    </RemoteErrorBoundary>
  );
}
