import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { toThread } from './forum-rows';

/** Replies read per request when a thread is opened and by each "Carregar mais respostas". */
export const REPLIES_PAGE = 50;

/** One thread with one page of its replies (in the order written); null when it does not exist. */
export async function getThread(supabase: SupabaseClient, id: number, offset = 0, limit = REPLIES_PAGE): Promise<ForumThread | null> {
  const { data, error } = await supabase.rpc('forum_get_thread', { thread_id: id, replies_offset: offset, replies_limit: limit });
  if (error) {
    if ((error as { code?: string }).code === 'PT404') return null;
    throw error;
  }
  return data ? toThread(data) : null;
}
