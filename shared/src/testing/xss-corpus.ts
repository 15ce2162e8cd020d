// The public XSS payload corpus (8,915 strings) that sits beside the repository in
// `shared/corpora/xss` (as on every developer's machine and in CI); XSS_CORPUS points
// elsewhere. Tests only: what a test of stored-text rendering runs every payload through.
import fs from 'node:fs';
import path from 'node:path';

export const XSS_CORPUS = process.env.XSS_CORPUS ?? path.resolve(__dirname, '../../../../shared/corpora/xss/payloads.json');

/** Every payload, or null when the corpus is not there (the test then says it was skipped). */
export function xssPayloads(): string[] | null {
  if (!fs.existsSync(XSS_CORPUS)) return null;
  const list = JSON.parse(fs.readFileSync(XSS_CORPUS, 'utf8')) as { payload: string }[];
  return list.map((p) => p.payload);
}

/** What in a rendered DOM could run script: forbidden elements, on* handlers, script URLs. */
export function dangerIn(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      ['script', 'iframe', 'object', 'embed', 'style', 'form', 'base', 'meta', 'link', 'svg', 'math', 'frame', 'frameset'].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (name === 'srcdoc') found.push(`${tag}[srcdoc]`);
      if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name)) {
        // The URL as the browser reads it (controls and whitespace stripped, entities already
        // decoded by the parser): only a script scheme runs, and a data: URL only as a page.
        let protocol = '';
        try {
          protocol = new URL(attr.value, 'https://app.invalid/').protocol;
        } catch {
          /* not a URL at all: nothing to follow */
        }
        if (
          protocol === 'javascript:' ||
          protocol === 'vbscript:' ||
          (protocol === 'data:' && (tag === 'a' || name === 'action' || name === 'formaction'))
        ) {
          found.push(`${tag}[${name}=${attr.value.slice(0, 30)}]`);
        }
      }
    }
  }
  return found;
}
