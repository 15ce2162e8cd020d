// Every post, newest first, for the admin's table; the form's writes put their row into this cache.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Post } from '@semmultas/shared/types';
import { rowsOrThrow } from '../../../lib/results';

export async function listPosts(supabase: SupabaseClient): Promise<Post[]> {
  return rowsOrThrow<Post>(await supabase.from('posts').select('*').order('id', { ascending: false }));
}

export const POSTS_KEY = ['admin', 'posts'] as const;

export const postsQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: POSTS_KEY, queryFn: () => listPosts(supabase), meta: { label: 'carregar posts' } });
