#!/usr/bin/env node
// Runs the API suite against a freshly started local API, on one or more drivers:
//   node api-tests/run.mjs                   # pglite (the dev database in supabase/.temp)
//   node api-tests/run.mjs postgres          # throwaway PostgreSQL cluster
//   node api-tests/run.mjs pglite postgres   # both, one after the other
// Extra Jest arguments go after `--`:  node api-tests/run.mjs pglite -- -t forum
// (`pnpm test api` does the same through scripts/test.mjs.)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from '../scripts/lib/db.mjs';

// As in scripts/test.mjs: no request to the real BCB from the daily job during tests.
process.env.SELIC_BCB ??= 'off';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const drivers = (dash >= 0 ? argv.slice(0, dash) : argv).filter(Boolean);
const jestArgs = dash >= 0 ? argv.slice(dash + 1) : [];
if (drivers.length === 0) drivers.push(process.env.SEMMULTAS_DB_DRIVER ?? 'pglite');

function jest(env) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'jest', '--selectProjects', 'api', '--runInBand', ...jestArgs], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

let failed = 0;
const summary = [];
for (const driver of drivers) {
  const t0 = Date.now();
  const api = await startApi({ driver, quiet: true });
  const started = Date.now();
  console.log(`\n━━ API suite on ${driver} (API up in ${((started - t0) / 1000).toFixed(1)} s) ━━`);
  let code;
  try {
    code = await jest({
      SUPABASE_URL: api.url,
      SUPABASE_ANON_KEY: api.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: api.serviceRoleKey,
      MAILBOX_URL: api.mailboxUrl,
      SEMMULTAS_DB_DRIVER: driver,
    });
  } finally {
    await api.stop();
  }
  if (code !== 0) failed += 1;
  summary.push(
    `${driver}: ${code === 0 ? 'passed' : 'FAILED'} — start ${((started - t0) / 1000).toFixed(1)} s, tests ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
console.log(`\n${summary.join('\n')}`);
process.exit(failed ? 1 : 0);
