import type { RemoteName } from '@semmultas/shared/types';
import { prefetchWhenIdle, shouldPrefetchAreas } from './idle-prefetch';

describe('prefetchWhenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function manualIdle() {
    const pending: Array<() => void> = [];
    return { pending, idle: (cb: () => void) => (pending.push(cb), () => pending.splice(pending.indexOf(cb), 1)) };
  }

  it('waits for the delay, then warms one remote per idle period, each after the previous one finished', async () => {
    const { pending, idle } = manualIdle();
    const started: string[] = [];
    let finish: () => void = () => {};
    const prefetch = (name: RemoteName) => {
      started.push(name);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    prefetchWhenIdle(prefetch, ['sefaz', 'forum', 'sefaz', 'agenda'], { delayMs: 2000, idle });
    jest.advanceTimersByTime(1999);
    expect(pending).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(pending).toHaveLength(1);
    pending.shift()!();
    expect(started).toEqual(['sefaz']);
    expect(pending).toHaveLength(0); // the next waits for this one
    finish();
    await Promise.resolve();
    await Promise.resolve();
    pending.shift()!();
    expect(started).toEqual(['sefaz', 'forum']);
  });

  it('keeps going after a failed load, and stops when asked', async () => {
    const { pending, idle } = manualIdle();
    const started: string[] = [];
    const prefetch = (name: RemoteName) => (started.push(name), Promise.reject(new Error('offline')));
    const stop = prefetchWhenIdle(prefetch, ['sefaz', 'forum', 'agenda'], { delayMs: 0, idle });
    jest.advanceTimersByTime(0);
    pending.shift()!();
    for (let i = 0; i < 4; i++) await Promise.resolve();
    expect(pending).toHaveLength(1);
    stop();
    expect(pending).toHaveLength(0);
    expect(started).toEqual(['sefaz']);
  });
});

describe('shouldPrefetchAreas', () => {
  const setWidth = (desktop: boolean) =>
    (window.matchMedia = jest.fn().mockReturnValue({ matches: desktop }) as unknown as typeof window.matchMedia);

  it('is true on a desktop-sized screen, false on a phone or when the browser saves data', () => {
    setWidth(true);
    expect(shouldPrefetchAreas()).toBe(true);
    setWidth(false);
    expect(shouldPrefetchAreas()).toBe(false);
    setWidth(true);
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    expect(shouldPrefetchAreas()).toBe(false);
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });
});
