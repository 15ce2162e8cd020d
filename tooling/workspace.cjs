// The workspace's facts, in one place (issue 17): the deployable apps and their ports, the local
// services' ports, the demo accounts, the git-ignored .env. Scripts (ESM), tooling (CommonJS:
// webpack, /config.json) and the test suites import this module; nothing else writes a port or
// a demo password down.
//
// `pnpm test` moves every port by SEMMULTAS_PORT_OFFSET so it never meets a running `pnpm start`.
// The offset is read when a function is called, never when a module is loaded, so a script may
// set it after its imports.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** The federation name, the package directory and the base port of each deployable app. */
const APPS = Object.freeze([
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'landing', dir: 'mfe-landing', port: 3001 },
  { name: 'sefaz', dir: 'mfe-sefaz', port: 3002 },
  { name: 'contents', dir: 'mfe-contents', port: 3003 },
  { name: 'calculators', dir: 'mfe-calculators', port: 3004 },
  { name: 'cashflow', dir: 'mfe-cashflow', port: 3005 },
  { name: 'forum', dir: 'mfe-forum', port: 3006 },
  { name: 'admin', dir: 'mfe-admin', port: 3007 },
  { name: 'agenda', dir: 'mfe-agenda', port: 3008 },
]);

/** Base ports of the local services started beside the apps. */
const SERVICE_PORTS = Object.freeze({ api: 54321, mailbox: 54324, postgres: 54329, sandboxPay: 54330 });

/** Demo accounts created by supabase/seed.sql (local database only), each with one label. */
const DEMO_ACCOUNTS = Object.freeze([
  { key: 'admin', email: 'admin@semmultas.dev', password: 'Admin#2026', role: 'administrador' },
  { key: 'premium', email: 'premium@semmultas.dev', password: 'Premium#2026', role: 'premium (válido por um ano)' },
  { key: 'gratis', email: 'gratis@semmultas.dev', password: 'Gratis#2026', role: 'plano grátis' },
  { key: 'expirado', email: 'expirado@semmultas.dev', password: 'Expirado#2026', role: 'premium expirado' },
]);

/** @param {NodeJS.ProcessEnv} [env] */
function portOffset(env = process.env) {
  return Number(env.SEMMULTAS_PORT_OFFSET || 0);
}

/**
 * The apps with their ports moved by the offset and their build folders.
 * @param {NodeJS.ProcessEnv} [env]
 */
function apps(env = process.env) {
  const offset = portOffset(env);
  return APPS.map((app) => ({ ...app, port: app.port + offset, dist: path.join(ROOT, app.dir, 'dist') }));
}

/**
 * The port an app is served on, by federation name or package directory.
 * @param {string} nameOrDir
 * @param {NodeJS.ProcessEnv} [env]
 */
function appPort(nameOrDir, env = process.env) {
  const app = APPS.find((a) => a.name === nameOrDir || a.dir === nameOrDir);
  if (!app) throw new Error(`Unknown app ${nameOrDir}: add it to tooling/workspace.cjs`);
  return app.port + portOffset(env);
}

/**
 * @param {keyof typeof SERVICE_PORTS} service
 * @param {NodeJS.ProcessEnv} [env]
 */
function servicePort(service, env = process.env) {
  return SERVICE_PORTS[service] + portOffset(env);
}

/** The git-ignored root .env (local keys written on first run) as an object; {} when absent. */
function readDotEnv(file = path.join(ROOT, '.env')) {
  if (!fs.existsSync(file)) return {};
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^"(.*)"$|^'(.*)'$/, (_, a, b) => a ?? b ?? '');
  }
  return out;
}

module.exports = { ROOT, APPS, SERVICE_PORTS, DEMO_ACCOUNTS, portOffset, apps, appPort, servicePort, readDotEnv };
