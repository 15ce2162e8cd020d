// The ledger on screen, read through the app's query cache. Every write returns the whole row
// (write-ledger.ts puts it into this cache), and the tab re-reads it when it comes back into
// view, at most every LEDGER_FRESH_MS: another tab may have written meanwhile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Ledger } from '../utils/ledger';
import { getOrCreateLedger, readOwnLedger } from './fluxo-caixa-api';

export const LEDGER_FRESH_MS = 2_000;

/** `readOnly`: read the stored row without creating it (an expired plan, issue 21). */
export const ledgerQueryOptions = (supabase: SupabaseClient, readOnly: boolean) =>
  queryOptions({
    queryKey: ['ledger', readOnly ? 'read-only' : 'own'],
    queryFn: (): Promise<Ledger> => (readOnly ? readOwnLedger : getOrCreateLedger)(supabase),
    meta: { label: 'carregar o fluxo de caixa' },
    staleTime: LEDGER_FRESH_MS,
  });

export function useLedger(supabase: SupabaseClient, readOnly = false) {
  return useQuery(ledgerQueryOptions(supabase, readOnly));
}
