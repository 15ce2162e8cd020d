import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@semmultas/shared/types';
import { createSupabase } from '@semmultas/shared/supabase';
import { RemoteRegistry } from './runtime/remote-registry';
import { App } from './app/app';
import { registerServiceWorker } from './features/pwa/register-sw';
import { loadAntdCss } from './runtime/antd-css';

async function fetchConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as RuntimeConfig;
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  let config: RuntimeConfig;
  try {
    // index.html's inline script has usually requested it already, in parallel with main.js.
    config = await (window.__semmultasBoot?.config ?? fetchConfig());
  } catch (error) {
    console.error('[SemMultas] /config.json', error);
    root.render(
      <div role="alert" style={{ padding: 32, textAlign: 'center' }}>
        Não foi possível carregar a configuração do SemMultas. Verifique sua conexão e recarregue a página.
      </div>,
    );
    return;
  }
  const supabase = createSupabase(config.supabaseUrl, config.supabaseAnonKey);
  // One automatic retry, a second later, before the fallback (issue 17: a blip is not an outage).
  const registry = new RemoteRegistry({ registerRemotes, loadRemote }, config.remotes, { times: 1, delayMs: 1000 });
  // Started by index.ts; the first render waits for it, and falls back to antd's runtime styles.
  const zeroRuntime = await loadAntdCss();
  // Issue 14: the first render as a transition, so React renders in slices of ~5 ms and the
  // main thread stays free for input between them (one ~600 ms task at 4× CPU before). The
  // page is already painted by index.html's static frame, or shows its boot line, meanwhile.
  startTransition(() => root.render(<App config={config} supabase={supabase} registry={registry} zeroRuntime={zeroRuntime} />));
  registerServiceWorker();
}

void start();
