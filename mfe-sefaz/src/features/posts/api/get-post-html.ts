import type { SupabaseClient } from '@supabase/supabase-js';

/** The stored HTML of one type-2 post; null when the row is gone or not visible to this user. */
export async function getPostHtml(supabase: SupabaseClient, postId: number): Promise<string | null> {
  const { data, error } = await supabase.from('posts').select('html_archive').eq('id', postId).maybeSingle();
  if (error) throw error;
  return (data as { html_archive: string | null } | null)?.html_archive ?? null;
}
