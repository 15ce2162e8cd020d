// Builds a tiny host app through the platform's own webpack configuration
// (tooling/webpack.cjs), in a temporary directory that resolves packages as the shell does: the
// build suite's way to check what a rule of that configuration does to an app team's code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require(path.join(ROOT, 'tooling/node_modules/webpack'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig } = require(path.join(ROOT, 'tooling/webpack.cjs'));

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Builds `bootstrap` (src/bootstrap.tsx of the fixture) for production; returns the build's errors
 * and dist. The fixture depends on react, react-dom and react-router-dom as the shell does, and on
 * `also` (shell dependencies, e.g. antd: the federation then shares them as in the shell).
 */
export async function buildFixture(bootstrap: string, also: string[] = []): Promise<{ errors: string[]; dist: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fixture-build-'));
  fixtures.push(dir);
  fs.symlinkSync(path.join(ROOT, 'shell/node_modules'), path.join(dir, 'node_modules'));
  const shellPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/package.json'), 'utf8'));
  const dependencies = Object.fromEntries(['react', 'react-dom', 'react-router-dom', ...also].map((n) => [n, shellPkg.dependencies[n]]));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'fixture', dependencies }));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src/index.ts'), "import('./bootstrap');\n");
  fs.writeFileSync(path.join(dir, 'src/bootstrap.tsx'), bootstrap);
  const previousPort = process.env.PORT;
  process.env.PORT = '1'; // not an app of tooling/workspace.cjs: no dev port of its own
  try {
    const config = createConfig({ dir, name: 'fixture', host: true })({}, { mode: 'production' });
    const stats = await new Promise<{ toJson: (o: object) => { errors: Array<{ message: string; moduleName?: string }> } }>(
      (resolve, reject) => webpack(config, (err: Error | null, s: never) => (err ? reject(err) : resolve(s))),
    );
    const errors = stats.toJson({ all: false, errors: true }).errors.map((e) => `${e.moduleName ?? ''}: ${e.message}`);
    return { errors, dist: path.join(dir, 'dist') };
  } finally {
    if (previousPort === undefined) delete process.env.PORT;
    else process.env.PORT = previousPort;
  }
}

/** The text of every JavaScript file of a fixture's dist. */
export function distScripts(dist: string): Array<{ file: string; code: string }> {
  return fs
    .readdirSync(dist)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, code: fs.readFileSync(path.join(dist, file), 'utf8') }));
}
