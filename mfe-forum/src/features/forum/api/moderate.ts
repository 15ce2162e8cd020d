// Moderation (admin only; the database refuses anyone else with 42501).
import type { SupabaseClient } from '@supabase/supabase-js';

export async function deleteThread(supabase: SupabaseClient, threadId: number): Promise<void> {
  const { error } = await supabase.rpc('forum_delete_thread', { thread_id: threadId });
  if (error) throw error;
}

export async function deleteReply(supabase: SupabaseClient, threadId: number, replyId: string): Promise<void> {
  const { error } = await supabase.rpc('forum_delete_reply', { thread_id: threadId, reply_id: replyId });
  if (error) throw error;
}
