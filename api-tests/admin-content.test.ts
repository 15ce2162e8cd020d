// The admin panel's calls (SPEC §7): posts and conteudos CRUD with the database's
// normalisation and validation messages, the profiles list, the payments list.
import { makeUser, type TestUser, cleanup } from './lib/api';

jest.setTimeout(30000);
afterAll(cleanup);

let admin: TestUser;
let free: TestUser;
beforeAll(async () => {
  [admin, free] = await Promise.all([makeUser('admin', 'panel-admin'), makeUser('free', 'panel-free')]);
});

describe('posts', () => {
  it('create, read by state or shared (30), update and delete', async () => {
    const title = `Serviço ${Date.now()}`;
    const { data: created, error } = await admin.client
      .from('posts')
      .insert({
        title: `  ${title}  `,
        description: 'Emissão de certidão',
        link_url: ' https://www.sefaz.ba.gov.br/ ',
        state_id: 5,
        type_link: 1,
      })
      .select()
      .single();
    expect(error).toBeNull();
    expect(created).toMatchObject({ title, link_url: 'https://www.sefaz.ba.gov.br/', state_id: 5, type_link: 1, html_archive: null });

    const { data: list } = await free.client.from('posts').select('*').or('state_id.eq.5,state_id.eq.30');
    expect((list ?? []).some((p) => p.id === created.id)).toBe(true);
    expect((list ?? []).every((p) => p.state_id === 5 || p.state_id === 30)).toBe(true);

    const { data: updated } = await admin.client
      .from('posts')
      .update({ type_link: 2, html_archive: '<p>Passo a passo</p>', link_url: null })
      .eq('id', created.id)
      .select()
      .single();
    expect(updated).toMatchObject({ type_link: 2, html_archive: '<p>Passo a passo</p>', link_url: null });

    const { data: back } = await admin.client
      .from('posts')
      .update({ type_link: 0, link_url: 'https://www.gov.br/' })
      .eq('id', created.id)
      .select()
      .single();
    expect(back).toMatchObject({ type_link: 0, html_archive: null });

    const del = await admin.client.from('posts').delete().eq('id', created.id).select();
    expect(del.data).toHaveLength(1);
  });

  it.each<[Record<string, unknown>, RegExp]>([
    [{ title: '   ', link_url: 'https://a.br', state_id: 1, type_link: 1 }, /título/],
    [{ title: 'x', link_url: 'javascript:alert(1)', state_id: 1, type_link: 1 }, /http/],
    [{ title: 'x', link_url: null, state_id: 1, type_link: 0 }, /link é obrigatório/],
    [{ title: 'x', link_url: 'https://a.br', state_id: 31, type_link: 1 }, /state_id/],
    [{ title: 'x', link_url: 'https://a.br', state_id: 1, type_link: 3 }, /type_link/],
  ])('refuses an invalid post with 400 / 22023 %#', async (post, message) => {
    const { error, status } = await admin.client.from('posts').insert(post).select();
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(error?.message).toMatch(message);
  });
});

describe('conteudos', () => {
  it('create, filter by type, fetch one by id, update and delete', async () => {
    const { data: c, error } = await admin.client
      .from('conteudos')
      .insert({ title: 'Nova dica', type: 0, author: 'Equipe', data: '2026-05-01', content: '<p>Texto</p>', image: null })
      .select()
      .single();
    expect(error).toBeNull();
    const tips = await free.client.from('conteudos').select('*').eq('type', 0);
    expect((tips.data ?? []).some((x) => x.id === c.id)).toBe(true);
    const detail = await free.client.from('conteudos').select('*').eq('id', c.id).single();
    expect(detail.data).toMatchObject({ title: 'Nova dica', data: '2026-05-01', content: '<p>Texto</p>' });

    const upd = await admin.client.from('conteudos').update({ image: '/imagens/dica.png', author: '  ' }).eq('id', c.id).select().single();
    expect(upd.data).toMatchObject({ image: '/imagens/dica.png', author: null });
    expect((await admin.client.from('conteudos').delete().eq('id', c.id).select()).data).toHaveLength(1);
  });

  it('refuses an image that is not an http(s) link or a /path', async () => {
    const { error, status } = await admin.client.from('conteudos').insert({ title: 'x', type: 1, image: 'javascript:x' });
    expect(status).toBe(400);
    expect(error?.message).toMatch(/imagem/);
  });
});

describe('users and payments', () => {
  it('the admin lists every profile; a user sees only their own', async () => {
    const all = await admin.client.from('user_profiles').select('id, email, is_premium, plan_expiration, is_admin');
    expect(all.error).toBeNull();
    expect((all.data ?? []).some((p) => p.id === free.id)).toBe(true);
    expect((all.data ?? []).length).toBeGreaterThan(2);
    const own = await free.client.from('user_profiles').select('id');
    expect(own.data).toEqual([{ id: free.id }]);
  });

  it('the admin reads the payments list newest first', async () => {
    const { data, error } = await admin.client
      .from('assinaturas_plano')
      .select('id, email, created_at')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(Array.isArray(data)).toBe(true);
  });
});
