// A small host for running one remote alone (`pnpm --filter mfe-x dev`): it reads the same
// /config.json, signs in with a demo account and mounts the remote's App at its base path.
import { useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Alert, Spin } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createSupabase } from '../supabase';
import { planStatus } from '../plan';
import type { RemoteProps, RuntimeConfig, StoredUser } from '../types';
import { AppProviders } from './theme';

interface DevHostOptions {
  App: ComponentType<RemoteProps>;
  basePath: string;
  email?: string;
  password?: string;
}

function DevHost({ App, basePath, email = 'premium@semmultas.dev', password = 'Premium#2026' }: DevHostOptions) {
  const [state, setState] = useState<
    { supabase: SupabaseClient; user: StoredUser | null; config: RuntimeConfig } | { error: string } | null
  >(null);
  useEffect(() => {
    (async () => {
      const config = (await (await fetch('/config.json')).json()) as RuntimeConfig;
      const supabase = createSupabase(config.supabaseUrl, config.supabaseAnonKey);
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error || !data.user) return setState({ error: `Login de demonstração falhou: ${error?.message ?? ''}` });
      const { data: profile } = await supabase
        .from('user_profiles')
        .select('is_premium, plan_expiration, is_admin')
        .eq('id', data.user.id)
        .maybeSingle();
      const user: StoredUser = {
        ...data.user,
        is_premium: Boolean(profile?.is_premium),
        plan_expiration: profile?.plan_expiration ?? null,
        is_admin: Boolean(profile?.is_admin),
      };
      setState({ supabase, user, config });
    })().catch((e: unknown) => setState({ error: String(e) }));
  }, [email, password]);
  if (!state) return <Spin fullscreen tip="Entrando com a conta de demonstração…" />;
  if ('error' in state) return <Alert type="error" title={state.error} />;
  return (
    <Routes>
      <Route
        path={`${basePath === '/' ? '' : basePath}/*`}
        element={
          <App supabase={state.supabase} user={state.user} plan={planStatus(state.user)} basePath={basePath} config={state.config} />
        }
      />
    </Routes>
  );
}

export function mountDevHost(options: DevHostOptions): void {
  const el = document.getElementById('root');
  if (!el) return;
  if (window.location.pathname === '/') window.history.replaceState(null, '', options.basePath);
  createRoot(el).render(
    <AppProviders mode="light">
      <BrowserRouter>
        <div style={{ padding: 24 }}>
          <DevHost {...options} />
        </div>
      </BrowserRouter>
    </AppProviders>,
  );
}
