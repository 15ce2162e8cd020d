// SPEC §7 "forum: select all", one page at a time: a forum of thousands of threads opens with
// the newest 20, and `count: 'exact'` says how many there are in all.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThread } from '@semmultas/shared/types';
import { THREAD_COLUMNS, toThread } from './forum-rows';

export interface ThreadsPage {
  threads: ForumThread[];
  /** All threads the caller may read (null when the API did not say). */
  total: number | null;
}

export async function getThreads(supabase: SupabaseClient, offset: number, size: number): Promise<ThreadsPage> {
  const { data, error, count } = await supabase
    .from('forum')
    .select(THREAD_COLUMNS, { count: 'exact' })
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + size - 1);
  if (error) throw error;
  return { threads: (data ?? []).map(toThread), total: count ?? null };
}
