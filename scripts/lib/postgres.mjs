// A throwaway PostgreSQL cluster for running the API on a real server
// (`SEMMULTAS_DB_DRIVER=postgres`). Uses the distribution's binaries (Debian:
// `apt-get install -y postgresql`); nothing is installed or configured system-wide.
//
//   const pg = await startPostgres();   // { databaseUrl, stop() }
//
// The cluster lives in supabase/.temp/postgres (git-ignored), listens only on
// 127.0.0.1:54329 with trust authentication, and is recreated from scratch on every start
// unless `fresh: false`. When the current user is root the server runs as the `postgres`
// system user (initdb refuses to run as root).
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, chownSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { portOffset, servicePort } from '../../tooling/workspace.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// One cluster per port offset (tooling/workspace.cjs), so a test run never meets pnpm start's.
const defaultPgDir = () => path.join(ROOT, 'supabase', '.temp', portOffset() ? `postgres-${portOffset()}` : 'postgres');
export const DEFAULT_PG_DATABASE = 'semmultas';

const INSTALL_HINT =
  'PostgreSQL server binaries (initdb, pg_ctl) were not found.\n' +
  'Install them with:  apt-get install -y postgresql   (Debian/Ubuntu)\n' +
  'or set SEMMULTAS_PG_BIN to the directory that contains initdb and pg_ctl.';

/** Directory with initdb / pg_ctl, or null. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.SEMMULTAS_PG_BIN) candidates.push(process.env.SEMMULTAS_PG_BIN);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of versions) candidates.push(path.join(debianRoot, v, 'bin'));
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.push(dir);
  for (const dir of candidates) {
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

/** True when a throwaway cluster can be started here (binaries present, and a `postgres`
 *  system user when running as root). */
export async function postgresAvailable() {
  if (!findPostgresBin()) return false;
  try {
    systemUser();
    return true;
  } catch {
    return false;
  }
}

function systemUser() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return null;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { name: 'postgres', uid, gid };
  } catch {
    throw new Error(
      'Running as root, but there is no `postgres` system user to run the server as.\n' +
        'Install the server package (apt-get install -y postgresql), which creates it.',
    );
  }
}

function run(bin, args, { asUser, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const [cmd, argv] = asUser ? ['runuser', ['-u', asUser.name, '--', bin, ...args]] : [bin, args];
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], cwd: '/' });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        if (!quiet) process.stdout.write(out);
        resolve(out);
      } else reject(new Error(`${path.basename(bin)} ${args.join(' ')} failed (exit ${code}):\n${out}`));
    });
  });
}

/**
 * Starts a private PostgreSQL server and creates the application database.
 * @param {{ dir?: string, port?: number, database?: string, fresh?: boolean }} [options]
 * @returns {Promise<{ databaseUrl: string, port: number, dir: string, stop: () => Promise<void> }>}
 */
export async function startPostgres({
  dir = defaultPgDir(),
  port = servicePort('postgres'),
  database = DEFAULT_PG_DATABASE,
  fresh = true,
} = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error(INSTALL_HINT);
  const user = systemUser();
  const initdb = path.join(bin, 'initdb');
  const pgCtl = path.join(bin, 'pg_ctl');
  const dataDir = path.join(dir, 'data');

  // A previous run that was killed may have left a server behind on this data directory.
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    await run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { asUser: user }).catch(() => {});
  }
  if (fresh) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (user) {
    chownSync(dir, user.uid, user.gid);
    // The postgres user must be able to reach the directory through the checkout.
    for (let p = path.dirname(dir); p !== path.dirname(p); p = path.dirname(p)) {
      if ((statSync(p).mode & 0o001) === 0) {
        throw new Error(`${p} is not traversable by the postgres user; move the checkout or chmod o+x it.`);
      }
    }
  }

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await run(initdb, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], {
      asUser: user,
    }).catch(async (err) => {
      // Some images lack the C.UTF-8 locale; fall back to the plain C locale.
      if (!/locale/i.test(String(err.message))) throw err;
      rmSync(dataDir, { recursive: true, force: true });
      await run(initdb, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], {
        asUser: user,
      });
    });
  }

  const logFile = path.join(dir, 'server.log');
  const opts = [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${dir}`,
    `-c fsync=off`,
    `-c synchronous_commit=off`,
    `-c full_page_writes=off`,
    `-c max_connections=100`,
  ].join(' ');
  await run(pgCtl, ['-D', dataDir, '-l', logFile, '-o', opts, '-w', '-t', '60', 'start'], { asUser: user }).catch((err) => {
    throw new Error(`${err.message}\n(see ${logFile}; is port ${port} already in use?)`);
  });

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const { default: postgres } = await import('postgres');
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const exists = await sql`select 1 from pg_database where datname = ${database}`;
    if (exists.length === 0) await sql.unsafe(`create database "${database}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }

  let stopped = false;
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      await run(pgCtl, ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { asUser: user }).catch(() => {});
      if (fresh) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Drops and recreates a database on a running server (used by resetDb for postgres). */
export async function recreateDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!database || database === 'postgres') {
    throw new Error('Refusing to drop the maintenance database; point the URL at the application database.');
  }
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const { default: postgres } = await import('postgres');
  const sql = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists "${database.replace(/"/g, '""')}" with (force)`);
    await sql.unsafe(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
