import { renderHook, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { fakeSupabase } from '@semmultas/shared/testing/test-supabase.ts';
import type { StoredUser } from '@semmultas/shared/types';
import { useSessionRefresh } from './use-session-refresh';

describe('useSessionRefresh', () => {
  it('checks the plan as soon as the app starts, not only after 30 seconds (a withdrawal ended it meanwhile)', async () => {
    const { client } = fakeSupabase({ user_profiles: [{ id: 'u1', is_premium: false, plan_expiration: null, is_admin: false }] });
    const farFuture = Math.floor(Date.now() / 1000) + 3600;
    (client as unknown as { auth: unknown }).auth = {
      getSession: async () => ({ data: { session: { expires_at: farFuture, user: { id: 'u1', email: 'u@teste.dev' } } }, error: null }),
    };
    const stored: StoredUser = { id: 'u1', email: 'u@teste.dev', is_premium: true, plan_expiration: '2026-12-24', is_admin: false };
    const setUser = jest.fn();
    renderHook(() => useSessionRefresh(client as SupabaseClient, stored, setUser));
    await waitFor(() =>
      expect(setUser).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1', is_premium: false, plan_expiration: null })),
    );
  });
});
