// The ledger on screen. Every write returns the whole row (the database's truth after the
// change, other tabs' entries included), and the tab re-reads it when it comes back into
// view. Answers are numbered so a slow, older one never overwrites a newer one; when one is
// dropped the ledger is read again, so nothing another request wrote stays hidden.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { logError } from '@semmultas/shared/supabase';
import { getOrCreateLedger, readOwnLedger } from '../api/fluxo-caixa-api';
import type { Ledger } from '../utils/ledger';

export type LedgerState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; ledger: Ledger };

const REFRESH_GAP_MS = 2_000;

/** `readOnly`: read the stored row without creating it (an expired plan, issue 21). */
export function useLedger(supabase: SupabaseClient, readOnly = false) {
  const [state, setState] = useState<LedgerState>({ status: 'loading' });
  const issued = useRef(0);
  const applied = useRef(0);
  const lastRefresh = useRef(0);
  const alive = useRef(true);

  const load = useCallback(
    async (silent: boolean): Promise<void> => {
      const n = ++issued.current;
      lastRefresh.current = Date.now();
      if (!silent) setState({ status: 'loading' });
      try {
        const ledger = await (readOnly ? readOwnLedger : getOrCreateLedger)(supabase);
        if (alive.current && n > applied.current) {
          applied.current = n;
          setState({ status: 'ready', ledger });
        }
      } catch (error) {
        logError('carregar o fluxo de caixa', error);
        // A failed background refresh keeps what is on screen.
        if (alive.current && !silent && n > applied.current) setState({ status: 'error', error });
      }
    },
    [supabase, readOnly],
  );

  useEffect(() => {
    alive.current = true;
    void load(false);
    return () => {
      alive.current = false;
    };
  }, [load]);

  // Back to this tab: another tab may have written meanwhile.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastRefresh.current > REFRESH_GAP_MS) void load(true);
    };
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener('focus', refresh);
    return () => {
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener('focus', refresh);
    };
  }, [load]);

  /** Runs one write; its returned row becomes the screen's ledger. Throws what the write threw. */
  const run = useCallback(
    async (write: (supabase: SupabaseClient) => Promise<Ledger>): Promise<Ledger> => {
      const n = ++issued.current;
      const ledger = await write(supabase);
      if (!alive.current) return ledger;
      if (n > applied.current) {
        applied.current = n;
        setState({ status: 'ready', ledger });
      } else void load(true);
      return ledger;
    },
    [supabase, load],
  );

  const retry = useCallback(() => void load(false), [load]);
  const refresh = useCallback(() => void load(true), [load]);
  return { state, run, retry, refresh };
}
