// The MEI limit watch's revenue (migration 20261125004002): the caller's own ledger Entradas of
// the year, through the ledger's RLS — another user's ledger never counts, a user without an
// active plan (whose ledger RLS hides) gets null, a bad year is a 22023 with the reason.
import type { Transaction } from '@semmultas/shared/types';
import { cleanup, makeUser, type TestUser } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

async function lancar(u: TestUser, itens: Pick<Transaction, 'amount' | 'type' | 'date'>[]) {
  await u.client.rpc('fluxo_caixa_get_or_create');
  const r = await u.client.rpc('fluxo_caixa_add_transactions', {
    items: itens.map((i) => ({ description: 'Venda', category: null, ...i })),
  });
  if (r.error) throw new Error(r.error.message);
}

describe('agenda_receita_do_ano', () => {
  let mei: TestUser;
  let outro: TestUser;
  beforeAll(async () => {
    mei = await makeUser('premium', 'receita-mei');
    outro = await makeUser('premium', 'receita-outro');
    await lancar(mei, [
      { amount: 1000.1, type: 'Entrada', date: '2026-01-01' },
      { amount: 2500, type: 'Entrada', date: '2026-12-31' },
      { amount: 999, type: 'Saída', date: '2026-05-05' },
      { amount: 700, type: 'Entrada', date: '2025-12-31' },
    ]);
    await lancar(outro, [{ amount: 50000, type: 'Entrada', date: '2026-03-03' }]);
  });

  it('soma só as Entradas do ano, do próprio fluxo de caixa', async () => {
    const r = await mei.client.rpc('agenda_receita_do_ano', { p_ano: 2026 });
    expect(r.error).toBeNull();
    expect(Number(r.data)).toBe(3500.1);
    expect(Number((await mei.client.rpc('agenda_receita_do_ano', { p_ano: 2025 })).data)).toBe(700);
    expect(Number((await mei.client.rpc('agenda_receita_do_ano', { p_ano: 2024 })).data)).toBe(0);
    expect(Number((await outro.client.rpc('agenda_receita_do_ano', { p_ano: 2026 })).data)).toBe(50000);
  });

  it('sem fluxo de caixa legível (plano Grátis, sem lançamentos) devolve null, não zero', async () => {
    const free = await makeUser('free', 'receita-free');
    const r = await free.client.rpc('agenda_receita_do_ano', { p_ano: 2026 });
    expect(r.error).toBeNull();
    expect(r.data).toBeNull();
  });

  it('recusa ano inválido com o motivo; o anônimo não executa', async () => {
    const r = await mei.client.rpc('agenda_receita_do_ano', { p_ano: 26 });
    expect({ code: r.error?.code, message: r.error?.message }).toEqual({
      code: '22023',
      message: 'Ano inválido: use quatro dígitos, de 2000 a 2100.',
    });
    const anon = await makeUser('anon');
    expect((await anon.client.rpc('agenda_receita_do_ano', { p_ano: 2026 })).error).not.toBeNull();
  });
});
