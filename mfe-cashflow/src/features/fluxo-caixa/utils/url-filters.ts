// Filters live in the address (?mes=3&ano=2026&categoria=Impostos&tipo=Saída&busca=das): a
// reload keeps them and a filtered view can be bookmarked. Anything out of range is ignored.
import type { TransactionType } from '@semmultas/shared/types';
import { NO_CATEGORY, NO_FILTERS, type Filters } from './ledger';

export const FILTER_PARAMS = { month: 'mes', year: 'ano', category: 'categoria', type: 'tipo', search: 'busca' } as const;
const NO_CATEGORY_PARAM = 'sem-categoria';

export function filtersFromParams(params: URLSearchParams, years: readonly number[]): Filters {
  const month = Number(params.get(FILTER_PARAMS.month));
  const year = Number(params.get(FILTER_PARAMS.year));
  const type = params.get(FILTER_PARAMS.type);
  const category = params.get(FILTER_PARAMS.category)?.trim() || null;
  return {
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : null,
    year: years.includes(year) ? year : null,
    category: category === NO_CATEGORY_PARAM ? NO_CATEGORY : category,
    type: type === 'Entrada' || type === 'Saída' ? (type as TransactionType) : null,
    search: params.get(FILTER_PARAMS.search) ?? '',
  };
}

/** Writes the filters into a copy of the current params, dropping the ones that are unset. */
export function paramsWithFilters(current: URLSearchParams, f: Filters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  set(FILTER_PARAMS.month, f.month === null ? null : String(f.month));
  set(FILTER_PARAMS.year, f.year === null ? null : String(f.year));
  set(FILTER_PARAMS.category, f.category === NO_CATEGORY ? NO_CATEGORY_PARAM : f.category);
  set(FILTER_PARAMS.type, f.type);
  set(FILTER_PARAMS.search, f.search || null);
  return next;
}

export { NO_FILTERS };
