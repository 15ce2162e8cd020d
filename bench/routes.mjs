// `pnpm bench:routes`: Lighthouse 12 (mobile preset: Moto G Power emulation, simulated slow 4G,
// 4x CPU) on every signed-in area of issue 14 and the admin panel, each opened as the FIRST
// page of a visit by someone who is already signed in:
//
//   1. a Chromium (chrome-launcher) on a profile of its own; Playwright attaches to it over CDP
//      and signs in through /login (premium account; the admin account for /admin), so the
//      profile's localStorage holds the session as it would for a returning user;
//   2. every run starts a new Chromium on that profile, as bench:landing does: the visit gets a
//      renderer process of its own, as a first visit does. From a blank tab (closed again) the
//      HTTP cache, the service worker and its caches are cleared over CDP
//      (Network.clearBrowserCache, Storage.clearDataForOrigin cache_storage,service_workers);
//      localStorage (the session) is kept;
//   3. Lighthouse runs on that Chromium with disableStorageReset, so it opens the page signed
//      in. Median of 3 runs per route (the run with the median score).
//
// Prints per route the score, LCP, TBT, CLS and the JavaScript the page evaluated before it was
// usable (uncompressed bytes of every script fetched during the load, and the compressed
// bytes on the wire), checks issue 14's targets and writes bench/results/routes.json (or
// routes-<label>.json with --label).
//
//   pnpm start                      # or any server of the production build
//   pnpm bench:routes               # 3 runs per route
//   pnpm bench:routes -- --runs 1 --url http://localhost:10000 --only /forum,/admin --label depois
//   pnpm bench:routes -- --only /pagina-inicial --runs 1 --label x --lhr   # also each run's full report
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';
import { DEMO_ACCOUNTS } from '../tooling/workspace.cjs';
import { benchArgs } from './lib/args.mjs';
import { signIn as signInThroughLogin } from './lib/sign-in.mjs';
import { longTasks, printLongTasks } from './lib/long-tasks.mjs';
import { waitForQuiet } from './lib/quiet.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(HERE, '..', 'e2e', 'package.json'));
const { chromium } = require('playwright-core');

const demo = (key) => DEMO_ACCOUNTS.find((a) => a.key === key);
const ACCOUNTS = {
  premium: {
    email: process.env.PREMIUM_EMAIL || demo('premium').email,
    password: process.env.PREMIUM_PASSWORD || demo('premium').password,
    home: /\/pagina-inicial$/,
  },
  admin: {
    email: process.env.ADMIN_EMAIL || demo('admin').email,
    password: process.env.ADMIN_PASSWORD || demo('admin').password,
    home: /\/admin$/,
  },
};

/** The routes of issue 14 and the admin panel, with the account that opens each. */
const ROUTES = [
  ['/pagina-inicial', 'premium'],
  ['/sefaz-estaduais', 'premium'],
  ['/calculadora-icms', 'premium'],
  ['/fluxo-caixa', 'premium'],
  ['/forum', 'premium'],
  ['/dicas-tributarias', 'premium'],
  ['/admin', 'admin'],
];

/** Issue 14's targets, per route. */
export const TARGETS = {
  performance: { min: 90, label: 'performance' },
  lcpMs: { max: 2500, label: 'LCP (ms)' },
  tbtMs: { max: 200, label: 'TBT (ms)' },
  cls: { max: 0.05, label: 'CLS' },
  jsEvaluatedKB: { max: 1024, label: 'JS avaliado (KB)' },
};

const args = benchArgs({
  runs: { type: 'string', default: '3' },
  only: { type: 'string' },
  label: { type: 'string' },
  // Keep Lighthouse's whole report of every run (bench/results/lhr/<label>-<route>-<n>.json),
  // to read bootup-time, mainthread-work-breakdown, long-tasks, the LCP phases…
  lhr: { type: 'boolean', default: false },
  // Also keep each run's trace (bench/results/lhr/<label>-<route>-<n>.trace.json) and print the
  // long tasks Lantern counts: the observed tasks over 12.5 ms, which it replays 4× longer.
  trace: { type: 'boolean', default: false },
  // 'simulate' (Lighthouse's default, Lantern: the figures) or 'devtools': the page really
  // loads under slow 4G and 4× CPU. Lantern replays the observed requests and tasks one model of
  // the network; what runs in parallel (e.g. a remote fetched beside the shell) shows in devtools.
  throttling: { type: 'string', default: 'simulate' },
});
if (!['simulate', 'devtools'].includes(args.throttling)) throw new Error('--throttling: simulate ou devtools');
const PRESET = `mobile (Lighthouse default, ${args.throttling === 'devtools' ? 'devtools (applied)' : 'simulated'} throttling)`;
const APP = args.url.replace(/\/$/, '');

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((r) => r.resourceType === 'Script' && !/^(data|chrome-extension):/.test(r.url))
    .map((r) => ({ url: r.url, transferBytes: r.transferSize ?? 0, resourceBytes: r.resourceSize ?? 0 }));
  const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    speedIndexMs: Math.round(audit('speed-index')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(4)),
    ttiMs: Math.round(audit('interactive')),
    // Every script of the load is evaluated before the page is usable: the app renders the
    // area only once the shell, the remote and their shared modules have run.
    jsEvaluatedKB: Number((scripts.reduce((s, f) => s + f.resourceBytes, 0) / 1024).toFixed(1)),
    jsTransferKB: Number((scripts.reduce((s, f) => s + f.transferBytes, 0) / 1024).toFixed(1)),
    scriptEvaluationMs: Math.round(bootup.reduce((s, i) => s + (i.scripting ?? 0) + (i.scriptParseCompile ?? 0), 0)),
    totalTransferKB: Number((requests.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    requests: requests.length,
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    // What moved (CLS): the elements and their share of the score.
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((i) => ({
      score: Number((i.score ?? 0).toFixed(4)),
      node: i.node?.snippet ?? null,
    })),
    javascript: scripts.sort((a, b) => b.resourceBytes - a.resourceBytes),
    mainThread: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]),
    ),
    warnings: lhr.runWarnings ?? [],
  };
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

function verdicts(m) {
  return Object.entries(TARGETS).map(([key, t]) => ({
    key,
    value: m[key],
    ok: t.min !== undefined ? m[key] >= t.min : m[key] <= t.max,
  }));
}

async function signIn(page, account) {
  const { email, password, home } = ACCOUNTS[account];
  await page.goto(`${APP}/`);
  await page.evaluate(() => localStorage.clear());
  await signInThroughLogin(page, APP, { email, password }, home);
  await page.waitForLoadState('networkidle');
}

/**
 * One Chromium for one step of the bench, on the bench's profile (where the session lives
 * between steps), closed at the end. Each Lighthouse run gets its own: the visit's renderer is
 * then a new process, as on a first visit. In one long-lived Chromium, Lighthouse's tab is given
 * the process of an earlier tab of the app, with that page's heap (9–27 MB), and the debugger
 * Lighthouse enables walks all of it in the visit's first task (20–175 ms of main thread, ×4 in
 * Lantern's phone) that no visitor has.
 */
async function withChromium(profile, step) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, userDataDir: profile });
  let browser = null;
  try {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    return await step({ chrome, browser });
  } finally {
    // Asked to close, and waited for: Chromium writes localStorage (the session, and a token it
    // refreshed during the run) to the profile on its way out. Killed only if it has not gone
    // within 10 s.
    const exited = new Promise((resolve) => {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
      else chrome.process.once('exit', resolve);
    });
    const cdp = await browser?.newBrowserCDPSession().catch(() => null);
    cdp?.send('Browser.close').catch(() => {});
    // (unref: a Chromium that closed at once leaves no 10 s timer holding the bench open)
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    chrome.kill();
  }
}

/** An empty HTTP cache and no service worker or Cache Storage; localStorage stays. From a blank tab, closed again. */
async function forgetCaches(browser) {
  const context = browser.contexts()[0];
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(APP).origin, storageTypes: 'cache_storage,service_workers' });
  await cdp.detach();
  await blank.close();
}

async function main() {
  const runs = Math.max(1, Number(args.runs) || 3);
  const only = args.only ? new Set(args.only.split(',')) : null;
  const routes = ROUTES.filter(([route]) => !only || only.has(route));
  const res = await fetch(`${APP}/config.json`).catch(() => null);
  if (!res?.ok) {
    console.error(`O app não está respondendo em ${APP}/config.json. Sirva o build de produção antes (pnpm start).`);
    process.exit(2);
  }
  const cores = os.cpus().length;
  const loadBefore = os.loadavg()[0];
  console.log(`Lighthouse 12 · mobile · ${APP} · ${routes.length} rotas × ${runs} execuções, sessão mantida`);
  if (loadBefore > cores)
    console.log(`  aviso: máquina ocupada (carga ${loadBefore.toFixed(1)} em ${cores} núcleos); TBT fica superestimado`);

  const results = [];
  // The bench's own profile (it holds the session's tokens): removed at the end, or on exit.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-routes-'));
  const removeProfile = () => {
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
    } catch (error) {
      console.error(`  aviso: ${profile} não foi apagado (${error.message})`);
    }
  };
  process.once('exit', removeProfile);
  try {
    let signedInAs = null;
    for (const [route, account] of routes) {
      if (signedInAs !== account) {
        await withChromium(profile, async ({ browser }) => {
          const page = await browser.contexts()[0].newPage();
          await signIn(page, account);
        });
        signedInAs = account;
      }
      const all = [];
      for (let i = 0; i < runs; i++) {
        let machine = null;
        const measure = () =>
          withChromium(profile, async ({ chrome, browser }) => {
            await forgetCaches(browser);
            machine = await waitForQuiet();
            if (machine.quiet === false)
              console.log(`  aviso: máquina ocupada (${Math.round(machine.busy * 100)}% da CPU) após ${machine.waitedMs} ms de espera`);
            return lighthouse(`${APP}${route}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
              throttlingMethod: args.throttling,
            });
          });
        // Lighthouse now and then loses its own trace (NO_NAVSTART, NO_FCP): that run is made
        // again, once, rather than the whole bench thrown away.
        let result = await measure();
        if (!result?.lhr || result.lhr.runtimeError) {
          console.log(`  ${route} #${i + 1}: ${result?.lhr?.runtimeError?.code ?? 'sem resultado'}, de novo`);
          result = await measure();
        }
        if (!result?.lhr || result.lhr.runtimeError)
          throw new Error(`Lighthouse em ${route}: ${result?.lhr?.runtimeError?.message ?? 'sem resultado'}`);
        const m = summarize(result.lhr);
        // How busy the whole machine was just before Lighthouse started (0–1).
        m.machineBusyBefore = machine?.busy ?? null;
        if (args.lhr) {
          const name = `${args.label ?? 'routes'}-${route.replace(/\W+/g, '') || 'root'}-${i + 1}.json`;
          const lhrFile = path.join(HERE, 'results', 'lhr', name);
          fs.mkdirSync(path.dirname(lhrFile), { recursive: true });
          fs.writeFileSync(lhrFile, JSON.stringify(result.lhr));
          m.lhrFile = path.relative(path.join(HERE, '..'), lhrFile);
        }
        if (args.trace) {
          const name = `${args.label ?? 'routes'}-${route.replace(/\W+/g, '') || 'root'}-${i + 1}.trace.json`;
          const traceFile = path.join(HERE, 'results', 'lhr', name);
          fs.mkdirSync(path.dirname(traceFile), { recursive: true });
          fs.writeFileSync(traceFile, JSON.stringify(result.artifacts.Trace));
          const multiplier = args.throttling === 'simulate' ? 4 : 1;
          const tasks = longTasks(result.artifacts.Trace.traceEvents, { url: `${APP}${route}`, min: 50 / multiplier, multiplier });
          printLongTasks(tasks, `  ${route} #${i + 1}, observed tasks × ${multiplier} (Lantern's TBT: ${m.tbtMs} ms)`);
        }
        if (new URL(m.finalUrl).pathname !== route) throw new Error(`${route} terminou em ${m.finalUrl}: a sessão não foi mantida`);
        all.push(m);
        console.log(
          `  ${route} #${i + 1}: perf ${m.performance} · LCP ${m.lcpMs} ms · TBT ${m.tbtMs} ms · CLS ${m.cls} · JS ${m.jsEvaluatedKB} KB (${m.jsTransferKB} KB na rede)`,
        );
      }
      const report = median(all);
      results.push({ route, account, median: report, targets: verdicts(report), all });
    }
  } finally {
    removeProfile();
  }

  console.log('\n| rota | perf | LCP | TBT | CLS | JS avaliado | JS na rede |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { route, median: m } of results)
    console.log(
      `| ${route} | ${m.performance} | ${(m.lcpMs / 1000).toFixed(1)} s | ${m.tbtMs.toLocaleString('en')} ms | ${m.cls} | ${m.jsEvaluatedKB.toLocaleString('en')} KB | ${m.jsTransferKB.toLocaleString('en')} KB |`,
    );
  const failed = results.flatMap((r) => r.targets.filter((t) => !t.ok).map((t) => `${r.route} ${TARGETS[t.key].label} ${t.value}`));
  console.log(failed.length ? `\nFora das metas da issue 14:\n  ${failed.join('\n  ')}` : '\nTodas as metas da issue 14 atingidas.');

  const file = path.join(HERE, 'results', args.label ? `routes-${args.label}.json` : 'routes.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), url: APP, machine: { cores, loadBefore: Number(loadBefore.toFixed(2)), loadAfter: Number(os.loadavg()[0].toFixed(2)) }, preset: PRESET, runs, routes: results }, null, 2)}\n`,
  );
  console.log(`\nResultados em ${path.relative(process.cwd(), file)}`);
  process.exitCode = failed.length ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
