import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { THREAD_COLUMNS, toThread } from './forum-rows';

/** One thread with its replies; null when it does not exist (or was deleted). */
export async function getThread(supabase: SupabaseClient, id: number): Promise<ForumThread | null> {
  const { data, error } = await supabase.from('forum').select(THREAD_COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return data ? toThread(data) : null;
}
