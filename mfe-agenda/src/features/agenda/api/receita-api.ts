// The MEI limit watch's revenue (migration 20261125004002): the caller's own cash-flow Entradas
// of the year, through the ledger's RLS; null when there is no ledger the caller may read.
import type { SupabaseClient } from '@supabase/supabase-js';

export async function carregarReceitaDoAno(supabase: SupabaseClient, ano: number): Promise<number | null> {
  const { data, error } = await supabase.rpc('agenda_receita_do_ano', { p_ano: ano });
  if (error) throw error;
  return data === null || data === undefined ? null : Number(data);
}
