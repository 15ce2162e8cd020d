import { useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { Alert, Badge, Button, Calendar, Card, Empty, Flex, Popconfirm, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { BellOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { addDias, formatarCnpj, NOMES_REGIMES } from '@semmultas/shared/agenda/index';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { listarTaxasSelic } from '@semmultas/shared/taxas-selic-api';
import type { TabelaSelic } from '@semmultas/shared/tributos/selic';
import { TABELA_SELIC_EMBARCADA, tabelaDasLinhas } from '@semmultas/shared/tributos/taxas-selic';
import type { RemoteProps } from '@semmultas/shared/types';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { useRequest } from '@semmultas/shared/use-request';
import { carregarAgenda, carregarMembros, criarEmpresa, desmarcar, excluirEmpresa, marcar, type DadosAgenda, type MembroRow, type NovaEmpresa } from '../features/agenda/api/agenda-api';
import { carregarFeriados, type FeriadoRow } from '../features/agenda/api/feriados-api';
import { carregarReceitaDoAno } from '../features/agenda/api/receita-api';
import { carregarValores, salvarValor, type ValorRow } from '../features/agenda/api/valores-api';
import { LimiteMei } from '../features/agenda/components/limite-mei';
import { Compartilhar } from '../features/agenda/components/compartilhar';
import { CustoDoAtraso } from '../features/agenda/components/custo-do-atraso';
import { FeriadosEmpresa } from '../features/agenda/components/feriados-empresa';
import { EmpresaForm } from '../features/agenda/components/empresa-form';
import { ItemVencimento } from '../features/agenda/components/item-vencimento';
import { LembretesCalendario } from '../features/agenda/components/lembretes-calendario';
import { agruparPorSemana, itensDaAgenda, statusDoTipo, type ItemAgenda } from '../features/agenda/utils/agenda';

export const AGENDA_TITLE = 'Agenda tributária';

/** DECISIONS 15: the free plan sees the next 30 days; premium a year ahead and the month view. */
const DIAS_GRATIS = 30;
const DIAS_PREMIUM = 365;
/** Overdue items are looked for this far back. */
const DIAS_ATRASO = 90;

function Lista({
  itens,
  hoje,
  mostrarEmpresa,
  acoes,
}: {
  itens: ItemAgenda[];
  hoje: string;
  mostrarEmpresa: boolean;
  acoes: (item: ItemAgenda) => Pick<Parameters<typeof ItemVencimento>[0], 'onMarcar' | 'onDesmarcar' | 'ocupado' | 'children'>;
}) {
  if (itens.length === 0) return <Empty description="Nenhum vencimento neste período." />;
  return (
    <>
      {agruparPorSemana(itens, hoje).map((semana) => (
        <section key={semana.inicio} aria-label={semana.titulo} style={{ marginBottom: 20 }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {semana.titulo}
          </Typography.Title>
          <Flex vertical gap={8} role="list">
            {semana.itens.map((item) => (
              <ItemVencimento key={item.chave} item={item} mostrarEmpresa={mostrarEmpresa} {...acoes(item)} />
            ))}
          </Flex>
        </section>
      ))}
    </>
  );
}

function Agenda({ supabase, user, plan, basePath }: RemoteProps) {
  const load = useCallback(() => carregarAgenda(supabase), [supabase]);
  const request = useRequest(load);
  const [dados, setDados] = useState<DadosAgenda | null>(null);
  const [membros, setMembros] = useState<MembroRow[]>([]);
  const [valores, setValores] = useState<ValorRow[]>([]);
  const [feriados, setFeriados] = useState<FeriadoRow[]>([]);
  // The Selic table the late-payment engine prices with: the database's (kept by the admin and
  // the daily job), the shipped one until it loads or if it cannot be read.
  const [taxasSelic, setTaxasSelic] = useState<TabelaSelic>(TABELA_SELIC_EMBARCADA.taxas);
  // The MEI limit watch's revenue: undefined while loading; a failure hides the watch.
  const [receitaMei, setReceitaMei] = useState<number | null | undefined>(undefined);
  const [filtro, setFiltro] = useState<string>('todas');
  const [novaEmpresa, setNovaEmpresa] = useState(false);
  const [ocupado, setOcupado] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [mes, setMes] = useState<Dayjs>(() => dayjs(todayInSaoPaulo()));
  const navigate = useNavigate();
  const premium = plan === 'premium' || user?.is_admin === true;
  const hoje = todayInSaoPaulo();

  // The loaded data, then kept here: marks and new companies change it without a reload.
  const carregado = request.status === 'success' ? request.data : null;
  useEffect(() => {
    if (carregado) setDados(carregado);
  }, [carregado]);
  useEffect(() => {
    // The shares are secondary: the calendar shows without them.
    carregarMembros(supabase).then(setMembros, () => setMembros([]));
    // The typed amounts too: without them each item still shows the percentages.
    carregarValores(supabase).then(setValores, () => setValores([]));
    carregarFeriados(supabase).then(setFeriados, () => setFeriados([]));
    listarTaxasSelic(supabase).then((linhas) => setTaxasSelic(tabelaDasLinhas(linhas).taxas), () => undefined);
  }, [supabase]);
  const anoAtual = Number(todayInSaoPaulo().slice(0, 4));
  const temMeiProprio = dados?.empresas.some((e) => e.regime === 'MEI' && e.owner_id === user?.id) ?? false;
  useEffect(() => {
    if (temMeiProprio) carregarReceitaDoAno(supabase, anoAtual).then(setReceitaMei, () => setReceitaMei(undefined));
  }, [supabase, anoAtual, temMeiProprio]);

  const empresas = useMemo(() => (dados ? dados.empresas.filter((e) => filtro === 'todas' || e.id === filtro) : []), [dados, filtro]);
  const proprias = dados?.empresas.filter((e) => e.owner_id === user?.id) ?? [];
  const fim = addDias(hoje, premium ? DIAS_PREMIUM : DIAS_GRATIS);
  const itens = useMemo(
    () => (dados ? itensDaAgenda(empresas, dados.marcas, dados.atos, addDias(hoje, -DIAS_ATRASO), fim, hoje, feriados) : []),
    [dados, empresas, hoje, fim, feriados],
  );
  const atrasados = itens.filter((i) => i.atrasado);
  const proximos = itens.filter((i) => i.data >= hoje);
  const inicioMes = mes.startOf('month').format('YYYY-MM-DD');
  const fimMes = mes.endOf('month').format('YYYY-MM-DD');
  const doMes = useMemo(
    () => (dados && premium ? itensDaAgenda(empresas, dados.marcas, dados.atos, inicioMes, fimMes, hoje, feriados) : []),
    [dados, empresas, inicioMes, fimMes, hoje, premium, feriados],
  );

  if (request.status === 'error' && !dados) return <LoadError onRetry={request.retry} />;
  if (!dados) return <Spin tip="Carregando a agenda…" size="large" style={{ display: 'block', margin: '48px auto' }} />;

  const salvarEmpresa = async (nova: NovaEmpresa) => {
    const criada = await criarEmpresa(supabase, nova);
    setDados((d) => (d ? { ...d, empresas: [...d.empresas, criada].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR')) } : d));
    setNovaEmpresa(false);
  };

  const custo = (item: ItemAgenda) => {
    if (item.marca) return null; // paid or filed: nothing left to miss
    const atual = valores.find((v) => v.empresa_id === item.empresa.id && v.obrigacao === item.obrigacao && v.competencia === item.competencia);
    const onSalvarValor =
      item.empresa.owner_id === user?.id
        ? async (valor: number) => {
            const salvo = await salvarValor(supabase, atual, { empresa_id: item.empresa.id, obrigacao: item.obrigacao, competencia: item.competencia, valor });
            setValores((vs) => [...vs.filter((v) => v.id !== salvo.id), salvo]);
          }
        : undefined;
    return <CustoDoAtraso key={`${item.chave}|${atual?.valor ?? ''}`} item={item} valor={atual?.valor} hoje={hoje} taxasSelic={taxasSelic} onSalvarValor={onSalvarValor} />;
  };

  const acoes = (item: ItemAgenda) => {
    if (item.empresa.owner_id !== user?.id) return { children: custo(item) };
    return {
      children: custo(item),
      ocupado: ocupado === item.chave,
      onMarcar: async () => {
        setErro(null);
        setOcupado(item.chave);
        try {
          const m = await marcar(supabase, { empresa_id: item.empresa.id, obrigacao: item.obrigacao, competencia: item.competencia, status: statusDoTipo(item.tipo) });
          setDados((d) => (d ? { ...d, marcas: [...d.marcas, m] } : d));
        } catch (e) {
          setErro(writeErrorMessage(e, 'Não foi possível marcar. Tente de novo.'));
        } finally {
          setOcupado(null);
        }
      },
      onDesmarcar: async () => {
        if (!item.marca) return;
        setErro(null);
        setOcupado(item.chave);
        try {
          await desmarcar(supabase, item.marca.id);
          setDados((d) => (d ? { ...d, marcas: d.marcas.filter((m) => m.id !== item.marca!.id) } : d));
        } catch (e) {
          setErro(writeErrorMessage(e, 'Não foi possível desfazer. Tente de novo.'));
        } finally {
          setOcupado(null);
        }
      },
    };
  };

  const mostrarEmpresa = empresas.length > 1;
  const limiteGratis = !premium && proprias.length >= 1;

  if (dados.empresas.length === 0) {
    return (
      <section aria-labelledby="agenda-title">
        <PageHeader title={AGENDA_TITLE} titleId="agenda-title" subtitle="Todos os vencimentos federais da sua empresa, no dia certo, com a base legal de cada data." />
        <Card title={<span role="heading" aria-level={3}>Conte sobre sua empresa</span>} style={{ maxWidth: 720 }}>
          <Typography.Paragraph type="secondary">
            Com o regime, o estado e se há empregados, listamos cada obrigação e o dia em que vence, já ajustado para dia útil.
          </Typography.Paragraph>
          <EmpresaForm onSalvar={salvarEmpresa} />
        </Card>
      </section>
    );
  }

  return (
    <section aria-labelledby="agenda-title">
      <PageHeader
        title={AGENDA_TITLE}
        titleId="agenda-title"
        subtitle="Os vencimentos federais das suas empresas, já ajustados para dia útil, com o motivo e a base legal de cada data."
        extra={
          <Flex vertical gap={8}>
            <Select
              aria-label="Empresa"
              value={filtro}
              onChange={setFiltro}
              style={{ width: '100%' }}
              options={[{ value: 'todas', label: 'Todas as empresas' }, ...dados.empresas.map((e) => ({ value: e.id, label: e.nome }))]}
            />
            <Button icon={<BellOutlined aria-hidden />} onClick={() => navigate(`${basePath}/lembretes`)}>
              Lembretes e calendário
            </Button>
          </Flex>
        }
      />
      {erro ? <Alert type="error" showIcon message={erro} closable onClose={() => setErro(null)} style={{ marginBottom: 16 }} role="alert" /> : null}
      {atrasados.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${atrasados.length === 1 ? '1 vencimento passou' : `${atrasados.length} vencimentos passaram`} sem marcação`}
          description="Se já pagou ou entregou, marque. Se não, regularize quanto antes: multa e juros crescem a cada dia."
        />
      ) : null}
      <Tabs
        items={[
          {
            key: 'proximos',
            label: 'Próximos vencimentos',
            children: (
              <>
                {empresas
                  .filter((e) => e.regime === 'MEI' && e.owner_id === user?.id)
                  .map((e) => (
                    <LimiteMei key={e.id} empresa={e} ano={anoAtual} receita={receitaMei} />
                  ))}
                {atrasados.length > 0 ? (
                  <section aria-label="Em atraso" style={{ marginBottom: 24 }}>
                    <Typography.Title level={4} type="danger" style={{ marginTop: 0 }}>
                      Em atraso
                    </Typography.Title>
                    <Flex vertical gap={8} role="list">
                      {atrasados.map((item) => (
                        <ItemVencimento key={item.chave} item={item} mostrarEmpresa={mostrarEmpresa} {...acoes(item)} />
                      ))}
                    </Flex>
                  </section>
                ) : null}
                <Lista itens={proximos} hoje={hoje} mostrarEmpresa={mostrarEmpresa} acoes={acoes} />
                {!premium ? (
                  <Alert
                    type="info"
                    showIcon
                    message={`O plano Grátis mostra os próximos ${DIAS_GRATIS} dias de 1 empresa.`}
                    description="No Premium: o calendário inteiro, várias empresas e o compartilhamento com o contador."
                    action={
                      <Button size="small" onClick={() => navigate('/plano_premium')}>
                        Conhecer o Premium
                      </Button>
                    }
                  />
                ) : null}
              </>
            ),
          },
          {
            key: 'mes',
            label: 'Mês',
            children: premium ? (
              <>
                <Calendar
                  fullscreen={false}
                  value={mes}
                  onChange={(d) => setMes(d)}
                  onPanelChange={(d) => setMes(d)}
                  cellRender={(d, info) => {
                    if (info.type !== 'date') return info.originNode;
                    const n = doMes.filter((i) => i.data === d.format('YYYY-MM-DD')).length;
                    return n > 0 ? <Badge count={n} size="small" color={doMes.some((i) => i.atrasado && i.data === d.format('YYYY-MM-DD')) ? 'red' : 'blue'} /> : null;
                  }}
                />
                <Typography.Title level={4}>Vencimentos de {mes.format('MM/YYYY')}</Typography.Title>
                <Lista itens={doMes} hoje={hoje} mostrarEmpresa={mostrarEmpresa} acoes={acoes} />
              </>
            ) : (
              <Alert type="info" showIcon message="A visão do mês inteiro faz parte do plano Premium." />
            ),
          },
          {
            key: 'empresas',
            label: 'Empresas',
            children: (
              <Flex vertical gap={12}>
                {dados.empresas.map((e) => (
                  <Card key={e.id} size="small" title={<span role="heading" aria-level={4}>{e.nome}</span>}>
                    <Space wrap>
                      <Tag>{NOMES_REGIMES[e.regime]}</Tag>
                      <Tag>{e.municipio ? `${e.municipio}/${e.uf}` : e.uf}</Tag>
                      <Tag>{e.tem_empregados ? 'Com empregados' : 'Sem empregados'}</Tag>
                      {e.cnpj ? <Tag>CNPJ {formatarCnpj(e.cnpj)}</Tag> : null}
                      {e.owner_id !== user?.id ? <Tag color="blue">Compartilhada com você (somente leitura)</Tag> : null}
                      {e.owner_id === user?.id ? (
                        <Popconfirm
                          title="Excluir esta empresa e as marcações dela?"
                          okText="Excluir"
                          cancelText="Cancelar"
                          onConfirm={async () => {
                            try {
                              await excluirEmpresa(supabase, e.id);
                              setDados((d) => (d ? { ...d, empresas: d.empresas.filter((x) => x.id !== e.id) } : d));
                              setFiltro('todas');
                            } catch (err) {
                              setErro(writeErrorMessage(err, 'Não foi possível excluir. Tente de novo.'));
                            }
                          }}
                        >
                          <Button size="small" danger type="link">
                            Excluir
                          </Button>
                        </Popconfirm>
                      ) : null}
                    </Space>
                    <FeriadosEmpresa
                      supabase={supabase}
                      empresa={e}
                      feriados={feriados.filter((f) => f.empresa_id === e.id)}
                      onChange={(daEmpresa) => setFeriados((fs) => [...fs.filter((f) => f.empresa_id !== e.id), ...daEmpresa])}
                      podeEditar={e.owner_id === user?.id}
                    />
                    {e.owner_id === user?.id && premium ? (
                      <Compartilhar supabase={supabase} empresaId={e.id} empresaNome={e.nome} membros={membros} onChange={setMembros} />
                    ) : null}
                  </Card>
                ))}
                {novaEmpresa ? (
                  <Card title={<span role="heading" aria-level={4}>Nova empresa</span>}>
                    <EmpresaForm onSalvar={salvarEmpresa} onCancelar={() => setNovaEmpresa(false)} />
                  </Card>
                ) : limiteGratis ? (
                  <Alert type="info" showIcon message="O plano Grátis inclui 1 empresa. No Premium, acompanhe todas as empresas (de clientes, inclusive)." />
                ) : (
                  <div>
                    <Button icon={<PlusOutlined />} onClick={() => setNovaEmpresa(true)}>
                      Adicionar empresa
                    </Button>
                  </div>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </section>
  );
}

/** /agenda-tributaria/lembretes: e-mail reminders and the calendar feed (premium). */
function Lembretes({ supabase, user, plan, basePath, config }: RemoteProps) {
  return (
    <section aria-labelledby="lembretes-title">
      <PageHeader
        title="Lembretes e calendário"
        titleId="lembretes-title"
        subtitle="Avisos por e-mail antes de cada vencimento e a agenda tributária no aplicativo de calendário que você já usa."
        back={{ to: basePath, label: AGENDA_TITLE }}
      />
      <LembretesCalendario
        supabase={supabase}
        userId={user?.id ?? ''}
        // The feed is the API's Edge Function; calendar apps fetch it there, without a session.
        apiUrl={config?.supabaseUrl ?? window.location.origin}
        premium={plan === 'premium' || user?.is_admin === true}
      />
    </section>
  );
}

/** /agenda-tributaria (issue 19): the due dates of the user's companies. */
export default function App(props: RemoteProps) {
  return (
    <Routes>
      <Route index element={<Agenda {...props} />} />
      <Route path="lembretes" element={<Lembretes {...props} />} />
      <Route path="*" element={<Navigate to={props.basePath} replace />} />
    </Routes>
  );
}
