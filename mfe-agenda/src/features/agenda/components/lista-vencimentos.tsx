import { Flex } from 'antd';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { agruparPorSemana, type ItemAgenda } from '../utils/agenda';
import type { AcoesDoItem } from '../hooks/use-acoes-do-item';
import { ItemVencimento } from './item-vencimento';
import { PlainTitle } from '@semmultas/shared/ui/plain-typography';

export interface ListaProps {
  itens: ItemAgenda[];
  hoje: string;
  mostrarEmpresa: boolean;
  acoes: AcoesDoItem;
}

/** Due dates week by week (this week, next week, then by date range). */
export function ListaVencimentos({ itens, hoje, mostrarEmpresa, acoes }: ListaProps) {
  if (itens.length === 0) return <PlainEmpty description="Nenhum vencimento neste período." />;
  return (
    <>
      {agruparPorSemana(itens, hoje).map((semana) => (
        <section key={semana.inicio} aria-label={semana.titulo} style={{ marginBottom: 20 }}>
          <PlainTitle level={4} style={{ marginTop: 0 }}>
            {semana.titulo}
          </PlainTitle>
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
