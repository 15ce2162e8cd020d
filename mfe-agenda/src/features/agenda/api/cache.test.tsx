// A write's answer goes into the cache: after a read under way is cancelled (its answer is
// older), and as a fresh read when nothing was cached yet.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@semmultas/shared/query';
import { useGravacao } from './cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup() {
  const reads: Array<ReturnType<typeof deferred<string[]>>> = [];
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(
    () => ({
      read: useQuery({
        queryKey: ['nomes'],
        queryFn: () => {
          const read = deferred<string[]>();
          reads.push(read);
          return read.promise;
        },
      }),
      add: useGravacao(
        ['nomes'],
        async (nome: string) => nome.toUpperCase(),
        (nomes: string[], novo: string) => [...nomes, novo],
      ),
    }),
    { wrapper },
  );
  return { reads, hook, client };
}

describe('useGravacao', () => {
  it('puts the returned row into the cached list, and an older read answering later does not undo it', async () => {
    const { reads, hook, client } = setup();
    await act(async () => reads[0]!.resolve(['a']));
    await waitFor(() => expect(hook.result.current.read.data).toEqual(['a']));
    act(() => void hook.result.current.read.refetch());
    await waitFor(() => expect(reads).toHaveLength(2));
    await act(async () => void (await hook.result.current.add.mutateAsync('b')));
    expect(client.getQueryData(['nomes'])).toEqual(['a', 'B']);
    await act(async () => reads[1]!.resolve(['a']));
    expect(client.getQueryData(['nomes'])).toEqual(['a', 'B']);
  });

  it('reads the list again when the first read had not answered yet', async () => {
    const { reads, hook, client } = setup();
    await waitFor(() => expect(reads).toHaveLength(1));
    let escrita: Promise<string> | undefined;
    act(() => void (escrita = hook.result.current.add.mutateAsync('b')));
    // The write resolves once the list read again is in the cache.
    await waitFor(() => expect(reads).toHaveLength(2));
    await act(async () => {
      reads[1]!.resolve(['a', 'B']);
      await escrita;
    });
    expect(client.getQueryData(['nomes'])).toEqual(['a', 'B']);
  });
});
