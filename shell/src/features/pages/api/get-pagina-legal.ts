// One legal page as the admin last saved it (public.paginas_legais, readable by everyone),
// through the shell's query cache (issue 17): going from the terms to the privacy policy and
// back within half a minute shows the stored text at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';
import type { LegalSlug, PaginaLegal } from '@semmultas/shared/legal';

export async function getPaginaLegal(supabase: SupabaseClient, slug: LegalSlug): Promise<PaginaLegal> {
  return orThrow(await supabase.from('paginas_legais').select('slug, title, content, updated_at').eq('slug', slug).single()) as PaginaLegal;
}

export const paginaLegalQueryOptions = (supabase: SupabaseClient, slug: LegalSlug) =>
  queryOptions({
    queryKey: ['paginas_legais', slug],
    queryFn: () => getPaginaLegal(supabase, slug),
    meta: { label: `carregar ${slug}` },
  });

export function usePaginaLegal(supabase: SupabaseClient, slug: LegalSlug) {
  return useQuery(paginaLegalQueryOptions(supabase, slug));
}
