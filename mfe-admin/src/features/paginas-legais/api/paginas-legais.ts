// The two legal pages (public.paginas_legais): everyone reads, the admin updates title and
// text; the database stamps who and when.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LegalSlug, PaginaLegal } from '@semmultas/shared/legal';

export const PAGINA_LEGAL_COLUMNS = 'slug, title, content, updated_at';

export async function updatePaginaLegal(
  supabase: SupabaseClient,
  slug: LegalSlug,
  changes: { title: string; content: string },
): Promise<PaginaLegal> {
  const { data, error } = await supabase.from('paginas_legais').update(changes).eq('slug', slug).select(PAGINA_LEGAL_COLUMNS).single();
  if (error) throw error;
  return data as PaginaLegal;
}
