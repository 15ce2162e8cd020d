// Forum writes (DECISIONS 12): author and date from the token and the server clock,
// concurrent replies all kept, validation errors, admin moderation. (Privacy, paging, the
// reply cap and Unicode blanks: forum-hardening.test.ts.)
import { makeUser, newClient, type TestUser, cleanup } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

interface Reply {
  id: string;
  user_id: string;
  response: string;
  date: string;
}
/** A forum row as the table stores it (select / moderation RPCs). */
interface Thread {
  id: number;
  user_id: string;
  description: string;
  responses: Reply[];
  created_at: string;
}
/** A thread as forum_create_thread / forum_list_threads / forum_get_thread give it. */
interface ThreadSummary {
  id: number;
  user_id: string;
  author_name: string;
  description: string;
  created_at: string;
  reply_count: number;
}
/** What forum_reply returns. */
interface NewReply extends Reply {
  author_name: string;
  thread_id: number;
  reply_count: number;
}

let premium: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [premium, other, admin] = await Promise.all([
    makeUser('premium', 'forum-a'),
    makeUser('premium', 'forum-b'),
    makeUser('admin', 'forum-admin'),
  ]);
});

/** A fresh premium author: the API launcher limits threads per user and hour. */
const author = () => makeUser('premium', 'forum-author');

async function newThread(u: TestUser, description = `Dúvida sobre ICMS-ST ${Date.now()}`): Promise<ThreadSummary> {
  const { data, error } = await u.client.rpc('forum_create_thread', { description });
  expect(error).toBeNull();
  return data as ThreadSummary;
}

describe('threads', () => {
  it('forum_create_thread takes the author from the token and starts without replies', async () => {
    const t = await newThread(premium, '  Como emitir GNRE para DIFAL?  ');
    expect(t).toMatchObject({ user_id: premium.id, description: 'Como emitir GNRE para DIFAL?', reply_count: 0 });
    expect(t).not.toHaveProperty('user_email');
  });

  it('a plain INSERT (SPEC §7) works and cannot choose the author or pre-fill replies', async () => {
    const fake = [{ user_id: admin.id, response: 'resposta forjada', date: '2020-01-01T00:00:00.000Z' }];
    const { data, error } = await premium.client
      .from('forum')
      .insert({ user_id: admin.id, description: 'Tópico via insert', responses: fake })
      .select()
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ user_id: premium.id, responses: [] });
  });

  it('opens a thread with its replies (forum_get_thread)', async () => {
    const t = await newThread(await author());
    await other.client.rpc('forum_reply', { thread_id: t.id, response: 'Primeira resposta' });
    const { data, error } = await other.client.rpc('forum_get_thread', { thread_id: t.id });
    expect(error).toBeNull();
    const found = data as ThreadSummary & { replies: Reply[] };
    expect(found.reply_count).toBe(1);
    expect(found.replies.map((r) => r.response)).toEqual(['Primeira resposta']);
  });

  it('refuses blank and oversized descriptions with 22023', async () => {
    for (const description of ['', '    ', 'x'.repeat(5001)]) {
      const { error } = await premium.client.rpc('forum_create_thread', { description });
      expect(error?.code).toBe('22023');
      expect(error?.message).toMatch(/descrição do tópico/);
    }
    const { error } = await premium.client.from('forum').insert({ description: '   ', responses: [] });
    expect(error).not.toBeNull();
  });
});

describe('forum_reply', () => {
  it('appends {id, user_id, response, date} with the token user and the server clock', async () => {
    const t = await newThread(await author());
    const before = Date.now();
    const { data, error } = await other.client.rpc('forum_reply', { thread_id: t.id, response: '  Use a GNRE on-line.  ' });
    expect(error).toBeNull();
    const reply = data as NewReply;
    expect(reply).toMatchObject({ user_id: other.id, thread_id: t.id, reply_count: 1 });
    expect(reply).not.toHaveProperty('user_email');
    const { data: row } = await premium.client.from('forum').select('responses').eq('id', t.id).single();
    expect((row as { responses: Reply[] }).responses).toEqual([
      { id: reply.id, user_id: other.id, response: reply.response, date: reply.date },
    ]);
    expect(reply.response).toBe('Use a GNRE on-line.');
    expect(reply.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Math.abs(new Date(reply.date).getTime() - before)).toBeLessThan(60000);
    expect(reply.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses blank and oversized replies (22023) and unknown threads (PT404)', async () => {
    const t = await newThread(await author());
    for (const response of ['', '   ', 'y'.repeat(5001)]) {
      const { error } = await other.client.rpc('forum_reply', { thread_id: t.id, response });
      expect(error?.code).toBe('22023');
    }
    const missing = await other.client.rpc('forum_reply', { thread_id: 987654321, response: 'oi' });
    expect(missing.error?.code).toBe('PT404');
    expect(missing.error?.message).toBe('Tópico não encontrado.');
  });

  it('keeps all 20 concurrent replies', async () => {
    const t = await newThread(await author());
    // Two users, several "tabs" each: independent clients with their own sessions.
    const tabs = await Promise.all(
      [premium, other, premium, other].map(async (u) => {
        const c = newClient();
        await c.auth.signInWithPassword({ email: u.email, password: u.password });
        return { c, id: u.id };
      }),
    );
    const texts = Array.from({ length: 20 }, (_, i) => `Resposta concorrente ${i + 1}`);
    const results = await Promise.all(
      texts.map((response, i) => tabs[i % tabs.length]!.c.rpc('forum_reply', { thread_id: t.id, response })),
    );
    for (const r of results) expect(r.error).toBeNull();

    const { data } = await premium.client.from('forum').select('responses').eq('id', t.id).single();
    const replies = (data as { responses: Reply[] }).responses;
    expect(replies).toHaveLength(20);
    expect(new Set(replies.map((r) => r.response))).toEqual(new Set(texts));
    expect(new Set(replies.map((r) => r.id)).size).toBe(20);
    for (const r of replies) expect([premium.id, other.id]).toContain(r.user_id);
  });
});

describe('moderation', () => {
  it('the admin deletes one reply and keeps the others', async () => {
    const t = await newThread(await author());
    await other.client.rpc('forum_reply', { thread_id: t.id, response: 'fica' });
    await other.client.rpc('forum_reply', { thread_id: t.id, response: 'sai' });
    const { data } = await premium.client.from('forum').select('responses').eq('id', t.id).single();
    const [keep, drop] = (data as Thread).responses;
    const { data: after, error } = await admin.client.rpc('forum_delete_reply', { thread_id: t.id, reply_id: drop!.id });
    expect(error).toBeNull();
    expect((after as Thread).responses).toEqual([keep]);

    const again = await admin.client.rpc('forum_delete_reply', { thread_id: t.id, reply_id: drop!.id });
    expect(again.error?.code).toBe('PT404');
  });

  it('the admin deletes a thread (RPC or DELETE); authors cannot', async () => {
    const writer = await author();
    const t = await newThread(writer);
    const byAuthor = await writer.client.rpc('forum_delete_thread', { thread_id: t.id });
    expect(byAuthor.error?.code).toBe('42501');
    const plain = await writer.client.from('forum').delete().eq('id', t.id).select();
    expect(plain.data ?? []).toHaveLength(0);

    const { data, error } = await admin.client.rpc('forum_delete_thread', { thread_id: t.id });
    expect(error).toBeNull();
    expect((data as Thread).id).toBe(t.id);
    const gone = await admin.client.from('forum').select('id').eq('id', t.id);
    expect(gone.data).toEqual([]);

    const t2 = await newThread(await author());
    const del = await admin.client.from('forum').delete().eq('id', t2.id).select();
    expect(del.data).toHaveLength(1);
  });
});
