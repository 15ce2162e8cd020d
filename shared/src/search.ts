// Search as people type it: accent- and case-insensitive, every word must appear somewhere.
// "icms" finds "ICMS"; "substituicao tributaria" finds "Substituição Tributária".
import { normalizeSearch } from './format';

type Field = string | null | undefined;

/** The words of a query, normalised; an empty query has none (and matches everything). */
export function searchTerms(query: string | null | undefined): string[] {
  return normalizeSearch(query).split(/\s+/).filter(Boolean);
}

/** True when every word of `query` occurs in at least one of `fields`. */
export function matchesSearch(query: string | null | undefined, fields: readonly Field[]): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = fields.map(normalizeSearch).join('\n');
  return terms.every((term) => haystack.includes(term));
}

/** The items whose `fields` match `query`, in their original order. */
export function filterBySearch<T>(items: readonly T[], query: string | null | undefined, fields: (item: T) => readonly Field[]): T[] {
  if (searchTerms(query).length === 0) return [...items];
  return items.filter((item) => matchesSearch(query, fields(item)));
}
