// Every change of the ledger is one RPC that returns the whole row (fluxo-caixa-api.ts): the
// row it returns becomes the cached ledger. Writes are numbered per cache so a slow, older
// answer never overwrites a newer one; when one is dropped the ledger is read again, so nothing
// another request wrote stays hidden. A read under way when a write starts is cancelled: its
// answer would be older than the write's.
import { useCallback } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Ledger } from '../utils/ledger';
import { ledgerQueryOptions } from './get-ledger';

export type LedgerWrite = (supabase: SupabaseClient) => Promise<Ledger>;

const order = new WeakMap<QueryClient, { issued: number; applied: number }>();

function orderOf(client: QueryClient) {
  let o = order.get(client);
  if (!o) order.set(client, (o = { issued: 0, applied: 0 }));
  return o;
}

/** Runs one write and resolves with the row it returned; throws what the write threw. */
export function useLedgerWrite(supabase: SupabaseClient, readOnly = false): (write: LedgerWrite) => Promise<Ledger> {
  const client = useQueryClient();
  const { queryKey } = ledgerQueryOptions(supabase, readOnly);
  const { mutateAsync } = useMutation({
    mutationFn: (write: LedgerWrite) => write(supabase),
    onMutate: async () => {
      const n = ++orderOf(client).issued;
      await client.cancelQueries({ queryKey });
      return { n };
    },
    onSuccess: (ledger, _write, context) => {
      const o = orderOf(client);
      if (context.n > o.applied) {
        o.applied = context.n;
        client.setQueryData(queryKey, ledger);
      } else void client.invalidateQueries({ queryKey });
    },
  });
  return useCallback((write: LedgerWrite) => mutateAsync(write), [mutateAsync]);
}
