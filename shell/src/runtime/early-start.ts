// Issue 14: what the shell starts as soon as /config.json is in, beside its own scripts rather
// than after them: the registry of remotes, the first page's remote (runtime/first-page-remote.ts)
// and the Supabase client, so that remote's first read (its `warm`, as a hover on its menu entry
// would start it) leaves as soon as its code is in. Measured with real throttling (slow 4G, 4×
// CPU, `pnpm bench:routes -- --throttling devtools`): the forum's manifest was asked for 8.7 s
// into the visit, after the shell had rendered; now at about 2 s. bootstrap.tsx renders with the
// same registry and the same client: one GoTrue client per tab, or two would refresh one token.
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { SupabaseClient } from '@supabase/supabase-js';
import { planStatus } from '@semmultas/shared/plan';
import type { RuntimeConfig } from '@semmultas/shared/types';
import { readStoredUser } from '../lib/session-storage';
import { firstPageRemote } from './first-page-remote';
import { RemoteRegistry } from './remote-registry';
import { yieldToMain } from './yield-while-loading';

export interface EarlyStart {
  config: RuntimeConfig;
  registry: RemoteRegistry;
  supabase: SupabaseClient;
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as RuntimeConfig;
}

/** Rejects only when /config.json cannot be read (bootstrap.tsx then says so). */
export async function startEarly(): Promise<EarlyStart> {
  // index.html's inline script has usually requested it already, in parallel with main.js.
  const config = await (window.__semmultasBoot?.config ?? fetchConfig());
  // One automatic retry, a second later, before the fallback (issue 17: a blip is not an outage).
  const registry = new RemoteRegistry({ registerRemotes, loadRemote }, config.remotes, { times: 1, delayMs: 1000 });
  const stored = readStoredUser();
  const first = firstPageRemote(location.pathname, location.hash, stored);
  // A failure is not kept: the route asks again and shows its own message.
  if (first) registry.load(first.name, { module: first.module }).catch(() => undefined);
  const { createSupabase } = await import('@semmultas/shared/supabase');
  // Issue 14: supabase-js's modules are evaluated in the task that brought their last chunk; the
  // client (its GoTrue session read, its REST client) is made in the next one.
  await yieldToMain();
  const supabase = createSupabase(config.supabaseUrl, config.supabaseAnonKey);
  if (first?.module === 'App') void registry.prefetch(first.name, { supabase, plan: planStatus(stored), basePath: first.basePath });
  return { config, registry, supabase };
}
