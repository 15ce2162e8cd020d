import { RemoteRegistry, type FederationRuntime } from './remote-registry';

function fakeRuntime(results: Array<'ok' | 'fail' | 'empty'>) {
  const calls: { register: Array<{ name: string; force?: boolean }>; load: string[] } = { register: [], load: [] };
  const App = () => null;
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => remotes.forEach((r) => calls.register.push({ name: r.name, force: options?.force })),
    loadRemote: async <T>(id: string) => {
      calls.load.push(id);
      const r = results.shift();
      if (r === 'fail') throw new Error('manifest 503');
      if (r === 'empty') return null;
      return { default: App } as T;
    },
  };
  return { runtime, calls, App };
}

describe('RemoteRegistry', () => {
  it('registers lazily, on the first load only', async () => {
    const { runtime, calls, App } = fakeRuntime(['ok']);
    const registry = new RemoteRegistry(runtime, { forum: 'http://x/mf-manifest.json' });
    expect(calls.register).toHaveLength(0);
    await expect(registry.load('forum')).resolves.toBe(App);
    await expect(registry.load('forum')).resolves.toBe(App);
    expect(calls.register).toEqual([{ name: 'forum', force: false }]);
    expect(calls.load).toEqual(['forum/App']);
  });

  it('does not cache a failure, and a retry re-registers with force', async () => {
    const { runtime, calls, App } = fakeRuntime(['fail', 'ok']);
    const registry = new RemoteRegistry(runtime, { forum: 'http://x/mf-manifest.json' });
    await expect(registry.load('forum')).rejects.toThrow('manifest 503');
    await expect(registry.load('forum', { retry: true })).resolves.toBe(App);
    expect(calls.register).toEqual([
      { name: 'forum', force: false },
      { name: 'forum', force: true },
    ]);
  });

  it('fails clearly for a remote missing from the configuration or exposing nothing', async () => {
    const { runtime } = fakeRuntime(['empty']);
    const registry = new RemoteRegistry(runtime, { forum: 'http://x/mf-manifest.json' });
    await expect(registry.load('admin')).rejects.toThrow('não está em /config.json');
    await expect(registry.load('forum')).rejects.toThrow('não expôs ./App');
  });

  it('loads another exposed module of the same remote once, apart from its App', async () => {
    const { runtime, calls, App } = fakeRuntime(['ok', 'ok']);
    const registry = new RemoteRegistry(runtime, { agenda: 'http://x/mf-manifest.json' });
    await expect(registry.load('agenda', { module: 'ProximosVencimentos' })).resolves.toBe(App);
    await expect(registry.load('agenda', { module: 'ProximosVencimentos' })).resolves.toBe(App);
    await expect(registry.load('agenda')).resolves.toBe(App);
    expect(calls.register).toEqual([{ name: 'agenda', force: false }]);
    expect(calls.load).toEqual(['agenda/ProximosVencimentos', 'agenda/App']);
  });

  it('tries a failed load again on its own, re-registered, before failing', async () => {
    const { runtime, calls, App } = fakeRuntime(['fail', 'ok']);
    const registry = new RemoteRegistry(runtime, { forum: 'http://x/mf-manifest.json' }, { times: 1, delayMs: 1 });
    await expect(registry.load('forum')).resolves.toBe(App);
    expect(calls.load).toEqual(['forum/App', 'forum/App']);
    expect(calls.register).toEqual([
      { name: 'forum', force: false },
      { name: 'forum', force: true },
    ]);
  });

  it('fails after the automatic retry fails too, and a later load starts afresh', async () => {
    const { runtime, calls, App } = fakeRuntime(['fail', 'fail', 'ok']);
    const registry = new RemoteRegistry(runtime, { forum: 'http://x/mf-manifest.json' }, { times: 1, delayMs: 1 });
    await expect(registry.load('forum')).rejects.toThrow('manifest 503');
    expect(calls.load).toHaveLength(2);
    await expect(registry.load('forum', { retry: true })).resolves.toBe(App);
  });

  it('asks a remote to start its first read when the person is about to open it (hover, focus), not in idle time', async () => {
    const warm = jest.fn();
    const App = () => null;
    const runtime: FederationRuntime = {
      registerRemotes: () => undefined,
      loadRemote: async <T>() => ({ default: App, warm }) as T,
    };
    const registry = new RemoteRegistry(runtime, { cashflow: 'http://x/mf-manifest.json' });
    await registry.prefetch('cashflow');
    expect(warm).not.toHaveBeenCalled();
    const props = { supabase: {} as never, plan: 'premium' as const };
    await registry.prefetch('cashflow', props);
    expect(warm).toHaveBeenCalledWith(props);
  });

  it('answers ready() with a module only once its load has succeeded, so a route can render it in its first frame', async () => {
    const { runtime, App } = fakeRuntime(['fail', 'fail', 'ok']);
    const registry = new RemoteRegistry(runtime, { forum: 'http://x/mf-manifest.json' });
    const failing = registry.load('forum');
    expect(registry.ready('forum')).toBeNull();
    await expect(failing).rejects.toThrow('manifest 503');
    await expect(registry.load('forum')).rejects.toThrow('manifest 503');
    expect(registry.ready('forum')).toBeNull();
    await expect(registry.load('forum')).resolves.toBe(App);
    expect(registry.ready('forum')).toBe(App);
    expect(registry.ready('forum', 'ProximosVencimentos')).toBeNull();
  });
});
