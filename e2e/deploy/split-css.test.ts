// Issue 14: antd's zero-runtime stylesheet (~1 MB) is built as eight files
// (tooling/split-css-loader.cjs), each parsed in its own main-thread task instead of one long
// one. Together they must be the stylesheet itself, in order: the cascade depends on it.
import fs from 'node:fs';
import path from 'node:path';
import { buildFixture, distScripts, ROOT } from './fixture-build';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { splitCss, topLevelPieces } = require(path.join(ROOT, 'tooling/split-css-loader.cjs')) as {
  splitCss: (css: string, parts: number) => string[];
  topLevelPieces: (css: string) => string[];
};

describe("antd's stylesheet in parts", () => {
  it('cuts only between top-level rules: not inside an at-rule, a string or a comment', () => {
    const css = [
      '.a{content:"}";}',
      '@media (min-width: 576px){.b{color:red}.c{color:blue}}',
      "/* } ; */.d::after{content:'{;'}",
      '@import url("x.css");',
      '.e{}',
    ].join('');
    expect(topLevelPieces(css)).toEqual([
      '.a{content:"}";}',
      '@media (min-width: 576px){.b{color:red}.c{color:blue}}',
      "/* } ; */.d::after{content:'{;'}",
      '@import url("x.css");',
      '.e{}',
    ]);
    expect(splitCss(css, 2).join('')).toBe(css);
    expect(() => topLevelPieces('.a{color:red')).toThrow(/unbalanced/);
  });

  it('builds eight files of about an eighth each, whose concatenation is the stylesheet, and exports their URLs in order', async () => {
    const { errors, dist } = await buildFixture("import parts from 'antd/dist/antd.css';\nconsole.log(parts);\n");
    expect(errors).toEqual([]);
    const files = fs
      .readdirSync(path.join(dist, 'assets'))
      .filter((f) => /^antd-\d\.[0-9a-f]{10}\.css$/.test(f))
      .sort();
    expect(files.map((f) => f.split('.')[0])).toEqual(['antd-1', 'antd-2', 'antd-3', 'antd-4', 'antd-5', 'antd-6', 'antd-7', 'antd-8']);
    const original = fs.readFileSync(require.resolve('antd/dist/antd.css', { paths: [path.join(ROOT, 'shell')] }), 'utf8');
    const texts = files.map((f) => fs.readFileSync(path.join(dist, 'assets', f), 'utf8'));
    expect(texts.join('')).toBe(original);
    // Cut between rules only: each part is whole rules (balanced, none cut in two), and the parts'
    // rules are the stylesheet's, one for one.
    const pieces = texts.map((text) => topLevelPieces(text));
    expect(pieces.flat()).toEqual(topLevelPieces(original));
    for (const text of texts) {
      expect(text.length).toBeGreaterThan(original.length / 16);
      expect(text.length).toBeLessThan(original.length / 4);
    }
    // The app reads the eight URLs, in order.
    const listed = distScripts(dist).filter(({ code }) => code.includes(JSON.stringify(files.map((f) => `assets/${f}`))));
    expect(listed).toHaveLength(1);
  }, 120_000);
});
