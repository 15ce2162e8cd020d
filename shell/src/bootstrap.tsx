import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { EarlyStart } from './runtime/early-start';
import { App } from './app/app';
import { registerServiceWorker } from './features/pwa/register-sw';
import { loadAntdCss } from './runtime/antd-css';

/** Renders the app with what index.ts started early (runtime/early-start.ts). */
export async function start(early: Promise<EarlyStart>) {
  const root = createRoot(document.getElementById('root')!);
  let started: EarlyStart;
  try {
    started = await early;
  } catch (error) {
    console.error('[SemMultas] /config.json', error);
    root.render(
      <div role="alert" style={{ padding: 32, textAlign: 'center' }}>
        Não foi possível carregar a configuração do SemMultas. Verifique sua conexão e recarregue a página.
      </div>,
    );
    return;
  }
  const { config, supabase, registry } = started;
  // Started by index.ts; the first render waits for it, and falls back to antd's runtime styles.
  const zeroRuntime = await loadAntdCss();
  // Issue 14: the first render as a transition, so React renders in slices of ~5 ms and the
  // main thread stays free for input between them (one ~600 ms task at 4× CPU before). The
  // page is already painted by index.html's static frame, or shows its boot line, meanwhile.
  startTransition(() => root.render(<App config={config} supabase={supabase} registry={registry} zeroRuntime={zeroRuntime} />));
  registerServiceWorker();
}
