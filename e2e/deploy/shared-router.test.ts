// Issue 14, fifth round: the router is shared as tooling/router-entry.js (react-router's
// declarative API, tree-shaken), not as the whole package. Builds a tiny app through the
// platform's own webpack configuration (./fixture-build.ts) and checks what an app team sees:
// a router name the shared entry lacks, or a second import path to the router, fails the build
// with a sentence that says what to do; the names the apps use build, and the router they get
// has no data router in it.
import fs from 'node:fs';
import path from 'node:path';
import { buildFixture as build, distScripts } from './fixture-build';

/** Declarative router code (react-router's invariant), and two sentences only its data router and server code have. */
const DECLARATIVE = 'may be used only in the context of a <Router> component';
const DATA_ROUTER = ['A router only supports one blocker at a time', 'Expected a response in query()'];

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
    const router = distScripts(dist).filter(({ code }) => code.includes(DECLARATIVE));
    expect(router).toHaveLength(1);
    const { code } = router[0]!;
    expect(DATA_ROUTER.filter((sentence) => code.includes(sentence))).toEqual([]);
    // The whole package was 191 KB minified; the declarative API is ~42 KB.
    expect(code.length).toBeLessThan(60_000);
  }, 60_000);
});
