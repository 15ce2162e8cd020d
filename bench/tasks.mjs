// `node bench/tasks.mjs`: the main thread's long tasks on a signed-in first page (issue 14),
// what Lighthouse's TBT adds up. Playwright signs in, then opens the route in a fresh context
// (session kept, no service worker, no HTTP cache) with the CPU slowed as Lighthouse's mobile
// preset (4×) and Chromium's devtools trace on, until the network is idle. Prints every task
// of the renderer's main thread over 50 ms after the first paint, with what ran inside it:
// each script evaluated or function called (its file), parsing, style and layout. TBT here is
// the sum of (task − 50 ms) between FCP and the end of the trace, as Lighthouse counts it,
// but observed, not simulated.
//   pnpm bench:tasks -- [--route /forum] [--cpu 4] [--as admin] [--label x]
//     → bench/results/tasks-x.json
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';
import { DEMO_ACCOUNTS } from '../tooling/workspace.cjs';
import { benchArgs } from './lib/args.mjs';
import { signedInFirstVisit } from './lib/first-visit.mjs';
import { longTasks, printLongTasks } from './lib/long-tasks.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(HERE, '..', 'e2e', 'package.json'));
const { chromium } = require('playwright-core');
const args = benchArgs({
  route: { type: 'string', default: '/pagina-inicial' },
  cpu: { type: 'string', default: '4' },
  as: { type: 'string' },
  // Tasks listed from this length (ms). Lighthouse's Lantern multiplies the tasks of an
  // unthrottled load by 4: with --cpu 1, tasks over 12.5 ms are the ones it counts.
  min: { type: 'string', default: '50' },
  label: { type: 'string' },
});
const APP = args.url.replace(/\/$/, '');
const key = args.as ?? (args.route.startsWith('/admin') ? 'admin' : 'premium');
const account = DEMO_ACCOUNTS.find((a) => a.key === key);
const home = key === 'admin' ? /\/admin$/ : /\/pagina-inicial$/;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let result;
try {
  const { page: p } = await signedInFirstVisit(browser, APP, account, { cpu: Number(args.cpu), home });
  await browser.startTracing(p, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'],
  });
  await p.goto(`${APP}${args.route}`);
  await p.waitForLoadState('networkidle');
  await p.waitForTimeout(1000);
  const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;

  const cpu = Number(args.cpu);
  result = { route: args.route, cpu, ...longTasks(trace, { url: `${APP}${args.route}`, min: Number(args.min) }) };
  printLongTasks(result, `${args.route} at ${cpu}× CPU (observed)`);
} finally {
  await browser.close();
}
if (args.label) {
  const out = path.join(HERE, 'results', `tasks-${args.label}.json`);
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${path.relative(process.cwd(), out)}`);
}
