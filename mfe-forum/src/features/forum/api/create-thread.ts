import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { toThread } from './forum-rows';

/** DECISIONS 12: the database takes the author from the token; we send only the text. */
export async function createThread(supabase: SupabaseClient, description: string): Promise<ForumThread> {
  const { data, error } = await supabase.rpc('forum_create_thread', { description });
  if (error) throw error;
  return toThread(data);
}
