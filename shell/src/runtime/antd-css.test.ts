// Issue 14: antd's zero-runtime mode needs its stylesheet on the page before the first render;
// without it the app must fall back to antd's runtime styles rather than render unstyled.
describe('loadAntdCss', () => {
  beforeEach(() => {
    jest.resetModules();
    document.head.innerHTML = '<style id="app"></style>';
  });

  const load = async () => (await import('./antd-css')).loadAntdCss;

  it("adds antd's stylesheet once, first in <head>, and says it applies once it has loaded", async () => {
    const loadAntdCss = await load();
    const first = loadAntdCss();
    expect(loadAntdCss()).toBe(first);
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(links[0]);
    links[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
  });

  it('says it does not apply, and takes the link away, when the stylesheet fails to load', async () => {
    const loadAntdCss = await load();
    const result = loadAntdCss();
    document.head.querySelector('link')!.dispatchEvent(new Event('error'));
    await expect(result).resolves.toBe(false);
    expect(document.head.querySelector('link')).toBeNull();
  });
});
