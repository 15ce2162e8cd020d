// Unit tests only: mounts the forum the way the shell does (router at /forum/*, the shared
// theme with antd's App), for any user, the admin included.
import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { StoredUser } from '@semmultas/shared/types';
import { planStatus } from '@semmultas/shared/plan';
import { AppProviders } from '@semmultas/shared/ui/theme';
import App from '../expose/app';

export const USERS = {
  premium: { id: 'u-premium', email: 'premium@semmultas.dev', is_premium: true, plan_expiration: '2999-12-31', is_admin: false },
  admin: { id: 'u-admin', email: 'admin@semmultas.dev', is_premium: false, plan_expiration: null, is_admin: true },
  free: { id: 'u-gratis', email: 'gratis@semmultas.dev', is_premium: false, plan_expiration: null, is_admin: false },
} satisfies Record<string, StoredUser>;

export const here = { current: '' };

function LocationProbe() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    here.current = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}

export function withProviders(ui: ReactElement, path = '/') {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AppProviders mode="light">
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          {ui}
        </MemoryRouter>
      </AppProviders>
    </ConfigProvider>,
  );
}

export function renderForum(supabase: SupabaseClient, { user = USERS.premium as StoredUser, path = '/forum' } = {}) {
  return withProviders(
    <Routes>
      <Route path="/forum/*" element={<App supabase={supabase} user={user} plan={planStatus(user)} basePath="/forum" />} />
      <Route path="*" element={<p>fora do módulo</p>} />
    </Routes>,
    path,
  );
}
