import yieldWhileLoading, { yieldToMain } from './yield-while-loading';

/** Every microtask queued so far, and the ones they queue, run; no timer does. */
async function drainMicrotasks(): Promise<void> {
  for (let i = 0; i < 200; i++) await Promise.resolve();
}

describe('yieldWhileLoading (the federation start in slices)', () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  /** Asks `count` loads at once, as the bundler runtime does; each load's work takes `workMs`. */
  function askLoads(count: number, workMs: number) {
    const plugin = yieldWhileLoading();
    const done: number[] = [];
    const all = Array.from({ length: count }, (_, i) =>
      Promise.resolve(plugin.beforeLoadShare({ pkgName: `p${i}` })).then((args) => {
        now += workMs; // the load's own work, after its turn
        done.push(i);
        return args;
      }),
    );
    return { done, all };
  }

  it('lets quick loads through in the task that asked them', async () => {
    const { done, all } = askLoads(30, 0);
    await drainMicrotasks();
    expect(done).toHaveLength(30);
    await Promise.all(all);
  });

  it('gives the main thread back once a slice has run 8 ms, and keeps the order asked', async () => {
    const { done, all } = askLoads(30, 3);
    await drainMicrotasks();
    // A few loads of 3 ms fit a slice of 8 ms (the clock is read as the work goes, turn by turn).
    const firstSlice = done.length;
    expect(firstSlice).toBeGreaterThan(0);
    expect(firstSlice).toBeLessThan(8);
    const args = await Promise.all(all);
    expect(done).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(args.map((a) => a.pkgName)).toEqual(done.map((i) => `p${i}`));
  });

  it('hands each load its own arguments back', async () => {
    const plugin = yieldWhileLoading();
    const args = { pkgName: 'react', shareInfo: { version: '19' } };
    await expect(Promise.resolve(plugin.beforeLoadShare(args))).resolves.toBe(args);
  });
});

describe('yieldWhileLoading in a hidden tab', () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  });
  afterEach(() => jest.restoreAllMocks());

  it('does not slice: nothing is painted, and its timers may be held back', async () => {
    const plugin = yieldWhileLoading();
    const done: number[] = [];
    for (let i = 0; i < 30; i++)
      void Promise.resolve(plugin.beforeLoadShare({ pkgName: `p${i}` })).then(() => {
        now += 3;
        done.push(i);
      });
    for (let i = 0; i < 200; i++) await Promise.resolve();
    expect(done).toHaveLength(30);
  });

  it('yieldToMain gives nothing back: it resolves without waiting for a timer', async () => {
    jest.useFakeTimers();
    try {
      let resolved = false;
      void yieldToMain().then(() => (resolved = true));
      await Promise.resolve();
      expect(resolved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
