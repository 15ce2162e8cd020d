import type { User } from '@supabase/supabase-js';
import { clearStoredUser, readStoredUser, toStoredUser, writeStoredUser } from './session-storage';

const authUser = { id: 'abc', email: 'a@b.dev', aud: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '' } as User;

describe('stored user', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips the auth user with the plan flags', () => {
    writeStoredUser(toStoredUser(authUser, { is_premium: true, plan_expiration: '2030-01-01', is_admin: false }));
    expect(readStoredUser()).toMatchObject({
      id: 'abc',
      email: 'a@b.dev',
      is_premium: true,
      plan_expiration: '2030-01-01',
      is_admin: false,
    });
  });

  it('treats missing profile flags as false (SPEC §3)', () => {
    expect(toStoredUser(authUser, null)).toMatchObject({ is_premium: false, plan_expiration: null, is_admin: false });
    expect(toStoredUser(authUser, { is_premium: null })).toMatchObject({ is_premium: false });
  });

  it('reads nothing from a corrupt or foreign value', () => {
    localStorage.setItem('user', '{not json');
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', JSON.stringify({ email: 'x' }));
    expect(readStoredUser()).toBeNull();
  });

  it('is gone after sign-out clears it', () => {
    writeStoredUser(toStoredUser(authUser, null));
    clearStoredUser();
    expect(readStoredUser()).toBeNull();
  });
});
