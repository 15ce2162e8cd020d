import { QueryClient } from '@tanstack/react-query';
import { conteudosFirstRead, prefetchFirstRead, takeFirstRead, type BootState, type StartedRead } from './first-read';

const read = conteudosFirstRead(0);
const key = ['conteudos', 0] as const;

function boot(started?: StartedRead) {
  window.__semmultasBoot = { reads: started ? { [read.key]: started } : {} } as BootState;
}

describe("prefetchFirstRead: an area's first read from index.html's answer", () => {
  let client: QueryClient;
  let own: jest.Mock;
  beforeEach(() => {
    client = new QueryClient();
    own = jest.fn(async () => ['lido pela área']);
  });
  afterEach(() => delete window.__semmultasBoot);

  it('puts an answer already in into the cache at once (the first render shows it), without asking again', () => {
    boot({ promise: Promise.resolve([1]), rows: [1, 2] });
    void prefetchFirstRead(client, { queryKey: key, queryFn: own }, read, (rows) => (rows as number[]).map(String));
    expect(client.getQueryData(key)).toEqual(['1', '2']);
    expect(own).not.toHaveBeenCalled();
    // Once: a later visit to the list reads for itself.
    expect(takeFirstRead(read.key)).toBeUndefined();
  });

  it('waits for an answer on its way, and makes its own read if that one failed', async () => {
    let answer!: (rows: unknown) => void;
    boot({ promise: new Promise((resolve) => (answer = resolve)) });
    const done = prefetchFirstRead(client, { queryKey: key, queryFn: own }, read, () => ['de index.html']);
    answer([{}]);
    await done;
    expect(client.getQueryData(key)).toEqual(['de index.html']);
    expect(own).not.toHaveBeenCalled();

    const failed = Promise.reject(new Error('HTTP 401'));
    failed.catch(() => undefined);
    boot({ promise: failed });
    await prefetchFirstRead(new QueryClient(), { queryKey: key, queryFn: own }, read, () => ['nunca']);
    expect(own).toHaveBeenCalledTimes(1);
  });

  it('reads as the area always has when index.html started nothing (another list, a later visit)', async () => {
    boot();
    await prefetchFirstRead(client, { queryKey: key, queryFn: own }, read, () => ['nunca']);
    expect(client.getQueryData(key)).toEqual(['lido pela área']);
    delete window.__semmultasBoot;
    await prefetchFirstRead(new QueryClient(), { queryKey: key, queryFn: own }, read, () => ['nunca']);
    expect(own).toHaveBeenCalledTimes(2);
  });

  it("keys each list's read by its RPC and type", () => {
    expect(conteudosFirstRead(0)).toEqual({ key: 'conteudos_visiveis:0', rpc: 'conteudos_visiveis', args: { conteudo_tipo: 0 } });
    expect(conteudosFirstRead(2).key).not.toBe(conteudosFirstRead(0).key);
  });
});
