import { QueryClient } from '@tanstack/react-query';
import { conteudosFirstRead, forgetFirstReads, prefetchFirstRead, takeFirstRead, type BootState, type StartedRead } from './first-read';

const read = conteudosFirstRead(0);
const key = ['conteudos', 0] as const;
const FRESH = 30_000;

function boot(started?: Omit<StartedRead, 'at'> & { at?: number }) {
  window.__semmultasBoot = { reads: started ? { [read.key]: { at: Date.now(), ...started } } : {} } as BootState;
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
    void prefetchFirstRead(client, { queryKey: key, queryFn: own }, read, (rows) => (rows as number[]).map(String), FRESH);
    expect(client.getQueryData(key)).toEqual(['1', '2']);
    expect(own).not.toHaveBeenCalled();
    // Once: a later visit to the list reads for itself.
    expect(takeFirstRead(read.key, FRESH)).toBeUndefined();
  });

  it('an answer on its way: a page mounted before it comes waits for it instead of asking again', async () => {
    let answer!: (rows: unknown) => void;
    boot({ promise: new Promise((resolve) => (answer = resolve)) });
    const done = prefetchFirstRead(client, { queryKey: key, queryFn: own }, read, () => ['de index.html'], FRESH);
    // What useQuery does as the page mounts: the same key, its own read as queryFn.
    const page = client.fetchQuery({ queryKey: key, queryFn: own, staleTime: FRESH });
    answer([{}]);
    await done;
    await expect(page).resolves.toEqual(['de index.html']);
    expect(own).not.toHaveBeenCalled();
  });

  it('makes its own read if that answer failed', async () => {
    const failed = Promise.reject(new Error('HTTP 401'));
    failed.catch(() => undefined);
    boot({ promise: failed });
    await prefetchFirstRead(client, { queryKey: key, queryFn: own }, read, () => ['nunca'], FRESH);
    expect(own).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(key)).toEqual(['lido pela área']);
  });

  it('reads as the area always has when index.html started nothing, or started it too long ago', async () => {
    boot();
    await prefetchFirstRead(client, { queryKey: key, queryFn: own }, read, () => ['nunca'], FRESH);
    expect(client.getQueryData(key)).toEqual(['lido pela área']);
    delete window.__semmultasBoot;
    await prefetchFirstRead(new QueryClient(), { queryKey: key, queryFn: own }, read, () => ['nunca'], FRESH);
    // The remote came back on a retry long after the visit opened: an old answer is read again.
    boot({ promise: Promise.resolve([1]), rows: [1], at: Date.now() - FRESH });
    const late = new QueryClient();
    await prefetchFirstRead(late, { queryKey: key, queryFn: own }, read, () => ['velho'], FRESH);
    expect(late.getQueryData(key)).toEqual(['lido pela área']);
    expect(own).toHaveBeenCalledTimes(3);
  });

  it('forgets what index.html read when the signed-in user changes', () => {
    boot({ promise: Promise.resolve([1]), rows: [1] });
    window.__semmultasBoot!.firstList = { path: '/dicas-tributarias', node: document.createElement('ul') };
    forgetFirstReads();
    expect(takeFirstRead(read.key, FRESH)).toBeUndefined();
    expect(window.__semmultasBoot!.firstList).toBeUndefined();
  });

  it("keys each list's read by its RPC and type", () => {
    expect(conteudosFirstRead(0)).toEqual({ key: 'conteudos_visiveis:0', rpc: 'conteudos_visiveis', args: { conteudo_tipo: 0 } });
    expect(conteudosFirstRead(2).key).not.toBe(conteudosFirstRead(0).key);
  });
});
