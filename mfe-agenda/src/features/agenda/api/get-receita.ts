// The MEI limit watch's revenue (migration 20261125004002): the caller's own cash-flow Entradas
// of the year, through the ledger's RLS; null when there is no ledger the caller may read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';

export async function carregarReceitaDoAno(supabase: SupabaseClient, ano: number): Promise<number | null> {
  const data: unknown = orThrow(await supabase.rpc('agenda_receita_do_ano', { p_ano: ano }));
  return data === null || data === undefined ? null : Number(data);
}

export const receitaQueryOptions = (supabase: SupabaseClient, ano: number) =>
  queryOptions({ queryKey: ['agenda', 'receita', ano], queryFn: () => carregarReceitaDoAno(supabase, ano) });

/** Read only when the caller owns an MEI company; undefined while loading or after a failure (the watch hides). */
export function useReceitaDoAno(supabase: SupabaseClient, ano: number, enabled: boolean) {
  return useQuery({ ...receitaQueryOptions(supabase, ano), enabled });
}
