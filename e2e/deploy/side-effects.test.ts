// Issue 14, sixth round: tooling/webpack.cjs declares antd's own packages that do not say so
// themselves (@rc-component/*, @ant-design/colors, cssinjs, cssinjs-utils, fast-color) free of
// side effects, so an import of one name from their index keeps only that name. This checks the
// claim against the installed packages, and what it buys.
import fs from 'node:fs';
import path from 'node:path';
import { buildFixture, distScripts, ROOT } from './fixture-build';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SIDE_EFFECT_FREE } = require(path.join(ROOT, 'tooling/webpack.cjs')) as { SIDE_EFFECT_FREE: RegExp };

/** Every installed copy of a package the rule covers: its directory (pnpm's store). */
function coveredPackages(): string[] {
  const store = path.join(ROOT, 'node_modules/.pnpm');
  const found: string[] = [];
  for (const entry of fs.readdirSync(store)) {
    for (const scope of ['@rc-component', '@ant-design']) {
      const scopeDir = path.join(store, entry, 'node_modules', scope);
      if (!fs.existsSync(scopeDir)) continue;
      for (const name of fs.readdirSync(scopeDir)) {
        const dir = path.join(scopeDir, name);
        if (SIDE_EFFECT_FREE.test(path.join(dir, 'es', 'index.js')) && fs.realpathSync(dir) === dir) found.push(dir);
      }
    }
  }
  return [...new Set(found)];
}

function esFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("antd's packages declared free of side effects (tooling/webpack.cjs)", () => {
  const packages = coveredPackages();

  it('covers the installed packages, none of which declares its own sideEffects or imports a module for its effect', () => {
    const names = packages.map((dir) => path.relative(path.dirname(path.dirname(dir)), dir));
    expect(names).toEqual(
      expect.arrayContaining(['@rc-component/form', '@rc-component/util', '@ant-design/cssinjs', '@ant-design/fast-color']),
    );
    const problems: string[] = [];
    for (const dir of packages) {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      // A package that lists its own side effects knows better than the rule: take it out of SIDE_EFFECT_FREE.
      if ('sideEffects' in pkg) problems.push(`${pkg.name} declares sideEffects: ${JSON.stringify(pkg.sideEffects)}`);
      for (const file of esFiles(path.join(dir, 'es'))) {
        const code = fs.readFileSync(file, 'utf8');
        // `import './x'`, `import 'x.css'`: a module loaded only for what it does when it runs.
        const bare = code.match(/^\s*import\s*['"][^'"]+['"]/m);
        if (bare) problems.push(`${path.relative(dir, file)} of ${pkg.name}: ${bare[0].trim()}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps only the name imported: antd's form context does not bring @rc-component/form's validator", async () => {
    const form = packages.find((dir) => dir.endsWith(path.join('@rc-component', 'form')))!;
    const { errors, dist } = await buildFixture(
      [`import { FormProvider } from ${JSON.stringify(path.join(form, 'es/index.js'))};`, 'console.log(FormProvider);'].join('\n'),
    );
    expect(errors).toEqual([]);
    const scripts = distScripts(dist);
    // FormProvider is in the build; the validator's messages (async-validator) and Form's list are not.
    expect(scripts.some(({ code }) => code.includes('validateMessages'))).toBe(true);
    expect(scripts.filter(({ code }) => code.includes('%s is not a valid %s')).map(({ file }) => file)).toEqual([]);
  }, 60_000);
});
