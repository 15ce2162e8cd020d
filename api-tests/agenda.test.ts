// Tax calendar data (issue 19, migration 20261124002000): companies with the CNPJ checked in
// the database, the plan's company limit, marks, read-only sharing with the accountant and the
// admin's extraordinary acts — RLS across users, with the data checked afterwards through the
// service role, so "refused" means nothing changed.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { cleanup, makeUser, serviceClient, trackRow, type TestUser } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

const S = () => serviceClient();

interface Empresa {
  id: string;
  owner_id: string;
  nome: string;
  cnpj: string | null;
  regime: string;
  uf: string;
}

const empresa = (over: Record<string, unknown> = {}) => ({
  nome: 'Padaria Pão Quente',
  regime: 'SIMPLES',
  uf: 'SP',
  tem_empregados: true,
  ...over,
});

async function criar(c: SupabaseClient, over: Record<string, unknown> = {}): Promise<Empresa> {
  const { data, error } = await c.from('empresas').insert(empresa(over)).select().single();
  if (error) throw Object.assign(new Error(`empresas insert: ${error.message}`), { code: error.code });
  return data as Empresa;
}

async function erroAoCriar(c: SupabaseClient, over: Record<string, unknown> = {}) {
  const { error } = await c.from('empresas').insert(empresa(over)).select().single();
  expect(error).not.toBeNull();
  return error!;
}

async function doServico(table: string, column: string, value: string | number) {
  const { data, error } = await S().from(table).select('*').eq(column, value);
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>[];
}

describe('empresas: CNPJ, regime e UF validados no banco', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await makeUser('premium', 'agenda-cnpj');
  });

  it('aceita CNPJ numérico com pontuação e guarda só os caracteres', async () => {
    const e = await criar(u.client, { cnpj: '11.222.333/0001-81' });
    expect(e).toMatchObject({ cnpj: '11222333000181', owner_id: u.id, regime: 'SIMPLES', uf: 'SP' });
  });

  it('aceita o CNPJ alfanumérico (IN RFB 2.229/2024) e normaliza minúsculas', async () => {
    const e = await criar(u.client, { cnpj: '12.abc.345/01de-35', nome: 'Alfa' });
    expect(e.cnpj).toBe('12ABC34501DE35');
  });

  it('CNPJ é opcional', async () => {
    expect((await criar(u.client, { cnpj: '', nome: 'Sem CNPJ', regime: 'MEI' })).cnpj).toBeNull();
  });

  it.each([
    ['11.222.333/0001-82', 'dígito errado'],
    ['11222333000', 'curto'],
    ['00000000000000', 'repetido'],
    ['12ABC34501DE36', 'alfanumérico com dígito errado'],
    ['12ABC34501DEAB', 'dígitos verificadores com letras'],
  ])('recusa %s (%s)', async (cnpj) => {
    const error = await erroAoCriar(u.client, { cnpj });
    expect(error.code).toBe('22023');
    expect(error.message).toBe('CNPJ inválido: confira os dígitos verificadores.');
  });

  it('recusa o mesmo CNPJ duas vezes para o mesmo dono', async () => {
    const cnpj = '34.028.316/0001-03';
    await criar(u.client, { cnpj, nome: 'Correios A' });
    const error = await erroAoCriar(u.client, { cnpj, nome: 'Correios B' });
    expect(error.message).toBe('Você já cadastrou uma empresa com esse CNPJ.');
  });

  it('recusa regime, UF e nome inválidos com frases em português', async () => {
    expect((await erroAoCriar(u.client, { regime: 'LUCRO' })).message).toContain('Regime inválido');
    expect((await erroAoCriar(u.client, { uf: 'XX' })).message).toContain('UF inválida');
    expect((await erroAoCriar(u.client, { nome: '   ' })).message).toContain('Informe o nome da empresa');
  });

  it('o dono é quem está logado, qualquer que seja o owner_id enviado', async () => {
    const outro = await makeUser('premium', 'agenda-dono');
    const e = await criar(u.client, { owner_id: outro.id, nome: 'Tentativa' });
    expect(e.owner_id).toBe(u.id);
    const upd = await u.client.from('empresas').update({ owner_id: outro.id }).eq('id', e.id).select().single();
    expect(upd.error).toBeNull();
    expect((await doServico('empresas', 'id', e.id))[0]!.owner_id).toBe(u.id);
  });
});

describe('limite do plano (DECISIONS 15), no banco', () => {
  it('Grátis: 1 empresa; a segunda é recusada', async () => {
    const free = await makeUser('free', 'agenda-free');
    await criar(free.client);
    const error = await erroAoCriar(free.client, { nome: 'Segunda' });
    expect(error.code).toBe('42501');
    expect(error.message).toBe('O plano Grátis inclui 1 empresa. Assine o Premium para acompanhar mais empresas.');
    expect(await doServico('empresas', 'owner_id', free.id)).toHaveLength(1);
  });

  it('plano expirado conta como Grátis', async () => {
    const exp = await makeUser('expired', 'agenda-exp');
    await criar(exp.client);
    expect((await erroAoCriar(exp.client, { nome: 'Segunda' })).code).toBe('42501');
  });

  it('Premium: várias empresas', async () => {
    const p = await makeUser('premium', 'agenda-prem');
    for (let i = 0; i < 4; i++) await criar(p.client, { nome: `Cliente ${i}` });
    expect(await doServico('empresas', 'owner_id', p.id)).toHaveLength(4);
  });

  it('duas inserções simultâneas no plano Grátis: só uma entra', async () => {
    const free = await makeUser('free', 'agenda-corrida');
    const r = await Promise.all([0, 1, 2].map((i) => free.client.from('empresas').insert(empresa({ nome: `Corrida ${i}` }))));
    expect(r.filter((x) => !x.error)).toHaveLength(1);
    expect(await doServico('empresas', 'owner_id', free.id)).toHaveLength(1);
  });

  it('apagar a empresa libera a vaga', async () => {
    const free = await makeUser('free', 'agenda-vaga');
    const e = await criar(free.client);
    expect((await free.client.from('empresas').delete().eq('id', e.id)).error).toBeNull();
    await criar(free.client, { nome: 'Nova' });
  });
});

describe('RLS entre usuários: empresas e marcas', () => {
  let dono: TestUser;
  let estranho: TestUser;
  let e: Empresa;
  beforeAll(async () => {
    dono = await makeUser('free', 'agenda-rls-dono');
    estranho = await makeUser('premium', 'agenda-rls-outro');
    e = await criar(dono.client);
  });

  it('outro usuário não vê, não altera e não apaga a empresa', async () => {
    expect((await estranho.client.from('empresas').select('*').eq('id', e.id)).data).toEqual([]);
    await estranho.client.from('empresas').update({ nome: 'Invadida' }).eq('id', e.id);
    await estranho.client.from('empresas').delete().eq('id', e.id);
    const [linha] = await doServico('empresas', 'id', e.id);
    expect(linha!.nome).toBe('Padaria Pão Quente');
  });

  it('anônimo não vê nada', async () => {
    const anon = await makeUser('anon');
    const r = await anon.client.from('empresas').select('*');
    expect(r.data ?? []).toEqual([]);
  });

  it('o dono marca como pago, desfaz e marca de novo; repetir a marca é recusado', async () => {
    const ins = await dono.client
      .from('agenda_marcas')
      .insert({ empresa_id: e.id, obrigacao: 'DAS', competencia: '2026-10', status: 'pago' })
      .select()
      .single();
    expect(ins.error).toBeNull();
    expect(ins.data).toMatchObject({ obrigacao: 'DAS', competencia: '2026-10', status: 'pago', marcado_por: dono.id });
    const dup = await dono.client
      .from('agenda_marcas')
      .insert({ empresa_id: e.id, obrigacao: 'DAS', competencia: '2026-10', status: 'pago' });
    expect(dup.error?.message).toBe('Essa obrigação já está marcada.');
    expect((await dono.client.from('agenda_marcas').delete().eq('id', ins.data!.id)).error).toBeNull();
    expect(await doServico('agenda_marcas', 'empresa_id', e.id)).toHaveLength(0);
    const again = await dono.client
      .from('agenda_marcas')
      .insert({ empresa_id: e.id, obrigacao: 'DEFIS', competencia: '2025', status: 'entregue' });
    expect(again.error).toBeNull();
  });

  it('marca inválida é recusada com frase em português', async () => {
    const r1 = await dono.client
      .from('agenda_marcas')
      .insert({ empresa_id: e.id, obrigacao: 'XPTO', competencia: '2026-10', status: 'pago' });
    expect(r1.error?.message).toBe('Obrigação desconhecida.');
    const r2 = await dono.client
      .from('agenda_marcas')
      .insert({ empresa_id: e.id, obrigacao: 'DAS', competencia: '2026-13', status: 'pago' });
    expect(r2.error?.message).toContain('Competência inválida');
    const r3 = await dono.client
      .from('agenda_marcas')
      .insert({ empresa_id: e.id, obrigacao: 'DAS', competencia: '2026-09', status: 'talvez' });
    expect(r3.error?.message).toBe('Marque como pago ou entregue.');
  });

  it('outro usuário não marca, não lê e não desfaz as marcas da empresa', async () => {
    const ins = await estranho.client
      .from('agenda_marcas')
      .insert({ empresa_id: e.id, obrigacao: 'DAS', competencia: '2026-08', status: 'pago' });
    expect(ins.error?.code).toBe('42501');
    expect((await estranho.client.from('agenda_marcas').select('*').eq('empresa_id', e.id)).data).toEqual([]);
    await estranho.client.from('agenda_marcas').delete().eq('empresa_id', e.id);
    expect(await doServico('agenda_marcas', 'empresa_id', e.id)).toHaveLength(1);
  });
});

describe('compartilhar com o contador (Premium, somente leitura, revogável)', () => {
  let dono: TestUser;
  let contador: TestUser;
  let terceiro: TestUser;
  let e: Empresa;
  let propria: Empresa;
  beforeAll(async () => {
    dono = await makeUser('premium', 'agenda-share-dono');
    contador = await makeUser('free', 'agenda-share-contador');
    terceiro = await makeUser('premium', 'agenda-share-terceiro');
    e = await criar(dono.client, { nome: 'Cliente do contador' });
    propria = await criar(contador.client, { nome: 'Escritório do contador', regime: 'PRESUMIDO' });
    await dono.client.from('agenda_marcas').insert({ empresa_id: e.id, obrigacao: 'DAS', competencia: '2026-10', status: 'pago' });
  });

  it('o plano Grátis não compartilha', async () => {
    const free = await makeUser('free', 'agenda-share-free');
    const f = await criar(free.client);
    const r = await free.client.from('empresa_membros').insert({ empresa_id: f.id, email: contador.email });
    expect(r.error?.code).toBe('42501');
    expect(r.error?.message).toBe('Compartilhar a agenda com o contador é um recurso do plano Premium.');
  });

  it('só o dono compartilha', async () => {
    const r = await terceiro.client.from('empresa_membros').insert({ empresa_id: e.id, email: terceiro.email.replace('@', '+x@') });
    expect(r.error?.code).toBe('42501');
    expect(await doServico('empresa_membros', 'empresa_id', e.id)).toHaveLength(0);
  });

  it('o contador vê a empresa compartilhada e as marcas, junto com a própria; o terceiro não', async () => {
    const conv = await dono.client
      .from('empresa_membros')
      .insert({ empresa_id: e.id, email: `  ${contador.email.toUpperCase()} ` })
      .select()
      .single();
    expect(conv.error).toBeNull();
    expect(conv.data).toMatchObject({ email: contador.email.toLowerCase(), convidado_por: dono.id });
    trackRow('empresa_membros', conv.data!.id);

    const visiveis = (await contador.client.from('empresas').select('id, nome').order('nome')).data!;
    expect(visiveis.map((x) => x.id).sort()).toEqual([e.id, propria.id].sort());
    expect((await contador.client.from('agenda_marcas').select('obrigacao, competencia, status').eq('empresa_id', e.id)).data).toEqual([
      { obrigacao: 'DAS', competencia: '2026-10', status: 'pago' },
    ]);
    expect((await contador.client.from('empresa_membros').select('empresa_id')).data).toEqual([{ empresa_id: e.id }]);
    expect((await terceiro.client.from('empresas').select('id').eq('id', e.id)).data).toEqual([]);
    expect((await terceiro.client.from('agenda_marcas').select('id').eq('empresa_id', e.id)).data).toEqual([]);
  });

  it('o contador só lê: não altera a empresa, não marca, não desfaz, não convida', async () => {
    await contador.client.from('empresas').update({ nome: 'Alterada' }).eq('id', e.id);
    await contador.client.from('empresas').delete().eq('id', e.id);
    expect((await doServico('empresas', 'id', e.id))[0]!.nome).toBe('Cliente do contador');
    const mark = await contador.client
      .from('agenda_marcas')
      .insert({ empresa_id: e.id, obrigacao: 'DAS', competencia: '2026-09', status: 'pago' });
    expect(mark.error?.code).toBe('42501');
    await contador.client.from('agenda_marcas').delete().eq('empresa_id', e.id);
    expect(await doServico('agenda_marcas', 'empresa_id', e.id)).toHaveLength(1);
    const conv = await contador.client.from('empresa_membros').insert({ empresa_id: e.id, email: terceiro.email });
    expect(conv.error?.code).toBe('42501');
  });

  it('não compartilha consigo mesmo nem duas vezes com o mesmo e-mail', async () => {
    const self = await dono.client.from('empresa_membros').insert({ empresa_id: e.id, email: dono.email });
    expect(self.error?.message).toBe('Informe o e-mail do contador, não o seu.');
    const dup = await dono.client.from('empresa_membros').insert({ empresa_id: e.id, email: contador.email });
    expect(dup.error?.message).toBe('Essa empresa já está compartilhada com esse e-mail.');
  });

  it('o dono revoga e o contador deixa de ver', async () => {
    expect(
      (await dono.client.from('empresa_membros').delete().eq('empresa_id', e.id).eq('email', contador.email.toLowerCase())).error,
    ).toBeNull();
    expect((await contador.client.from('empresas').select('id')).data!.map((x) => x.id)).toEqual([propria.id]);
    expect((await contador.client.from('agenda_marcas').select('id').eq('empresa_id', e.id)).data).toEqual([]);
  });

  it('o contador pode sair de um compartilhamento', async () => {
    const conv = await dono.client.from('empresa_membros').insert({ empresa_id: e.id, email: contador.email }).select().single();
    expect(conv.error).toBeNull();
    expect((await contador.client.from('empresa_membros').delete().eq('id', conv.data!.id)).error).toBeNull();
    expect(await doServico('empresa_membros', 'empresa_id', e.id)).toHaveLength(0);
  });
});

describe('atos extraordinários: o administrador escreve, todos leem', () => {
  const id = `teste-${randomUUID().slice(0, 8)}`;
  const ato = {
    id,
    ato: 'Portaria de teste 1/2026',
    obrigacoes: ['das', 'DAS-MEI'],
    competencias: ['2026-03'],
    territorio_tipo: 'municipio',
    uf: 'rs',
    municipio: 'Porto Alegre',
    nova_data: '2026-06-30',
    fonte: 'https://www.gov.br/receitafederal',
  };

  it('Premium não escreve; o administrador sim, com os dados normalizados', async () => {
    const premium = await makeUser('premium', 'agenda-ato-prem');
    const negado = await premium.client.from('atos_extraordinarios').insert(ato);
    expect(negado.error).not.toBeNull();
    expect(await doServico('atos_extraordinarios', 'id', id)).toHaveLength(0);

    const admin = await makeUser('admin', 'agenda-ato-admin');
    const r = await admin.client.from('atos_extraordinarios').insert(ato).select().single();
    expect(r.error).toBeNull();
    trackRow('atos_extraordinarios', id);
    expect(r.data).toMatchObject({ obrigacoes: ['DAS', 'DAS-MEI'], uf: 'RS', territorio_tipo: 'municipio' });

    const free = await makeUser('free', 'agenda-ato-free');
    expect((await free.client.from('atos_extraordinarios').select('id, nova_data').eq('id', id)).data).toEqual([
      { id, nova_data: '2026-06-30' },
    ]);
    await premium.client.from('atos_extraordinarios').update({ nova_data: '2026-12-31' }).eq('id', id);
    await premium.client.from('atos_extraordinarios').delete().eq('id', id);
    expect((await doServico('atos_extraordinarios', 'id', id))[0]!.nova_data).toBe('2026-06-30');
  });

  it('recusa obrigação desconhecida, competência inválida e território incompleto', async () => {
    const admin = await makeUser('admin', 'agenda-ato-admin2');
    const base = { ...ato, id: `${id}-x` };
    expect((await admin.client.from('atos_extraordinarios').insert({ ...base, obrigacoes: ['ICMS'] })).error?.message).toBe(
      'Obrigação desconhecida: ICMS.',
    );
    expect((await admin.client.from('atos_extraordinarios').insert({ ...base, competencias: ['03/2026'] })).error?.message).toContain(
      'Competência inválida',
    );
    expect((await admin.client.from('atos_extraordinarios').insert({ ...base, municipio: null })).error?.message).toBe(
      'Informe o município do ato.',
    );
    expect((await admin.client.from('atos_extraordinarios').insert({ ...base, fonte: 'javascript:alert(1)' })).error?.message).toContain(
      'A fonte deve ser um link',
    );
  });
});
