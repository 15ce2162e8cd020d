// `node bench/profile.mjs`: where the main thread goes on a signed-in first page (issue 14).
// Playwright signs in, then opens the route in a fresh context (session kept, no service
// worker) with the CPU slowed 4× as Lighthouse's mobile preset and Chromium's sampling
// profiler on, until the network is idle. Prints the LCP, and the busy time by kind of work:
// each sample goes to the innermost frame on its stack whose script is one of GROUPS (a chunk
// of shell/dist recognised by a string only that package holds: antd's CSS-in-JS, react-dom,
// supabase-js, the router…), else to the leaf's script or to Chromium's own work ((program):
// parsing, compiling, style, layout, paint). Then self time by script and by function.
//   node bench/profile.mjs [--route /forum] [--cpu 4] [--label x]  → bench/results/profile-x.json
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';
import { DEMO_ACCOUNTS } from '../tooling/workspace.cjs';
import { benchArgs } from './lib/args.mjs';
import { signedInFirstVisit } from './lib/first-visit.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(HERE, '..', 'e2e', 'package.json'));
const { chromium } = require('playwright-core');
const args = benchArgs({
  route: { type: 'string', default: '/pagina-inicial' },
  cpu: { type: 'string', default: '4' },
  label: { type: 'string' },
});
const APP = args.url.replace(/\/$/, '');
/** Chunk groups, first match wins: a string only that package's chunk holds. */
const GROUPS = [
  ['antd CSS-in-JS (@ant-design/cssinjs)', /data-rc-order|useStyleRegister/],
  ['react-dom', /react\.dev\/errors/],
  ['supabase-js', /GoTrue/],
  ['react-router', /HydratedRouter/],
  ['react-query', /QueryClient/],
];
const premium = DEMO_ACCOUNTS.find((a) => a.key === 'premium');

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const { page: p, cdp } = await signedInFirstVisit(browser, APP, premium, { cpu: Number(args.cpu) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await p.goto(`${APP}${args.route}`);
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(500);
  const { profile } = await cdp.send('Profiler.stop');
  const lcp = await p.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) => {
          const e = list.getEntries().at(-1);
          resolve({ ms: Math.round(e.startTime), text: e.element?.textContent?.slice(0, 60) ?? null });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  // Self time per node: samples × interval.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  const byUrl = {};
  const byFn = {};
  for (const [id, ms] of self) {
    const f = byId.get(id).callFrame;
    const url = f.url ? f.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : `(${f.functionName || 'program'})`;
    byUrl[url] = (byUrl[url] ?? 0) + ms;
    const key = `${url} ${f.functionName || '(anon)'}`;
    byFn[key] = (byFn[key] ?? 0) + ms;
  }
  const top = (o, n) =>
    Object.entries(o)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => [k, Math.round(v)]);
  // Inclusive attribution: a sample belongs to the first group (below) that has a frame in its
  // stack, the leaf's script otherwise. GROUPS maps chunk files by a string only they contain.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const groupOf = new Map();
  const urlGroup = (url) => {
    if (!url) return null;
    if (groupOf.has(url)) return groupOf.get(url);
    let g = null;
    const file = path.join(HERE, '..', 'shell', 'dist', url.replace(/^https?:\/\/[^/]+\//, '').replace(/\?.*$/, ''));
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    for (const [name, re] of GROUPS)
      if (re.test(text)) {
        g = name;
        break;
      }
    groupOf.set(url, g);
    return g;
  };
  const groups = {};
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    let id = profile.samples[i];
    const leaf = byId.get(id).callFrame;
    let g = null;
    for (let cur = id; cur !== undefined && !g; cur = parent.get(cur)) g = urlGroup(byId.get(cur).callFrame.url);
    if (!g) g = leaf.url ? leaf.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : `(${leaf.functionName || 'program'})`;
    groups[g] = (groups[g] ?? 0) + dt;
  }
  const result = {
    route: args.route,
    cpu: Number(args.cpu),
    lcp,
    groups: top(groups, 20),
    byUrl: top(byUrl, 25),
    byFunction: top(byFn, 40),
  };
  console.log(JSON.stringify(result, null, 1));
  if (args.label) fs.writeFileSync(path.join(HERE, 'results', `profile-${args.label}.json`), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
}
