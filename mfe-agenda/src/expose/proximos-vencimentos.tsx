import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { addDias, dataPorExtenso, formatarCompetencia } from '@semmultas/shared/agenda/index';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import type { RemoteProps } from '@semmultas/shared/types';
import { PanelSkeleton } from '@semmultas/shared/ui/panel-skeleton';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { useAgenda } from '../features/agenda/api/get-agenda';
import { useFeriados } from '../features/agenda/api/get-feriados';
import { itensDaAgenda, segundaDaSemana } from '../features/agenda/utils/agenda';
import { DIAS_ATRASO } from '../features/agenda/utils/periodos';

const AGENDA = '/agenda-tributaria';

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
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Text>
          Não foi possível carregar os vencimentos da semana agora. <Link to={AGENDA}>Abrir a agenda tributária</Link>
        </Typography.Text>
      </Card>
    );
  }
  // The same place-holder the shell shows while this module loads: the page does not jump.
  if (!dados) return <PanelSkeleton label="Carregando os vencimentos da semana" />;

  if (dados.empresas.length === 0) {
    return (
      <Card
        title={
          <span role="heading" aria-level={3}>
            Conte sobre sua empresa
          </span>
        }
        style={{ marginBottom: 16 }}
      >
        <Typography.Paragraph>
          Com o regime, o estado e se há empregados, a agenda tributária lista cada obrigação federal da sua empresa e o dia em que vence,
          já ajustado para dia útil, com a base legal.
        </Typography.Paragraph>
        <Link to={AGENDA}>
          <Button type="primary">Cadastrar minha empresa</Button>
        </Link>
      </Card>
    );
  }

  const atrasados = itens.filter((i) => i.atrasado && i.data < segunda);
  const daSemana = itens.filter((i) => i.data >= segunda && i.data <= domingo);
  const proximo = itens.find((i) => i.data > domingo && !i.marca);
  const variasEmpresas = dados.empresas.length > 1;

  return (
    <Card
      title={
        <span role="heading" aria-level={3} style={{ whiteSpace: 'normal' }}>
          Vencimentos desta semana
        </span>
      }
      extra={<Link to={AGENDA}>Abrir a agenda</Link>}
      style={{ marginBottom: 16 }}
    >
      {atrasados.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${atrasados.length === 1 ? '1 vencimento anterior passou' : `${atrasados.length} vencimentos anteriores passaram`} sem marcação`}
          description={<Link to={AGENDA}>Ver na agenda o que fazer e quanto custa o atraso</Link>}
        />
      ) : null}
      {daSemana.length === 0 ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          Nada vence nesta semana.
          {proximo
            ? ` Próximo: ${proximo.nome}, em ${dataPorExtenso(proximo.data)}${variasEmpresas ? ` (${proximo.empresa.nome})` : ''}.`
            : ''}
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={8} role="list" aria-label="Vencimentos desta semana">
          {daSemana.map((item) => (
            <div key={item.chave} role="listitem">
              <Typography.Text strong>{dataPorExtenso(item.data)}</Typography.Text>
              {' — '}
              {item.nome}, competência {formatarCompetencia(item.competencia)}
              {variasEmpresas ? ` (${item.empresa.nome})` : ''}{' '}
              {item.marca ? (
                <Tag color="success">{item.marca.status === 'pago' ? 'Pago' : 'Entregue'}</Tag>
              ) : item.atrasado ? (
                <Tag color="error">Em atraso</Tag>
              ) : item.data === hoje ? (
                <Tag color="warning">Vence hoje</Tag>
              ) : null}
            </div>
          ))}
        </Flex>
      )}
    </Card>
  );
}

export default withQueryProvider(ProximosVencimentos);
