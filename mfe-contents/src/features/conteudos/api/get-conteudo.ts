// SPEC §7: one content by id (the detail page). Null when it does not exist or the plan does
// not open it; a premium tip on the free plan comes with its first lines only (`bloqueado`).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Conteudo } from '@semmultas/shared/types';
import { conteudosFrom } from './get-conteudos';

export async function getConteudo(supabase: SupabaseClient, id: number): Promise<Conteudo | null> {
  const { data, error } = await supabase.rpc('conteudos_visiveis', { conteudo_id: id });
  if (error) throw error;
  return conteudosFrom(data)[0] ?? null;
}
