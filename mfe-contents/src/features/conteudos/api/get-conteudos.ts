// SPEC §7: conteudos filtered by type (0 tips, 1 partners, 2 apps), newest first.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Conteudo, ConteudoType } from '@semmultas/shared/types';

export const CONTEUDO_COLUMNS = 'id, title, type, author, data, image, content';

export async function getConteudos(supabase: SupabaseClient, type: ConteudoType): Promise<Conteudo[]> {
  const { data, error } = await supabase
    .from('conteudos')
    .select(CONTEUDO_COLUMNS)
    .eq('type', type)
    .order('data', { ascending: false, nullsFirst: false })
    .order('id', { ascending: false });
  if (error) throw error;
  return (data ?? []) as Conteudo[];
}
