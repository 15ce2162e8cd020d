// SPEC §7: one content by id (the detail page). Null when it does not exist or RLS hides it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Conteudo } from '@semmultas/shared/types';
import { CONTEUDO_COLUMNS } from './get-conteudos';

export async function getConteudo(supabase: SupabaseClient, id: number): Promise<Conteudo | null> {
  const { data, error } = await supabase.from('conteudos').select(CONTEUDO_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return (data as Conteudo | null) ?? null;
}
