// Issue 14, fifth round: the router is shared as tooling/router-entry.js (react-router's
// declarative API, tree-shaken), not as the whole package. Builds a tiny app through the
// platform's own webpack configuration (tooling/webpack.cjs) and checks what an app team sees:
// a router name the shared entry lacks, or a second import path to the router, fails the build
// with a sentence that says what to do; the names the apps use build, and the router they get
// has no data router in it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require(path.join(ROOT, 'tooling/node_modules/webpack'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createConfig } = require(path.join(ROOT, 'tooling/webpack.cjs'));

/** Declarative router code (react-router's invariant), and two sentences only its data router and server code have. */
const DECLARATIVE = 'may be used only in the context of a <Router> component';
const DATA_ROUTER = ['A router only supports one blocker at a time', 'Expected a response in query()'];

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) fs.rmSync(dir, { recursive: true, force: true });
});

/** A host app in a temporary directory that resolves packages as the shell does; returns its build's errors and dist. */
async function build(bootstrap: string): Promise<{ errors: string[]; dist: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-router-'));
  fixtures.push(dir);
  fs.symlinkSync(path.join(ROOT, 'shell/node_modules'), path.join(dir, 'node_modules'));
  const shellPkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/package.json'), 'utf8'));
  const dependencies = Object.fromEntries(['react', 'react-dom', 'react-router-dom'].map((n) => [n, shellPkg.dependencies[n]]));
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

describe('the shared router (tooling/router-entry.js)', () => {
  it('fails the build, naming the file and what to do, for a router name the shared entry lacks or a second path to the router', async () => {
    const { errors } = await build(
      [
        "import { Link, useBlocker } from 'react-router-dom';",
        "import * as Router from 'react-router-dom';",
        "import { matchPath } from 'react-router';",
        'export const used = [Link, useBlocker, Router, matchPath];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^\.\/src\/bootstrap\.tsx: 'useBlocker' is imported from 'react-router-dom' but the shared router does not export it\. .*tooling\/router-entry\.js: add the name/,
      ),
    );
    expect(errors).toContainEqual(expect.stringMatching(/the whole namespace of 'react-router-dom' is used/));
    expect(errors).toContainEqual(
      expect.stringMatching(/src\/bootstrap\.tsx imports 'react-router': import from 'react-router-dom' instead/),
    );
  }, 60_000);

  it("builds the apps' router names into one shared router without the data router", async () => {
    const names = ['BrowserRouter', 'MemoryRouter', 'Routes', 'Route', 'Navigate', 'Link', 'NavLink', 'Outlet'];
    const hooks = ['useNavigate', 'useLocation', 'useParams', 'useSearchParams'];
    const { errors, dist } = await build(
      [
        `import { ${[...names, ...hooks].join(', ')} } from 'react-router-dom';`,
        `export const used = [${[...names, ...hooks].join(', ')}];`,
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.shared.map((s: { name: string }) => s.name)).toContain('react-router-dom');
    const js = fs.readdirSync(dist).filter((f) => f.endsWith('.js'));
    const router = js.filter((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes(DECLARATIVE));
    expect(router).toHaveLength(1);
    const code = fs.readFileSync(path.join(dist, router[0]!), 'utf8');
    expect(DATA_ROUTER.filter((sentence) => code.includes(sentence))).toEqual([]);
    // The whole package was 191 KB minified; the declarative API is ~42 KB.
    expect(code.length).toBeLessThan(60_000);
  }, 60_000);
});
