// SPEC §9: a content card shows its title cut at 60 characters and its text at 120, as plain
// text. The admin's card preview and the lists users see must cut the same way, so the rule
// lives here; mfe-contents uses it too. Their text comes from html-text.ts (htmlToText).
import { truncate } from './format-plain';

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
