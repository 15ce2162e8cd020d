// List items, order and search. The 60/120 cut (@semmultas/shared/card-text) and the HTML-to-text
// rule (@semmultas/shared/html-text) are shared, so the admin's preview cuts exactly as users see it.
import type { Conteudo } from '@semmultas/shared/types';
import { formatDateBR, INVALID_DATE } from '@semmultas/shared/format';
import { htmlToText } from '@semmultas/shared/html-text';
import { filterBySearch } from '@semmultas/shared/search';

/** A content with its HTML read once as text: for the excerpt and for search. */
export interface ConteudoListItem extends Conteudo {
  text: string;
}

export function toListItem(conteudo: Conteudo): ConteudoListItem {
  return { ...conteudo, text: htmlToText(conteudo.content) };
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
