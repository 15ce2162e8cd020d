// Issue 13 (forum): the 2,000-reply cap answered with a clear 409, Unicode blanks refused,
// no e-mail of anyone served through the forum (display names instead), paged lists without
// replies, search in the database, and set_display_name.
import { randomUUID } from 'node:crypto';
import { cleanup, makeUser, newClient, serviceClient, trackUser, uniqueEmail, type TestUser } from './lib/api';

jest.setTimeout(120000);
afterAll(cleanup);

interface Summary {
  id: number;
  user_id: string | null;
  author_name: string;
  description: string;
  created_at: string;
  reply_count: number;
  last_reply_at: string | null;
  is_full: boolean;
  match?: { author_name: string; response: string } | null;
}
interface ReplyOut {
  id: string;
  user_id: string | null;
  author_name: string;
  response: string;
  date: string;
}
interface Detail extends Summary {
  max_replies: number;
  replies: ReplyOut[];
}
interface Page {
  threads: Summary[];
  total: number;
}

const FULL = 'Este tópico atingiu o limite de 2.000 respostas. Abra um novo tópico.';
const EMAIL = /[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i;

/** A premium user signed up with a display name in the sign-up metadata (as the shell sends it). */
async function premiumNamed(display_name: string | undefined, label: string): Promise<TestUser> {
  const client = newClient();
  const email = uniqueEmail(label);
  const password = `Teste#${randomUUID().slice(0, 8)}`;
  const { data, error } = await client.auth.signUp({
    email,
    password,
    options: display_name === undefined ? undefined : { data: { display_name } },
  });
  if (error || !data.user) throw new Error(`signUp ${email}: ${error?.message}`);
  trackUser(data.user.id);
  const upd = await serviceClient()
    .from('user_profiles')
    .update({ is_premium: true, plan_expiration: '2999-12-31' })
    .eq('id', data.user.id);
  if (upd.error) throw new Error(upd.error.message);
  return { role: 'premium', id: data.user.id, email, password, client };
}

let ana: TestUser;
let bruno: TestUser;
let admin: TestUser;
let free: TestUser;

beforeAll(async () => {
  [ana, bruno, admin, free] = await Promise.all([
    premiumNamed('Ana Souza', 'hard-ana'),
    premiumNamed(undefined, 'hard-bruno'),
    makeUser('admin', 'hard-admin'),
    makeUser('free', 'hard-free'),
  ]);
});

async function thread(u: TestUser, description = `Tópico de teste ${randomUUID()}`): Promise<Summary> {
  const { data, error } = await u.client.rpc('forum_create_thread', { description });
  expect(error).toBeNull();
  return data as Summary;
}

describe('display names', () => {
  it('come from the sign-up metadata, or from the e-mail as a first name', async () => {
    const own = await ana.client.from('user_profiles').select('display_name').eq('id', ana.id).single();
    expect(own.data).toEqual({ display_name: 'Ana Souza' });
    // uniqueEmail gives "api-hard-bruno-…@…": the first run of letters, capitalised.
    const b = await bruno.client.from('user_profiles').select('display_name').eq('id', bruno.id).single();
    expect(b.data).toEqual({ display_name: 'Api' });
  });

  it('an invalid name in the sign-up metadata does not block the sign-up', async () => {
    const u = await premiumNamed('\u200b', 'hard-blankname');
    const p = await u.client.from('user_profiles').select('display_name').eq('id', u.id).single();
    expect(p.data).toEqual({ display_name: 'Api' });
  });

  it('set_display_name trims, validates with 400 and a Portuguese reason, and the admin reads it', async () => {
    const u = await premiumNamed('Carla', 'hard-carla');
    const ok = await u.client.rpc('set_display_name', { name: '  Carla\u00a0 Dias ' });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ display_name: 'Carla Dias' });
    const cases: [string, RegExp][] = [
      ['', /em branco/],
      [' \u00a0\u200b\ufeff ', /em branco/],
      ['x', /entre 2 e 40/],
      ['x'.repeat(41), /entre 2 e 40/],
      ['Car\nla', /controle/],
      ['Ad\u200bmin', /invisíveis/],
      ['\u202eAna', /invisíveis/],
    ];
    for (const [name, message] of cases) {
      const r = await u.client.rpc('set_display_name', { name });
      expect([r.status, r.error?.code]).toEqual([400, '22023']);
      expect(r.error?.message).toMatch(message);
    }
    const seen = await admin.client.from('user_profiles').select('display_name').eq('id', u.id).single();
    expect(seen.data).toEqual({ display_name: 'Carla Dias' });
  });

  it("refuses names that pose as the team or a public body; sign-up metadata falls back to the e-mail's name", async () => {
    const u = await premiumNamed('Equipe SemMultas', 'hard-reserved');
    const p = await u.client.from('user_profiles').select('display_name').eq('id', u.id).single();
    expect(p.data).toEqual({ display_name: 'Api' });
    for (const name of ['Equipe SemMultas', 'S.e.m Multas', 'Ádmin', 'Suporte oficial', 'Receita Federal']) {
      const r = await u.client.rpc('set_display_name', { name });
      expect([r.status, r.error?.code]).toEqual([400, '22023']);
      expect(r.error?.message).toMatch(/reservado/);
    }
    expect((await admin.client.rpc('set_display_name', { name: 'Equipe SemMultas' })).error).toBeNull();
  });

  it('set_display_name cannot touch the plan columns, and nobody changes the name directly', async () => {
    const u = await makeUser('free', 'hard-plan');
    const sneaky = await u.client.rpc('set_display_name', { name: 'Livre', is_premium: true } as never);
    expect(sneaky.error).not.toBeNull(); // no such signature
    expect((await u.client.rpc('set_display_name', { name: 'Livre' })).error).toBeNull();
    const direct = await u.client
      .from('user_profiles')
      .update({ is_premium: true, plan_expiration: '2999-12-31', display_name: 'X y' })
      .eq('id', u.id)
      .select();
    expect(direct.data ?? []).toHaveLength(0);
    const byAdmin = await admin.client.from('user_profiles').update({ display_name: 'Trocado' }).eq('id', u.id).select();
    expect(byAdmin.error).not.toBeNull();
    const row = (await serviceClient().from('user_profiles').select('*').eq('id', u.id).single()).data as Record<string, unknown>;
    expect(row).toMatchObject({ display_name: 'Livre', is_premium: false, plan_expiration: null, is_admin: false });
    expect((await newClient().rpc('set_display_name', { name: 'Anônimo' })).error?.code).toBe('42501');
  });
});

describe('privacy: no e-mail through the forum', () => {
  it('threads and replies carry the author id and show the display name', async () => {
    const t = await thread(ana, 'Alguém sabe o prazo da GIA-ST?');
    expect(t).toMatchObject({ user_id: ana.id, author_name: 'Ana Souza' });
    const r = await bruno.client.rpc('forum_reply', { thread_id: t.id, response: 'É até o dia 10.' });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ user_id: bruno.id, author_name: 'Api', response: 'É até o dia 10.' });
    const d = (await bruno.client.rpc('forum_get_thread', { thread_id: t.id })).data as Detail;
    expect(d.author_name).toBe('Ana Souza');
    expect(d.replies.map((x) => x.author_name)).toEqual(['Api']);
  });

  it('another premium user reads no e-mail in any column of forum nor in any forum RPC', async () => {
    const t = await thread(ana);
    await ana.client.rpc('forum_reply', { thread_id: t.id, response: 'Resposta da autora' });
    const bodies: unknown[] = [];
    const table = await bruno.client.from('forum').select('*');
    expect(table.error).toBeNull();
    bodies.push(table.data);
    expect(Object.keys((table.data as object[])[0]!).sort()).toEqual(['created_at', 'description', 'id', 'responses', 'user_id']);
    const asked = await bruno.client.from('forum').select('id, user_email').limit(1);
    expect(asked.error).not.toBeNull();
    bodies.push((await bruno.client.rpc('forum_list_threads', { page_size: 100 })).data);
    bodies.push((await bruno.client.rpc('forum_list_threads', { search: 'autora' })).data);
    bodies.push((await bruno.client.rpc('forum_get_thread', { thread_id: t.id })).data);
    bodies.push((await bruno.client.rpc('forum_reply', { thread_id: t.id, response: 'oi' })).data);
    bodies.push((await bruno.client.rpc('forum_create_thread', { description: 'novo' })).data);
    bodies.push((await bruno.client.from('user_profiles').select('*').eq('id', ana.id)).data);
    const text = JSON.stringify(bodies);
    expect(text).not.toContain(ana.email);
    expect(text).not.toContain('@semmultas.dev');
    expect(text).not.toMatch(EMAIL);
  });
});

describe('Unicode blanks', () => {
  const BLANKS = ['\n\t', '\u00a0', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', ' \u3000\u2003\u202f ', '\u00a0\u200b\n'];

  it('a reply of only invisible characters is refused with 400', async () => {
    const t = await thread(ana);
    for (const response of BLANKS) {
      const r = await bruno.client.rpc('forum_reply', { thread_id: t.id, response });
      expect([r.status, r.error?.code, r.error?.message]).toEqual([400, '22023', 'A resposta não pode estar vazia.']);
    }
    expect(((await ana.client.rpc('forum_get_thread', { thread_id: t.id })).data as Detail).reply_count).toBe(0);
  });

  it('a thread of only invisible characters is refused with 400 (RPC and plain INSERT)', async () => {
    // A fresh author per text: every attempt counts towards the per-user thread limit.
    const authors = await Promise.all(BLANKS.map((_, i) => premiumNamed(`Autor ${i + 1}`, 'hard-blank')));
    for (const [i, description] of BLANKS.entries()) {
      const r = await authors[i]!.client.rpc('forum_create_thread', { description });
      expect([r.status, r.error?.code]).toEqual([400, '22023']);
      const ins = await authors[i]!.client.from('forum').insert({ description, responses: [] }).select();
      expect([ins.status, ins.error?.code]).toEqual([400, '22023']);
    }
  });

  it('text is trimmed of invisible characters at both ends, keeping emoji', async () => {
    const t = await thread(ana, '\u200b\u00a0 Dúvida sobre DIFAL \ufeff');
    expect(t.description).toBe('Dúvida sobre DIFAL');
    const r = await bruno.client.rpc('forum_reply', { thread_id: t.id, response: '\u2060Obrigado ❤️\u00a0' });
    expect((r.data as ReplyOut).response).toBe('Obrigado ❤️');
  });
});

describe('the 2,000-reply cap', () => {
  it('reply 2,001 gets 409 with the reason; the thread stays readable and accepts nothing more', async () => {
    const t = await thread(ana, `Tópico cheio ${randomUUID()}`);
    // 1,999 replies written directly (service role) to reach the cap quickly; the real cap.
    const responses = Array.from({ length: 1999 }, (_, i) => ({
      id: randomUUID(),
      user_id: bruno.id,
      response: `r${i}`,
      date: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    }));
    const fill = await serviceClient().from('forum').update({ responses }).eq('id', t.id);
    expect(fill.error).toBeNull();

    const last = await ana.client.rpc('forum_reply', { thread_id: t.id, response: 'Resposta número 2.000' });
    expect(last.error).toBeNull();
    expect(last.data).toMatchObject({ reply_count: 2000, is_full: true });

    for (const u of [bruno, ana, admin]) {
      const over = await u.client.rpc('forum_reply', { thread_id: t.id, response: 'Resposta número 2.001' });
      expect([over.status, over.error?.code, over.error?.message]).toEqual([409, 'PT409', FULL]);
    }
    const d = await bruno.client.rpc('forum_get_thread', { thread_id: t.id, replies_offset: 1990, replies_limit: 50 });
    expect(d.error).toBeNull();
    expect(d.data).toMatchObject({ reply_count: 2000, is_full: true, max_replies: 2000 });
    expect((d.data as Detail).replies).toHaveLength(10);
    expect((d.data as Detail).replies.at(-1)?.response).toBe('Resposta número 2.000');
    // Still listed, marked full; other threads still take replies.
    const page = (await bruno.client.rpc('forum_list_threads', { search: t.description })).data as Page;
    expect(page.threads[0]).toMatchObject({ id: t.id, reply_count: 2000, is_full: true });
    const other = await thread(ana);
    expect((await bruno.client.rpc('forum_reply', { thread_id: other.id, response: 'ok' })).error).toBeNull();
    // Unknown threads are still 404.
    expect((await bruno.client.rpc('forum_reply', { thread_id: 987654321, response: 'oi' })).status).toBe(404);
  });
});

describe('paged list and search in the database', () => {
  it('pages newest first without replies, and stays small with a thread of many long replies', async () => {
    const big = await thread(ana, `Tópico enorme ${randomUUID()}`);
    // The API refuses bodies over 1 MB: 180 replies of 5,000 characters are about 900 KB.
    const responses = Array.from({ length: 180 }, (_, i) => ({
      id: randomUUID(),
      user_id: bruno.id,
      response: `${i} ${'x'.repeat(4990)}`,
      date: new Date().toISOString(),
    }));
    expect((await serviceClient().from('forum').update({ responses }).eq('id', big.id)).error).toBeNull();
    const newer = await thread(bruno, `Mais novo ${randomUUID()}`);

    const res = await fetch(`${process.env.SUPABASE_URL}/rest/v1/rpc/forum_list_threads`, {
      method: 'POST',
      headers: {
        apikey: process.env.SUPABASE_ANON_KEY!,
        Authorization: `Bearer ${(await ana.client.auth.getSession()).data.session!.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ page_offset: 0, page_size: 20 }),
    });
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body.length).toBeLessThan(20 * 6000);
    const page = JSON.parse(body) as Page;
    expect(page.threads.length).toBeLessThanOrEqual(20);
    expect(page.threads[0]!.id).toBe(newer.id);
    const listed = page.threads.find((t) => t.id === big.id)!;
    expect(listed).toMatchObject({ reply_count: 180, author_name: 'Ana Souza' });
    expect(listed).not.toHaveProperty('replies');
    expect(listed).not.toHaveProperty('responses');
    expect(page.total).toBeGreaterThanOrEqual(2);

    const second = (await ana.client.rpc('forum_list_threads', { page_offset: 1, page_size: 1 })).data as Page;
    expect(second.threads).toHaveLength(1);
    expect(second.threads[0]!.id).toBe(page.threads[1]!.id);

    const d = (await ana.client.rpc('forum_get_thread', { thread_id: big.id })).data as Detail;
    expect(d.replies).toHaveLength(50);
    const more = (await ana.client.rpc('forum_get_thread', { thread_id: big.id, replies_offset: 50, replies_limit: 50 })).data as Detail;
    expect(more.replies[0]!.response.startsWith('50 ')).toBe(true);
  });

  it('finds text in a reply (accents and case ignored), says which reply, and pages the results', async () => {
    const word = `zq${randomUUID().slice(0, 6)}`;
    const t = await thread(ana, 'Pergunta sem a palavra');
    await bruno.client.rpc('forum_reply', { thread_id: t.id, response: `A Substituição Tributária ${word} resolve.` });
    const page = (await ana.client.rpc('forum_list_threads', { search: `SUBSTITUICAO ${word.toUpperCase()}` })).data as Page;
    expect(page.total).toBe(1);
    expect(page.threads[0]).toMatchObject({
      id: t.id,
      match: { author_name: 'Api', response: `A Substituição Tributária ${word} resolve.` },
    });
    // Found by the thread author's name too, and % / _ are plain characters.
    const byName = (await ana.client.rpc('forum_list_threads', { search: `ana souza ${word}` })).data as Page;
    expect(byName.threads.map((x) => x.id)).toEqual([t.id]);
    expect(((await ana.client.rpc('forum_list_threads', { search: `${word}%` })).data as Page).total).toBe(0);
    expect(((await ana.client.rpc('forum_list_threads', { search: 'nada-disso-existe-42' })).data as Page).threads).toEqual([]);
  });

  it('free users and anonymous callers cannot list or open threads', async () => {
    expect((await free.client.rpc('forum_list_threads', {})).error?.code).toBe('42501');
    expect((await free.client.rpc('forum_get_thread', { thread_id: 1 })).error?.code).toBe('42501');
    expect((await newClient().rpc('forum_list_threads', {})).error).not.toBeNull();
  });
});
