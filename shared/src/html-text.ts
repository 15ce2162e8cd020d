// The plain text of database HTML, for card excerpts and search. The text is never rendered as
// HTML: it is shown as text only (React escapes it). So it takes no sanitizer (issue 14, sixth
// round: DOMPurify was 30 KB of the Dicas first screen, there only for this). The HTML is parsed
// into an inert document (DOMParser: no script runs, no image, frame or style loads, no handler
// fires). Elements whose content no reader sees as text are dropped, as the sanitizer drops them
// with their content (DOMPurify's FORBID_CONTENTS). Then the text is read. What is rendered as
// HTML still goes through sanitize.ts only.
const NOT_TEXT_TAGS = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'xmp',
  'iframe',
  'svg',
  'math',
  'head',
  'title',
];
const NOT_TEXT = NOT_TEXT_TAGS.join(',');
const NOT_TEXT_BLOCK = new RegExp(`<(${NOT_TEXT_TAGS.join('|')})\\b[\\s\\S]*?</\\1\\s*>`, 'gi');

// textContent glues blocks together ("<h2>Prazo</h2><p>A" → "PrazoA"): a space after each
// block end, line break or horizontal line keeps words apart, so "<p>Prazo</p><p>A guia…" reads "Prazo A guia…".
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|dt|dd|tr|td|th|blockquote|pre|section|article|header|footer|figcaption)\s*>|<(?:br|hr)\b[^>]*>/gi;

/** Plain text of an HTML fragment, spaces collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(BLOCK_END, '$& ');
  if (typeof DOMParser === 'undefined')
    return spaced
      .replace(NOT_TEXT_BLOCK, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const body = new DOMParser().parseFromString(spaced, 'text/html').body;
  for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
