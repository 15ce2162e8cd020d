// SPEC §9 "background refresh check every 30 seconds": keeps the token fresh, picks up plan
// changes made by the admin, and signs out locally when the session is gone. It also checks
// once as the app starts: a plan that changed while the page was closed or reloading (a
// withdrawal ends premium at once, issue 20) is not shown as it was for 30 seconds.
import { useEffect, useRef } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { StoredUser } from '@semmultas/shared/types';
import { logError } from '@semmultas/shared/supabase';
import { fetchStoredUser, TOKEN_MARGIN_S } from '../../lib/session-storage';
import { whenIdle } from '../../runtime/idle-prefetch';

export const REFRESH_INTERVAL_MS = 30_000;

export async function checkSession(
  supabase: SupabaseClient,
  current: StoredUser,
  nowSeconds = Date.now() / 1000,
): Promise<StoredUser | null | 'unchanged'> {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  let session = data.session;
  if (!session) return null;
  if (!session.expires_at || session.expires_at - nowSeconds < TOKEN_MARGIN_S) {
    const refreshed = await supabase.auth.refreshSession();
    if (refreshed.error || !refreshed.data.session) return null;
    session = refreshed.data.session;
  }
  const next = await fetchStoredUser(supabase, session.user);
  const same =
    next.id === current.id &&
    next.is_premium === current.is_premium &&
    next.plan_expiration === current.plan_expiration &&
    next.is_admin === current.is_admin;
  return same ? 'unchanged' : next;
}

export function useSessionRefresh(supabase: SupabaseClient, user: StoredUser | null, setUser: (u: StoredUser | null) => void) {
  // The timer reads the latest user without restarting; the ref follows it after each render.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!signedIn) return;
    let running = false;
    const tick = async () => {
      const current = userRef.current;
      if (running || !current) return;
      running = true;
      try {
        const result = await checkSession(supabase, current);
        if (result !== 'unchanged') setUser(result);
      } catch (error) {
        // A network blip is not a sign-out: keep the user and try again next tick.
        logError('verificação de sessão', error);
      } finally {
        running = false;
      }
    };
    // The first check once the page has settled (issue 14: not among the first page's work;
    // requestIdleCallback's timeout bounds the wait to 5 s on a busy phone).
    const cancelFirst = whenIdle(() => void tick());
    const id = window.setInterval(tick, REFRESH_INTERVAL_MS);
    return () => {
      cancelFirst();
      window.clearInterval(id);
    };
  }, [supabase, signedIn, setUser]);
}
