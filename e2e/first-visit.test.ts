// Issue 14: an area opened by its address asks for its remote beside the shell's own scripts
// (shell/src/runtime/early-start.ts), not after the shell has loaded and rendered; and only when
// the guards will show it.
import type { Route } from 'playwright-core';
import { setUpBrowser } from './lib/set-up-browser';
import { login, url, type OpenPage } from './lib/app';

const browser = setUpBrowser();
let open: OpenPage;

beforeEach(async () => {
  open = await browser.open();
});

async function remoteManifests(): Promise<Record<string, string>> {
  return ((await (await fetch(url('/config.json'))).json()) as { remotes: Record<string, string> }).remotes;
}

/** Holds every script of the shell but its entry (main.js): React, the router, antd, the app. */
async function holdShellChunks(page: OpenPage['page']) {
  const shell = new URL(url('/')).origin;
  const held: Route[] = [];
  let holding = true;
  const matches = (u: URL) => u.origin === shell && /^\/[\w-]+\.[0-9a-f]{10}\.js$/.test(u.pathname);
  await page.route(matches, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    held,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe('the first page of a visit (issue 14)', () => {
  it("asks for the area's remote while the shell's own scripts are still loading, then shows the area", async () => {
    const { page } = open;
    await login(page, 'premium');
    const forum = (await remoteManifests()).forum!;
    await page.goto('about:blank');
    const shell = await holdShellChunks(page);
    const manifest = page.waitForRequest((r) => r.url() === forum, { timeout: 15_000 });
    // The load event waits for the held scripts: the navigation's commit is enough.
    await page.goto(url('/forum'), { waitUntil: 'commit' });
    // Before this, the manifest was requested only after the shell had rendered: never while held.
    await manifest;
    expect(shell.held.length).toBeGreaterThan(0);
    await shell.release();
    await page.getByRole('heading', { name: 'Fórum' }).first().waitFor();
  });

  it('asks for nothing the guards will not show: the free plan opening the forum goes to the plan page', async () => {
    const { page } = open;
    await login(page, 'gratis');
    const forum = (await remoteManifests()).forum!;
    const asked: string[] = [];
    page.on('request', (r) => asked.push(r.url()));
    await page.goto(url('/forum'));
    await page.waitForURL(/\/plano_premium\?recurso=forum$/);
    await page
      .getByRole('heading', { name: /Premium/ })
      .first()
      .waitFor();
    expect(asked).not.toContain(forum);
  });
});
