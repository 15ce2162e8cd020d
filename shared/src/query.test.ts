import { createQueryClient, isTransient, orThrow, queryState } from './query';

describe('orThrow', () => {
  it('gives the data of an answer without error', () => {
    expect(orThrow({ data: [1, 2], error: null, status: 200 })).toEqual([1, 2]);
  });

  it("throws the answer's error with its code and the answer's status", () => {
    const error = Object.assign(new Error('Sem permissão'), { code: '42501' });
    expect(() => orThrow({ data: null, error, status: 403 })).toThrow(error);
    expect(error).toMatchObject({ code: '42501', status: 403 });
  });
});

describe('which failures are tried again', () => {
  it.each([
    ['no answer (network)', { message: 'TypeError: Failed to fetch', code: '', status: 0 }],
    ['a server error', { message: 'bad gateway', status: 502 }],
    ['a lost connection', { code: '08006', status: 500 }],
    ['a serialization race', { code: '40001' }],
    ['an error thrown without a code', new Error('Failed to fetch')],
  ])('%s: yes', (_what, error) => expect(isTransient(error)).toBe(true));

  it.each([
    ['row-level security', { code: '42501', status: 403 }],
    ['an expired token', { code: 'PGRST301', status: 401 }],
    ['invalid input', { code: '22023', status: 400 }],
    ['not found', { code: 'PT404' }],
    ['a full thread', { code: 'PT409', status: 409 }],
    ['too many writes', { code: 'PT429', status: 429 }],
    ['a unique violation', { code: '23505' }],
  ])('%s: no', (_what, error) => expect(isTransient(error)).toBe(false));

  it('asks once in unit tests, so a failure shows at once', async () => {
    const client = createQueryClient();
    const queryFn = jest.fn(async () => {
      throw new Error('Failed to fetch');
    });
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('Failed to fetch');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('queryState', () => {
  const refetch = jest.fn();
  const base = { data: undefined, error: null, isError: false, isFetching: true, refetch };

  it('is loading until the first answer, and again while a failed read is retried', () => {
    expect(queryState(base).status).toBe('loading');
    expect(queryState({ ...base, error: new Error('x'), isError: true, isFetching: true }).status).toBe('loading');
  });

  it('shows the failure when there is nothing to show, with a retry that reads again', () => {
    const error = new Error('x');
    const state = queryState({ ...base, error, isError: true, isFetching: false });
    expect(state).toMatchObject({ status: 'error', error });
    state.retry();
    expect(refetch).toHaveBeenCalled();
  });

  it('keeps the data on screen when a background refresh fails', () => {
    expect(queryState({ ...base, data: [1], error: new Error('x'), isError: true, isFetching: false })).toMatchObject({
      status: 'success',
      data: [1],
    });
  });
});

describe('a failed request is logged once, by the cache', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it("writes one line with the query's label", async () => {
    const client = createQueryClient();
    const error = Object.assign(new Error('rede'), { status: 0 });
    await expect(
      client.fetchQuery({ queryKey: ['ledger'], queryFn: () => Promise.reject(error), meta: { label: 'carregar o fluxo de caixa' } }),
    ).rejects.toBe(error);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[SemMultas] carregar o fluxo de caixa', error);
  });

  it("writes one line with a mutation's label", async () => {
    const client = createQueryClient();
    const error = Object.assign(new Error('Sem permissão'), { code: '42501' });
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(error),
      meta: { label: 'excluir a transação' },
    });
    await expect(mutation.execute(undefined)).rejects.toBe(error);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[SemMultas] excluir a transação', error);
  });

  it('leaves a request without a label to its caller', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['states'], queryFn: () => Promise.reject(new Error('x')) })).rejects.toThrow('x');
    expect(log).not.toHaveBeenCalled();
  });
});
