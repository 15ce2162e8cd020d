// SPEC §9: a content card shows its title cut at 60 characters and its text at 120, as plain
// text. The admin's card preview and the lists users see must cut the same way, so the rule
// lives here; mfe-contents uses it too.
import { truncate } from './format';
import { htmlToText } from './html-text';

export const CARD_TITLE_MAX = 60;
export const CARD_TEXT_MAX = 120;

/** "…celular,…" reads badly: a cut never ends on punctuation before its ellipsis. */
function tidy(cut: string): string {
  return cut.replace(/[\s,;:.\-–—(]+…$/u, '…');
}

export function cardTitle(title: string | null | undefined): string {
  return tidy(truncate(title ?? '', CARD_TITLE_MAX));
}

export function cardExcerpt(plainText: string): string {
  return tidy(truncate(plainText, CARD_TEXT_MAX));
}

// textContent glues blocks together ("<h2>Prazo</h2><p>A" → "PrazoA"): a space after each
// block or line break keeps words apart. Only spaces are added; the text is read from an inert
// parse (html-text.ts) and only ever shown as text.
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|dt|dd|tr|td|th|blockquote|pre|section|article|header|footer|figcaption)\s*>|<br\s*\/?>/gi;

/** The plain text of database HTML, for excerpts and search. */
export function cardPlainText(html: string | null | undefined): string {
  return htmlToText(html ? html.replace(BLOCK_END, '$& ') : html);
}
