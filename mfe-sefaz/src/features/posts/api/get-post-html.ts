import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';

/** The stored HTML of one type-2 post; null when the row is gone or not visible to this user. */
export async function getPostHtml(supabase: SupabaseClient, postId: number): Promise<string | null> {
  const data = orThrow(await supabase.from('posts').select('html_archive').eq('id', postId).maybeSingle());
  return (data as { html_archive: string | null } | null)?.html_archive ?? null;
}

export const postHtmlQueryOptions = (supabase: SupabaseClient, postId: number) =>
  queryOptions({ queryKey: ['posts', 'html', postId], queryFn: () => getPostHtml(supabase, postId) });

export function usePostHtml(supabase: SupabaseClient, postId: number) {
  return useQuery(postHtmlQueryOptions(supabase, postId));
}
