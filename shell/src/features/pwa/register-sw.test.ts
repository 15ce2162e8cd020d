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
});
