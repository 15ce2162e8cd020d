// Local holidays of a company (migration 20261125004003): the owner adds and removes them, an
// accountant the company is shared with reads them (RLS, like the marks).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';

export interface FeriadoRow {
  id: number;
  empresa_id: string;
  data: string;
  nome: string;
}

export const COLUNAS_FERIADO = 'id, empresa_id, data, nome';

export async function carregarFeriados(supabase: SupabaseClient): Promise<FeriadoRow[]> {
  return orThrow(await supabase.from('empresa_feriados').select(COLUNAS_FERIADO).order('data')) as FeriadoRow[];
}

export const feriadosQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ['agenda', 'feriados'], queryFn: () => carregarFeriados(supabase) });

/** Without them (a failure) the dates are those of the national and state holidays. */
export function useFeriados(supabase: SupabaseClient) {
  return useQuery(feriadosQueryOptions(supabase));
}
