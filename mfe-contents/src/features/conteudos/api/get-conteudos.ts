// SPEC §7: conteudos filtered by type (0 tips, 1 partners, 2 apps), newest first. Read through
// conteudos_visiveis() (supabase/README.md "Premium tips"): on the free plan the database
// sends a premium tip's first lines only, flagged `bloqueado`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';
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
  return conteudosFrom(orThrow(await supabase.rpc('conteudos_visiveis', { conteudo_tipo: type })));
}

export const conteudosQueryOptions = (supabase: SupabaseClient, type: ConteudoType) =>
  queryOptions({ queryKey: ['conteudos', type], queryFn: () => getConteudos(supabase, type) });

export function useConteudos(supabase: SupabaseClient, type: ConteudoType) {
  return useQuery(conteudosQueryOptions(supabase, type));
}
