import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { toThread } from './forum-rows';

/**
 * Appends a reply on the server (`responses = responses || new_reply` under a row lock), so
 * replies written at the same moment by others are all kept. Returns the whole thread as it is
 * now, others' new replies included. The list is never rebuilt here.
 */
export async function replyToThread(supabase: SupabaseClient, threadId: number, response: string): Promise<ForumThread> {
  const { data, error } = await supabase.rpc('forum_reply', { thread_id: threadId, response });
  if (error) throw error;
  return toThread(data);
}
