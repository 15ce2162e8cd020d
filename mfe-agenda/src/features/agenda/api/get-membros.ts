// The read-only shares of the caller's companies, and the ones shared with the caller
// (public.empresa_membros, migration 20261124002000).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';

export interface MembroRow {
  id: number;
  empresa_id: string;
  email: string;
}

export const COLUNAS_MEMBRO = 'id, empresa_id, email';

export async function carregarMembros(supabase: SupabaseClient): Promise<MembroRow[]> {
  return orThrow(await supabase.from('empresa_membros').select(COLUNAS_MEMBRO).order('email')) as MembroRow[];
}

export const membrosQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: ['agenda', 'membros'], queryFn: () => carregarMembros(supabase) });

/** Secondary: the calendar shows without them (a failure reads as no shares). */
export function useMembros(supabase: SupabaseClient) {
  return useQuery(membrosQueryOptions(supabase));
}
