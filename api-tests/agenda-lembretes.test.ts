// Issue 19, the premium half of the tax calendar (migration 20261125003000): reminder
// preferences and the private .ics address, RLS across users; the feed served by
// /functions/v1/agenda/feed/<token>.ics and parsed as a calendar app would (ical.js); the daily
// job, for a fixed day, queues one reminder e-mail per user and day and it reaches the mailbox.
import ICAL from 'ical.js';
import { montarIcs } from '../supabase/functions/_shared/agenda/ics.js';
import {
  cleanup,
  mailTo,
  makeUser,
  serviceClient,
  SERVICE_ROLE_KEY,
  setProfile,
  saoPauloDate,
  SUPABASE_URL,
  trackRow,
  type TestUser,
} from './lib/api';

jest.setTimeout(90000);
afterAll(cleanup);

const feedUrl = (token: string) => `${SUPABASE_URL}/functions/v1/agenda/feed/${token}.ics`;

async function criarEmpresa(u: TestUser, over: Record<string, unknown> = {}) {
  const { data, error } = await u.client
    .from('empresas')
    .insert({ nome: 'Padaria Lembrete', regime: 'SIMPLES', uf: 'SP', tem_empregados: true, ...over })
    .select('id, nome')
    .single();
  if (error) throw new Error(error.message);
  trackRow('empresas', data.id);
  return data as { id: string; nome: string };
}

async function gerar(u: TestUser): Promise<string> {
  const { data, error } = await u.client.rpc('agenda_feed_gerar');
  if (error) throw new Error(error.message);
  return data as string;
}

async function runDaily(today: string) {
  const res = await fetch(`${SUPABASE_URL}/functions/v1/billing/cron/daily`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ today }),
  });
  expect(res.status).toBe(200);
  // The reminder step's answer (supabase/functions/_shared/jobs/daily.js): how many e-mails it
  // queued, or the error it logged (the rest of the job still runs); never null.
  return (await res.json()) as { lembretes: number | { error: string } };
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await read();
  }
  return value;
}

describe('montarIcs (o gerador do .ics)', () => {
  const evento = {
    uid: 'e1.DAS.2025-10@semmultas',
    data: '2025-11-21',
    resumo: 'DAS 10/2025',
    descricao: 'Linha 1\nBase legal: LC 123/2006, art. 21',
    url: 'https://www8.receita.fazenda.gov.br/SimplesNacional/',
    concluido: false,
  };
  const ler = (texto: string) => new ICAL.Component(ICAL.parse(texto));

  it('um evento de dia inteiro (DTEND no dia seguinte), com alarme às 9h da véspera e o texto intacto', () => {
    const cal = ler(montarIcs([evento], { siteUrl: 'https://app.exemplo' }));
    expect(cal.getFirstPropertyValue('prodid')).toBe('-//SemMultas//Agenda tributaria//PT-BR');
    const [v] = cal.getAllSubcomponents('vevent');
    const e = new ICAL.Event(v!);
    expect([e.uid, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate]).toEqual([
      'e1.DAS.2025-10@semmultas',
      '2025-11-21',
      '2025-11-22',
      true,
    ]);
    expect(e.description).toBe('Linha 1\nBase legal: LC 123/2006, art. 21');
    expect(String(v!.getFirstSubcomponent('valarm')!.getFirstPropertyValue('trigger'))).toBe('-PT15H');
  });

  it('o que já foi pago ou entregue não toca alarme; um calendário vazio ainda é válido', () => {
    const [v] = ler(montarIcs([{ ...evento, concluido: true }], { siteUrl: 'https://app.exemplo' })).getAllSubcomponents('vevent');
    expect(v!.getFirstSubcomponent('valarm')).toBeNull();
    expect(ler(montarIcs([], { siteUrl: 'https://app.exemplo' })).getAllSubcomponents('vevent')).toEqual([]);
  });
});

describe('agenda_lembretes: preferências do próprio usuário', () => {
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [a, b] = await Promise.all([makeUser('premium', 'lembrete-a'), makeUser('premium', 'lembrete-b')]);
  });

  it('o dono grava e lê os dias; outro usuário não vê nem altera', async () => {
    const { error } = await a.client.from('agenda_lembretes').upsert({ dias: [1, 7, 0] });
    expect(error).toBeNull();
    const { data } = await a.client.from('agenda_lembretes').select('user_id, dias');
    expect(data).toEqual([{ user_id: a.id, dias: [7, 1, 0] }]);

    expect((await b.client.from('agenda_lembretes').select('user_id').eq('user_id', a.id)).data).toEqual([]);
    await b.client.from('agenda_lembretes').update({ dias: [] }).eq('user_id', a.id);
    await b.client.from('agenda_lembretes').delete().eq('user_id', a.id);
    // Inserting "for" someone else writes one's own row: the database takes the id from the session.
    await b.client.from('agenda_lembretes').insert({ user_id: a.id, dias: [3] });
    const rows = (await serviceClient().from('agenda_lembretes').select('user_id, dias').in('user_id', [a.id, b.id]).order('user_id')).data;
    expect(rows).toEqual(
      expect.arrayContaining([
        { user_id: a.id, dias: [7, 1, 0] },
        { user_id: b.id, dias: [3] },
      ]),
    );
  });

  it('recusa dias fora de 7, 3, 1 e 0 com o motivo', async () => {
    const { error } = await a.client.from('agenda_lembretes').upsert({ dias: [5] });
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe('Escolha quando lembrar: 7, 3 ou 1 dia antes, ou no dia do vencimento.');
  });

  it('no plano Grátis, escolher dias é recusado; desligar não', async () => {
    const free = await makeUser('free', 'lembrete-free');
    const { error } = await free.client.from('agenda_lembretes').upsert({ dias: [1] });
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('Os lembretes por e-mail são um recurso do plano Premium.');
    expect((await free.client.from('agenda_lembretes').upsert({ dias: [] })).error).toBeNull();
  });

  it('as funções do serviço não respondem a usuários', async () => {
    expect((await a.client.rpc('agenda_lembretes_pendentes', { p_today: saoPauloDate(0) })).error).not.toBeNull();
    expect((await a.client.rpc('agenda_feed_dados', { p_token: 'a'.repeat(64) })).error).not.toBeNull();
    expect((await a.client.rpc('agenda_enfileirar_lembretes', { p_today: saoPauloDate(0), p_lembretes: [] })).error).not.toBeNull();
  });
});

describe('o calendário .ics', () => {
  let premium: TestUser;
  let outro: TestUser;
  let empresa: { id: string; nome: string };
  beforeAll(async () => {
    [premium, outro] = await Promise.all([makeUser('premium', 'feed'), makeUser('premium', 'feed-outro')]);
    empresa = await criarEmpresa(premium, { nome: 'Padaria Feed' });
  });

  it('premium: 200, text/calendar, eventos de dia inteiro com UID estável, alarme, base legal e a página oficial', async () => {
    const token = await gerar(premium);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const res = await fetch(feedUrl(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const cal = new ICAL.Component(ICAL.parse(await res.text()));
    const eventos = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(eventos.length).toBeGreaterThan(10);
    const das = eventos.filter((e) => e.uid.startsWith(`${empresa.id}.DAS.`));
    expect(das.length).toBeGreaterThan(6);
    for (const e of das) {
      expect(e.uid).toMatch(new RegExp(`^${empresa.id}\\.DAS\\.\\d{4}-\\d{2}@semmultas$`));
      expect(e.startDate.isDate).toBe(true);
      expect(e.summary).toMatch(/^(✔ \(pago\) )?DAS do Simples Nacional \(e PGDAS-D\) \d{2}\/\d{4}$/);
      expect(e.description).toContain('Base legal: LC 123/2006');
      expect(e.description).toContain('nunca envia boleto, código Pix ou link de pagamento');
      expect(e.component.getFirstPropertyValue('url')).toMatch(/^https:\/\/www8\.receita\.fazenda\.gov\.br\//);
    }
    const futuro = das.find((e) => e.startDate.toString() >= saoPauloDate(0))!;
    const alarme = futuro.component.getFirstSubcomponent('valarm')!;
    expect(alarme.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect(String(alarme.getFirstPropertyValue('trigger'))).toBe('-PT15H');
    // Read twice, the same UIDs: a calendar app updates events instead of duplicating them.
    const segunda = new ICAL.Component(ICAL.parse(await (await fetch(feedUrl(token))).text()));
    expect(segunda.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toEqual(eventos.map((e) => e.uid));
  });

  it('um feriado municipal que a empresa cadastrou move o vencimento no .ics como na página', async () => {
    const token = await gerar(premium);
    const ler = async () =>
      new ICAL.Component(ICAL.parse(await (await fetch(feedUrl(token))).text()))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
    const antes = (await ler()).find((e) => e.uid.startsWith(`${empresa.id}.DAS.`) && e.startDate.toString() > saoPauloDate(0))!;
    const dia = antes.startDate.toString();
    const { error } = await premium.client.from('empresa_feriados').insert({ empresa_id: empresa.id, data: dia, nome: 'Feriado do feed' });
    expect(error).toBeNull();
    try {
      const depois = (await ler()).find((e) => e.uid === antes.uid)!;
      // The DAS prorroga: the next business day after the holiday.
      expect(depois.startDate.toString() > dia).toBe(true);
      expect(depois.description).toContain('Feriado do feed');
    } finally {
      await premium.client.from('empresa_feriados').delete().eq('empresa_id', empresa.id);
    }
  });

  it('o token só é visto pelo dono', async () => {
    await gerar(premium);
    expect((await premium.client.from('agenda_feeds').select('user_id, token')).data).toHaveLength(1);
    expect((await outro.client.from('agenda_feeds').select('token').eq('user_id', premium.id)).data).toEqual([]);
    const { error } = await outro.client.from('agenda_feeds').insert({ user_id: outro.id, token: 'b'.repeat(64) });
    expect(error).not.toBeNull();
  });

  it('gerar um novo endereço revoga o antigo; revogar desliga', async () => {
    const antigo = await gerar(premium);
    const novo = await gerar(premium);
    expect(novo).not.toBe(antigo);
    const r404 = await fetch(feedUrl(antigo));
    expect(r404.status).toBe(404);
    expect(((await r404.json()) as { message: string }).message).toBe(
      'Endereço de calendário inválido ou revogado. Gere um novo na Agenda tributária.',
    );
    expect((await fetch(feedUrl(novo))).status).toBe(200);
    expect((await premium.client.rpc('agenda_feed_revogar')).error).toBeNull();
    expect((await fetch(feedUrl(novo))).status).toBe(404);
    expect((await fetch(feedUrl('nao-e-um-token'))).status).toBe(404);
  });

  it('plano Grátis: não gera endereço; plano expirado: 403 com o motivo', async () => {
    const free = await makeUser('free', 'feed-free');
    const { error } = await free.client.rpc('agenda_feed_gerar');
    expect(error?.message).toBe('O calendário no seu aplicativo de agenda é um recurso do plano Premium.');

    const vai = await makeUser('premium', 'feed-expira');
    const token = await gerar(vai);
    await setProfile(vai.id, { is_premium: true, plan_expiration: saoPauloDate(-1) });
    const expirado = await fetch(feedUrl(token));
    expect(expirado.status).toBe(403);
    expect(((await expirado.json()) as { message: string }).message).toBe(
      'Seu plano Premium expirou: o calendário da Agenda tributária volta a funcionar quando você renovar.',
    );
    await setProfile(vai.id, { is_premium: false, plan_expiration: null });
    const gratis = await fetch(feedUrl(token));
    expect(gratis.status).toBe(403);
    expect(((await gratis.json()) as { message: string }).message).toBe(
      'O calendário da Agenda tributária no seu aplicativo de agenda é um recurso do plano Premium.',
    );
  });
});

describe('a tarefa diária envia os lembretes', () => {
  it('num dia fixo, um e-mail por dia de lembrete, por empresa (própria e compartilhada), sem o que já foi pago, mesmo rodando duas vezes', async () => {
    const contador = await makeUser('premium', 'lembrete-contador');
    const cliente = await makeUser('premium', 'lembrete-cliente');
    const propria = await criarEmpresa(contador, { nome: 'Escritório Contábil Alfa' });
    const compartilhada = await criarEmpresa(cliente, { nome: 'Mercadinho do Cliente', cnpj: '11222333000181' });
    const share = await cliente.client
      .from('empresa_membros')
      .insert({ empresa_id: compartilhada.id, email: contador.email })
      .select('id')
      .single();
    expect(share.error).toBeNull();
    // DAS of 10/2025 is due 21/11/2025; the own company's is already paid.
    expect(
      (
        await contador.client
          .from('agenda_marcas')
          .insert({ empresa_id: propria.id, obrigacao: 'DAS', competencia: '2025-10', status: 'pago' })
      ).error,
    ).toBeNull();
    expect((await contador.client.from('agenda_lembretes').upsert({ dias: [7] })).error).toBeNull();

    const primeira = await runDaily('2025-11-14');
    expect(primeira.lembretes).toBeGreaterThanOrEqual(1);
    await runDaily('2025-11-14');

    const mails = await until(
      () => mailTo(contador.email),
      (m) => m.length > 0,
    );
    await new Promise((r) => setTimeout(r, 2500));
    expect((await mailTo(contador.email)).map((m) => m.subject)).toEqual([mails[0]!.subject]);
    const [mail] = mails;
    expect(mail!.subject).toMatch(/^Agenda tributária: \d+ vencimentos? nos próximos dias$/);
    const texto = mail!.text ?? '';
    expect(texto).toContain('Mercadinho do Cliente (CNPJ 11.222.333/0001-81)');
    expect(texto).toContain('DAS do Simples Nacional (e PGDAS-D), competência 10/2025: vence em 7 dias, 21/11/2025 (sexta-feira)');
    expect(texto).toContain('Base legal: LC 123/2006');
    expect(texto).toContain('https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgdasd2018.app/Identificacao');
    expect(texto).toContain('O SemMultas nunca envia boleto, código Pix ou link de pagamento');
    expect(texto).toContain('Para parar de receber estes e-mails, desmarque os dias em Lembretes e calendário');
    // The own company's DAS was marked paid: not reminded.
    expect(texto.split('Mercadinho do Cliente')[0]).not.toContain('DAS do Simples Nacional');
    expect(mail!.html ?? '').not.toMatch(/pix:|boleto\.pdf|copia e cola/i);

    // The client (owner) chose no days: no e-mail.
    expect(await mailTo(cliente.email)).toEqual([]);
  });
});
