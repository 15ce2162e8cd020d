// The local SemMultas API process: @supabase/lite (PostgREST + GoTrue compatible) on embedded
// PGlite or on a PostgreSQL server, plus the local mailbox. Started by scripts/lib/db.mjs
// (`startApi()`) as a child process with an IPC channel; it exits when the parent goes away.
//
// Why our own launcher instead of `lite migration up && lite start`:
//   * one process opens the database once (PGlite is single-process: migrate, seed and serve
//     must not race on the data directory);
//   * the auth e-mail driver is injected (the mailbox), which config.toml cannot express
//     without a TLS-capable SMTP server;
//   * lite's Postgres connection, on its first request, re-grants ALL on every table to anon,
//     authenticated and service_role (BasePostgresConnection.ensureRlsContext), which would
//     undo the per-role grants of supabase/migrations. We create the request roles ourselves
//     (as hosted Supabase does) and mark that step done, so the migrations' grants stand.
//
// Environment (set by db.mjs):
//   SEMMULTAS_DB_DRIVER   pglite | postgres        SEMMULTAS_DATABASE_URL  for postgres
//   SEMMULTAS_PGLITE_DIR  PGlite data directory    SEMMULTAS_API_PORT / SEMMULTAS_MAILBOX_PORT
//   SUPABASE_PUBLISHABLE_KEY, SUPABASE_SECRET_KEY, SUPABASE_JWT_SECRET
//   SEMMULTAS_QUIET=1     no request-independent logging beyond errors
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailbox } from './mailbox.mjs';
import { servicePort } from '../../tooling/workspace.cjs';
import { createApiGuard } from './api-guard.mjs';
import { createFunctions } from './functions.mjs';
import { startSandboxPay } from './sandbox-pay.mjs';
import { convert as htmlToText } from 'html-to-text';

process.env.LITE_TELEMETRY = '0';
process.env.DO_NOT_TRACK = '1';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SUPABASE_DIR = path.join(ROOT, 'supabase');
const quiet = process.env.SEMMULTAS_QUIET === '1';
const log = (...args) => {
  if (!quiet) console.log('[api]', ...args);
};

const driver = process.env.SEMMULTAS_DB_DRIVER || 'pglite';
const apiPort = Number(process.env.SEMMULTAS_API_PORT || servicePort('api'));
const mailboxPort = Number(process.env.SEMMULTAS_MAILBOX_PORT || servicePort('mailbox'));
const sandboxPayPort = Number(process.env.SEMMULTAS_SANDBOX_PAY_PORT || servicePort('sandboxPay'));
const host = '127.0.0.1';

// @supabase/lite logs every failed query (permission denied, RLS, raised exceptions) with
// console.error and a full stack. Those are normal API answers here: keep one line each.
const consoleError = console.error.bind(console);
console.error = (...args) => {
  const first = args[0];
  if (first && typeof first === 'object' && 'code' in first && ('query' in first || 'severity' in first)) {
    if (!quiet) consoleError(`[api] query error ${first.code}: ${first.message}`);
    return;
  }
  consoleError(...args);
};

function report(message) {
  if (process.send) process.send(message);
}

// Platform setup that hosted Supabase already provides: the request roles and schema usage.
const PLATFORM_SQL = `
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'anon') THEN CREATE ROLE anon NOLOGIN NOINHERIT; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'authenticated') THEN CREATE ROLE authenticated NOLOGIN NOINHERIT; END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'service_role') THEN CREATE ROLE service_role NOLOGIN NOINHERIT BYPASSRLS; END IF;
END $$;
GRANT USAGE ON SCHEMA public TO anon, authenticated, service_role;
GRANT USAGE ON SCHEMA auth TO anon, authenticated, service_role;
GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA auth TO anon, authenticated, service_role;
`;

/**
 * lite writes every e-mail's text part from its built-in English template, whatever the HTML
 * template says; ours are Portuguese (supabase/templates), so the text part is derived from
 * the HTML that was actually rendered.
 */
function portugueseText(driver) {
  return {
    send: (message) =>
      driver.send({
        ...message,
        text: message.html
          ? htmlToText(message.html, { wordwrap: 100, selectors: [{ selector: 'h1', options: { uppercase: false } }] })
          : message.text,
      }),
  };
}

async function loadConfig() {
  const { createApi } = await import('@supabase/lite/cli');
  const api = await createApi({ withSupabaseClient: false });
  // readConfig() parses supabase/config.toml and resolves env(VAR) references without
  // opening the database configured there (we open the one chosen by `driver`).
  const config = await api.project.local.readConfig(path.join('supabase', 'config.toml'));
  if (!config || !config.auth) throw new Error('supabase/config.toml not found or without [auth]');
  // The shell's origin when it is not the default (pnpm test serves on moved ports).
  if (process.env.SEMMULTAS_SITE_URL) config.auth.site_url = process.env.SEMMULTAS_SITE_URL;
  return config;
}

async function openConnection() {
  if (driver === 'pglite') {
    const { createPgliteConnection } = await import('@supabase/lite/pglite');
    const dir = process.env.SEMMULTAS_PGLITE_DIR || path.join(SUPABASE_DIR, '.temp', 'pglite');
    return createPgliteConnection({ url: dir });
  }
  if (driver === 'postgres') {
    const url = process.env.SEMMULTAS_DATABASE_URL;
    if (!url) throw new Error('SEMMULTAS_DATABASE_URL is required for the postgres driver');
    const { createPostgresConnection } = await import('@supabase/lite/postgres');
    return createPostgresConnection({ url });
  }
  throw new Error(`Unknown SEMMULTAS_DB_DRIVER "${driver}" (use pglite or postgres)`);
}

// Runs a multi-statement SQL script in one transaction on either driver.
async function runScript(connection, sql) {
  if (driver === 'pglite') {
    await connection.driver.exec(`BEGIN;\n${sql}\n;COMMIT;`).catch(async (err) => {
      await connection.driver.exec('ROLLBACK').catch(() => {});
      throw err;
    });
  } else {
    await connection.driver.begin((tx) => tx.unsafe(sql));
  }
}

/** One parameterised statement ($1, $2…) on either driver; lite's exec() takes no parameters. */
function queryFor(connection) {
  if (driver === 'pglite') return async (sql, params = []) => (await connection.driver.query(sql, params)).rows;
  return async (sql, params = []) => connection.driver.unsafe(sql, params);
}

async function rows(connection, sql) {
  const result = await connection.exec(sql);
  return result?.rows ?? [];
}

async function main() {
  // Listen first: a second instance fails here, before it touches the database.
  const requireFromLite = createRequire(import.meta.resolve('@supabase/lite'));
  const { createAdaptorServer } = await import(requireFromLite.resolve('@hono/node-server'));
  let app = null;
  let guard = null;
  let functions = null;
  const server = createAdaptorServer({
    fetch: async (request, env) => {
      if (!app || !guard) return new Response('{"message":"starting"}', { status: 503 });
      const peer = env?.incoming?.socket?.remoteAddress ?? null;
      try {
        return await guard(request, peer, (r) =>
          functions && new URL(r.url).pathname.startsWith('/functions/v1/') ? functions.fetch(r) : app.fetch(r, { peerAddress: peer }),
        );
      } catch (err) {
        consoleError('[api] guard failed:', err?.stack || err);
        return new Response('{"message":"Erro interno."}', { status: 500, headers: { 'content-type': 'application/json' } });
      }
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', (err) =>
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`Port ${apiPort} is already in use: another API (pnpm start / pnpm db:start?) is running.`)
          : err,
      ),
    );
    server.listen(apiPort, host, resolve);
  });
  const mailbox = await startMailbox({
    port: mailboxPort,
    host,
    file: path.join(SUPABASE_DIR, '.temp', `mailbox-${mailboxPort}.json`),
  });

  const started = Date.now();
  const config = await loadConfig();
  const connection = await openConnection();

  // Fresh database = no migration history yet → the seed runs after the migrations.
  const history = await rows(connection, `select to_regclass('supabase_migrations.schema_migrations') as t`);
  let isNew = !history[0]?.t;
  if (!isNew) {
    const n = await rows(connection, 'select count(*)::int as n from supabase_migrations.schema_migrations');
    isNew = (n[0]?.n ?? 0) === 0;
  }

  const { App } = await import('@supabase/lite');
  const { applyPendingMigrations } = await import('@supabase/lite/cli');
  const liteApp = await new App({
    ...config,
    connection,
    options: {
      ...config.options,
      // Never serve keyless requests as service_role (lite's local "admin mode").
      server: { ...config.options?.server, admin: false },
      drivers: { ...config.options?.drivers, email: portugueseText(mailbox.driver) },
    },
  }).init();

  await liteApp.ensureSystemSchema();
  await runScript(connection, PLATFORM_SQL);
  const { applied } = await applyPendingMigrations(liteApp);
  for (const m of applied) log(`migration applied: ${m.filename}`);

  let seeded = false;
  if (isNew) {
    const seedPath = path.join(SUPABASE_DIR, 'seed.sql');
    const seed = await readFile(seedPath, 'utf8').catch(() => '');
    if (seed.trim()) {
      await runScript(connection, seed);
      const hash = createHash('sha256').update(seed).digest('hex');
      await connection
        .exec(
          `insert into supabase_migrations.seed_files (path, hash) values ('supabase/seed.sql', '${hash}')
         on conflict (path) do update set hash = excluded.hash`,
        )
        .catch(() => {});
      seeded = true;
      log('seed.sql loaded');
    }
  }

  // See the header: keep lite from re-granting ALL to the request roles.
  if ('rlsState' in connection) connection.rlsState = 'active';
  else console.warn('[api] warning: @supabase/lite internals changed; per-role grants may be overridden');
  const leaked = await rows(
    connection,
    `select has_table_privilege('anon', 'public.posts', 'select') as anon_posts,
            has_table_privilege('authenticated', 'public.assinaturas_plano', 'insert') as auth_assinaturas`,
  );
  if (leaked[0]?.anon_posts || leaked[0]?.auth_assinaturas) {
    console.warn('[api] warning: unexpected table grants for anon/authenticated (check migrations)');
  }

  await connection.clearSchemaCache?.();
  guard = await createApiGuard({ query: queryFor(connection), jwtSecret: config.auth.jwt_secret, log });
  app = liteApp;

  const url = `http://${host}:${apiPort}`;
  // supabase/functions (billing webhook and actions, the daily job, the e-mail outbox).
  functions = createFunctions({
    apiUrl: url,
    serviceKey: process.env.SUPABASE_SECRET_KEY,
    siteUrl: config.auth.site_url,
    mailer: mailbox.driver,
    log: (...args) => consoleError(...args),
  });
  functions.startSchedule();
  // The sandbox payment provider (README "Pagamentos"): checkout page and signed webhooks.
  const sandboxPay = process.env.BILLING_SANDBOX_WEBHOOK_SECRET
    ? await startSandboxPay({
        port: sandboxPayPort,
        host,
        webhookUrl: `${url}/functions/v1/billing-webhook/sandbox`,
        secret: process.env.BILLING_SANDBOX_WEBHOOK_SECRET,
        file: path.join(SUPABASE_DIR, '.temp', `sandbox-pay-${sandboxPayPort}.json`),
        testMode: process.env.FAKEPAY_TEST === '1',
        log: (...args) => consoleError(...args),
      })
    : null;
  log(`ready in ${Date.now() - started} ms on ${driver}${seeded ? ' (new database, seeded)' : ''}`);
  report({
    type: 'ready',
    url,
    mailboxUrl: mailbox.url,
    sandboxPayUrl: sandboxPay?.url ?? null,
    driver,
    seeded,
    applied: applied.map((m) => m.filename),
  });

  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    const closed = new Promise((resolve) => server.close(() => resolve()));
    server.closeAllConnections?.();
    await closed;
    functions?.stop();
    await sandboxPay?.stop().catch(() => {});
    await mailbox.stop().catch(() => {});
    await connection.close().catch(() => {});
    process.exit(code);
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  process.on('disconnect', () => stop(0));
  process.on('message', (m) => {
    if (m && m.type === 'stop') stop(0);
  });
}

main().catch((err) => {
  console.error('[api] failed to start:', err?.stack || err);
  report({ type: 'error', message: String(err?.message || err) });
  setTimeout(() => process.exit(1), 50);
});
