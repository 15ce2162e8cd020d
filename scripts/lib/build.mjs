// Builds the apps whose production output is missing (or all of them with force).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from './apps.mjs';

export function isBuilt(app) {
  return fs.existsSync(path.join(app.dist, app.name === 'shell' ? 'index.html' : 'mf-manifest.json'));
}

export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} terminou com código ${code}`))));
  });
}

export async function buildMissing({ force = false } = {}) {
  const missing = APPS.filter((app) => force || !isBuilt(app));
  if (missing.length === 0) return [];
  console.log(`Construindo: ${missing.map((a) => a.dir).join(', ')}`);
  const filters = missing.flatMap((a) => ['--filter', `./${a.dir}`]);
  await run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
  return missing;
}
