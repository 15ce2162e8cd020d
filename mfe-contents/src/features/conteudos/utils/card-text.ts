// SPEC §9: a card shows its title cut at 60 characters and its content at 120, as plain text.
import type { Conteudo } from '@semmultas/shared/types';
import { formatDateBR, INVALID_DATE, truncate } from '@semmultas/shared/format';
import { htmlToText } from '@semmultas/shared/sanitize';
import { filterBySearch } from '@semmultas/shared/search';

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

/** A content with its HTML read once as text: for the excerpt and for search. */
export interface ConteudoListItem extends Conteudo {
  text: string;
}

// textContent glues blocks together ("<h2>Prazo</h2><p>A" → "PrazoA"): a space after each
// block or line break keeps words apart. Only spaces are added; the sanitizer still runs.
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|dt|dd|tr|td|th|blockquote|pre|section|article|header|footer|figcaption)\s*>|<br\s*\/?>/gi;

/** The plain text of database HTML, for excerpts and search. */
export function plainText(html: string | null | undefined): string {
  return htmlToText(html ? html.replace(BLOCK_END, '$& ') : html);
}

export function toListItem(conteudo: Conteudo): ConteudoListItem {
  return { ...conteudo, text: plainText(conteudo.content) };
}

/** Newest first by date; items without a valid date ('Data inválida' on the card) last; ties by newest id. */
export function sortNewestFirst<T extends Pick<Conteudo, 'id' | 'data'>>(items: readonly T[]): T[] {
  const key = (d: string | null) => (d && formatDateBR(d) !== INVALID_DATE ? d.slice(0, 10) : '');
  return [...items].sort((a, b) => {
    const x = key(a.data);
    const y = key(b.data);
    if (x !== y) return x < y ? 1 : -1;
    return b.id - a.id;
  });
}

/** As you type: title, author and text, accent- and case-insensitive. */
export function searchConteudos(items: readonly ConteudoListItem[], query: string): ConteudoListItem[] {
  return filterBySearch(items, query, (c) => [c.title, c.author, c.text]);
}
