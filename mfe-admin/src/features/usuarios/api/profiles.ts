import type { SupabaseClient } from '@supabase/supabase-js';
import type { UserProfile } from '@semmultas/shared/types';
import { changedRow } from '../../../lib/results';
import type { PlanChange } from '../utils/plan-change';

export const PROFILE_COLUMNS = 'id, email, is_premium, plan_expiration, is_admin, created_at';

export async function updatePlan(supabase: SupabaseClient, id: string, change: PlanChange): Promise<UserProfile> {
  return changedRow<UserProfile>(
    await supabase.from('user_profiles').update(change).eq('id', id).select(PROFILE_COLUMNS),
    'user_profiles.update',
  );
}

export async function deleteProfile(supabase: SupabaseClient, id: string): Promise<void> {
  changedRow(await supabase.from('user_profiles').delete().eq('id', id).select('id'), 'user_profiles.delete');
}
