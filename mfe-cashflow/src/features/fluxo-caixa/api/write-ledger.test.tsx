// "A newer answer wins": two writes, or a read and a write, racing on the same ledger.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createQueryClient } from '@semmultas/shared/query';
import type { Ledger } from '../utils/ledger';
import { ledgerQueryOptions, useLedger } from './get-ledger';
import { useLedgerWrite } from './write-ledger';

const ledger = (description: string): Ledger => ({
  transactions: [{ id: 1, description, amount: 100, type: 'Entrada', category: null, date: '2026-01-01' }],
  categories: [],
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A client whose ledger reads answer when the test says so. */
function setup() {
  const reads: Array<ReturnType<typeof deferred<{ data: unknown; error: null }>>> = [];
  const supabase = {
    rpc: jest.fn(() => {
      const read = deferred<{ data: unknown; error: null }>();
      reads.push(read);
      return read.promise;
    }),
  } as unknown as SupabaseClient;
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => ({ read: useLedger(supabase), run: useLedgerWrite(supabase) }), { wrapper });
  const shown = () => client.getQueryData(ledgerQueryOptions(supabase, false).queryKey)?.transactions[0]?.description;
  return { reads, hook, shown };
}

describe('writing the ledger', () => {
  it('keeps the newer write when an older one answers last', async () => {
    const { reads, hook, shown } = setup();
    await act(async () => reads[0]!.resolve({ data: ledger('lido'), error: null }));
    await waitFor(() => expect(hook.result.current.read.data).toBeDefined());

    const older = deferred<Ledger>();
    const newer = deferred<Ledger>();
    let first!: Promise<Ledger>;
    let second!: Promise<Ledger>;
    act(() => {
      first = hook.result.current.run(() => older.promise);
    });
    await act(async () => {
      second = hook.result.current.run(() => newer.promise);
    });
    await act(async () => {
      newer.resolve(ledger('segunda escrita'));
      await second;
    });
    expect(shown()).toBe('segunda escrita');
    await act(async () => {
      older.resolve(ledger('primeira escrita'));
      await first;
    });
    expect(shown()).toBe('segunda escrita');
  });

  it('drops a read that was under way when a write started', async () => {
    const { reads, hook, shown } = setup();
    await act(async () => reads[0]!.resolve({ data: ledger('lido'), error: null }));
    await waitFor(() => expect(shown()).toBe('lido'));

    await act(async () => void hook.result.current.read.refetch());
    expect(reads).toHaveLength(2);
    await act(async () => {
      await hook.result.current.run(async () => ledger('escrito'));
    });
    await act(async () => reads[1]!.resolve({ data: ledger('leitura antiga'), error: null }));
    expect(shown()).toBe('escrito');
  });
});
