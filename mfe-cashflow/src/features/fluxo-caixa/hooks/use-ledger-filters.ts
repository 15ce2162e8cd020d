import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Filters } from '../utils/ledger';
import { filtersFromParams, paramsWithFilters } from '../utils/url-filters';

const URL_DELAY_MS = 300;

/**
 * The filters: read from the address once, then kept in state and copied back to the address
 * (replacing, not adding, history entries). State first, because a filter change must redraw
 * the list in the same frame as the click; going through the router would make it a
 * transition that renders the page twice.
 */
export function useLedgerFilters(years: number[]): [Filters, Dispatch<SetStateAction<Filters>>] {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params, years));
  // A moment later, and once per burst of typing: history.replaceState and the router's
  // re-render are not free, and the address is only needed for a reload or a bookmark.
  useEffect(() => {
    const next = paramsWithFilters(params, filters);
    if (next.toString() === params.toString()) return;
    const timer = setTimeout(() => setParams(next, { replace: true }), URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters, params, setParams]);
  return [filters, setFilters];
}
