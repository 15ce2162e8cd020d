// Issue 14: what a production build writes beside its files (tooling/webpack.cjs).
// - Every text file also as `.br` and `.gz`, made once at build time, which the server sends
//   instead of compressing each response again (scripts/lib/serve.mjs).
// - Every script webpack emits starts with V8's compile hint, `//# allFunctionsCalledOnLoad`: its functions
//   are compiled while it streams in, off the main thread, not one by one when first called.
// - The shared modules a first page always loads together are one script each: React's
//   (react-shared) and antd's (antd-shared, with the CSS-in-JS packages shared beside it).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildFixture } from './fixture-build';

const HINT = '//# allFunctionsCalledOnLoad\n';

describe('a production build', () => {
  let dist = '';
  let files: string[] = [];
  beforeAll(async () => {
    const built = await buildFixture(
      [
        "import parts from 'antd/dist/antd.css';",
        "import { createRoot } from 'react-dom/client';",
        "import { ConfigProvider } from 'antd';",
        'console.log(parts, createRoot, ConfigProvider);',
      ].join('\n'),
      ['antd'],
    );
    expect(built.errors).toEqual([]);
    dist = built.dist;
    files = (fs.readdirSync(dist, { recursive: true }) as string[]).map(String).filter((f) => fs.statSync(path.join(dist, f)).isFile());
  }, 120_000);

  it('starts every script, and only scripts, with the compile hint', () => {
    const scripts = files.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(1);
    for (const f of scripts) expect(fs.readFileSync(path.join(dist, f), 'utf8').startsWith(HINT)).toBe(true);
    for (const f of files.filter((name) => /\.(css|html|json)$/.test(name)))
      expect(fs.readFileSync(path.join(dist, f), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
  });

  it('writes each text file of 1 KB or more also as Brotli and gzip, each the same bytes once decompressed', () => {
    const texts = files.filter((f) => /\.(js|css|html|json)$/.test(f) && fs.statSync(path.join(dist, f)).size >= 1024);
    // The entry, the federation's manifest and antd's stylesheet parts at least.
    expect(texts).toEqual(expect.arrayContaining(['main.js', 'mf-manifest.json']));
    expect(texts.filter((f) => /^assets\/antd-\d\./.test(f))).toHaveLength(8);
    for (const f of texts) {
      const original = fs.readFileSync(path.join(dist, f));
      const br = fs.readFileSync(path.join(dist, `${f}.br`));
      const gz = fs.readFileSync(path.join(dist, `${f}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      // Smaller by a tenth at least, Brotli at its best quality the smaller of the two.
      expect(br.length).toBeLessThan(original.length * 0.9);
      expect(br.length).toBeLessThanOrEqual(gz.length);
    }
    // Nothing else is compressed: no image, no compressed copy of a compressed copy.
    expect(files.filter((f) => /\.(br|gz)$/.test(f) && !/\.(js|css|html|json|svg|webmanifest)\.(br|gz)$/.test(f))).toEqual([]);
  });

  it("puts React's shared packages in one script, and antd's CSS-in-JS with antd's shared modules", () => {
    const scripts = files.filter((f) => f.endsWith('.js'));
    const holding = (text: string) => scripts.filter((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes(text));
    // scheduler (react-dom's), react-dom's client and React itself: one file.
    expect(holding('unstable_scheduleCallback')).toEqual([expect.stringMatching(/^react-shared\.[0-9a-f]{10}\.js$/)]);
    const reactDom = holding('Minified React error');
    expect(reactDom.length).toBeGreaterThan(0);
    expect(reactDom.every((f) => f.startsWith('react-shared.'))).toBe(true);
    // @ant-design/cssinjs (its style cache's attributes) beside antd's contexts.
    expect(holding('data-token-hash')).toEqual([expect.stringMatching(/^antd-shared\.[0-9a-f]{10}\.js$/)]);
  });
});
