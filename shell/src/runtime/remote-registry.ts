// Runtime composition (ARCHITECTURE "Runtime composition" 1–2): the shell starts with no
// remotes; each is registered from /config.json and loaded the first time its route is
// visited. A failed load is forgotten so "Tentar novamente" really tries again. With
// `autoRetry`, a failed load is tried again on its own (re-registered, after a pause) before
// anyone sees the fallback: a one-off network blip no longer reaches "indisponível" (issue 17).
import type { ComponentType } from 'react';
import type { RemoteName, RemoteProps, WarmArea } from '@semmultas/shared/types';

export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

type RemoteModule = { default: ComponentType<RemoteProps>; warm?: WarmArea };

export interface AutoRetry {
  /** Tries after the first before the load fails. */
  times: number;
  delayMs: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RemoteRegistry {
  private readonly registered = new Set<string>();
  private readonly loaded = new Map<string, Promise<ComponentType<RemoteProps>>>();
  /** The exposed modules whose load has settled successfully, for a first render without a skeleton. */
  private readonly settled = new Map<string, ComponentType<RemoteProps>>();
  /** The `warm` each loaded ./App exported, if any (issue 14). */
  private readonly warmers = new Map<string, WarmArea>();

  constructor(
    private readonly runtime: FederationRuntime,
    private readonly entries: Partial<Record<RemoteName, string>>,
    private readonly autoRetry: AutoRetry = { times: 0, delayMs: 0 },
  ) {}

  /**
   * An exposed module of a remote (its App by default; a panel such as the agenda's
   * ProximosVencimentos for the home page); concurrent callers share one request, failures are
   * not cached.
   */
  load(
    name: RemoteName,
    { retry = false, module = 'App' }: { retry?: boolean; module?: string } = {},
  ): Promise<ComponentType<RemoteProps>> {
    const id = `${name}/${module}`;
    const cached = this.loaded.get(id);
    if (cached) return cached;
    const entry = this.entries[name];
    if (!entry) return Promise.reject(new Error(`Remote "${name}" não está em /config.json`));
    const promise = this.attempt(name, module, entry, retry).catch(async (error: unknown) => {
      for (let i = 0; i < this.autoRetry.times; i++) {
        await pause(this.autoRetry.delayMs);
        try {
          return await this.attempt(name, module, entry, true);
        } catch (again) {
          error = again;
        }
      }
      throw error;
    });
    this.loaded.set(id, promise);
    promise.then(
      (App) => this.settled.set(id, App),
      () => this.loaded.delete(id),
    );
    return promise;
  }

  /**
   * The exposed module if it is already loaded (started early by index.ts, warmed by a hover, or
   * opened before), so the route renders it in its first frame rather than a skeleton first.
   */
  ready(name: RemoteName, module = 'App'): ComponentType<RemoteProps> | null {
    return this.settled.get(`${name}/${module}`) ?? null;
  }

  private attempt(name: RemoteName, module: string, entry: string, retry: boolean): Promise<ComponentType<RemoteProps>> {
    if (!this.registered.has(name) || retry) {
      // force drops the runtime's record of a previous failed attempt (manifest, entry).
      this.runtime.registerRemotes([{ name, entry }], { force: this.registered.has(name) });
      this.registered.add(name);
    }
    return this.runtime.loadRemote<RemoteModule>(`${name}/${module}`).then((mod) => {
      const App = mod?.default;
      // A component is a function, or an object for memo/forwardRef/lazy wrappers.
      if (!App || (typeof App !== 'function' && typeof App !== 'object')) throw new Error(`Remote "${name}" não expôs ./${module}`);
      if (typeof mod.warm === 'function') this.warmers.set(`${name}/${module}`, mod.warm);
      return App;
    });
  }

  /**
   * Warm a remote the user is likely to open next (hover on a menu entry, or idle time on a
   * desktop). Settles when the remote is loaded or failed; a failure is left for the visit.
   * With `props` (the person is about to open it: hover or focus, not idle time), the remote's
   * ./App may also start its first read (its `warm` export).
   */
  prefetch(name: RemoteName, props?: Parameters<WarmArea>[0]): Promise<void> {
    return this.load(name).then(
      () => {
        if (props) this.warmers.get(`${name}/App`)?.(props);
      },
      () => undefined,
    );
  }
}
