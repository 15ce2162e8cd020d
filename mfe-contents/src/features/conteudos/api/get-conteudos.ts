// SPEC §7: conteudos filtered by type (0 tips, 1 partners, 2 apps), newest first. Read through
// conteudos_visiveis() (supabase/README.md "Premium tips"): on the free plan the database
// sends a premium tip's first lines only, flagged `bloqueado`.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Conteudo, ConteudoType } from '@semmultas/shared/types';

function isConteudo(value: unknown): value is Conteudo {
  const row = value as Partial<Conteudo> | null;
  return typeof row === 'object' && row !== null && typeof row.id === 'number' && typeof row.title === 'string';
}

/** The RPC's JSON array, keeping only what has the shape of a content. */
export function conteudosFrom(data: unknown): Conteudo[] {
  return Array.isArray(data) ? data.filter(isConteudo) : [];
}

export async function getConteudos(supabase: SupabaseClient, type: ConteudoType): Promise<Conteudo[]> {
  const { data, error } = await supabase.rpc('conteudos_visiveis', { conteudo_tipo: type });
  if (error) throw error;
  return conteudosFrom(data);
}
