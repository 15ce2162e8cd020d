// The one way bench/profile.mjs and bench/tasks.mjs open a signed-in first visit: sign in through
// /login once, then a fresh context at Lighthouse's phone size (412 × 823) with that session, no
// service worker and an empty cache, its CPU slowed `cpu` times. The caller starts its recording
// on `cdp` (or the browser), then goes to the route with `page`.
import { signIn } from './sign-in.mjs';

const PHONE = { width: 412, height: 823 };

export async function signedInFirstVisit(browser, app, account, { cpu = 4, home } = {}) {
  const context = await browser.newContext({ viewport: PHONE });
  await signIn(await context.newPage(), app, account, home);
  const storageState = await context.storageState();
  await context.close();
  const fresh = await browser.newContext({ viewport: PHONE, storageState, serviceWorkers: 'block' });
  const page = await fresh.newPage();
  const cdp = await fresh.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { page, cdp };
}
