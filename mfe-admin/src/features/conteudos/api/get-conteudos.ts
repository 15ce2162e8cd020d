import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Conteudo } from '@semmultas/shared/types';
import { rowsOrThrow } from '../../../lib/results';

// DECISIONS.md 8: the spec's dicas_tributarias is this one table.
export async function listConteudos(supabase: SupabaseClient): Promise<Conteudo[]> {
  return rowsOrThrow<Conteudo>(
    await supabase.from('conteudos').select('*').order('data', { ascending: false }).order('id', { ascending: false }),
  );
}

export const CONTEUDOS_KEY = ['admin', 'conteudos'] as const;

export const conteudosQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: CONTEUDOS_KEY, queryFn: () => listConteudos(supabase), meta: { label: 'carregar conteúdos' } });
