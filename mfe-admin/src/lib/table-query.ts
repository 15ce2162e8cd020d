// What an admin table shows: the rows that match the free-text search and every column
// filter, in their original order. Kept apart from antd so the rule is tested without a DOM;
// the table hands antd the already-filtered rows (its own onFilter is never used).
import { filterBySearch } from '@semmultas/shared/search';

export type FilterValue = string | number | boolean;

/** Column filters as antd reports them: column key → chosen values (null or [] = no filter). */
export type ColumnFilters = Record<string, readonly FilterValue[] | null | undefined>;

export interface TableQuery {
  search: string;
  filters: ColumnFilters;
}

export interface TableQuerySpec<T> {
  /** The texts a row is searched in (accent- and case-insensitive, every word must appear). */
  searchText: (row: T) => ReadonlyArray<string | null | undefined>;
  /** For each filterable column, the value a row is filtered by. */
  filterValue?: Record<string, (row: T) => FilterValue>;
}

export const EMPTY_QUERY: TableQuery = { search: '', filters: {} };

export function applyTableQuery<T>(rows: readonly T[], query: TableQuery, spec: TableQuerySpec<T>): T[] {
  const active = Object.entries(query.filters).filter(
    (entry): entry is [string, readonly FilterValue[]] => Array.isArray(entry[1]) && entry[1].length > 0,
  );
  const filtered = active.length
    ? rows.filter((row) =>
        active.every(([key, chosen]) => {
          const valueOf = spec.filterValue?.[key];
          // A filter on a column the spec does not know filters nothing (rather than everything).
          if (!valueOf) return true;
          const value = valueOf(row);
          return chosen.some((c) => String(c) === String(value));
        }),
      )
    : [...rows];
  return filterBySearch(filtered, query.search, spec.searchText);
}

/** True when the search or a filter narrows the table (for "no results" vs "no rows yet"). */
export function isNarrowed(query: TableQuery): boolean {
  return query.search.trim() !== '' || Object.values(query.filters).some((v) => Array.isArray(v) && v.length > 0);
}
