import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThreadSummary } from '@semmultas/shared/types';
import { toSummary } from '@semmultas/shared/forum-rows';

/** DECISIONS 12: the database takes the author from the token; we send only the text. */
export async function createThread(supabase: SupabaseClient, description: string): Promise<ForumThreadSummary> {
  const { data, error } = await supabase.rpc('forum_create_thread', { description });
  if (error) throw error;
  return toSummary(data);
}
