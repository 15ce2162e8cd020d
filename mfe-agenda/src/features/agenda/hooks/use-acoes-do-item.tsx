import { useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { useValores } from '../api/get-valores';
import { useTaxasSelic } from '../api/get-taxas-selic';
import { useDesmarcar, useMarcar } from '../api/write-agenda';
import { useSalvarValor } from '../api/write-valor';
import { CustoDoAtraso } from '../components/custo-do-atraso';
import type { ItemVencimentoProps } from '../components/item-vencimento';
import { statusDoTipo, type ItemAgenda } from '../utils/agenda';

/** What one listed due date gets beside it: the owner's mark/undo and the cost of missing it. */
export type AcoesDoItem = (item: ItemAgenda) => Pick<ItemVencimentoProps, 'onMarcar' | 'onDesmarcar' | 'ocupado' | 'children'>;

/**
 * The actions of the agenda's items: marking paid (or filed) and undoing, the owner's only (RLS),
 * one item at a time; a failure goes to `onErro` (the page's banner). Each unmarked item shows
 * what missing it costs, priced with the typed amount (the owner types it) and the Selic table.
 */
export function useAcoesDoItem(
  supabase: SupabaseClient,
  userId: string | undefined,
  hoje: string,
  onErro: (erro: string | null) => void,
): AcoesDoItem {
  const [ocupado, setOcupado] = useState<string | null>(null);
  const marcar = useMarcar(supabase);
  const desmarcar = useDesmarcar(supabase);
  const salvarValor = useSalvarValor(supabase);
  // The typed amounts are secondary: without them each item still shows the percentages.
  const valores = useValores(supabase).data ?? [];
  const taxasSelic = useTaxasSelic(supabase);

  const custo = (item: ItemAgenda) => {
    if (item.marca) return null; // paid or filed: nothing left to miss
    const atual = valores.find(
      (v) => v.empresa_id === item.empresa.id && v.obrigacao === item.obrigacao && v.competencia === item.competencia,
    );
    const onSalvarValor =
      item.empresa.owner_id === userId
        ? async (valor: number) => {
            await salvarValor.mutateAsync({
              atual,
              novo: { empresa_id: item.empresa.id, obrigacao: item.obrigacao, competencia: item.competencia, valor },
            });
          }
        : undefined;
    return (
      <CustoDoAtraso
        key={`${item.chave}|${atual?.valor ?? ''}`}
        item={item}
        valor={atual?.valor}
        hoje={hoje}
        taxasSelic={taxasSelic}
        onSalvarValor={onSalvarValor}
      />
    );
  };

  /** One write of the item's mark, said in the banner when it fails. */
  const escrever = async (item: ItemAgenda, gravar: () => Promise<unknown>, falha: string) => {
    onErro(null);
    setOcupado(item.chave);
    try {
      await gravar();
    } catch (e) {
      onErro(writeErrorMessage(e, falha));
    } finally {
      setOcupado(null);
    }
  };

  return (item: ItemAgenda) => {
    if (item.empresa.owner_id !== userId) return { children: custo(item) };
    const { marca } = item;
    return {
      children: custo(item),
      ocupado: ocupado === item.chave,
      onMarcar: () =>
        void escrever(
          item,
          () =>
            marcar.mutateAsync({
              empresa_id: item.empresa.id,
              obrigacao: item.obrigacao,
              competencia: item.competencia,
              status: statusDoTipo(item.tipo),
            }),
          'Não foi possível marcar. Tente de novo.',
        ),
      onDesmarcar: () => {
        if (marca) void escrever(item, () => desmarcar.mutateAsync(marca.id), 'Não foi possível desfazer. Tente de novo.');
      },
    };
  };
}
