import { useCallback } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useRequest } from '@semmultas/shared/use-request';
import { getPosts } from '../api/get-posts';

export function usePosts(supabase: SupabaseClient, stateIds: readonly number[]) {
  // The ids as a string: a new array with the same ids is not a new request.
  const key = stateIds.join(',');
  const load = useCallback(() => getPosts(supabase, key.split(',').map(Number)), [supabase, key]);
  return useRequest(load);
}
