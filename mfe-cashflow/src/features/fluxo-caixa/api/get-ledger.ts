// The ledger on screen, read through the app's query cache. Every write returns the whole row
// (write-ledger.ts puts it into this cache), and the tab re-reads it when it comes back into
// view, at most every LEDGER_FRESH_MS: another tab may have written meanwhile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Ledger } from '../utils/ledger';
import { getOrCreateLedger, readOwnLedger } from './fluxo-caixa-api';

export const LEDGER_FRESH_MS = 2_000;

const read = (supabase: SupabaseClient, readOnly: boolean): Promise<Ledger> => (readOnly ? readOwnLedger : getOrCreateLedger)(supabase);

/**
 * Issue 14: a read started before the page is there (the pointer resting on the menu entry,
 * or the keyboard focusing it: `warmLedger`), so the first opening does not wait a round trip
 * after its code has rendered. It is the page's own read, started earlier: the page's first
 * read takes it if it is younger than LEDGER_FRESH_MS, the age at which the page would read
 * again anyway; a warm read that failed is simply read again by the page, which says so if
 * that fails too.
 */
interface WarmRead {
  readOnly: boolean;
  at: number;
  promise: Promise<Ledger>;
  value?: Ledger;
}
let warm: WarmRead | null = null;
/** When the warm read that became the cache's first data was started (its age). */
let takenAt = 0;
/** Pages on screen: while one is, its own cache reads, and a hover warms nothing. */
let pagesOpen = 0;

const fresh = (w: WarmRead | null, readOnly: boolean): w is WarmRead =>
  w !== null && w.readOnly === readOnly && Date.now() - w.at < LEDGER_FRESH_MS;

export function warmLedger(supabase: SupabaseClient, readOnly: boolean): void {
  if (pagesOpen > 0 || fresh(warm, readOnly)) return;
  const promise = read(supabase, readOnly);
  const started: WarmRead = { readOnly, at: Date.now(), promise };
  promise.then(
    (value) => void (started.value = value),
    () => undefined,
  );
  warm = started;
}

/** The warm read's answer if it is in: the page's first render then shows the rows at once. */
function takeWarmValue(readOnly: boolean): Ledger | undefined {
  const w = warm;
  if (!fresh(w, readOnly) || !w.value) return undefined;
  warm = null;
  takenAt = w.at;
  return w.value;
}

/** The warm read still under way: the page's first read waits for it instead of asking again. */
function takeWarm(readOnly: boolean): Promise<Ledger> | null {
  const w = warm;
  warm = null;
  return fresh(w, readOnly) ? w.promise : null;
}

/** Counts a page on screen (an effect's body); returns its cleanup. */
export function ledgerPageOpen(): () => void {
  pagesOpen += 1;
  warm = null;
  return () => {
    pagesOpen -= 1;
  };
}

/** `readOnly`: read the stored row without creating it (an expired plan, issue 21). */
export const ledgerQueryOptions = (supabase: SupabaseClient, readOnly: boolean) =>
  queryOptions({
    queryKey: ['ledger', readOnly ? 'read-only' : 'own'],
    queryFn: (): Promise<Ledger> => takeWarm(readOnly)?.catch(() => read(supabase, readOnly)) ?? read(supabase, readOnly),
    initialData: () => takeWarmValue(readOnly),
    initialDataUpdatedAt: () => takenAt,
    meta: { label: 'carregar o fluxo de caixa' },
    staleTime: LEDGER_FRESH_MS,
  });

export function useLedger(supabase: SupabaseClient, readOnly = false) {
  return useQuery(ledgerQueryOptions(supabase, readOnly));
}
