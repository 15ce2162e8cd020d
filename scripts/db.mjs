#!/usr/bin/env node
// pnpm db:start  — start the local API (migrations applied, seed on a new database)
// pnpm db:reset  — recreate the local database from supabase/migrations and supabase/seed.sql
//
// Options: --driver pglite|postgres (default: $SEMMULTAS_DB_DRIVER or pglite)
//          --database-url <url>     (postgres driver; default: a throwaway local cluster)
import { DEMO_ACCOUNTS } from '../tooling/workspace.cjs';
import { startApi, resetDb, readKeys } from './lib/db.mjs';

const [command = 'start', ...rest] = process.argv.slice(2);
const option = (name) => {
  const i = rest.indexOf(`--${name}`);
  if (i >= 0) return rest[i + 1];
  const inline = rest.find((a) => a.startsWith(`--${name}=`));
  return inline ? inline.slice(name.length + 3) : undefined;
};
const driver = option('driver') ?? process.env.SEMMULTAS_DB_DRIVER ?? 'pglite';
const databaseUrl = option('database-url') ?? process.env.SEMMULTAS_DATABASE_URL;

function printAccounts() {
  console.log('  Demo accounts (local database only):');
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email.padEnd(24)} ${a.password.padEnd(15)} ${a.role}`);
}

async function start() {
  const t0 = Date.now();
  const api = await startApi({ driver, databaseUrl });
  const keys = readKeys();
  console.log('');
  console.log(`  SemMultas API ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (${api.driver})`);
  console.log(`  API URL         ${api.url}`);
  console.log(`  Anon key        ${api.anonKey}`);
  console.log(`  Keys            ${keys.file} (SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY, SUPABASE_JWT_SECRET; git-ignored)`);
  console.log(`  Mailbox         ${api.mailboxUrl}/  (JSON: ${api.mailboxUrl}/api/messages)`);
  if (api.databaseUrl) console.log(`  Database        ${api.databaseUrl}`);
  else console.log('  Database        supabase/.temp/pglite (embedded PGlite)');
  if (api.applied.length) console.log(`  Migrations      applied ${api.applied.length}: ${api.applied.join(', ')}`);
  if (api.seeded) console.log('  Seed            supabase/seed.sql loaded (new database)');
  printAccounts();
  console.log('\n  Ctrl+C to stop.');

  const shutdown = async () => {
    await api.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

async function reset() {
  const t0 = Date.now();
  const result = await resetDb({ driver, databaseUrl, quiet: true });
  console.log(
    `Database recreated (${driver}) in ${((Date.now() - t0) / 1000).toFixed(1)} s: ` +
      `${result.applied.length} migrations applied${result.seeded ? ', seed loaded' : ''}.`,
  );
  printAccounts();
}

const commands = { start, reset };
if (!commands[command]) {
  console.error(`Usage: node scripts/db.mjs start|reset [--driver pglite|postgres] [--database-url <url>]`);
  process.exit(2);
}
commands[command]().catch((err) => {
  console.error(err?.message ?? err);
  process.exit(1);
});
