import { useMemo, useState } from 'react';
import { Alert, Badge, Calendar } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { EmpresaRow } from '@semmultas/shared/agenda/banco';
import type { DadosAgenda } from '../api/get-agenda';
import type { FeriadoRow } from '../api/get-feriados';
import type { AcoesDoItem } from '../hooks/use-acoes-do-item';
import { itensDaAgenda } from '../utils/agenda';
import { ListaVencimentos } from './lista-vencimentos';
import { PlainTitle } from '@semmultas/shared/ui/plain-typography';

export interface AbaMesProps {
  dados: DadosAgenda;
  empresas: EmpresaRow[];
  feriados: FeriadoRow[];
  hoje: string;
  premium: boolean;
  mostrarEmpresa: boolean;
  acoes: AcoesDoItem;
}

/** The "Mês" tab (premium, DECISIONS 15): a month's calendar with the count of each day, and its due dates. */
export function AbaMes({ dados, empresas, feriados, hoje, premium, mostrarEmpresa, acoes }: AbaMesProps) {
  const [mes, setMes] = useState<Dayjs>(() => dayjs(hoje));
  const inicioMes = mes.startOf('month').format('YYYY-MM-DD');
  const fimMes = mes.endOf('month').format('YYYY-MM-DD');
  const doMes = useMemo(
    () => (premium ? itensDaAgenda(empresas, dados.marcas, dados.atos, inicioMes, fimMes, hoje, feriados) : []),
    [dados, empresas, inicioMes, fimMes, hoje, premium, feriados],
  );
  if (!premium) return <Alert type="info" showIcon title="A visão do mês inteiro faz parte do plano Premium." />;
  return (
    <>
      <Calendar
        fullscreen={false}
        value={mes}
        onChange={(d) => setMes(d)}
        onPanelChange={(d) => setMes(d)}
        cellRender={(d, info) => {
          if (info.type !== 'date') return info.originNode;
          const n = doMes.filter((i) => i.data === d.format('YYYY-MM-DD')).length;
          return n > 0 ? (
            <Badge count={n} size="small" color={doMes.some((i) => i.atrasado && i.data === d.format('YYYY-MM-DD')) ? 'red' : 'blue'} />
          ) : null;
        }}
      />
      <PlainTitle level={4}>Vencimentos de {mes.format('MM/YYYY')}</PlainTitle>
      <ListaVencimentos itens={doMes} hoje={hoje} mostrarEmpresa={mostrarEmpresa} acoes={acoes} />
    </>
  );
}
