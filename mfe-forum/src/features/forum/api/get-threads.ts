// The thread list, one page at a time, newest first, searched in the database
// (forum_list_threads): a forum of thousands of threads opens with the newest 20, and no
// reply travels with the list.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumThreadSummary } from '@semmultas/shared/types';
import { toSummary } from './forum-rows';

export interface ThreadsPage {
  threads: ForumThreadSummary[];
  /** Threads that match the search (all of them without one). */
  total: number;
}

export async function getThreads(supabase: SupabaseClient, search: string, offset: number, size: number): Promise<ThreadsPage> {
  const { data, error } = await supabase.rpc('forum_list_threads', { search: search.trim() || null, page_offset: offset, page_size: size });
  if (error) throw error;
  const page = (data ?? {}) as { threads?: unknown[]; total?: number };
  return { threads: (page.threads ?? []).map(toSummary), total: Number(page.total ?? 0) };
}
