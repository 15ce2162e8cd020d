// Issue 14: antd's zero-runtime stylesheet (antd/dist/antd.css, ~1 MB) as a
// few files instead of one. Chromium parses a stylesheet in one task on the main thread when it
// arrives: the whole file was one task of 13–27 ms on this machine, 50–110 ms at a phone's 4×
// CPU, all of it blocking time. Cut at the boundaries of its top-level rules into `parts` files
// of about the same size, each is its own, shorter task; linked in order, the cascade is the
// same as the one file's. The module exports the files' URLs, in order (shell/src/runtime/antd-css.ts
// links them). Each file is named by its content's hash, as webpack's assets are.
const { createHash } = require('node:crypto');

/**
 * The top-level pieces of a stylesheet, in order: each rule or at-rule block ends at the `}` that
 * closes its outermost brace, a statement (`@import …;`) at its `;`. Strings and comments are
 * skipped, so a brace or a semicolon inside `content: "}"` or a comment does not cut.
 */
function topLevelPieces(css) {
  const pieces = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (c === '"' || c === "'") {
      for (i++; i < css.length && css[i] !== c; i++) if (css[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}') {
      depth--;
      if (depth === 0) {
        pieces.push(css.slice(start, i + 1));
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      pieces.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (depth !== 0) throw new Error(`split-css-loader: unbalanced braces (depth ${depth} at the end)`);
  const rest = css.slice(start);
  if (rest.trim()) pieces.push(rest);
  return pieces;
}

/** The pieces in `parts` runs of consecutive pieces, each about total / parts long. */
function splitCss(css, parts) {
  const pieces = topLevelPieces(css);
  const target = css.length / parts;
  const files = [];
  let current = '';
  for (const piece of pieces) {
    if (current && current.length + piece.length / 2 > target && files.length < parts - 1) {
      files.push(current);
      current = '';
    }
    current += piece;
  }
  if (current) files.push(current);
  return files;
}

module.exports = function splitCssLoader(source) {
  const { parts = 4, name = 'style' } = this.getOptions();
  const urls = splitCss(source, parts).map((text, i) => {
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
    const file = `assets/${name}-${i + 1}.${hash}.css`;
    this.emitFile(file, text);
    return file;
  });
  return `export default ${JSON.stringify(urls)}.map((file) => __webpack_public_path__ + file);\n`;
};

module.exports.splitCss = splitCss;
module.exports.topLevelPieces = topLevelPieces;
