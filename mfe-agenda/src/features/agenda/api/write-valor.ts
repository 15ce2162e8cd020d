// The owner types the amount of a guide: created, or changed when one is there; the saved row
// replaces its copy in the cached amounts (get-valores.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';
import { useGravacao } from './cache';
import { COLUNAS_VALOR, comoValor, valoresQueryOptions, type ValorRow } from './get-valores';

export type NovoValor = Pick<ValorRow, 'empresa_id' | 'obrigacao' | 'competencia' | 'valor'>;

/** Creates the amount of this guide, or changes the one already there. */
export async function salvarValor(supabase: SupabaseClient, atual: ValorRow | undefined, novo: NovoValor): Promise<ValorRow> {
  const pedido = atual
    ? supabase.from('agenda_valores').update({ valor: novo.valor }).eq('id', atual.id).select(COLUNAS_VALOR).single()
    : supabase.from('agenda_valores').insert(novo).select(COLUNAS_VALOR).single();
  return comoValor(orThrow(await pedido) as ValorRow);
}

export function useSalvarValor(supabase: SupabaseClient) {
  return useGravacao(
    valoresQueryOptions(supabase).queryKey,
    ({ atual, novo }: { atual: ValorRow | undefined; novo: NovoValor }) => salvarValor(supabase, atual, novo),
    (valores: ValorRow[], salvo: ValorRow) => [...valores.filter((v) => v.id !== salvo.id), salvo],
  );
}
