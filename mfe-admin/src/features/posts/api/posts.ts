import type { SupabaseClient } from '@supabase/supabase-js';
import type { Post } from '@semmultas/shared/types';
import { changedRow } from '../../../lib/results';
import type { PostPayload } from '../utils/post-form';

export async function insertPost(supabase: SupabaseClient, payload: PostPayload): Promise<Post> {
  return changedRow<Post>(await supabase.from('posts').insert(payload).select(), 'posts.insert');
}

export async function updatePost(supabase: SupabaseClient, id: number, payload: PostPayload): Promise<Post> {
  return changedRow<Post>(await supabase.from('posts').update(payload).eq('id', id).select(), 'posts.update');
}

/**
 * Type 0 ("Página no app"): asks the server whether the page may be framed (a browser cannot
 * read another site's X-Frame-Options). Unreachable or refused check: unknown (null), and the
 * post still saves — the SEFAZ page then shows the frame with its "Abrir em nova aba" way out.
 */
export async function checkFraming(
  supabase: SupabaseClient,
  url: string,
): Promise<Pick<Post, 'frame_allowed' | 'frame_reason' | 'frame_checked_at'>> {
  try {
    const { data, error } = await supabase.functions.invoke<{ frameAllowed: boolean | null; reason: string }>('link-check', {
      body: { url },
    });
    if (error || !data) throw error ?? new Error('sem resposta');
    return { frame_allowed: data.frameAllowed, frame_reason: data.reason, frame_checked_at: new Date().toISOString() };
  } catch {
    return {
      frame_allowed: null,
      frame_reason: 'Não foi possível verificar se o site pode ser aberto dentro do SemMultas.',
      frame_checked_at: null,
    };
  }
}

export async function deletePost(supabase: SupabaseClient, id: number): Promise<void> {
  changedRow(await supabase.from('posts').delete().eq('id', id).select('id'), 'posts.delete');
}
