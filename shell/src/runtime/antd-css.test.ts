// Issue 14: antd's zero-runtime mode needs its stylesheet on the page before the first render;
// without it the app must fall back to antd's runtime styles rather than render unstyled. The
// stylesheet comes in parts (tooling/split-css-loader.cjs; Jest's stand-in has two).
describe('loadAntdCss', () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '<style id="app"></style>';
  });

  const load = async () => (await import('./antd-css')).loadAntdCss;
  const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

  it("adds antd's stylesheet once, its parts first in <head> and in order, and says it applies once all have loaded", async () => {
    const loadAntdCss = await load();
    const first = loadAntdCss();
    expect(loadAntdCss()).toBe(first);
    expect(links().map((l) => l.getAttribute('href'))).toEqual(['/assets/antd-1.test.css', '/assets/antd-2.test.css']);
    expect([...document.head.children].map((e) => e.getAttribute('href') ?? e.id)).toEqual([
      '/assets/antd-1.test.css',
      '/assets/antd-2.test.css',
      'app',
    ]);
    let settled = false;
    void first.then(() => (settled = true));
    links()[1]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false); // one part is not a stylesheet that applies
    links()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
  });

  it('has the browser index each part as it loads, in that task: a computed style is read on each load', async () => {
    const computed = jest.spyOn(window, 'getComputedStyle');
    try {
      const loadAntdCss = await load();
      void loadAntdCss();
      expect(computed).not.toHaveBeenCalled();
      links()[0]!.dispatchEvent(new Event('load'));
      expect(computed).toHaveBeenCalledTimes(1);
      expect(computed).toHaveBeenLastCalledWith(document.documentElement);
      links()[1]!.dispatchEvent(new Event('error'));
      expect(computed).toHaveBeenCalledTimes(1); // not for a part that failed
    } finally {
      computed.mockRestore();
    }
  });

  it('says it does not apply, and takes every part away, when one part fails to load', async () => {
    const loadAntdCss = await load();
    const result = loadAntdCss();
    links()[0]!.dispatchEvent(new Event('load'));
    links()[1]!.dispatchEvent(new Event('error'));
    await expect(result).resolves.toBe(false);
    expect(links()).toEqual([]);
  });
});
