// SPEC §7: posts where state_id equals a state (or a state or 30). The stored HTML is left
// out: it can be large and is read only when a type-2 post is opened (get-post-html.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PostSummary } from '../utils/group-posts';

export const POST_SUMMARY_COLUMNS = 'id, title, description, link_url, state_id, type_link, frame_allowed';

export async function getPosts(supabase: SupabaseClient, stateIds: readonly number[]): Promise<PostSummary[]> {
  const { data, error } = await supabase.from('posts').select(POST_SUMMARY_COLUMNS).in('state_id', [...stateIds]).order('id');
  if (error) throw error;
  return (data ?? []) as PostSummary[];
}
