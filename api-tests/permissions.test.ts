// The permission matrix (SPEC §6, DECISIONS 2/5/12/13): anonymous, free, expired, premium and
// admin × every table × select / insert / update / delete (plus the write RPCs), with both
// the allowed and the refused cells asserted. Writes are checked afterwards with the service
// role, so "refused" means the data really did not change — not only that an error came back.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import {
  cleanup,
  trackRow,
  makeUser,
  makeUsers,
  serviceClient,
  setProfile,
  PLAN_OF,
  saoPauloDate,
  ROLES,
  type Role,
  type TestUser,
} from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

type Outcome = 'allowed' | 'denied';
type Op = 'select' | 'insert' | 'update' | 'delete' | 'rpc';
interface Case {
  table: string;
  op: Op;
  what: string;
  allow: Role[];
  run: (u: TestUser) => Promise<Outcome>;
}

const SIGNED_IN: Role[] = ['free', 'expired', 'premium', 'admin'];
const ACTIVE_PLAN: Role[] = ['premium', 'admin'];
const ADMIN: Role[] = ['admin'];
const NOBODY: Role[] = [];

const S = () => serviceClient();
const tag = () => `t-${randomUUID().slice(0, 8)}`;
const rows = (r: { error: unknown; data: unknown }) => (r.error || !Array.isArray(r.data) ? [] : (r.data as unknown[]));
const visible = (r: { error: unknown; data: unknown }): Outcome => (rows(r).length > 0 ? 'allowed' : 'denied');
const ok = (r: { error: unknown }): Outcome => (r.error ? 'denied' : 'allowed');

async function must<T>(p: PromiseLike<{ data: T; error: { message: string } | null }>, what: string): Promise<T> {
  const { data, error } = await p;
  if (error) throw new Error(`${what}: ${error.message}`);
  return data;
}

async function one(table: string, column: string, value: unknown) {
  const { data, error } = await S()
    .from(table)
    .select('*')
    .eq(column, value as string);
  if (error) throw new Error(`verify ${table}: ${error.message}`);
  return (data ?? [])[0] as Record<string, unknown> | undefined;
}

let users: Record<Role, TestUser>;
let victim: TestUser;
const fx: Record<string, number> = {};

async function insertPost(state_id: number, extra: Record<string, unknown> = {}) {
  const data = await must(
    S()
      .from('posts')
      .insert({ title: `Matriz ${tag()}`, link_url: 'https://exemplo.gov.br/', state_id, type_link: 1, ...extra })
      .select('id')
      .single(),
    'insert post',
  );
  trackRow('posts', (data as { id: number }).id);
  return (data as { id: number }).id;
}
async function insertConteudo(type: number) {
  const data = await must(
    S()
      .from('conteudos')
      .insert({ title: `Matriz ${tag()}`, type, author: 'Testes', content: '<p>x</p>' })
      .select('id')
      .single(),
    'insert conteudo',
  );
  trackRow('conteudos', (data as { id: number }).id);
  return (data as { id: number }).id;
}
/** A premium tip (issue 21), created on first use. */
let premiumTipId: Promise<number> | undefined;
function premiumTip(): Promise<number> {
  premiumTipId ??= must(
    S()
      .from('conteudos')
      .insert({
        title: `Matriz premium ${tag()}`,
        type: 0,
        is_premium: true,
        author: 'Testes',
        content: `<p>${'Texto da dica premium. '.repeat(30)}FIM-DA-DICA</p>`,
      })
      .select('id')
      .single(),
    'insert premium tip',
  ).then((data) => {
    trackRow('conteudos', (data as { id: number }).id);
    return (data as { id: number }).id;
  });
  return premiumTipId;
}
async function insertThread(responses: unknown[] = []) {
  const data = await must(
    S()
      .from('forum')
      .insert({ user_id: users.premium.id, description: `Tópico ${tag()}`, responses })
      .select('id')
      .single(),
    'insert thread',
  );
  return (data as { id: number }).id;
}
async function ledgerFor(id: string) {
  await must(
    S()
      .from('fluxo_caixa')
      .insert({
        user_id: id,
        categories: [{ id: 1, name: 'Vendas' }],
        transactions: [{ id: 1, description: 'Venda', amount: 10, type: 'Entrada', category: 'Vendas', date: '2026-01-02' }],
      }),
    'insert ledger',
  );
}

beforeAll(async () => {
  users = await makeUsers();
  victim = await makeUser('free', 'victim');
  fx.post25 = await insertPost(25);
  fx.post30 = await insertPost(30);
  fx.post28 = await insertPost(28);
  fx.post29 = await insertPost(29);
  fx.postUpdate = await insertPost(25);
  fx.c0 = await insertConteudo(0);
  fx.c1 = await insertConteudo(1);
  fx.c2 = await insertConteudo(2);
  fx.cUpdate = await insertConteudo(0);
  fx.thread = await insertThread();
  const sub = await must(S().from('assinaturas_plano').insert({ email: users.premium.email }).select('id').single(), 'insert assinatura');
  fx.assinatura = (sub as { id: number }).id;
  trackRow('assinaturas_plano', fx.assinatura);
  for (const r of ['free', 'expired', 'premium', 'admin'] as const) await ledgerFor(users[r].id);
  await ledgerFor(victim.id);
});

const cases: Case[] = [
  // ---------------------------------------------------------------- user_profiles
  {
    table: 'user_profiles',
    op: 'select',
    what: 'own profile',
    allow: SIGNED_IN,
    run: async (u) =>
      visible(
        await u.client
          .from('user_profiles')
          .select('id')
          .eq('id', u.id || victim.id),
      ),
  },
  {
    table: 'user_profiles',
    op: 'select',
    what: "another user's profile",
    allow: ADMIN,
    run: async (u) => visible(await u.client.from('user_profiles').select('id').eq('id', victim.id)),
  },
  {
    table: 'user_profiles',
    op: 'insert',
    what: 'a profile row',
    allow: NOBODY,
    run: async (u) =>
      ok(
        await u.client
          .from('user_profiles')
          .insert({ id: u.id || randomUUID(), email: 'x@y.z' })
          .select(),
      ),
  },
  {
    table: 'user_profiles',
    op: 'update',
    what: "another user's plan",
    allow: ADMIN,
    run: async (u) => {
      await setProfile(victim.id, PLAN_OF.free);
      const until = saoPauloDate(10);
      await u.client.from('user_profiles').update({ is_premium: true, plan_expiration: until }).eq('id', victim.id).select();
      const after = await one('user_profiles', 'id', victim.id);
      await setProfile(victim.id, PLAN_OF.free);
      return after?.is_premium === true && after?.plan_expiration === until ? 'allowed' : 'denied';
    },
  },
  {
    table: 'user_profiles',
    op: 'update',
    what: 'own plan',
    allow: ADMIN,
    run: async (u) => {
      const id = u.id || victim.id;
      await u.client.from('user_profiles').update({ is_premium: true, plan_expiration: '2099-12-31' }).eq('id', id).select();
      const after = await one('user_profiles', 'id', id);
      await setProfile(id, u.role === 'anon' ? PLAN_OF.free : PLAN_OF[u.role]);
      return after?.plan_expiration === '2099-12-31' ? 'allowed' : 'denied';
    },
  },
  {
    table: 'user_profiles',
    op: 'update',
    what: 'own display_name directly (only set_display_name)',
    allow: NOBODY,
    run: async (u) => {
      const id = u.id || victim.id;
      const name = `Direto ${tag()}`.slice(0, 40);
      await u.client.from('user_profiles').update({ display_name: name }).eq('id', id).select();
      return (await one('user_profiles', 'id', id))?.display_name === name ? 'allowed' : 'denied';
    },
  },
  {
    table: 'user_profiles',
    op: 'update',
    what: "another user's display_name",
    allow: NOBODY,
    run: async (u) => {
      const name = `Outro ${tag()}`.slice(0, 40);
      await u.client.from('user_profiles').update({ display_name: name }).eq('id', victim.id).select();
      return (await one('user_profiles', 'id', victim.id))?.display_name === name ? 'allowed' : 'denied';
    },
  },
  {
    table: 'user_profiles',
    op: 'rpc',
    what: 'set_display_name (own name only)',
    allow: SIGNED_IN,
    run: async (u) => {
      const name = `Nome ${tag()}`;
      const r = await u.client.rpc('set_display_name', { name });
      if (r.error || !u.id) return 'denied';
      const own = await one('user_profiles', 'id', u.id);
      const other = await one('user_profiles', 'id', victim.id);
      return own?.display_name === name && other?.display_name !== name ? 'allowed' : 'denied';
    },
  },
  {
    table: 'user_profiles',
    op: 'delete',
    what: "another user's profile",
    allow: ADMIN,
    run: async (u) => {
      const target = await makeUser('free', 'delete-me');
      await u.client.from('user_profiles').delete().eq('id', target.id);
      return (await one('user_profiles', 'id', target.id)) ? 'denied' : 'allowed';
    },
  },
  {
    table: 'user_profiles',
    op: 'delete',
    what: 'own profile',
    allow: NOBODY,
    run: async (u) => {
      const id = u.id || victim.id;
      await u.client.from('user_profiles').delete().eq('id', id);
      return (await one('user_profiles', 'id', id)) ? 'denied' : 'allowed';
    },
  },

  // ---------------------------------------------------------------- posts
  {
    table: 'posts',
    op: 'select',
    what: 'a state post (1–27)',
    allow: SIGNED_IN,
    run: async (u) => visible(await u.client.from('posts').select('id').eq('id', fx.post25)),
  },
  {
    table: 'posts',
    op: 'select',
    what: 'a shared post (30)',
    allow: SIGNED_IN,
    run: async (u) => visible(await u.client.from('posts').select('id').or(`state_id.eq.25,state_id.eq.30`).eq('id', fx.post30)),
  },
  {
    table: 'posts',
    op: 'select',
    what: 'a Receita Federal post (28)',
    allow: ACTIVE_PLAN,
    run: async (u) => visible(await u.client.from('posts').select('id').eq('state_id', 28).eq('id', fx.post28)),
  },
  {
    table: 'posts',
    op: 'select',
    what: 'a Relacionadas post (29)',
    allow: ACTIVE_PLAN,
    run: async (u) => visible(await u.client.from('posts').select('id').eq('state_id', 29).eq('id', fx.post29)),
  },
  {
    table: 'posts',
    op: 'insert',
    what: 'a post',
    allow: ADMIN,
    run: async (u) => {
      const title = `Novo ${tag()}`;
      const r = await u.client.from('posts').insert({ title, link_url: 'https://exemplo.gov.br/', state_id: 25, type_link: 1 }).select();
      const row = await one('posts', 'title', title);
      if (row)
        await S()
          .from('posts')
          .delete()
          .eq('id', row.id as number);
      return row && !r.error ? 'allowed' : 'denied';
    },
  },
  {
    table: 'posts',
    op: 'update',
    what: 'a post',
    allow: ADMIN,
    run: async (u) => {
      const title = `Editado ${tag()}`;
      await u.client.from('posts').update({ title }).eq('id', fx.postUpdate).select();
      return (await one('posts', 'id', fx.postUpdate))?.title === title ? 'allowed' : 'denied';
    },
  },
  {
    table: 'posts',
    op: 'delete',
    what: 'a post',
    allow: ADMIN,
    run: async (u) => {
      const id = await insertPost(25);
      await u.client.from('posts').delete().eq('id', id);
      const left = await one('posts', 'id', id);
      if (left) await S().from('posts').delete().eq('id', id);
      return left ? 'denied' : 'allowed';
    },
  },

  // ---------------------------------------------------------------- conteudos
  {
    table: 'conteudos',
    op: 'select',
    what: 'a tax tip (type 0)',
    allow: SIGNED_IN,
    run: async (u) => visible(await u.client.from('conteudos').select('id').eq('type', 0).eq('id', fx.c0)),
  },
  {
    table: 'conteudos',
    op: 'select',
    what: 'a premium tip, whole (issue 21)',
    allow: ACTIVE_PLAN,
    run: async (u) =>
      visible(
        await u.client
          .from('conteudos')
          .select('id, content')
          .eq('id', await premiumTip()),
      ),
  },
  {
    table: 'conteudos',
    op: 'rpc',
    what: 'conteudos_visiveis (tips; premium ones cut on the free plan)',
    allow: SIGNED_IN,
    run: async (u) => {
      const r = await u.client.rpc('conteudos_visiveis', { conteudo_tipo: 0 });
      return !r.error && Array.isArray(r.data) && (r.data as { id: number }[]).some((c) => c.id === fx.c0) ? 'allowed' : 'denied';
    },
  },
  {
    table: 'conteudos',
    op: 'rpc',
    what: 'conteudos_visiveis: a premium tip whole',
    allow: ACTIVE_PLAN,
    run: async (u) => {
      const id = await premiumTip();
      const r = await u.client.rpc('conteudos_visiveis', { conteudo_id: id });
      const tip = Array.isArray(r.data) ? (r.data as { content: string; bloqueado: boolean }[])[0] : undefined;
      return !r.error && tip && !tip.bloqueado && tip.content.includes('FIM-DA-DICA') ? 'allowed' : 'denied';
    },
  },
  {
    table: 'conteudos',
    op: 'update',
    what: 'is_premium of a tip',
    allow: ADMIN,
    run: async (u) => {
      await u.client.from('conteudos').update({ is_premium: true }).eq('id', fx.cUpdate).select();
      const changed = (await one('conteudos', 'id', fx.cUpdate))?.is_premium === true;
      if (changed) await S().from('conteudos').update({ is_premium: false }).eq('id', fx.cUpdate);
      return changed ? 'allowed' : 'denied';
    },
  },
  {
    table: 'conteudos',
    op: 'select',
    what: 'a partner accountant (type 1)',
    allow: ACTIVE_PLAN,
    run: async (u) => visible(await u.client.from('conteudos').select('id').eq('id', fx.c1)),
  },
  {
    table: 'conteudos',
    op: 'select',
    what: 'an app recommendation (type 2)',
    allow: ACTIVE_PLAN,
    run: async (u) => visible(await u.client.from('conteudos').select('id').eq('id', fx.c2)),
  },
  {
    table: 'conteudos',
    op: 'insert',
    what: 'a content item',
    allow: ADMIN,
    run: async (u) => {
      const title = `Nova dica ${tag()}`;
      const r = await u.client.from('conteudos').insert({ title, type: 0, author: 'Teste', content: '<p>x</p>' }).select();
      const row = await one('conteudos', 'title', title);
      if (row)
        await S()
          .from('conteudos')
          .delete()
          .eq('id', row.id as number);
      return row && !r.error ? 'allowed' : 'denied';
    },
  },
  {
    table: 'conteudos',
    op: 'update',
    what: 'a content item',
    allow: ADMIN,
    run: async (u) => {
      const title = `Dica editada ${tag()}`;
      await u.client.from('conteudos').update({ title }).eq('id', fx.cUpdate).select();
      return (await one('conteudos', 'id', fx.cUpdate))?.title === title ? 'allowed' : 'denied';
    },
  },
  {
    table: 'conteudos',
    op: 'delete',
    what: 'a content item',
    allow: ADMIN,
    run: async (u) => {
      const id = await insertConteudo(1);
      await u.client.from('conteudos').delete().eq('id', id);
      const left = await one('conteudos', 'id', id);
      if (left) await S().from('conteudos').delete().eq('id', id);
      return left ? 'denied' : 'allowed';
    },
  },

  // ---------------------------------------------------------------- fluxo_caixa
  {
    // Issue 21: the owner reads their ledger with any plan; only writes need an active plan.
    table: 'fluxo_caixa',
    op: 'select',
    what: 'own ledger',
    allow: SIGNED_IN,
    run: async (u) =>
      u.role === 'anon'
        ? visible(await u.client.from('fluxo_caixa').select('user_id'))
        : visible(await u.client.from('fluxo_caixa').select('transactions, categories').eq('user_id', u.id)),
  },
  {
    table: 'fluxo_caixa',
    op: 'select',
    what: "another user's ledger",
    allow: NOBODY,
    run: async (u) => visible(await u.client.from('fluxo_caixa').select('user_id').eq('user_id', victim.id)),
  },
  {
    table: 'fluxo_caixa',
    op: 'insert',
    what: 'own empty ledger (first visit)',
    allow: ACTIVE_PLAN,
    run: async (u) => {
      const fresh = await makeUser(u.role, `ledger-${u.role}`);
      const userId = fresh.id || victim.id;
      const r = await fresh.client.from('fluxo_caixa').insert({ user_id: userId, transactions: [], categories: [] }).select();
      const row = fresh.id ? await one('fluxo_caixa', 'user_id', fresh.id) : undefined;
      return row && !r.error ? 'allowed' : 'denied';
    },
  },
  {
    table: 'fluxo_caixa',
    op: 'insert',
    what: 'own ledger with content (only RPCs write content)',
    allow: NOBODY,
    run: async (u) => {
      const fresh = await makeUser(u.role, `ledger-content-${u.role}`);
      const tx = [{ id: 1, description: 'x', amount: 1, type: 'Entrada', category: null, date: '2026-01-01' }];
      const r = await fresh.client
        .from('fluxo_caixa')
        .insert({ user_id: fresh.id || victim.id, transactions: tx, categories: [] })
        .select();
      const row = fresh.id ? await one('fluxo_caixa', 'user_id', fresh.id) : undefined;
      return row && !r.error ? 'allowed' : 'denied';
    },
  },
  {
    table: 'fluxo_caixa',
    op: 'update',
    what: 'own ledger directly (RPCs only)',
    allow: NOBODY,
    run: async (u) => {
      const id = u.id || victim.id;
      await u.client.from('fluxo_caixa').update({ transactions: [] }).eq('user_id', id).select();
      const row = await one('fluxo_caixa', 'user_id', id);
      return Array.isArray(row?.transactions) && (row!.transactions as unknown[]).length === 0 ? 'allowed' : 'denied';
    },
  },
  {
    table: 'fluxo_caixa',
    op: 'delete',
    what: 'own ledger',
    allow: NOBODY,
    run: async (u) => {
      const id = u.id || victim.id;
      await u.client.from('fluxo_caixa').delete().eq('user_id', id);
      return (await one('fluxo_caixa', 'user_id', id)) ? 'denied' : 'allowed';
    },
  },
  {
    table: 'fluxo_caixa',
    op: 'rpc',
    what: 'fluxo_caixa_add_transaction',
    allow: ACTIVE_PLAN,
    run: async (u) =>
      ok(
        await u.client.rpc('fluxo_caixa_add_transaction', {
          transaction: { description: `Matriz ${tag()}`, amount: 1, type: 'Entrada', category: null, date: '2026-01-03' },
        }),
      ),
  },

  // ---------------------------------------------------------------- forum
  {
    table: 'forum',
    op: 'select',
    what: 'threads',
    allow: ACTIVE_PLAN,
    run: async (u) => visible(await u.client.from('forum').select('id, responses').eq('id', fx.thread)),
  },
  {
    table: 'forum',
    op: 'insert',
    what: 'a thread',
    allow: ACTIVE_PLAN,
    run: async (u) => {
      const description = `Pergunta ${tag()}`;
      const r = await u.client.from('forum').insert({ user_id: victim.id, description, responses: [] }).select();
      const row = await one('forum', 'description', description);
      return row && !r.error && row.user_id === u.id ? 'allowed' : 'denied';
    },
  },
  {
    table: 'forum',
    op: 'update',
    what: 'a thread directly (replies via forum_reply)',
    allow: NOBODY,
    run: async (u) => {
      const description = `Alterado ${tag()}`;
      await u.client.from('forum').update({ description, responses: [] }).eq('id', fx.thread).select();
      return (await one('forum', 'id', fx.thread))?.description === description ? 'allowed' : 'denied';
    },
  },
  {
    table: 'forum',
    op: 'delete',
    what: 'a thread',
    allow: ADMIN,
    run: async (u) => {
      const id = await insertThread();
      await u.client.from('forum').delete().eq('id', id);
      return (await one('forum', 'id', id)) ? 'denied' : 'allowed';
    },
  },
  {
    table: 'forum',
    op: 'rpc',
    what: 'forum_create_thread',
    allow: ACTIVE_PLAN,
    run: async (u) => ok(await u.client.rpc('forum_create_thread', { description: `Via RPC ${tag()}` })),
  },
  {
    table: 'forum',
    op: 'rpc',
    what: 'forum_reply',
    allow: ACTIVE_PLAN,
    run: async (u) => {
      const response = `Resposta ${tag()}`;
      await u.client.rpc('forum_reply', { thread_id: fx.thread, response });
      const row = await one('forum', 'id', fx.thread);
      return (row?.responses as { response: string }[]).some((r) => r.response === response) ? 'allowed' : 'denied';
    },
  },
  {
    table: 'forum',
    op: 'rpc',
    what: 'forum_list_threads (paged, no replies)',
    allow: ACTIVE_PLAN,
    run: async (u) => {
      const r = await u.client.rpc('forum_list_threads', { page_size: 100 });
      return !r.error && (r.data as { threads: { id: number }[] }).threads.some((t) => t.id === fx.thread) ? 'allowed' : 'denied';
    },
  },
  {
    table: 'forum',
    op: 'rpc',
    what: 'forum_get_thread',
    allow: ACTIVE_PLAN,
    run: async (u) => {
      const r = await u.client.rpc('forum_get_thread', { thread_id: fx.thread });
      return !r.error && (r.data as { id: number }).id === fx.thread ? 'allowed' : 'denied';
    },
  },
  {
    table: 'forum',
    op: 'rpc',
    what: 'forum_delete_reply (moderation)',
    allow: ADMIN,
    run: async (u) => {
      const replyId = randomUUID();
      const id = await insertThread([{ id: replyId, user_id: users.premium.id, response: 'apagar', date: new Date().toISOString() }]);
      await u.client.rpc('forum_delete_reply', { thread_id: id, reply_id: replyId });
      return ((await one('forum', 'id', id))?.responses as unknown[]).length === 0 ? 'allowed' : 'denied';
    },
  },
  {
    table: 'forum',
    op: 'rpc',
    what: 'forum_delete_thread (moderation)',
    allow: ADMIN,
    run: async (u) => {
      const id = await insertThread();
      await u.client.rpc('forum_delete_thread', { thread_id: id });
      return (await one('forum', 'id', id)) ? 'denied' : 'allowed';
    },
  },

  // ---------------------------------------------------------------- assinaturas_plano
  {
    table: 'assinaturas_plano',
    op: 'select',
    what: 'payments',
    allow: ADMIN,
    run: async (u) => visible(await u.client.from('assinaturas_plano').select('id, email, created_at').eq('id', fx.assinatura)),
  },
  {
    table: 'assinaturas_plano',
    op: 'insert',
    what: 'a payment',
    allow: NOBODY,
    run: async (u) => {
      const email = `pagamento-${tag()}@exemplo.com`;
      await u.client.from('assinaturas_plano').insert({ email }).select();
      return (await one('assinaturas_plano', 'email', email)) ? 'allowed' : 'denied';
    },
  },
  {
    table: 'assinaturas_plano',
    op: 'update',
    what: 'a payment',
    allow: NOBODY,
    run: async (u) => {
      const email = `alterado-${tag()}@exemplo.com`;
      await u.client.from('assinaturas_plano').update({ email }).eq('id', fx.assinatura).select();
      return (await one('assinaturas_plano', 'id', fx.assinatura))?.email === email ? 'allowed' : 'denied';
    },
  },
  {
    table: 'assinaturas_plano',
    op: 'delete',
    what: 'a payment',
    allow: NOBODY,
    run: async (u) => {
      await u.client.from('assinaturas_plano').delete().eq('id', fx.assinatura);
      return (await one('assinaturas_plano', 'id', fx.assinatura)) ? 'denied' : 'allowed';
    },
  },

  // ---------------------------------------------------------------- paginas_legais (issue 21)
  {
    table: 'paginas_legais',
    op: 'select',
    what: 'the Termos de Uso',
    allow: ROLES,
    run: async (u) => visible(await u.client.from('paginas_legais').select('slug, title, content').eq('slug', 'termos-de-uso')),
  },
  {
    table: 'paginas_legais',
    op: 'insert',
    what: 'a legal page',
    allow: NOBODY,
    run: async (u) => {
      // Both allowed slugs exist: only "permission denied" (42501) proves the grant is missing.
      const r = await u.client
        .from('paginas_legais')
        .insert({ slug: 'termos-de-uso', title: 'Outro', content: '<p>texto suficiente para a regra</p>' })
        .select();
      return r.error?.code === '42501' ? 'denied' : 'allowed';
    },
  },
  {
    table: 'paginas_legais',
    op: 'update',
    what: 'the Política de Privacidade',
    allow: ADMIN,
    run: async (u) => {
      const title = `Política de Privacidade ${tag()}`;
      await u.client.from('paginas_legais').update({ title }).eq('slug', 'politica-de-privacidade').select();
      const changed = (await one('paginas_legais', 'slug', 'politica-de-privacidade'))?.title === title;
      if (changed) await S().from('paginas_legais').update({ title: 'Política de Privacidade' }).eq('slug', 'politica-de-privacidade');
      return changed ? 'allowed' : 'denied';
    },
  },
  {
    table: 'paginas_legais',
    op: 'delete',
    what: 'a legal page',
    allow: NOBODY,
    run: async (u) => {
      await u.client.from('paginas_legais').delete().eq('slug', 'termos-de-uso');
      return (await one('paginas_legais', 'slug', 'termos-de-uso')) ? 'denied' : 'allowed';
    },
  },

  // ---------------------------------------------------------------- plan helpers
  {
    table: 'functions',
    op: 'rpc',
    what: 'has_active_plan / plan_status',
    allow: SIGNED_IN,
    run: async (u) => ok(await u.client.rpc('plan_status')),
  },
];

const matrix = cases.flatMap((c) =>
  ROLES.map((role) => ({ ...c, role, expected: (c.allow.includes(role) ? 'allowed' : 'denied') as Outcome })),
);

describe('permission matrix', () => {
  test.each(matrix)('$table $op $what — $role is $expected', async ({ run, role, expected }) => {
    expect(await run(users[role])).toBe(expected);
  });
});

describe('plan status seen by the database', () => {
  test.each([
    ['free', false, 'free'],
    ['expired', false, 'expired'],
    ['premium', true, 'premium'],
    ['admin', true, 'premium'],
  ] as const)('%s: has_active_plan = %s, plan_status = %s', async (role, active, status) => {
    const c: SupabaseClient = users[role].client;
    expect((await c.rpc('has_active_plan')).data).toBe(active);
    expect((await c.rpc('plan_status')).data).toBe(status);
  });

  it('a plan is valid through its expiration day (America/Sao_Paulo)', async () => {
    const u = await makeUser('free', 'boundary');
    await setProfile(u.id, { is_premium: true, plan_expiration: saoPauloDate(0) });
    expect((await u.client.rpc('has_active_plan')).data).toBe(true);
    expect(rows(await u.client.from('posts').select('id').eq('id', fx.post28))).toHaveLength(1);
    await setProfile(u.id, { is_premium: true, plan_expiration: saoPauloDate(-1) });
    expect((await u.client.rpc('has_active_plan')).data).toBe(false);
    expect(rows(await u.client.from('posts').select('id').eq('id', fx.post28))).toHaveLength(0);
    await setProfile(u.id, { is_premium: true, plan_expiration: null });
    expect((await u.client.rpc('plan_status')).data).toBe('expired');
  });

  it('a user whose profile was deleted by the admin is treated as free', async () => {
    const u = await makeUser('premium', 'no-profile');
    await must(S().from('user_profiles').delete().eq('id', u.id), 'delete profile');
    expect((await u.client.rpc('plan_status')).data).toBe('free');
    expect(rows(await u.client.from('forum').select('id').eq('id', fx.thread))).toHaveLength(0);
  });
});
