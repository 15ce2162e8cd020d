// `node bench/tasks.mjs`: the main thread's long tasks on a signed-in first page (issue 14),
// what Lighthouse's TBT adds up. Playwright signs in, then opens the route in a fresh context
// (session kept, no service worker, no HTTP cache) with the CPU slowed as Lighthouse's mobile
// preset (4×) and Chromium's devtools trace on, until the network is idle. Prints every task
// of the renderer's main thread over 50 ms after the first paint, with what ran inside it:
// each script evaluated or function called (its file), parsing, style and layout. TBT here is
// the sum of (task − 50 ms) between FCP and the end of the trace, as Lighthouse counts it,
// but observed, not simulated (with --cpu 1, each task counted 4 times, as Lantern does). It
// also sums the main thread's own CPU time (trace `tdur`) after FCP, and the TBT that time alone
// would give: on a small machine a task's wall time is often 2-4 times its own CPU (the servers,
// the browser's other threads), and only the CPU time says what a change to the page did.
//   pnpm bench:tasks -- [--route /forum] [--cpu 4] [--as admin] [--runs 7] [--label x]
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
  // Tasks listed (and counted) from this length (ms): 50 at 4×; Lighthouse's Lantern multiplies
  // the tasks of an unthrottled load by 4, so with --cpu 1, those over 12.5 ms.
  min: { type: 'string' },
  // Runs, each a fresh browser; with more than one, the medians (TBT, the main thread's own CPU).
  runs: { type: 'string', default: '1' },
  label: { type: 'string' },
});
const APP = args.url.replace(/\/$/, '');
const key = args.as ?? (args.route.startsWith('/admin') ? 'admin' : 'premium');
const account = DEMO_ACCOUNTS.find((a) => a.key === key);
const home = key === 'admin' ? /\/admin$/ : /\/pagina-inicial$/;

const cpu = Number(args.cpu);
// Lighthouse's phone is 4× slower than this machine: a trace taken at 1× counts each task 4 times.
const multiplier = 4 / cpu;
const runs = [];
for (let i = 0; i < Number(args.runs); i++) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { page: p } = await signedInFirstVisit(browser, APP, account, { cpu, home });
    await browser.startTracing(p, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'],
    });
    await p.goto(`${APP}${args.route}`);
    await p.waitForLoadState('networkidle');
    await p.waitForTimeout(1000);
    const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const run = {
      route: args.route,
      cpu,
      ...longTasks(trace, { url: `${APP}${args.route}`, min: Number(args.min ?? 50 / multiplier), multiplier }),
    };
    printLongTasks(run, `${args.route} at ${cpu}× CPU (observed${multiplier === 1 ? '' : `, tasks × ${multiplier}`}), run ${i + 1}`);
    runs.push(run);
  } finally {
    await browser.close();
  }
}
const median = (key) => {
  const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const result = {
  route: args.route,
  cpu,
  runs: runs.length,
  median: { tbt: median('tbt'), cpuMs: median('cpuMs'), cpuTbt: median('cpuTbt') },
  all: runs,
};
if (runs.length > 1)
  console.log(
    `\nmedian of ${runs.length}: TBT ${result.median.tbt} ms (runs ${runs.map((r) => r.tbt).join(', ')}); ` +
      `the main thread's own CPU after FCP ${result.median.cpuMs} ms (${runs.map((r) => r.cpuMs).join(', ')}), TBT from it ${result.median.cpuTbt} ms`,
  );
if (args.label) {
  const out = path.join(HERE, 'results', `tasks-${args.label}.json`);
  fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\n${path.relative(process.cwd(), out)}`);
}
