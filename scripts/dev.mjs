// pnpm dev: the API plus every app in watch mode (webpack-dev-server), each on its port.
// `pnpm dev shell forum` starts only those apps (the others must be running or built).
import { spawn } from 'node:child_process';
import { apps as workspaceApps, ROOT } from '../tooling/workspace.cjs';
import { startApi } from './lib/db.mjs';

process.env.LITE_TELEMETRY = '0';
const only = new Set(process.argv.slice(2));
const apps = workspaceApps().filter((a) => only.size === 0 || only.has(a.name) || only.has(a.dir));

const api = await startApi();
const children = apps.map((app) => {
  const child = spawn('pnpm', ['--filter', `./${app.dir}`, 'run', 'dev'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SUPABASE_URL: api.url },
  });
  const prefix = `[${app.name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) =>
      process.stdout.write(
        String(chunk)
          .split('\n')
          .filter(Boolean)
          .map((l) => `${prefix}${l}\n`)
          .join(''),
      ),
    );
  return child;
});

console.log(`Modo de desenvolvimento: http://localhost:3000 (API ${api.url})`);
const stop = async () => {
  children.forEach((c) => c.kill('SIGTERM'));
  await api.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
