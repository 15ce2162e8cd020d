// Unit tests only: mounts ./App the way the shell does, inside a router at its base path,
// with the shared theme and antd's App (for `message`), animations off.
import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { StoredUser } from '@semmultas/shared/types';
import { AppProviders } from '@semmultas/shared/ui/theme';
import App from '../expose/app';

export const USUARIO: StoredUser = {
  id: 'u-premium',
  email: 'premium@semmultas.dev',
  is_premium: true,
  plan_expiration: '2999-12-31',
  is_admin: false,
};

/** The current address, to assert what the page wrote into it. */
export const endereco = { atual: '' };

function Endereco() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    endereco.atual = `${pathname}${search}`;
  }, [pathname, search]);
  return null;
}

/** `supabase`: a stand-in client; the default one has no methods, so every request fails (the pages' fallbacks). */
export function renderApp(
  caminho = '/calculadora-icms',
  usuario: StoredUser | null = USUARIO,
  supabase: SupabaseClient = {} as SupabaseClient,
) {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AppProviders mode="light">
        <MemoryRouter initialEntries={[caminho]}>
          <Endereco />
          <Routes>
            <Route
              path="/calculadora-icms/*"
              element={<App supabase={supabase} user={usuario} plan="premium" basePath="/calculadora-icms" />}
            />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </ConfigProvider>,
  );
}
