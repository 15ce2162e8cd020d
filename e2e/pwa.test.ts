// The installable app: the service worker never serves a stale runtime entry, the install
// prompt appears when the browser offers it and hides when accepted or declined.
import type { Response } from 'playwright-core';
import { setUpBrowser } from './lib/set-up-browser';
import { DESKTOP, login, url } from './lib/app';

const browser = setUpBrowser();

it('keeps config.json, mf-manifest.json and remoteEntry.js on the network, and caches hashed chunks', async () => {
  const { page } = await browser.open(DESKTOP, { serviceWorkers: 'allow' });
  await login(page, 'premium');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A controlled page load: every request now passes the worker's fetch handler.
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.reload();
  await page.goto(url('/sefaz-estaduais'));
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const entries = responses.filter((r) => /\/(config\.json|mf-manifest\.json|remoteEntry\.js)(\?|$)/.test(r.url()));
  expect(entries.map((r) => new URL(r.url()).pathname)).toEqual(
    expect.arrayContaining(['/config.json', '/mf-manifest.json', '/remoteEntry.js']),
  );
  for (const r of entries)
    expect({ url: r.url(), fromServiceWorker: r.fromServiceWorker() }).toEqual({ url: r.url(), fromServiceWorker: false });
  expect(entries.every((r) => r.headers()['cache-control'] === 'no-cache')).toBe(true);

  const shellOrigin = new URL(url('/')).origin;
  const hashed = responses.filter((r) => r.url().startsWith(shellOrigin) && /\.[0-9a-f]{10}\.js$/.test(r.url()));
  expect(hashed.length).toBeGreaterThan(0);
  expect(hashed.some((r) => r.fromServiceWorker())).toBe(true);
});

it('links a web app manifest with icons', async () => {
  const res = await fetch(url('/manifest.webmanifest'));
  const manifest = (await res.json()) as { name: string; start_url: string; icons: Array<{ src: string }> };
  expect(manifest.start_url).toBe('/pagina-inicial');
  for (const icon of manifest.icons) expect((await fetch(url(icon.src))).status).toBe(200);
});

it.each([
  ['Instalar', 'accepted'],
  ['Agora não', 'dismissed'],
])('shows the install prompt when offered and hides it after "%s"', async (button) => {
  const { page } = await browser.open();
  await login(page, 'gratis');
  // The layout (and its beforeinstallprompt listener) is mounted once the home page shows.
  await page.getByRole('heading', { name: /O que vamos resolver hoje/ }).waitFor();
  const dialog = page.getByRole('dialog', { name: 'Instalar o SemMultas' });
  // The browser may offer installation before React has attached its listener: offer again
  // until the prompt shows, as Chromium does on later visits.
  for (let attempt = 0; attempt < 20 && !(await dialog.isVisible()); attempt++) {
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    await page.waitForTimeout(500);
  }
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => Boolean((window as unknown as { prompted?: boolean }).prompted))).toBe(button === 'Instalar');
});

it('stores the first page’s hashed scripts for the next visit', async () => {
  const { page } = await browser.open(DESKTOP, { serviceWorkers: 'allow' });
  await login(page, 'premium');
  // The worker was registered after the load, so it saw none of these requests.
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((name) => name.startsWith(location.origin) && /\.[0-9a-f]{10}\.js$/.test(name)),
  );
  expect(loaded.length).toBeGreaterThan(0);
  const storedScripts = () =>
    page.evaluate(async () => {
      const assets = (await caches.keys()).find((n) => n.startsWith('semmultas-assets-'));
      return assets ? (await (await caches.open(assets)).keys()).map((r) => r.url) : [];
    });
  let missing = loaded;
  for (let tries = 0; tries < 60 && missing.length > 0; tries += 1) {
    await page.waitForTimeout(250);
    const stored = await storedScripts();
    missing = loaded.filter((script) => !stored.includes(script));
  }
  expect(missing).toEqual([]);
});
