// Unit tests only (never imported by app code): mounts a remote's App the way the shell does,
// inside one router at `basePath/*`, with the shared theme and antd's App for messages.
import { useEffect, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Plan, RemoteProps, StoredUser } from '../types';
import { AppProviders } from '../ui/theme';

export const TEST_USERS: Record<Plan, StoredUser> = {
  premium: { id: 'u-premium', email: 'premium@semmultas.dev', is_premium: true, plan_expiration: '2999-12-31', is_admin: false },
  expired: { id: 'u-expirado', email: 'expirado@semmultas.dev', is_premium: true, plan_expiration: '2000-01-01', is_admin: false },
  free: { id: 'u-gratis', email: 'gratis@semmultas.dev', is_premium: false, plan_expiration: null, is_admin: false },
};

/** The current address (path + query), for asserting navigation. */
export const locationRef = { current: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    locationRef.current = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}

export function renderRemote(
  App: ComponentType<RemoteProps>,
  { basePath, path = basePath, supabase, plan = 'premium' }: { basePath: string; path?: string; supabase: SupabaseClient; plan?: Plan },
) {
  return render(
    // No animations: dialogs and messages come and go at once, and React has nothing to warn about.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AppProviders mode="light">
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={`${basePath}/*`} element={<App supabase={supabase} user={TEST_USERS[plan]} plan={plan} basePath={basePath} />} />
            <Route path="*" element={<p>fora do módulo</p>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </ConfigProvider>,
  );
}
