import { registerServiceWorker } from './register-sw';

describe('registerServiceWorker', () => {
  const env = process.env.NODE_ENV;
  let register: jest.Mock;
  beforeEach(() => {
    process.env.NODE_ENV = 'production';
    register = jest.fn(() => new Promise(() => undefined));
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register, ready: new Promise(() => undefined) } });
  });
  afterEach(() => {
    process.env.NODE_ENV = env;
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    jest.restoreAllMocks();
  });
  const now = (callback: () => void) => {
    callback();
    return () => undefined;
  };

  it('registers when the page had loaded before the app started (its entry runs after the first paint)', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    registerServiceWorker(now);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('waits for the load event when the page is still loading, then for idle time', () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const idle: Array<() => void> = [];
    registerServiceWorker((callback) => {
      idle.push(callback);
      return () => undefined;
    });
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('hands the worker what the page loaded, then what it loads afterwards (before the worker controls the page)', async () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const postMessage = jest.fn();
    register.mockResolvedValue({});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: Promise.resolve({ active: { postMessage } }) },
    });
    // jsdom's performance has no resource timing.
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ name: '/1.0123456789.js' }] });
    let observed: PerformanceObserverCallback | undefined;
    const observe = jest.fn();
    const original = globalThis.PerformanceObserver;
    globalThis.PerformanceObserver = jest.fn((callback: PerformanceObserverCallback) => {
      observed = callback;
      return { observe, disconnect: () => undefined };
    }) as unknown as typeof PerformanceObserver;
    try {
      registerServiceWorker(now);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(postMessage).toHaveBeenCalledWith({ type: 'precache', urls: ['/1.0123456789.js'] });
      expect(observe).toHaveBeenCalledWith({ type: 'resource' });
      observed!({ getEntries: () => [{ name: '/2.0123456789.js' }] } as unknown as PerformanceObserverEntryList, {} as PerformanceObserver);
      expect(postMessage).toHaveBeenLastCalledWith({ type: 'precache', urls: ['/2.0123456789.js'] });
    } finally {
      globalThis.PerformanceObserver = original;
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });
});
