// `pnpm bench:landing`: Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G
// and 4x CPU slowdown) against the landing page of the running production build, a first
// visit with an empty cache. Prints the metrics, the compressed JavaScript the page fetched
// and each target of issue 4, and writes everything to bench/results/landing.json.
//
//   pnpm start                      # or any server of the production build on :3000
//   pnpm bench:landing              # 3 runs, the median run is reported
//   pnpm bench:landing -- --runs 5 --url http://localhost:3000/
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.cjs';
import { appPort } from '../tooling/workspace.cjs';
import { benchArgs } from './lib/args.mjs';
import { waitForQuiet } from './lib/quiet.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(HERE, 'results', 'landing.json');

/** Issue 4's targets. `max` targets are upper bounds, `min` lower bounds. */
export const TARGETS = {
  performance: { min: 95, label: 'performance score' },
  accessibility: { min: 95, label: 'accessibility score' },
  lcpMs: { max: 2000, label: 'LCP (ms)' },
  cls: { max: 0.02, label: 'CLS' },
  tbtMs: { max: 150, label: 'TBT (ms)' },
  jsKB: { max: 170, label: 'compressed JS (KB)' },
};

const args = benchArgs(
  {
    runs: { type: 'string', default: '3' },
  },
  { urlDefault: process.env.LANDING_URL || `http://localhost:${appPort('shell')}/` },
);

/**
 * JavaScript the page transferred (compressed, as on the wire). The bench counts every script
 * fetched while Lighthouse loads the page, up to network and CPU quiet: an upper bound of
 * "before interactive", since the landing defers nothing heavier until the visitor acts.
 */
function javascriptOf(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((r) => r.resourceType === 'Script' && !/^(data|chrome-extension):/.test(r.url));
  const files = scripts
    .map((r) => ({
      url: r.url,
      transferBytes: r.transferSize ?? 0,
      resourceBytes: r.resourceSize ?? 0,
      endMs: Math.round(r.networkEndTime ?? 0),
    }))
    .sort((a, b) => a.endMs - b.endMs);
  const transferBytes = files.reduce((sum, f) => sum + f.transferBytes, 0);
  const resourceBytes = files.reduce((sum, f) => sum + f.resourceBytes, 0);
  return { transferBytes, resourceBytes, files };
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const js = javascriptOf(lhr);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    speedIndexMs: Math.round(audit('speed-index')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(4)),
    ttiMs: Math.round(audit('interactive')),
    jsKB: Number((js.transferBytes / 1024).toFixed(1)),
    jsUncompressedKB: Number((js.resourceBytes / 1024).toFixed(1)),
    totalTransferKB: Number((requests.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
    requests: requests.length,
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failedAccessibilityAudits: Object.values(lhr.audits)
      .filter((a) => lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id) && a.score === 0)
      .map((a) => a.id),
    javascript: js.files,
    // Where main-thread time went (simulated, as TBT is): what to look at when TBT moves.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({
      url: t.url,
      startMs: Math.round(t.startTime),
      durationMs: Math.round(t.duration),
    })),
    mainThread: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]),
    ),
    warnings: lhr.runWarnings ?? [],
  };
}

function verdicts(metrics) {
  return Object.entries(TARGETS).map(([key, t]) => {
    const value = metrics[key];
    const ok = t.min !== undefined ? value >= t.min : value <= t.max;
    return { key, label: t.label, value, target: t.min !== undefined ? `≥ ${t.min}` : `≤ ${t.max}`, ok };
  });
}

async function assertServing(url) {
  const configUrl = new URL('/config.json', url).href;
  try {
    const res = await fetch(configUrl, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  } catch (error) {
    console.error(`O app não está respondendo em ${configUrl} (${error.message}).`);
    console.error('Sirva o build de produção antes (pnpm start) e rode de novo.');
    process.exit(2);
  }
}

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const machine = await waitForQuiet();
    if (machine.quiet === false)
      console.log(`  aviso: máquina ocupada (${Math.round(machine.busy * 100)}% da CPU) após ${machine.waitedMs} ms de espera`);
    // No config: Lighthouse's default is the mobile preset with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result?.lhr) throw new Error('Lighthouse não devolveu resultado');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return summarize(result.lhr);
  } finally {
    await chrome.kill();
  }
}

function median(runs) {
  // The run with the median performance score, then median LCP: one real run, not a blend.
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function main() {
  const runs = Math.max(1, Number(args.runs) || 3);
  await assertServing(args.url);
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} · mobile · ${args.url} · ${runs} execuç${runs === 1 ? 'ão' : 'ões'}`,
  );
  // Lighthouse simulates a slow phone by multiplying the CPU time it observes: on a busy
  // machine TBT and the score come out worse than they are. Say so next to the numbers.
  const cores = os.cpus().length;
  const loadBefore = os.loadavg()[0];
  if (loadBefore > cores)
    console.log(`  aviso: máquina ocupada (carga ${loadBefore.toFixed(1)} em ${cores} núcleos); TBT fica superestimado`);
  const all = [];
  for (let i = 0; i < runs; i++) {
    const m = await runOnce(args.url);
    all.push(m);
    console.log(
      `  #${i + 1}: perf ${m.performance} · a11y ${m.accessibility} · FCP ${m.fcpMs} ms · LCP ${m.lcpMs} ms · TBT ${m.tbtMs} ms · CLS ${m.cls} · JS ${m.jsKB} KB`,
    );
  }
  const report = median(all);
  const checks = verdicts(report);
  console.log('\nMediana:');
  for (const [label, value] of [
    ['Performance', report.performance],
    ['Acessibilidade', report.accessibility],
    ['FCP', `${report.fcpMs} ms`],
    ['LCP', `${report.lcpMs} ms`],
    ['Speed Index', `${report.speedIndexMs} ms`],
    ['TBT', `${report.tbtMs} ms`],
    ['CLS', report.cls],
    ['TTI', `${report.ttiMs} ms`],
    ['JS comprimido', `${report.jsKB} KB (${report.jsUncompressedKB} KB descomprimido, ${report.javascript.length} arquivos)`],
    ['Total transferido', `${report.totalTransferKB} KB em ${report.requests} requisições`],
    ['Elemento do LCP', report.lcpElement ?? '—'],
  ])
    console.log(`  ${String(label).padEnd(18)} ${value}`);
  console.log('\n  JavaScript:');
  for (const f of report.javascript) console.log(`    ${(f.transferBytes / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
  if (report.longTasks.length) {
    console.log('\n  Tarefas longas (simuladas):');
    for (const t of report.longTasks) console.log(`    ${String(t.durationMs).padStart(5)} ms em ${t.startMs} ms  ${t.url}`);
  }
  console.log(
    `\n  Thread principal: ${Object.entries(report.mainThread)
      .map(([k, v]) => `${k} ${v} ms`)
      .join(' · ')}`,
  );
  if (report.failedAccessibilityAudits.length)
    console.log(`\n  Acessibilidade, auditorias reprovadas: ${report.failedAccessibilityAudits.join(', ')}`);
  for (const w of report.warnings) console.log(`  aviso: ${w}`);
  console.log('\nMetas (issue 4):');
  for (const c of checks) console.log(`  ${c.ok ? 'ok  ' : 'FALHA'} ${c.label.padEnd(22)} ${String(c.value).padStart(8)}  (${c.target})`);

  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(
    RESULTS,
    `${JSON.stringify({ date: new Date().toISOString(), url: args.url, machine: { cores, loadBefore: Number(loadBefore.toFixed(2)), loadAfter: Number(os.loadavg()[0].toFixed(2)) }, preset: 'mobile (Lighthouse default, simulated throttling)', runs: all.length, median: report, targets: checks, all }, null, 2)}\n`,
  );
  console.log(`\nResultados em ${path.relative(process.cwd(), RESULTS)}`);
  process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
