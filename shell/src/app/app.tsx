import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig, StoredUser } from '@semmultas/shared/types';
import { planStatus } from '@semmultas/shared/plan';
import { logError } from '@semmultas/shared/supabase';
import { AppProviders, type ColorMode } from '@semmultas/shared/ui/theme';
import { QueryProvider } from '@semmultas/shared/ui/query-provider';
import { forgetFirstReads } from '@semmultas/shared/first-read';
import { clearStoredUser, readStoredUser, writeStoredUser } from '../lib/session-storage';
import { withoutTransitions } from '../lib/without-transitions';
import { useSessionRefresh } from '../features/session/use-session-refresh';
import type { RemoteRegistry } from '../runtime/remote-registry';
import { ShellContext, type ShellState } from '../lib/shell-context';
import { AppRoutes } from './routes';

const COLOR_MODE_KEY = 'colorMode';

function readColorMode(): ColorMode {
  try {
    return localStorage.getItem(COLOR_MODE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function App({
  config,
  supabase,
  registry,
  zeroRuntime = false,
}: {
  config: RuntimeConfig;
  supabase: SupabaseClient;
  registry: RemoteRegistry;
  /** antd's static stylesheet is on the page (runtime/antd-css.ts): no CSS-in-JS at render. */
  zeroRuntime?: boolean;
}) {
  const [user, setUserState] = useState<StoredUser | null>(() => readStoredUser());
  const [colorMode, setColorMode] = useState<ColorMode>(readColorMode);

  const setUser = useCallback((next: StoredUser | null) => {
    // What index.html's script read for the visit's first page was read as the user it found.
    if (next?.id !== readStoredUser()?.id) forgetFirstReads();
    if (next) writeStoredUser(next);
    else clearStoredUser();
    setUserState(next);
  }, []);

  const signOut = useCallback(async () => {
    // SPEC §2: 'Sair' clears the stored user and goes to '/'. A full load of '/' also drops
    // whatever the previous user's remotes kept in memory; updating React state here instead
    // would let the page being left redirect to /login (navigations are transitions).
    clearStoredUser();
    // SPEC §8: a sign-out error is only logged; the local session is gone either way.
    // 'global' (issue 13): signing out ends the user's other sessions too, so a forgotten
    // session on a shared computer, or a stolen refresh token, dies with it.
    try {
      const { error } = await supabase.auth.signOut({ scope: 'global' });
      if (error) logError('sair', error);
    } catch (error) {
      logError('sair', error);
    }
    window.location.replace('/');
  }, [supabase]);

  const toggleColorMode = useCallback(() => {
    withoutTransitions(() =>
      setColorMode((mode) => {
        const next = mode === 'dark' ? 'light' : 'dark';
        try {
          localStorage.setItem(COLOR_MODE_KEY, next);
        } catch {
          /* private mode: the choice lasts this visit */
        }
        return next;
      }),
    );
  }, []);

  useEffect(() => {
    document.documentElement.dataset.theme = colorMode;
    document.documentElement.style.colorScheme = colorMode;
  }, [colorMode]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === 'user' || e.key === null) setUserState(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useSessionRefresh(supabase, user, setUser);

  const plan = planStatus(user);
  const value = useMemo<ShellState>(
    () => ({ supabase, config, registry, user, plan, setUser, signOut, colorMode, toggleColorMode }),
    [supabase, config, registry, user, plan, setUser, signOut, colorMode, toggleColorMode],
  );

  return (
    <ShellContext.Provider value={value}>
      <AppProviders mode={colorMode} zeroRuntime={zeroRuntime}>
        {/* The shell's own server-state cache for its features; each remote brings its own. */}
        <QueryProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryProvider>
      </AppProviders>
    </ShellContext.Provider>
  );
}
