import type { SupabaseClient } from '@supabase/supabase-js';
import type { Post } from '@semmultas/shared/types';
import { changedRow, rowsOrThrow } from '../../../lib/results';
import type { PostPayload } from '../utils/post-form';

export async function listPosts(supabase: SupabaseClient): Promise<Post[]> {
  return rowsOrThrow<Post>(await supabase.from('posts').select('*').order('id', { ascending: false }));
}

export async function insertPost(supabase: SupabaseClient, payload: PostPayload): Promise<Post> {
  return changedRow<Post>(await supabase.from('posts').insert(payload).select(), 'posts.insert');
}

export async function updatePost(supabase: SupabaseClient, id: number, payload: PostPayload): Promise<Post> {
  return changedRow<Post>(await supabase.from('posts').update(payload).eq('id', id).select(), 'posts.update');
}

export async function deletePost(supabase: SupabaseClient, id: number): Promise<void> {
  changedRow(await supabase.from('posts').delete().eq('id', id).select('id'), 'posts.delete');
}
