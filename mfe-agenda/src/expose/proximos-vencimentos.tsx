import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { theme } from 'antd';
import { addDias, dataPorExtenso, formatarCompetencia } from '@semmultas/shared/agenda/index';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import type { RemoteProps } from '@semmultas/shared/types';
import { PanelSkeleton } from '@semmultas/shared/ui/panel-skeleton';
import { PlainCard, PlainTag } from '@semmultas/shared/ui/plain-card';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { useAgenda } from '../features/agenda/api/get-agenda';
import { useFeriados } from '../features/agenda/api/get-feriados';
import { itensDaAgenda, segundaDaSemana } from '../features/agenda/utils/agenda';
import { DIAS_ATRASO } from '../features/agenda/utils/periodos';

const AGENDA = '/agenda-tributaria';

// Issue 14: this panel is on the home page, the first page of most visits. It was drawn with
// antd's Card (which imports Tabs, Dropdown, Menu), Alert, Button, Tag and Typography: 240 KB
// of this remote's own copy of antd on every home page. It now draws the same boxes with the
// theme's tokens (PlainCard, PlainTag, and the two small pieces below).

/** antd's Alert, type error with its icon and a description. */
function AlertaDeErro({ title, description }: { title: string; description: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      role="alert"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: token.marginSM,
        marginBottom: 12,
        padding: `${token.paddingMD}px ${token.paddingContentHorizontalLG}px`,
        background: token.colorErrorBg,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorErrorBorder}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <svg viewBox="64 64 896 896" width={24} height={24} fill={token.colorError} aria-hidden style={{ flex: 'none' }}>
        <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z" />
      </svg>
      <div>
        <div style={{ marginBottom: token.marginXS, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{title}</div>
        <div>{description}</div>
      </div>
    </div>
  );
}

/** antd's primary Button, leading to the agenda. */
function BotaoPrimario({ to, children }: { to: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => navigate(to)}
      style={{
        height: token.controlHeight,
        paddingInline: token.paddingContentHorizontal,
        border: 0,
        borderRadius: token.borderRadius,
        background: token.colorPrimary,
        color: token.colorTextLightSolid,
        fontFamily: 'inherit',
        fontSize: token.fontSize,
        fontWeight: token.fontWeightStrong,
        cursor: 'pointer',
        boxShadow: `0 2px 0 ${token.colorPrimaryBg}`,
      }}
    >
      {children}
    </button>
  );
}

/**
 * The home page's first panel (issue 19): this week's due dates of the user's companies, from
 * the same engine as the agenda; a user without a company is asked about it first. Exposed as
 * ./ProximosVencimentos and loaded lazily by the shell, so it never holds the home page up. It
 * has a QueryClient of its own (withQueryProvider, below): the shell mounts it apart from ./App.
 */
function ProximosVencimentos({ supabase }: RemoteProps) {
  const agenda = useAgenda(supabase);
  // The local holidays too (a payment they move must show its moved date): the panel waits for
  // them; without them (a failure), none.
  const feriados = useFeriados(supabase);
  const hoje = todayInSaoPaulo();
  const segunda = segundaDaSemana(hoje);
  const domingo = addDias(segunda, 6);
  const dados = agenda.data !== undefined && !feriados.isPending ? agenda.data : null;
  const doLugar = feriados.data;
  const itens = useMemo(
    () =>
      dados
        ? itensDaAgenda(dados.empresas, dados.marcas, dados.atos, addDias(hoje, -DIAS_ATRASO), addDias(domingo, 60), hoje, doLugar ?? [])
        : [],
    [dados, hoje, domingo, doLugar],
  );

  if (agenda.data === undefined && agenda.isError) {
    return (
      <PlainCard size="small" style={{ marginBottom: 16 }}>
        Não foi possível carregar os vencimentos da semana agora. <Link to={AGENDA}>Abrir a agenda tributária</Link>
      </PlainCard>
    );
  }
  // The same place-holder the shell shows while this module loads: the page does not jump.
  if (!dados) return <PanelSkeleton label="Carregando os vencimentos da semana" />;

  if (dados.empresas.length === 0) {
    return (
      <PlainCard
        title={
          <span role="heading" aria-level={3}>
            Conte sobre sua empresa
          </span>
        }
        style={{ marginBottom: 16 }}
      >
        <p style={{ marginTop: 0, marginBottom: '1em' }}>
          Com o regime, o estado e se há empregados, a agenda tributária lista cada obrigação federal da sua empresa e o dia em que vence,
          já ajustado para dia útil, com a base legal.
        </p>
        <BotaoPrimario to={AGENDA}>Cadastrar minha empresa</BotaoPrimario>
      </PlainCard>
    );
  }

  const atrasados = itens.filter((i) => i.atrasado && i.data < segunda);
  const daSemana = itens.filter((i) => i.data >= segunda && i.data <= domingo);
  const proximo = itens.find((i) => i.data > domingo && !i.marca);
  const variasEmpresas = dados.empresas.length > 1;

  return (
    <PlainCard
      title={
        <span role="heading" aria-level={3} style={{ whiteSpace: 'normal' }}>
          Vencimentos desta semana
        </span>
      }
      extra={<Link to={AGENDA}>Abrir a agenda</Link>}
      style={{ marginBottom: 16 }}
    >
      {atrasados.length > 0 ? (
        <AlertaDeErro
          title={`${atrasados.length === 1 ? '1 vencimento anterior passou' : `${atrasados.length} vencimentos anteriores passaram`} sem marcação`}
          description={<Link to={AGENDA}>Ver na agenda o que fazer e quanto custa o atraso</Link>}
        />
      ) : null}
      {daSemana.length === 0 ? (
        <p style={{ margin: 0 }}>
          Nada vence nesta semana.
          {proximo
            ? ` Próximo: ${proximo.nome}, em ${dataPorExtenso(proximo.data)}${variasEmpresas ? ` (${proximo.empresa.nome})` : ''}.`
            : ''}
        </p>
      ) : (
        <div role="list" aria-label="Vencimentos desta semana" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {daSemana.map((item) => (
            <div key={item.chave} role="listitem">
              <strong>{dataPorExtenso(item.data)}</strong>
              {' — '}
              {item.nome}, competência {formatarCompetencia(item.competencia)}
              {variasEmpresas ? ` (${item.empresa.nome})` : ''}{' '}
              {item.marca ? (
                <PlainTag color="success">{item.marca.status === 'pago' ? 'Pago' : 'Entregue'}</PlainTag>
              ) : item.atrasado ? (
                <PlainTag color="error">Em atraso</PlainTag>
              ) : item.data === hoje ? (
                <PlainTag color="warning">Vence hoje</PlainTag>
              ) : null}
            </div>
          ))}
        </div>
      )}
    </PlainCard>
  );
}

export default withQueryProvider(ProximosVencimentos);
