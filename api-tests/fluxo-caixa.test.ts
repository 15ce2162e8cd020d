// Cash-flow ledger: first visit (SPEC §7 PGRST116 path and the RPC), every write RPC,
// validation, the category-in-use choices, and concurrent writers from several tabs.
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEFAULT_CATEGORIES } from '@semmultas/shared/testing/ledger.ts';
import type { Category, Transaction } from '@semmultas/shared/types';
import { makeUser, newClient, saoPauloDate, type TestUser, cleanup } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

interface Ledger {
  user_id: string;
  transactions: Transaction[];
  categories: Category[];
}

const tx = (over: Partial<Transaction> = {}) => ({
  description: 'Venda balcão',
  amount: 150.25,
  type: 'Entrada',
  category: null,
  date: '2026-03-10',
  ...over,
});

async function rpc(c: SupabaseClient, fn: string, args: Record<string, unknown> = {}): Promise<Ledger> {
  const { data, error } = await c.rpc(fn, args);
  if (error) throw Object.assign(new Error(`${fn}: ${error.message}`), { code: error.code });
  return data as Ledger;
}
async function rpcError(c: SupabaseClient, fn: string, args: Record<string, unknown>) {
  const { error } = await c.rpc(fn, args);
  expect(error).not.toBeNull();
  return error!;
}

let u: TestUser;
beforeEach(async () => {
  u = await makeUser('premium', 'fluxo');
});

describe('first visit', () => {
  it('SPEC §7: select → PGRST116 → insert the empty record → select', async () => {
    const first = await u.client.from('fluxo_caixa').select('transactions, categories').eq('user_id', u.id).single();
    expect(first.error?.code).toBe('PGRST116');
    const ins = await u.client.from('fluxo_caixa').insert({ user_id: u.id, transactions: [], categories: [] });
    expect(ins.error).toBeNull();
    const again = await u.client.from('fluxo_caixa').select('transactions, categories').eq('user_id', u.id).single();
    expect(again.error).toBeNull();
    expect(again.data).toEqual({ transactions: [], categories: [] });
  });

  it('fluxo_caixa_get_or_create creates once, with the default categories, and returns the same row afterwards', async () => {
    const a = await rpc(u.client, 'fluxo_caixa_get_or_create');
    expect(a).toMatchObject({ user_id: u.id, transactions: [] });
    expect(a.categories.map((c) => c.name)).toEqual(DEFAULT_CATEGORIES);
    expect(new Set(a.categories.map((c) => c.id)).size).toBe(DEFAULT_CATEGORIES.length);
    expect(a.categories.every((c) => Number.isSafeInteger(c.id))).toBe(true);
    await rpc(u.client, 'fluxo_caixa_add_category', { name: 'Frete' });
    const b = await rpc(u.client, 'fluxo_caixa_get_or_create');
    expect(b.categories.map((c) => c.name)).toEqual([...DEFAULT_CATEGORIES, 'Frete']);
    expect(b.categories.slice(0, -1)).toEqual(a.categories);
  });

  it('a first write creates the ledger with the default categories too', async () => {
    const row = await rpc(u.client, 'fluxo_caixa_add_transaction', { transaction: tx({ category: 'Vendas' }) });
    expect(row.categories.map((c) => c.name)).toEqual(DEFAULT_CATEGORIES);
    expect(row.transactions).toHaveLength(1);
  });

  it('an existing ledger keeps its own categories, even none', async () => {
    const ins = await u.client.from('fluxo_caixa').insert({ user_id: u.id, transactions: [], categories: [] });
    expect(ins.error).toBeNull();
    expect((await rpc(u.client, 'fluxo_caixa_get_or_create')).categories).toEqual([]);
    const own = await rpc(u.client, 'fluxo_caixa_add_category', { name: 'Minha' });
    expect(own.categories.map((c) => c.name)).toEqual(['Minha']);
    await rpc(u.client, 'fluxo_caixa_delete_category', { category_id: own.categories[0]!.id });
    expect((await rpc(u.client, 'fluxo_caixa_get_or_create')).categories).toEqual([]);
  });
});

/** The tests below start from an empty ledger (created the SPEC §7 way), not the defaults. */
async function startEmpty() {
  const { error } = await u.client.from('fluxo_caixa').insert({ user_id: u.id, transactions: [], categories: [] });
  expect(error).toBeNull();
}

describe('transactions', () => {
  beforeEach(startEmpty);
  it('add, update and delete return the whole updated row', async () => {
    const added = await rpc(u.client, 'fluxo_caixa_add_transaction', { transaction: tx({ category: 'Vendas' }) });
    expect(added.transactions).toHaveLength(1);
    const t = added.transactions[0]!;
    expect(t).toMatchObject({ description: 'Venda balcão', amount: 150.25, type: 'Entrada', category: 'Vendas', date: '2026-03-10' });
    expect(typeof t.id).toBe('number');
    // the missing category was created
    expect(added.categories.map((c) => c.name)).toEqual(['Vendas']);

    const updated = await rpc(u.client, 'fluxo_caixa_update_transaction', {
      transaction_id: t.id,
      changes: { amount: 99.9, type: 'Saída', id: 123 },
    });
    expect(updated.transactions).toEqual([{ ...t, amount: 99.9, type: 'Saída' }]);

    const deleted = await rpc(u.client, 'fluxo_caixa_delete_transaction', { transaction_id: t.id });
    expect(deleted.transactions).toEqual([]);
    // deleting again is not an error
    expect((await rpc(u.client, 'fluxo_caixa_delete_transaction', { transaction_id: t.id })).transactions).toEqual([]);
  });

  it('normalises: trimmed text, 2 decimals, default date today (São Paulo), category matched ignoring case', async () => {
    await rpc(u.client, 'fluxo_caixa_add_category', { name: 'Impostos' });
    const row = await rpc(u.client, 'fluxo_caixa_add_transaction', {
      transaction: { description: '  DAS  ', amount: 10.005, type: 'Saída', category: ' impostos ' },
    });
    expect(row.transactions[0]).toMatchObject({ description: 'DAS', amount: 10.01, category: 'Impostos', date: saoPauloDate(0) });
    expect(row.categories).toHaveLength(1);
  });

  it('assigns unique, increasing ids', async () => {
    for (let i = 0; i < 5; i += 1) await rpc(u.client, 'fluxo_caixa_add_transaction', { transaction: tx({ description: `t${i}` }) });
    const { transactions } = await rpc(u.client, 'fluxo_caixa_get_or_create');
    const ids = transactions.map((t) => t.id);
    expect(new Set(ids).size).toBe(5);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  it.each([
    [{ ...tx(), description: '  ' }, '22023', /descrição/],
    [{ ...tx(), amount: '10' }, '22023', /número/],
    [{ ...tx(), amount: -1 }, '22023', /entre 0/],
    [{ ...tx(), type: 'Entrada ' }, '22023', /Entrada/],
    [{ ...tx(), date: '10/03/2026' }, '22007', /AAAA-MM-DD/],
    [{ ...tx(), date: '2026-02-30' }, '22007', /inválida/],
    [{ ...tx(), category: 42 }, '22023', /categoria/],
  ])('refuses an invalid transaction %#', async (transaction, code, message) => {
    const error = await rpcError(u.client, 'fluxo_caixa_add_transaction', { transaction });
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
  });

  it('update of a missing transaction answers PT404', async () => {
    const error = await rpcError(u.client, 'fluxo_caixa_update_transaction', { transaction_id: 1, changes: { amount: 1 } });
    expect(error.code).toBe('PT404');
  });

  it('bulk add (OFX import) is all or nothing', async () => {
    const items = [
      tx({ description: 'PIX recebido', category: 'Vendas' }),
      tx({ description: 'Tarifa', type: 'Saída', amount: 12.9, category: 'Banco' }),
    ];
    const row = await rpc(u.client, 'fluxo_caixa_add_transactions', { items });
    expect(row.transactions.map((t) => t.description)).toEqual(['PIX recebido', 'Tarifa']);
    expect(row.categories.map((c) => c.name).sort()).toEqual(['Banco', 'Vendas']);

    const bad = await rpcError(u.client, 'fluxo_caixa_add_transactions', {
      items: [tx({ description: 'ok' }), tx({ amount: 'x' as unknown as number })],
    });
    expect(bad.code).toBe('22023');
    expect((await rpc(u.client, 'fluxo_caixa_get_or_create')).transactions).toHaveLength(2);
    expect((await rpcError(u.client, 'fluxo_caixa_add_transactions', { items: [] })).code).toBe('22023');
  });
});

describe('categories', () => {
  beforeEach(startEmpty);
  it('add refuses blank names (SPEC message) and duplicates ignoring case', async () => {
    const blank = await rpcError(u.client, 'fluxo_caixa_add_category', { name: '   ' });
    expect(blank.code).toBe('22023');
    expect(blank.message).toBe('O nome da categoria não pode estar vazio.');
    await rpc(u.client, 'fluxo_caixa_add_category', { name: 'Aluguel' });
    expect((await rpcError(u.client, 'fluxo_caixa_add_category', { name: 'ALUGUEL' })).code).toBe('23505');
  });

  it('rename renames the transactions that use it', async () => {
    let row = await rpc(u.client, 'fluxo_caixa_add_transaction', { transaction: tx({ category: 'Aluguel' }) });
    await rpc(u.client, 'fluxo_caixa_add_category', { name: 'Outros' });
    const id = row.categories.find((c) => c.name === 'Aluguel')!.id;
    row = await rpc(u.client, 'fluxo_caixa_rename_category', { category_id: id, name: 'Aluguel da loja' });
    expect(row.categories.map((c) => c.name)).toEqual(['Aluguel da loja', 'Outros']);
    expect(row.transactions[0]!.category).toBe('Aluguel da loja');
    expect((await rpcError(u.client, 'fluxo_caixa_rename_category', { category_id: id, name: 'outros' })).code).toBe('23505');
    expect((await rpcError(u.client, 'fluxo_caixa_rename_category', { category_id: 1, name: 'x' })).code).toBe('PT404');
  });

  async function ledgerWithUsedCategory() {
    await rpc(u.client, 'fluxo_caixa_add_category', { name: 'Destino' });
    await rpc(u.client, 'fluxo_caixa_add_transaction', { transaction: tx({ description: 'a', category: 'Usada' }) });
    const row = await rpc(u.client, 'fluxo_caixa_add_transaction', { transaction: tx({ description: 'b', category: 'Usada' }) });
    await rpc(u.client, 'fluxo_caixa_add_transaction', { transaction: tx({ description: 'c', category: 'Destino' }) });
    return row.categories.find((c) => c.name === 'Usada')!.id;
  }

  it('delete of a category in use is refused by default (23503) and nothing changes', async () => {
    const id = await ledgerWithUsedCategory();
    const error = await rpcError(u.client, 'fluxo_caixa_delete_category', { category_id: id });
    expect(error.code).toBe('23503');
    expect(error.message).toMatch(/em uso por 2/);
    const row = await rpc(u.client, 'fluxo_caixa_get_or_create');
    expect(row.categories.map((c) => c.name)).toEqual(['Destino', 'Usada']);
  });

  it.each([
    ['reassign', { reassign_to: 'destino' }, ['Destino', 'Destino', 'Destino'], ['a', 'b', 'c']],
    ['clear', {}, [null, null, 'Destino'], ['a', 'b', 'c']],
    ['delete', {}, ['Destino'], ['c']],
  ])('delete with on_transactions = %s', async (mode, extra, categories, descriptions) => {
    const id = await ledgerWithUsedCategory();
    const row = await rpc(u.client, 'fluxo_caixa_delete_category', { category_id: id, on_transactions: mode, ...extra });
    expect(row.categories.map((c) => c.name)).toEqual(['Destino']);
    expect(row.transactions.map((t) => t.category)).toEqual(categories);
    expect(row.transactions.map((t) => t.description)).toEqual(descriptions);
  });

  it('reassign needs an existing target; unknown modes are refused', async () => {
    const id = await ledgerWithUsedCategory();
    expect(
      (await rpcError(u.client, 'fluxo_caixa_delete_category', { category_id: id, on_transactions: 'reassign', reassign_to: 'Nenhuma' }))
        .code,
    ).toBe('PT404');
    expect(
      (await rpcError(u.client, 'fluxo_caixa_delete_category', { category_id: id, on_transactions: 'reassign', reassign_to: 'usada' }))
        .code,
    ).toBe('PT404');
    expect((await rpcError(u.client, 'fluxo_caixa_delete_category', { category_id: id, on_transactions: 'apagar' })).code).toBe('22023');
  });

  it('deleting an unused or already deleted category just returns the row', async () => {
    const row = await rpc(u.client, 'fluxo_caixa_add_category', { name: 'Sem uso' });
    const id = row.categories[0]!.id;
    expect((await rpc(u.client, 'fluxo_caixa_delete_category', { category_id: id })).categories).toEqual([]);
    expect((await rpc(u.client, 'fluxo_caixa_delete_category', { category_id: id })).categories).toEqual([]);
  });
});

describe('concurrent writers (two browser tabs)', () => {
  beforeEach(startEmpty);
  it('keeps every transaction and category written at the same time', async () => {
    const tabs = await Promise.all(
      [0, 1, 2].map(async () => {
        const c = newClient();
        const { error } = await c.auth.signInWithPassword({ email: u.email, password: u.password });
        expect(error).toBeNull();
        return c;
      }),
    );
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 24; i += 1) {
      writes.push(rpc(tabs[i % 3]!, 'fluxo_caixa_add_transaction', { transaction: tx({ description: `Concorrente ${i}`, amount: i }) }));
    }
    for (let i = 0; i < 6; i += 1) writes.push(rpc(tabs[i % 3]!, 'fluxo_caixa_add_category', { name: `Categoria ${i}` }));
    writes.push(rpc(tabs[0]!, 'fluxo_caixa_add_transactions', { items: [tx({ description: 'Lote 1' }), tx({ description: 'Lote 2' })] }));
    await Promise.all(writes);

    const row = await rpc(u.client, 'fluxo_caixa_get_or_create');
    expect(row.transactions).toHaveLength(26);
    expect(new Set(row.transactions.map((t) => t.description))).toEqual(
      new Set([...Array.from({ length: 24 }, (_, i) => `Concorrente ${i}`), 'Lote 1', 'Lote 2']),
    );
    expect(new Set(row.transactions.map((t) => t.id)).size).toBe(26);
    expect(row.categories.map((c) => c.name).sort()).toEqual(Array.from({ length: 6 }, (_, i) => `Categoria ${i}`).sort());
  });

  it('a category deleted in one tab while another tab adds transactions to it loses nothing', async () => {
    const [a, b] = await Promise.all(
      [0, 1].map(async () => {
        const c = newClient();
        await c.auth.signInWithPassword({ email: u.email, password: u.password });
        return c;
      }),
    );
    const row = await rpc(a!, 'fluxo_caixa_add_category', { name: 'Temporária' });
    const id = row.categories[0]!.id;
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        rpc(b!, 'fluxo_caixa_add_transaction', { transaction: tx({ description: `x${i}`, category: 'Temporária' }) }),
      ),
      rpc(a!, 'fluxo_caixa_delete_category', { category_id: id, on_transactions: 'clear' }),
    ]);
    const final = await rpc(u.client, 'fluxo_caixa_get_or_create');
    expect(final.transactions).toHaveLength(8);
    // Every transaction either lost its category with the deletion or re-created it afterwards.
    const names = new Set(final.categories.map((c) => c.name));
    for (const t of final.transactions) expect(t.category === null || names.has(t.category)).toBe(true);
  });
});
