// SPEC §3 "Locally stored user": the auth user plus is_premium, plan_expiration (and is_admin),
// kept in localStorage under 'user' so guards answer before any request.
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { StoredUser, UserProfile } from '@semmultas/shared/types';

export const STORED_USER_KEY = 'user';

/** An access token with less than this left is refreshed before it is used (features/session). */
export const TOKEN_MARGIN_S = 120;

export function readStoredUser(storage: Storage = localStorage): StoredUser | null {
  try {
    const raw = storage.getItem(STORED_USER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredUser>;
    if (!value || typeof value.id !== 'string') return null;
    return {
      ...value,
      id: value.id,
      email: value.email,
      is_premium: value.is_premium === true,
      plan_expiration: value.plan_expiration ?? null,
      is_admin: value.is_admin === true,
    } as StoredUser;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: StoredUser, storage: Storage = localStorage): void {
  storage.setItem(STORED_USER_KEY, JSON.stringify(user));
}

export function clearStoredUser(storage: Storage = localStorage): void {
  storage.removeItem(STORED_USER_KEY);
}

type ProfileFlags = Pick<UserProfile, 'is_premium' | 'plan_expiration' | 'is_admin'>;

/** Auth user + profile flags; a missing flag reads as false (SPEC §3). */
export function toStoredUser(user: User, profile: Partial<ProfileFlags> | null): StoredUser {
  return {
    ...user,
    is_premium: profile?.is_premium === true,
    plan_expiration: profile?.plan_expiration ?? null,
    is_admin: profile?.is_admin === true,
  };
}

/** Reads the plan flags of the signed-in user (RLS lets a user read only their own row). */
export async function fetchStoredUser(supabase: SupabaseClient, user: User): Promise<StoredUser> {
  const { data, error } = await supabase
    .from('user_profiles')
    .select('is_premium, plan_expiration, is_admin')
    .eq('id', user.id)
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return toStoredUser(user, data as ProfileFlags | null);
}
