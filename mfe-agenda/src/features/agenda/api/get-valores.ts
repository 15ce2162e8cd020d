// The amounts typed beside the due dates (migration 20261125004001): the owner writes them, an
// accountant the company is shared with reads them (RLS, like the marks).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';

export interface ValorRow {
  id: number;
  empresa_id: string;
  obrigacao: string;
  competencia: string;
  valor: number;
}

export const COLUNAS_VALOR = 'id, empresa_id, obrigacao, competencia, valor';

/** PostgREST sends a numeric as text: the amount as a number. */
export const comoValor = (row: ValorRow): ValorRow => ({ ...row, valor: Number(row.valor) });

export async function carregarValores(supabase: SupabaseClient): Promise<ValorRow[]> {
  return (orThrow(await supabase.from('agenda_valores').select(COLUNAS_VALOR)) as ValorRow[]).map(comoValor);
}

export const valoresQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ['agenda', 'valores'], queryFn: () => carregarValores(supabase) });

/** Secondary: without them each item still shows the percentages. */
export function useValores(supabase: SupabaseClient) {
  return useQuery(valoresQueryOptions(supabase));
}
