import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Filters } from '../utils/ledger';
import { filtersFromParams, paramsWithFilters } from '../utils/url-filters';

/** The filters, read from and written to the address (replacing, not adding, history entries). */
export function useLedgerFilters(years: number[]): [Filters, (next: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params, years), [params, years]);
  const setFilters = useCallback((next: Filters) => setParams((prev) => paramsWithFilters(prev, next), { replace: true }), [setParams]);
  return [filters, setFilters];
}
