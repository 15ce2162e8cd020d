// SPEC §7: one content by id (the detail page). Null when it does not exist or the plan does
// not open it; a premium tip on the free plan comes with its first lines only (`bloqueado`).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';
import type { Conteudo } from '@semmultas/shared/types';
import { conteudosFrom } from './get-conteudos';

export async function getConteudo(supabase: SupabaseClient, id: number): Promise<Conteudo | null> {
  return conteudosFrom(orThrow(await supabase.rpc('conteudos_visiveis', { conteudo_id: id })))[0] ?? null;
}

export const conteudoQueryOptions = (supabase: SupabaseClient, id: number) =>
  queryOptions({ queryKey: ['conteudo', id], queryFn: () => getConteudo(supabase, id) });

export function useConteudo(supabase: SupabaseClient, id: number) {
  return useQuery(conteudoQueryOptions(supabase, id));
}
