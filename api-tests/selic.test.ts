// Issue 18: the Selic table in the database — everyone reads it, only the admin writes it, and
// the daily job's BCB step (SGS 4390) fills it from a stub of the Banco Central's API: new and
// changed months only, the source recorded, a failing or malformed answer logged in the run
// record without touching the table, and nothing requested when the step is turned off.
// The suite shares its database with the browser tests: every row it changes is put back.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { atualizarSelicBcb } from '../supabase/functions/_shared/jobs/selic-bcb.js';
import { serviceDb } from '../supabase/functions/_shared/db.js';
import { cleanup, makeUser, serviceClient, SERVICE_ROLE_KEY, SUPABASE_URL, type TestUser } from './lib/api';

interface Linha {
  mes: string;
  taxa: number;
  fonte: string;
  fonte_unica: boolean;
}

const DIA = '2026-01-15';
const db = serviceDb({ url: SUPABASE_URL, serviceKey: SERVICE_ROLE_KEY });
const originais: Linha[] = [];
let admin: TestUser;
let premium: TestUser;
let anon: TestUser;

// The stub BCB: answers whatever the test set, and remembers what it was asked.
let resposta: { status: number; corpo: string } = { status: 200, corpo: '[]' };
const pedidos: URL[] = [];
let servidor: Server;
let urlStub = '';

async function linha(mes: string): Promise<Linha | null> {
  const { data, error } = await serviceClient().from('taxas_selic').select('mes, taxa, fonte, fonte_unica').eq('mes', mes).maybeSingle();
  if (error) throw error;
  return data ? { ...(data as Linha), taxa: Number((data as Linha).taxa) } : null;
}

async function execucao() {
  const { data, error } = await serviceClient().rpc('selic_execucoes_bcb', { p_dia: DIA });
  if (error) throw error;
  return (data as { result: number | null; error: string | null }[])[0];
}

beforeAll(async () => {
  servidor = createServer((req, res) => {
    pedidos.push(new URL(req.url ?? '/', 'http://stub'));
    res.writeHead(resposta.status, { 'content-type': 'application/json' }).end(resposta.corpo);
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  urlStub = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}/dados/serie/bcdata.sgs.4390/dados`;
  // Every month the stub touches, put back as the seed had it: the browser suite reads the same
  // database after this one (the admin's table shows 12/2025 as single-source).
  for (const mes of ['2020-01', '2025-10', '2025-11', '2025-12']) originais.push((await linha(mes))!);
  [admin, premium, anon] = await Promise.all([makeUser('admin', 'selic-admin'), makeUser('premium', 'selic-premium'), makeUser('anon')]);
});

afterAll(async () => {
  await serviceClient().from('taxas_selic').delete().like('mes', '2019-%');
  for (const o of originais)
    await serviceClient().from('taxas_selic').update({ taxa: o.taxa, fonte: o.fonte, fonte_unica: o.fonte_unica }).eq('mes', o.mes);
  await new Promise((ok) => servidor.close(ok));
  await cleanup();
});

describe('public.taxas_selic', () => {
  it('is seeded with the shipped table, 10–12/2025 marked as single-source, and anyone reads it', async () => {
    const { data, error } = await anon.client
      .from('taxas_selic')
      .select('mes, taxa, fonte_unica')
      .in('mes', ['2020-01', '2022-05', '2025-09', '2025-10', '2025-12'])
      .order('mes');
    expect(error).toBeNull();
    expect((data ?? []).map((r) => [r.mes, Number(r.taxa), r.fonte_unica])).toEqual([
      ['2020-01', 0.38, false],
      ['2022-05', 1.03, false],
      ['2025-09', 1.22, false],
      ['2025-10', 1.28, true],
      ['2025-12', 1.22, true],
    ]);
    const { count } = await premium.client
      .from('taxas_selic')
      .select('mes', { count: 'exact', head: true })
      .gte('mes', '2020-01')
      .lte('mes', '2025-12');
    expect(count).toBe(72);
  });

  it('a premium user cannot insert, change or delete a month', async () => {
    expect((await premium.client.from('taxas_selic').insert({ mes: '2019-05', taxa: 0.54, fonte: 'eu mesmo' })).error).not.toBeNull();
    await premium.client.from('taxas_selic').update({ taxa: 9 }).eq('mes', '2020-01');
    await premium.client.from('taxas_selic').delete().eq('mes', '2020-01');
    await anon.client.from('taxas_selic').update({ taxa: 9 }).eq('mes', '2020-01');
    expect(await linha('2020-01')).toMatchObject({ taxa: 0.38 });
  });

  it('the admin inserts, corrects and deletes a month; the database stamps who did it', async () => {
    const inserido = await admin.client
      .from('taxas_selic')
      .insert({ mes: '2019-05', taxa: 0.54, fonte: 'Receita Federal, tabela Selic' })
      .select('mes, updated_by')
      .single();
    expect(inserido.error).toBeNull();
    expect(inserido.data).toEqual({ mes: '2019-05', updated_by: admin.id });
    const corrigido = await admin.client.from('taxas_selic').update({ taxa: 0.55 }).eq('mes', '2019-05').select('taxa').single();
    expect(Number(corrigido.data?.taxa)).toBe(0.55);
    expect((await admin.client.from('taxas_selic').delete().eq('mes', '2019-05').select('mes')).data).toEqual([{ mes: '2019-05' }]);
    expect(await linha('2019-05')).toBeNull();
  });

  it('refuses a month not written AAAA-MM, a rate out of range and a blank source, with a 4xx', async () => {
    for (const [ruim, motivo] of [
      [{ mes: '2019-13', taxa: 0.5, fonte: 'Receita Federal' }, /^Mês deve estar no formato AAAA-MM/],
      [{ mes: '05/2019', taxa: 0.5, fonte: 'Receita Federal' }, /^Mês deve estar no formato AAAA-MM/],
      [{ mes: '2019-06', taxa: 0, fonte: 'Receita Federal' }, /^Taxa Selic deve ser maior que 0 e menor que 10/],
      [{ mes: '2019-06', taxa: 10, fonte: 'Receita Federal' }, /^Taxa Selic deve ser maior que 0 e menor que 10/],
      [{ mes: '2019-06', taxa: 0.555, fonte: 'Receita Federal' }, /duas casas decimais/],
      [{ mes: '2019-06', taxa: 0.5, fonte: '  ' }, /^Informe a fonte/],
    ] as const) {
      const { error, status } = await admin.client.from('taxas_selic').insert(ruim);
      expect(error?.message).toMatch(motivo);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
  });

  it('only the service role runs the import', async () => {
    for (const c of [anon.client, premium.client, admin.client]) {
      expect((await c.rpc('selic_importar_bcb', { p_dia: DIA, p_taxas: [{ mes: '2019-01', taxa: 9 }] })).error).not.toBeNull();
    }
    expect(await linha('2019-01')).toBeNull();
  });
});

describe('the daily job’s BCB step (SGS 4390) against a stub', () => {
  const anteriores = JSON.stringify([
    { data: '01/03/2019', valor: '0.47' },
    { data: '01/01/2020', valor: '0.40' }, // revised: the table has 0,38
    { data: '01/10/2025', valor: '1.28' }, // same value: now confirmed by an official source
    { data: '01/12/2025', valor: '1.22' },
    { data: '01/01/2026', valor: '0.60' }, // the month of the run: partial, never stored
  ]);

  it('asks for the series as JSON in dd/MM/yyyy and writes only the new, changed or single-source months', async () => {
    resposta = { status: 200, corpo: anteriores };
    pedidos.length = 0;
    expect(await atualizarSelicBcb({ db, today: DIA, baseUrl: urlStub, ativo: true })).toBe(4);
    expect(pedidos).toHaveLength(1);
    expect(pedidos[0]!.pathname).toBe('/dados/serie/bcdata.sgs.4390/dados');
    expect(Object.fromEntries(pedidos[0]!.searchParams)).toEqual({ formato: 'json', dataInicial: '01/01/2025', dataFinal: '15/01/2026' });

    expect(await linha('2019-03')).toMatchObject({ taxa: 0.47, fonte: expect.stringContaining('SGS série 4390'), fonte_unica: false });
    expect(await linha('2020-01')).toMatchObject({ taxa: 0.4, fonte: expect.stringContaining('Banco Central') });
    expect(await linha('2025-10')).toMatchObject({ taxa: 1.28, fonte_unica: false });
    expect(await linha('2025-11')).toMatchObject({ taxa: 1.05, fonte_unica: true });
    expect(await linha('2026-01')).toBeNull();
    expect(await execucao()).toMatchObject({ result: 4, error: null });

    // Again the same day: nothing left to write.
    expect(await atualizarSelicBcb({ db, today: DIA, baseUrl: urlStub, ativo: true })).toBe(0);
    expect(await execucao()).toMatchObject({ result: 0, error: null });
  });

  it.each([
    ['an HTTP error', { status: 503, corpo: '{"message":"indisponível"}' }, /HTTP 503/],
    ['a body that is not JSON', { status: 200, corpo: '<html>manutenção</html>' }, /não é JSON/],
    ['JSON that is not the list', { status: 200, corpo: '{"erro":"Série não encontrada"}' }, /não é uma lista/],
    [
      'an item with a bad value',
      { status: 200, corpo: '[{"data":"01/02/2019","valor":"0.49"},{"data":"01/03/2019","valor":"abc"}]' },
      /item inesperado/,
    ],
  ])('%s is recorded in the run and changes nothing', async (_nome, r, motivo) => {
    resposta = r;
    const antes = await linha('2019-02');
    const saida = await atualizarSelicBcb({ db, today: DIA, baseUrl: urlStub, ativo: true });
    expect(saida).toMatch(/^erro: /);
    expect(await linha('2019-02')).toEqual(antes);
    const run = await execucao();
    expect(run?.result).toBeNull();
    expect(run?.error).toMatch(motivo);
  });

  it('the database refuses a month the job should never have sent, and records why', async () => {
    const n = await db.rpc('selic_importar_bcb', { p_dia: DIA, p_taxas: [{ mes: '2019-13', taxa: 0.5 }], p_erro: null });
    expect(n).toBe(-1);
    expect((await execucao())?.error).toMatch(/inválidos/);
  });

  it('turned off (SELIC_BCB=off), it asks nothing', async () => {
    pedidos.length = 0;
    expect(await atualizarSelicBcb({ db, today: DIA, baseUrl: urlStub, ativo: false })).toBe('desligado');
    expect(pedidos).toHaveLength(0);
  });

  it('runs inside the daily job of the cron route (off in the test servers)', async () => {
    const res = await fetch(`${SUPABASE_URL}/functions/v1/billing/cron/daily`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(res.status).toBe(200);
    const corpo = (await res.json()) as { steps: Record<string, unknown> };
    expect(corpo.steps.selic_bcb).toBe('desligado');
    expect(typeof corpo.steps.billing_plan_reminders).toBe('number');
  });
});
