// SPEC §7: posts where state_id equals a state (or a state or 30). The stored HTML is left
// out: it can be large and is read only when a type-2 post is opened (get-post-html.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { orThrow } from '@semmultas/shared/query';
import type { PostSummary } from '../utils/group-posts';

export const POST_SUMMARY_COLUMNS = 'id, title, description, link_url, state_id, type_link, frame_allowed';

export async function getPosts(supabase: SupabaseClient, stateIds: readonly number[]): Promise<PostSummary[]> {
  const data = orThrow(
    await supabase
      .from('posts')
      .select(POST_SUMMARY_COLUMNS)
      .in('state_id', [...stateIds])
      .order('id'),
  );
  return (data ?? []) as PostSummary[];
}

export const postsQueryOptions = (supabase: SupabaseClient, stateIds: readonly number[]) =>
  // The ids in the key: a new array with the same ids is the same request.
  queryOptions({ queryKey: ['posts', [...stateIds]], queryFn: () => getPosts(supabase, stateIds) });

export function usePosts(supabase: SupabaseClient, stateIds: readonly number[]) {
  return useQuery(postsQueryOptions(supabase, stateIds));
}
