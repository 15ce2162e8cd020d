import { useNavigate } from 'react-router-dom';
import { Alert, Button, Flex } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { EmpresaRow } from '@semmultas/shared/agenda/banco';
import { useReceitaDoAno } from '../api/get-receita';
import type { AcoesDoItem } from '../hooks/use-acoes-do-item';
import type { ItemAgenda } from '../utils/agenda';
import { DIAS_GRATIS } from '../utils/periodos';
import { ItemVencimento } from './item-vencimento';
import { LimiteMei } from './limite-mei';
import { ListaVencimentos } from './lista-vencimentos';
import { PlainTitle } from '@semmultas/shared/ui/plain-typography';

export interface AbaProximosProps {
  supabase: SupabaseClient;
  userId: string | undefined;
  /** The companies listed (the filter's), and whether the user owns an MEI among all of them. */
  empresas: EmpresaRow[];
  temMeiProprio: boolean;
  atrasados: ItemAgenda[];
  proximos: ItemAgenda[];
  hoje: string;
  premium: boolean;
  mostrarEmpresa: boolean;
  acoes: AcoesDoItem;
}

/** The "Próximos vencimentos" tab: the MEI limit watch, what is overdue, then week by week. */
export function AbaProximos({
  supabase,
  userId,
  empresas,
  temMeiProprio,
  atrasados,
  proximos,
  hoje,
  premium,
  mostrarEmpresa,
  acoes,
}: AbaProximosProps) {
  const navigate = useNavigate();
  const ano = Number(hoje.slice(0, 4));
  // The MEI limit watch's revenue: undefined while loading; a failure hides the watch.
  const receita = useReceitaDoAno(supabase, ano, temMeiProprio).data;
  return (
    <>
      {empresas
        .filter((e) => e.regime === 'MEI' && e.owner_id === userId)
        .map((e) => (
          <LimiteMei key={e.id} empresa={e} ano={ano} receita={receita} />
        ))}
      {atrasados.length > 0 ? (
        <section aria-label="Em atraso" style={{ marginBottom: 24 }}>
          <PlainTitle level={4} type="danger" style={{ marginTop: 0 }}>
            Em atraso
          </PlainTitle>
          <Flex vertical gap={8} role="list">
            {atrasados.map((item) => (
              <ItemVencimento key={item.chave} item={item} mostrarEmpresa={mostrarEmpresa} {...acoes(item)} />
            ))}
          </Flex>
        </section>
      ) : null}
      <ListaVencimentos itens={proximos} hoje={hoje} mostrarEmpresa={mostrarEmpresa} acoes={acoes} />
      {!premium ? (
        <Alert
          type="info"
          showIcon
          title={`O plano Grátis mostra os próximos ${DIAS_GRATIS} dias de 1 empresa.`}
          description="No Premium: o calendário inteiro, várias empresas e o compartilhamento com o contador."
          action={
            <Button size="small" onClick={() => navigate('/plano_premium')}>
              Conhecer o Premium
            </Button>
          }
        />
      ) : null}
    </>
  );
}
