// The owner adds and removes a company's local holidays; the cached list (get-feriados.ts), in
// date order, takes the new row or loses the removed one.
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';
import { useGravacao } from './cache';
import { COLUNAS_FERIADO, feriadosQueryOptions, type FeriadoRow } from './get-feriados';

export async function adicionarFeriado(supabase: SupabaseClient, novo: Omit<FeriadoRow, 'id'>): Promise<FeriadoRow> {
  return orThrow(await supabase.from('empresa_feriados').insert(novo).select(COLUNAS_FERIADO).single()) as FeriadoRow;
}

export async function removerFeriado(supabase: SupabaseClient, id: number): Promise<void> {
  orThrow(await supabase.from('empresa_feriados').delete().eq('id', id));
}

export function useAdicionarFeriado(supabase: SupabaseClient) {
  return useGravacao(
    feriadosQueryOptions(supabase).queryKey,
    (novo: Omit<FeriadoRow, 'id'>) => adicionarFeriado(supabase, novo),
    (feriados: FeriadoRow[], novo: FeriadoRow) => [...feriados, novo].sort((a, b) => (a.data < b.data ? -1 : 1)),
  );
}

export function useRemoverFeriado(supabase: SupabaseClient) {
  return useGravacao(
    feriadosQueryOptions(supabase).queryKey,
    (id: number) => removerFeriado(supabase, id),
    (feriados: FeriadoRow[], _: void, id: number) => feriados.filter((f) => f.id !== id),
  );
}
