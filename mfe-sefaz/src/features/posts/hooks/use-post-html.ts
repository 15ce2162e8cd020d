import { useCallback } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useRequest } from '@semmultas/shared/use-request';
import { getPostHtml } from '../api/get-post-html';

export function usePostHtml(supabase: SupabaseClient, postId: number) {
  return useRequest(useCallback(() => getPostHtml(supabase, postId), [supabase, postId]));
}
