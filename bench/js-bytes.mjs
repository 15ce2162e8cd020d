// `node bench/js-bytes.mjs [--only /pagina-inicial,/forum] [--files] [--mobile] [--as admin] [--label x]`: the JavaScript
// bytes (uncompressed) a signed-in user's first visit to each route evaluates, without
// Lighthouse: a quick check of the "JS avaliado" column of `pnpm bench:routes` while changing
// the build. Signs in through /login (the premium account; the admin's for /admin and below,
// as `pnpm bench:routes` does; `--as <account>` picks one demo account for every route), then
// per route: a fresh context with the session's localStorage, no HTTP cache, no service
// worker; sums the decoded body of every script response until the network is idle.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';
import { DEMO_ACCOUNTS } from '../tooling/workspace.cjs';
import { benchArgs } from './lib/args.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(HERE, '..', 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const args = benchArgs({
  only: { type: 'string', default: '/pagina-inicial' },
  files: { type: 'boolean', default: false },
  // Lighthouse's mobile screen (412 × 823): the shell's layout differs below 768 px (no sider,
  // the menu in a drawer loaded when opened).
  mobile: { type: 'boolean', default: false },
  // Writes bench/results/js-<label>.json.
  label: { type: 'string' },
  // A demo account's key (tooling/workspace.cjs): admin, premium, gratis, expirado.
  as: { type: 'string' },
});
const APP = args.url.replace(/\/$/, '');
if (args.as && !DEMO_ACCOUNTS.some((a) => a.key === args.as))
  throw new Error(`--as ${args.as}: use one of ${DEMO_ACCOUNTS.map((a) => a.key).join(', ')}`);
const accountFor = (route) => args.as ?? (/^\/admin(\/|$)/.test(route) ? 'admin' : 'premium');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** Signs in once per account; its localStorage (the session) is what every route's context starts with. */
const sessions = new Map();
async function sessionOf(key) {
  if (sessions.has(key)) return sessions.get(key);
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  const signIn = await browser.newContext({ serviceWorkers: 'block' });
  const page = await signIn.newPage();
  await page.goto(`${APP}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  const state = await signIn.storageState();
  await signIn.close();
  sessions.set(key, state);
  return state;
}

const results = {};
for (const route of args.only.split(',')) {
  const account = accountFor(route);
  const context = await browser.newContext({
    storageState: await sessionOf(account),
    serviceWorkers: 'block',
    ...(args.mobile ? { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } : {}),
  });
  const p = await context.newPage();
  const scripts = [];
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  p.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  p.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: r.url().split('?')[0], bytes: (await r.body()).length });
    } catch {
      /* a body that is gone */
    }
  });
  await p.goto(`${APP}${route}`);
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(500);
  const total = scripts.reduce((s, f) => s + f.bytes, 0);
  console.log(`${route} (${account}): ${(total / 1024).toFixed(1)} KB in ${scripts.length} scripts`);
  for (const e of errors) console.log(`  error: ${e}`);
  // A guard that sent the account elsewhere measured another page.
  const landed = new URL(p.url()).pathname;
  if (landed !== route) console.log(`  landed on ${landed}, not ${route}`);
  results[route] = {
    account,
    jsEvaluatedKB: Number((total / 1024).toFixed(1)),
    scripts: scripts.length,
    javascript: scripts.sort((a, b) => b.bytes - a.bytes).map((f) => ({ url: f.url, resourceBytes: f.bytes })),
  };
  if (args.files)
    for (const f of scripts.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(f.bytes / 1024).toFixed(1).padStart(7)} ${f.url}`);
  await context.close();
}
await browser.close();
if (args.label) {
  const file = path.join(HERE, 'results', `js-${args.label}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), url: APP, routes: results }, null, 2)}\n`);
  console.log(`→ ${path.relative(process.cwd(), file)}`);
}
