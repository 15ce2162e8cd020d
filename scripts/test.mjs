// pnpm test: every suite, in order, with the servers each needs; the last line sums them
// as "N passed, N failed" (CI reads that line, not Jest's own summary).
//   unit   Jest beside the code (no server)
//   build  rebuilding one remote leaves the shell's output unchanged
//   api    the real supabase-js client against the local API, on PGlite and on PostgreSQL
//   e2e    playwright-core + system Chromium against the production build
// Pass suite names to run a subset: `pnpm test unit api`; add a path pattern for some files.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Tests serve on ports moved by 1000 (shell 4000, remotes 4001–4007, API 55321, mailbox
// 55324, PostgreSQL 55329) with their own PGlite database, so they never collide with, or
// write into, a running `pnpm start`. Set before the modules that read them are loaded.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.LITE_TELEMETRY = '0';
process.env.SEMMULTAS_PORT_OFFSET ??= '1000';
process.env.SEMMULTAS_PGLITE_DIR ??= path.join(ROOT, 'supabase/.temp/pglite-test');
const { appPort } = await import('../tooling/workspace.cjs');
const { buildMissing } = await import('./lib/build.mjs');
const { serveApps } = await import('./lib/serve.mjs');
const SHELL_URL = `http://localhost:${appPort('shell')}`;
process.env.SEMMULTAS_SITE_URL ??= SHELL_URL;
// The sandbox payment provider's test controls (clock, renewals, redelivery…) are on only here.
process.env.FAKEPAY_TEST ??= '1';
// The link check (admin posts) reads pages the tests serve on 127.0.0.1.
process.env.SEMMULTAS_LINK_CHECK_ALLOW_PRIVATE ??= '1';
// The daily job's BCB step stays off: the tests must not depend on (or load) the real Selic
// table; api-tests/selic.test.ts runs the step against a stub of the BCB.
process.env.SELIC_BCB ??= 'off';
// Suite names pick suites; any other argument is a Jest path pattern for them
// (`pnpm test e2e forum` runs e2e/forum.test.ts alone).
const SUITES = ['unit', 'build', 'api', 'e2e'];
const wanted = new Set(process.argv.slice(2).filter((a) => SUITES.includes(a)));
const patterns = process.argv.slice(2).filter((a) => !SUITES.includes(a));
const runs = (name) => wanted.size === 0 || wanted.has(name);
const CI = Boolean(process.env.CI);
const OUT = path.join(ROOT, '.cache/test-results');
fs.mkdirSync(OUT, { recursive: true });

const totals = [];

function jest(label, project, env = {}, extra = []) {
  const outputFile = path.join(OUT, `${label}.json`);
  fs.rmSync(outputFile, { force: true });
  const args = ['exec', 'jest', '--selectProjects', project, '--json', `--outputFile=${outputFile}`, ...extra, ...patterns];
  if (project !== 'unit') args.push('--runInBand');
  if (CI) args.push('--ci');
  return new Promise((resolve) => {
    console.log(`\n━━ ${label} ━━`);
    const child = spawn('pnpm', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', () => {
      let passed = 0;
      let failed = 0;
      if (fs.existsSync(outputFile)) {
        const result = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
        passed = result.numPassedTests;
        // A suite that could not even load counts as a failure, not as nothing.
        failed = result.numFailedTests + result.numRuntimeErrorTestSuites;
        if (result.numTotalTests === 0 && result.numTotalTestSuites === 0) failed += 1;
      } else {
        failed = 1;
      }
      totals.push({ label, passed, failed });
      resolve();
    });
  });
}

function skip(label, why) {
  console.log(`\n━━ ${label} ━━\n${why}`);
  if (CI) totals.push({ label, passed: 0, failed: 1 });
  else totals.push({ label, passed: 0, failed: 0, skipped: why });
}

async function withApi(options, fn) {
  const { startApi } = await import('./lib/db.mjs');
  const api = await startApi({ quiet: true, ...options });
  const env = {
    SUPABASE_URL: api.url,
    SUPABASE_ANON_KEY: api.anonKey,
    MAILBOX_URL: api.mailboxUrl ?? '',
    SANDBOX_PAY_URL: api.sandboxPayUrl ?? '',
  };
  try {
    await fn(api, env);
  } finally {
    await api.stop();
  }
}

try {
  if (runs('unit')) await jest('unit', 'unit');

  // SEMMULTAS_NO_BUILD=1: serve the builds as they are (when several people build by hand).
  if ((runs('build') || runs('e2e')) && process.env.SEMMULTAS_NO_BUILD !== '1') await buildMissing();
  if (runs('build')) await jest('build', 'build');

  if (runs('api')) {
    await withApi({ driver: 'pglite' }, (_api, env) => jest('api-pglite', 'api', { ...env, SEMMULTAS_DB_DRIVER: 'pglite' }));
    const { startPostgres, postgresAvailable } = await import('./lib/postgres.mjs');
    if (!(await postgresAvailable())) {
      skip('api-postgres', 'PostgreSQL não está instalado: apt-get install -y postgresql (a suíte da API no PostgreSQL foi pulada).');
    } else {
      const pg = await startPostgres();
      try {
        await withApi({ driver: 'postgres', databaseUrl: pg.databaseUrl }, (_api, env) =>
          jest('api-postgres', 'api', { ...env, SEMMULTAS_DB_DRIVER: 'postgres' }),
        );
      } finally {
        await pg.stop();
      }
    }
  }

  if (runs('e2e')) {
    if (!fs.existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium')) {
      skip('e2e', 'Chromium não encontrado: apt-get install -y chromium (os testes de navegador foram pulados).');
    } else {
      await withApi({ driver: 'pglite' }, async (api, env) => {
        const web = await serveApps({ apiUrl: api.url });
        try {
          await jest('e2e', 'e2e', { ...env, APP_URL: SHELL_URL });
        } finally {
          await web.close();
        }
      });
    }
  }
} catch (error) {
  console.error('\nO pnpm test falhou ao preparar uma suíte:', error);
  totals.push({ label: 'setup', passed: 0, failed: 1 });
}

console.log('\nResumo:');
for (const t of totals)
  console.log(`  ${t.label.padEnd(14)} ${t.skipped ? `pulada — ${t.skipped}` : `${t.passed} passed, ${t.failed} failed`}`);
const passed = totals.reduce((n, t) => n + t.passed, 0);
const failed = totals.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
