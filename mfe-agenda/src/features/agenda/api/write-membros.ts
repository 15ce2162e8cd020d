// Premium: the owner shares a company with the accountant by e-mail, and revokes it. The new
// row (or its absence) goes into the cached shares (get-membros.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';
import { useGravacao } from './cache';
import { COLUNAS_MEMBRO, membrosQueryOptions, type MembroRow } from './get-membros';

export async function compartilhar(supabase: SupabaseClient, empresaId: string, email: string): Promise<MembroRow> {
  return orThrow(
    await supabase.from('empresa_membros').insert({ empresa_id: empresaId, email }).select(COLUNAS_MEMBRO).single(),
  ) as MembroRow;
}

export async function revogar(supabase: SupabaseClient, id: number): Promise<void> {
  orThrow(await supabase.from('empresa_membros').delete().eq('id', id));
}

export function useCompartilhar(supabase: SupabaseClient) {
  return useGravacao(
    membrosQueryOptions(supabase).queryKey,
    ({ empresaId, email }: { empresaId: string; email: string }) => compartilhar(supabase, empresaId, email),
    (membros: MembroRow[], novo: MembroRow) => [...membros, novo],
  );
}

export function useRevogar(supabase: SupabaseClient) {
  return useGravacao(
    membrosQueryOptions(supabase).queryKey,
    (id: number) => revogar(supabase, id),
    (membros: MembroRow[], _: void, id: number) => membros.filter((m) => m.id !== id),
  );
}
