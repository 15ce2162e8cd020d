import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Flex, Spin } from 'antd';
import { PlainSelect } from '@semmultas/shared/ui/plain-select';
import { PlainTabs } from '@semmultas/shared/ui/plain-tabs';
import { BellOutlined } from '@ant-design/icons';
import { addDias } from '@semmultas/shared/agenda/index';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { queryState } from '@semmultas/shared/query';
import type { RemoteProps } from '@semmultas/shared/types';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { useAgenda } from '../api/get-agenda';
import { useFeriados, type FeriadoRow } from '../api/get-feriados';
import { useCriarEmpresa, type NovaEmpresa } from '../api/write-agenda';
import { useAcoesDoItem } from '../hooks/use-acoes-do-item';
import { itensDaAgenda } from '../utils/agenda';
import { AGENDA_TITLE } from '../utils/titulo';
import { DIAS_ATRASO, DIAS_GRATIS, DIAS_PREMIUM } from '../utils/periodos';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { PlainCard, PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import type { AbaEmpresasProps } from './aba-empresas';
import type { AbaMesProps } from './aba-mes';
import { AbaProximos } from './aba-proximos';
import type { EmpresaFormProps } from './empresa-form';
import { PlainParagraph } from '@semmultas/shared/ui/plain-typography';

// Issue 14: the month's calendar (antd Calendar) and the companies tab (their forms, the date
// pickers) load when their tab is first opened, or as the pointer rests on it; the first
// company's form (antd's Form, Radio, Checkbox…) only for who has no company yet.
const Mes = lazyScreen<AbaMesProps>(() => import('./aba-mes').then((m) => m.AbaMes));
const Empresas = lazyScreen<AbaEmpresasProps>(() => import('./aba-empresas').then((m) => m.AbaEmpresas));
const PrimeiraEmpresa = lazyScreen<EmpresaFormProps>(() => import('./empresa-form').then((m) => m.EmpresaForm));

function AbaPreguicosa({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PlainSkeleton label="Carregando a aba" rows={5} />}>{children}</Suspense>;
}

const SEM_FERIADOS: FeriadoRow[] = [];

/** /agenda-tributaria (issue 19): the due dates of the user's companies. */
export function AgendaPage({ supabase, user, plan, basePath }: RemoteProps) {
  const agenda = queryState(useAgenda(supabase));
  // The local holidays move payments; without them (a failure) none is applied.
  const feriados = useFeriados(supabase).data ?? SEM_FERIADOS;
  const criarEmpresa = useCriarEmpresa(supabase);
  const [filtro, setFiltro] = useState<string>('todas');
  const [erro, setErro] = useState<string | null>(null);
  const hoje = todayInSaoPaulo();
  const acoes = useAcoesDoItem(supabase, user?.id, hoje, setErro);
  const navigate = useNavigate();
  const premium = plan === 'premium' || user?.is_admin === true;

  const dados = agenda.status === 'success' ? agenda.data : null;
  const empresas = useMemo(() => (dados ? dados.empresas.filter((e) => filtro === 'todas' || e.id === filtro) : []), [dados, filtro]);
  const fim = addDias(hoje, premium ? DIAS_PREMIUM : DIAS_GRATIS);
  const itens = useMemo(
    () => (dados ? itensDaAgenda(empresas, dados.marcas, dados.atos, addDias(hoje, -DIAS_ATRASO), fim, hoje, feriados) : []),
    [dados, empresas, hoje, fim, feriados],
  );

  if (agenda.status === 'error') return <LoadError onRetry={agenda.retry} />;
  if (!dados) return <Spin tip="Carregando a agenda…" size="large" style={{ display: 'block', margin: '48px auto' }} />;

  const salvarEmpresa = async (nova: NovaEmpresa) => {
    await criarEmpresa.mutateAsync(nova);
  };

  if (dados.empresas.length === 0) {
    return (
      <section aria-labelledby="agenda-title">
        <PageHeader
          title={AGENDA_TITLE}
          titleId="agenda-title"
          subtitle="Todos os vencimentos federais da sua empresa, no dia certo, com a base legal de cada data."
        />
        <PlainCard
          title={
            <span role="heading" aria-level={3}>
              Conte sobre sua empresa
            </span>
          }
          style={{ maxWidth: 720 }}
        >
          <PlainParagraph type="secondary">
            Com o regime, o estado e se há empregados, listamos cada obrigação e o dia em que vence, já ajustado para dia útil.
          </PlainParagraph>
          <Suspense fallback={<PlainSkeleton label="Carregando o formulário" rows={6} title={false} />}>
            <PrimeiraEmpresa.Screen onSalvar={salvarEmpresa} />
          </Suspense>
        </PlainCard>
      </section>
    );
  }

  const atrasados = itens.filter((i) => i.atrasado);
  const mostrarEmpresa = empresas.length > 1;
  const proprias = dados.empresas.filter((e) => e.owner_id === user?.id);
  const temMeiProprio = proprias.some((e) => e.regime === 'MEI');
  const comuns = { hoje, premium, mostrarEmpresa, acoes };

  return (
    <section aria-labelledby="agenda-title">
      <PageHeader
        title={AGENDA_TITLE}
        titleId="agenda-title"
        subtitle="Os vencimentos federais das suas empresas, já ajustados para dia útil, com o motivo e a base legal de cada data."
        extra={
          <Flex vertical gap={8}>
            <PlainSelect
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
      {erro ? (
        <Alert type="error" showIcon title={erro} closable onClose={() => setErro(null)} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      {atrasados.length > 0 ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${atrasados.length === 1 ? '1 vencimento passou' : `${atrasados.length} vencimentos passaram`} sem marcação`}
          description="Se já pagou ou entregou, marque. Se não, regularize quanto antes: multa e juros crescem a cada dia."
        />
      ) : null}
      <PlainTabs
        items={[
          {
            key: 'proximos',
            label: 'Próximos vencimentos',
            children: (
              <AbaProximos
                supabase={supabase}
                userId={user?.id}
                empresas={empresas}
                temMeiProprio={temMeiProprio}
                atrasados={atrasados}
                proximos={itens.filter((i) => i.data >= hoje)}
                {...comuns}
              />
            ),
          },
          {
            key: 'mes',
            label: <span onMouseEnter={Mes.preload}>Mês</span>,
            children: (
              <AbaPreguicosa>
                <Mes.Screen dados={dados} empresas={empresas} feriados={feriados} {...comuns} />
              </AbaPreguicosa>
            ),
          },
          {
            key: 'empresas',
            label: <span onMouseEnter={Empresas.preload}>Empresas</span>,
            children: (
              <AbaPreguicosa>
                <Empresas.Screen
                  supabase={supabase}
                  userId={user?.id}
                  empresas={dados.empresas}
                  feriados={feriados}
                  premium={premium}
                  limiteGratis={!premium && proprias.length >= 1}
                  onSalvarEmpresa={salvarEmpresa}
                  onExcluida={() => setFiltro('todas')}
                />
              </AbaPreguicosa>
            ),
          },
        ]}
      />
    </section>
  );
}
