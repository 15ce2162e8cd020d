// Builds the apps whose production output is missing or older than their sources (or all of
// them with force), so `pnpm start` and `pnpm test` never serve yesterday's build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apps, ROOT } from '../../tooling/workspace.cjs';

function builtAt(app) {
  const marker = path.join(app.dist, app.name === 'shell' ? 'index.html' : 'mf-manifest.json');
  return fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : null;
}

/** The newest modification time of the files a build reads (tests excluded). */
function newestSource(dirs) {
  let newest = 0;
  const walk = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      const name = path.basename(p);
      if (name === 'node_modules' || name === 'dist') return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const dir of dirs) walk(dir);
  return newest;
}

const COMMON_SOURCES = ['shared/src', 'shared/package.json', 'tooling/webpack.cjs', 'pnpm-lock.yaml'].map((p) => path.join(ROOT, p));

/** Built, and not older than its own sources, shared/ or the build config. */
export function isBuilt(app) {
  const at = builtAt(app);
  if (at === null) return false;
  const own = ['src', 'public', 'package.json', 'webpack.config.cjs'].map((p) => path.join(ROOT, app.dir, p));
  return newestSource([...own, ...COMMON_SOURCES]) <= at;
}

export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} terminou com código ${code}`))));
  });
}

export async function buildMissing({ force = false } = {}) {
  const missing = apps().filter((app) => force || !isBuilt(app));
  if (missing.length === 0) return [];
  console.log(`Construindo (sem build ou com build mais antigo que o código): ${missing.map((a) => a.dir).join(', ')}`);
  const filters = missing.flatMap((a) => ['--filter', `./${a.dir}`]);
  await run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
  return missing;
}
