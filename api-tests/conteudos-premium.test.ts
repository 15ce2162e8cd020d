// Issue 21: premium tips. The free and expired plans read a premium tip's title, author, date
// and image and only its first lines (bloqueado: true) through conteudos_visiveis(); the table
// itself never gives them the row; premium and the admin read everything whole; anon nothing.
import { randomUUID } from 'node:crypto';
import { cleanup, makeUsers, serviceClient, trackRow, type Role, type TestUser } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

interface Visivel {
  id: number;
  title: string;
  type: number;
  author: string | null;
  data: string;
  image: string | null;
  content: string | null;
  is_premium: boolean;
  bloqueado: boolean;
}

const PARAGRAPH = 'O sublimite estadual do Simples Nacional é de R$ 3,6 milhões de receita bruta acumulada em doze meses. ';
const FULL = `<h2>Resumo</h2><p>${PARAGRAPH.repeat(8)}</p><p>FINAL-SECRETO: a conta completa com o passo a passo.</p>`;

let users: Record<Role, TestUser>;
const ids: Record<'premiumTip' | 'basicTip' | 'shortPremium' | 'partner', number> = {
  premiumTip: 0,
  basicTip: 0,
  shortPremium: 0,
  partner: 0,
};

async function insert(row: Record<string, unknown>): Promise<number> {
  const { data, error } = await serviceClient()
    .from('conteudos')
    .insert({ author: 'Testes', ...row })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  trackRow('conteudos', (data as { id: number }).id);
  return (data as { id: number }).id;
}

async function visiveis(role: Role, args: Record<string, unknown>) {
  return users[role].client.rpc('conteudos_visiveis', args);
}

beforeAll(async () => {
  users = await makeUsers();
  const tag = randomUUID().slice(0, 8);
  ids.premiumTip = await insert({ title: `Dica premium ${tag}`, type: 0, is_premium: true, content: FULL, image: '/dicas/sublimite.png' });
  ids.basicTip = await insert({ title: `Dica básica ${tag}`, type: 0, content: FULL });
  ids.shortPremium = await insert({
    title: `Dica premium curta ${tag}`,
    type: 0,
    is_premium: true,
    content: '<p>Prazo: dia 20, guia DAS, multa de 2%.</p>',
  });
  ids.partner = await insert({ title: `Parceiro ${tag}`, type: 1, content: '<p>Atende MEI.</p>' });
});

describe('conteudos_visiveis() on the free and expired plans', () => {
  it.each(['free', 'expired'] as const)('%s: a premium tip comes with its first lines only and bloqueado', async (role) => {
    const { data, error } = await visiveis(role, { conteudo_id: ids.premiumTip });
    expect(error).toBeNull();
    const [tip] = data as Visivel[];
    expect(tip).toMatchObject({
      id: ids.premiumTip,
      type: 0,
      author: 'Testes',
      image: '/dicas/sublimite.png',
      is_premium: true,
      bloqueado: true,
    });
    expect(tip!.title).toMatch(/^Dica premium /);
    expect(tip!.content).toMatch(/^<p>Resumo O sublimite estadual/);
    expect(tip!.content).toMatch(/…<\/p>$/);
    expect(tip!.content).not.toContain('FINAL-SECRETO');
    expect(tip!.content).not.toContain('<h2>');
    // about 280 characters of text, cut at a word
    const text = tip!.content!.replace(/<[^>]+>/g, '');
    expect(text.length).toBeGreaterThan(200);
    expect(text.length).toBeLessThanOrEqual(282);
  });

  it('never gives a short premium tip away whole (at most half of it)', async () => {
    const { data } = await visiveis('free', { conteudo_id: ids.shortPremium });
    const [tip] = data as Visivel[];
    expect(tip!.bloqueado).toBe(true);
    expect(tip!.content!.replace(/<[^>]+>/g, '').length).toBeLessThanOrEqual('Prazo: dia 20, guia DAS, multa de 2%.'.length / 2 + 1);
    expect(tip!.content).not.toContain('multa de 2%');
  });

  it('gives the basic tips whole, and the tips list holds both kinds', async () => {
    const { data, error } = await visiveis('free', { conteudo_tipo: 0 });
    expect(error).toBeNull();
    const list = data as Visivel[];
    const basic = list.find((c) => c.id === ids.basicTip)!;
    expect(basic).toMatchObject({ content: FULL, is_premium: false, bloqueado: false });
    expect(list.find((c) => c.id === ids.premiumTip)?.bloqueado).toBe(true);
    expect(list.every((c) => c.type === 0)).toBe(true);
    expect(list.filter((c) => c.bloqueado).every((c) => c.is_premium)).toBe(true);
  });

  it('lists newest first', async () => {
    const list = (await visiveis('free', { conteudo_tipo: 0 })).data as Visivel[];
    const keys = list.map((c) => `${c.data}#${String(c.id).padStart(12, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('still refuses partners and apps', async () => {
    expect((await visiveis('free', { conteudo_id: ids.partner })).data).toEqual([]);
    expect((await visiveis('expired', { conteudo_tipo: 1 })).data).toEqual([]);
  });

  it('the table itself never hands the free plan a premium tip', async () => {
    for (const role of ['free', 'expired'] as const) {
      const { data, error } = await users[role].client.from('conteudos').select('*').eq('id', ids.premiumTip);
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const basic = await users[role].client.from('conteudos').select('content').eq('id', ids.basicTip).single();
      expect(basic.data?.content).toBe(FULL);
    }
  });
});

describe('conteudos_visiveis() on an active plan', () => {
  it.each(['premium', 'admin'] as const)('%s: every content whole, nothing bloqueado', async (role) => {
    const { data, error } = await visiveis(role, { conteudo_id: ids.premiumTip });
    expect(error).toBeNull();
    expect(data).toEqual([expect.objectContaining({ id: ids.premiumTip, content: FULL, is_premium: true, bloqueado: false })]);
    const all = (await visiveis(role, {})).data as Visivel[];
    expect(all.some((c) => c.id === ids.partner)).toBe(true);
    expect(all.every((c) => !c.bloqueado)).toBe(true);
    const direct = await users[role].client.from('conteudos').select('content, is_premium').eq('id', ids.premiumTip).single();
    expect(direct.data).toEqual({ content: FULL, is_premium: true });
  });
});

describe('anonymous', () => {
  it('is refused, as for every table', async () => {
    const { data, error } = await visiveis('anon', { conteudo_tipo: 0 });
    expect(error).not.toBeNull();
    expect(data).toBeNull();
  });
});

describe('the admin marks a tip premium', () => {
  it('with is_premium on insert and update; nobody else can', async () => {
    const { data: created, error } = await users.admin.client
      .from('conteudos')
      .insert({ title: `Dica do admin ${randomUUID().slice(0, 8)}`, type: 0, content: FULL, is_premium: true })
      .select()
      .single();
    expect(error).toBeNull();
    trackRow('conteudos', created.id);
    expect(created.is_premium).toBe(true);
    await users.premium.client.from('conteudos').update({ is_premium: false }).eq('id', created.id);
    const after = await serviceClient().from('conteudos').select('is_premium').eq('id', created.id).single();
    expect(after.data?.is_premium).toBe(true);
    const { data: off } = await users.admin.client.from('conteudos').update({ is_premium: false }).eq('id', created.id).select().single();
    expect(off.is_premium).toBe(false);
  });
});
