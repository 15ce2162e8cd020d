import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { UserProfile } from '@semmultas/shared/types';
import { rowsOrThrow } from '../../../lib/results';
import { PROFILE_COLUMNS } from './profiles';

export async function listProfiles(supabase: SupabaseClient): Promise<UserProfile[]> {
  return rowsOrThrow<UserProfile>(await supabase.from('user_profiles').select(PROFILE_COLUMNS).order('email', { ascending: true }));
}

export const PROFILES_KEY = ['admin', 'user_profiles'] as const;

export const profilesQueryOptions = (supabase: SupabaseClient) =>
  queryOptions({ queryKey: PROFILES_KEY, queryFn: () => listProfiles(supabase), meta: { label: 'carregar usuários' } });
