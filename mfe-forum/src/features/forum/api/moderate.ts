// Moderation (admin only; the database refuses anyone else with 42501).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { toThread } from './forum-rows';

export async function deleteThread(supabase: SupabaseClient, threadId: number): Promise<void> {
  const { error } = await supabase.rpc('forum_delete_thread', { thread_id: threadId });
  if (error) throw error;
}

/** Returns the thread without that reply. */
export async function deleteReply(supabase: SupabaseClient, threadId: number, replyId: string): Promise<ForumThread> {
  const { data, error } = await supabase.rpc('forum_delete_reply', { thread_id: threadId, reply_id: replyId });
  if (error) throw error;
  return toThread(data);
}
