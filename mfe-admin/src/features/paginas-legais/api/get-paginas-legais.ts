// The two legal pages as stored, for the admin's cards; a save puts its row into this cache.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PaginaLegal } from '@semmultas/shared/legal';
import { PAGINA_LEGAL_COLUMNS } from './paginas-legais';

export async function listPaginasLegais(supabase: SupabaseClient): Promise<PaginaLegal[]> {
  const { data, error } = await supabase.from('paginas_legais').select(PAGINA_LEGAL_COLUMNS).order('slug', { ascending: false });
  if (error) throw error;
  return (data ?? []) as PaginaLegal[];
}

export const PAGINAS_LEGAIS_KEY = ['admin', 'paginas_legais'] as const;

export const paginasLegaisQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: PAGINAS_LEGAIS_KEY, queryFn: () => listPaginasLegais(supabase), meta: { label: 'carregar páginas legais' } });
