import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumReply } from '@semmultas/shared/types';
import { toReply } from '@semmultas/shared/forum-rows';

export interface PostedReply {
  reply: ForumReply;
  /** Replies in the thread now, others' new ones included. */
  reply_count: number;
  is_full: boolean;
}

/**
 * Appends a reply on the server (one UPDATE under the row lock), so replies written at the same
 * moment by others are all kept. A full thread (2,000 replies) answers PT409 with the reason.
 */
export async function replyToThread(supabase: SupabaseClient, threadId: number, response: string): Promise<PostedReply> {
  const { data, error } = await supabase.rpc('forum_reply', { thread_id: threadId, response });
  if (error) throw error;
  const r = (data ?? {}) as { reply_count?: number; is_full?: boolean };
  return { reply: toReply(data), reply_count: Number(r.reply_count ?? 0), is_full: Boolean(r.is_full) };
}
