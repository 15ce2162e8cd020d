// Unit tests only: the forum table, the profiles' forum names and the forum RPCs in memory,
// behaving like the database (supabase/migrations/*forum*): author from the "token" (by id,
// never an e-mail), replies appended with an id and the server's date, text trimmed of Unicode
// blanks and bounded, 2,000 replies at most (PT409), lists paged without replies and searched
// "in the database", moderation for the admin only, set_display_name validated.
import type { SupabaseClient } from '@supabase/supabase-js';
import { checkDisplayName, checkForumText } from '@semmultas/shared/forum-text';

type Result = { data: unknown; error: unknown; count?: number | null };

/** A reply as the table stores it. */
export interface FakeReply {
  id: string;
  user_id: string | null;
  response: string;
  date: string;
}
/** A forum row as the table stores it. */
export interface FakeRow {
  id: number;
  user_id: string | null;
  description: string;
  created_at: string;
  responses: FakeReply[];
}

export interface FakeForum {
  client: SupabaseClient;
  rows: FakeRow[];
  /** user id → forum name (user_profiles.display_name). An id without one shows as itself. */
  names: Map<string, string>;
  /** 'list "busca" 0-19', 'thread 3 0+50', "rpc forum_reply {...}": what was asked, in order. */
  calls: string[];
  /** Makes the next matching calls fail (by RPC name, or 'profile') with this error. */
  failing: Map<string, unknown>;
  /** Keeps the next RPC of that name waiting until release() is called. */
  hold: (name: string) => { release: () => void };
  signedInAs: { id: string; admin: boolean };
}

export const MAX_REPLIES = 2000;
const error = (code: string, message: string) => ({ code, message, details: null, hint: null });
let uuid = 0;

/** A thread by `author` (a user id; the fake shows an id without a name as the name itself). */
export function thread(
  id: number,
  description: string,
  created_at: string,
  responses: Partial<FakeReply>[] = [],
  author = `Autor ${id}`,
): FakeRow {
  return {
    id,
    user_id: author,
    description,
    created_at,
    responses: responses.map((r, i) => ({ id: `r-${id}-${i}`, user_id: 'Alguém', response: `resposta ${i}`, date: created_at, ...r })),
  };
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function fakeForum(initial: FakeRow[], signedInAs = { id: 'u-premium', admin: false }): FakeForum {
  const fake: FakeForum = {
    client: undefined as unknown as SupabaseClient,
    rows: initial.map((t) => ({ ...t, responses: [...t.responses] })),
    names: new Map([
      ['u-premium', 'Marina Premium'],
      ['u-admin', 'Equipe SemMultas'],
    ]),
    calls: [],
    failing: new Map(),
    hold: () => ({ release: () => undefined }),
    signedInAs,
  };
  const holds = new Map<string, Promise<void>>();
  fake.hold = (name) => {
    let release = () => undefined as void;
    holds.set(name, new Promise<void>((r) => (release = r)));
    return { release: () => release() };
  };

  const answer = async (kind: string, make: () => Result): Promise<Result> => {
    await Promise.resolve();
    const held = holds.get(kind);
    if (held) {
      holds.delete(kind);
      await held;
    }
    if (fake.failing.has(kind)) return { data: null, error: fake.failing.get(kind), count: null };
    return make();
  };

  const nameOf = (id: string | null) => (id ? (fake.names.get(id) ?? id) : 'Usuário');
  const newestFirst = () => [...fake.rows].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
  const replyOut = (r: FakeReply) => ({ id: r.id, user_id: r.user_id, author_name: nameOf(r.user_id), response: r.response, date: r.date });
  const summary = (t: FakeRow) => ({
    id: t.id,
    user_id: t.user_id,
    author_name: nameOf(t.user_id),
    description: t.description,
    created_at: t.created_at,
    reply_count: t.responses.length,
    last_reply_at: t.responses.at(-1)?.date ?? null,
    is_full: t.responses.length >= MAX_REPLIES,
  });

  // private.forum_search_terms / forum_has_all / forum_has_any
  const terms = (search: unknown) =>
    fold(String(search ?? ''))
      .split(/\s+/u)
      .filter(Boolean)
      .slice(0, 8);
  const hasAll = (text: string, ts: string[]) => ts.every((t) => fold(text).includes(t));
  const hasAny = (text: string, ts: string[]) => ts.some((t) => fold(text).includes(t));
  const own = (t: FakeRow) => `${t.description} ${nameOf(t.user_id)}`;
  const matches = (t: FakeRow, ts: string[]) =>
    ts.every((term) => fold(own(t)).includes(term) || t.responses.some((r) => fold(`${r.response} ${nameOf(r.user_id)}`).includes(term)));

  const from = (table: string) => {
    if (table !== 'user_profiles') throw new Error(`tabela inesperada ${table} (o fórum lê por RPC)`);
    let idFilter: string | null = null;
    const builder = {
      select() {
        return builder;
      },
      eq(_col: string, value: unknown) {
        idFilter = String(value);
        return builder;
      },
      maybeSingle() {
        fake.calls.push(`profile ${idFilter}`);
        return answer('profile', () => ({
          data: idFilter && fake.names.has(idFilter) ? { display_name: fake.names.get(idFilter) } : null,
          error: null,
        }));
      },
    };
    return builder;
  };

  const rpc = (name: string, args: Record<string, unknown>) => {
    if (name === 'forum_list_threads') {
      const q = args.search ? ` ${JSON.stringify(args.search)}` : '';
      const off = Number(args.page_offset ?? 0);
      fake.calls.push(`list${q} ${off}-${off + Number(args.page_size ?? 20) - 1}`);
    } else if (name === 'forum_get_thread')
      fake.calls.push(`thread ${String(args.thread_id)} ${Number(args.replies_offset ?? 0)}+${Number(args.replies_limit ?? 50)}`);
    else fake.calls.push(`rpc ${name} ${JSON.stringify(args)}`);
    return answer(name, () => {
      const now = new Date().toISOString();
      const find = (id: unknown) => fake.rows.find((t) => t.id === Number(id));
      switch (name) {
        case 'forum_list_threads': {
          const ts = terms(args.search);
          const hits = newestFirst().filter((t) => ts.length === 0 || matches(t, ts));
          const size = Math.min(Math.max(Number(args.page_size ?? 20), 1), 100);
          const offset = Math.max(Number(args.page_offset ?? 0), 0);
          const threads = hits.slice(offset, offset + size).map((t) => {
            const found =
              ts.length && !hasAll(own(t), ts) ? t.responses.find((r) => hasAny(`${r.response} ${nameOf(r.user_id)}`, ts)) : undefined;
            return { ...summary(t), match: found ? { ...replyOut(found), response: found.response.slice(0, 200) } : null };
          });
          return { data: { threads, total: hits.length }, error: null };
        }
        case 'forum_get_thread': {
          const row = find(args.thread_id);
          if (!row) return { data: null, error: error('PT404', 'Tópico não encontrado.') };
          const offset = Math.max(Number(args.replies_offset ?? 0), 0);
          const limit = Math.min(Math.max(Number(args.replies_limit ?? 50), 1), 200);
          return {
            data: {
              ...summary(row),
              max_replies: MAX_REPLIES,
              replies_offset: offset,
              replies: row.responses.slice(offset, offset + limit).map(replyOut),
            },
            error: null,
          };
        }
        case 'forum_create_thread': {
          const c = checkForumText(String(args.description ?? ''));
          if (c.status === 'blank') return { data: null, error: error('22023', 'A descrição do tópico não pode estar vazia.') };
          if (c.status === 'too-long')
            return { data: null, error: error('22023', 'A descrição do tópico pode ter no máximo 5000 caracteres.') };
          const id = Math.max(0, ...fake.rows.map((t) => t.id)) + 1;
          const row: FakeRow = { id, user_id: fake.signedInAs.id, description: c.text, responses: [], created_at: now };
          fake.rows.push(row);
          return { data: summary(row), error: null };
        }
        case 'forum_reply': {
          const c = checkForumText(String(args.response ?? ''));
          if (c.status === 'blank') return { data: null, error: error('22023', 'A resposta não pode estar vazia.') };
          if (c.status === 'too-long') return { data: null, error: error('22023', 'A resposta pode ter no máximo 5000 caracteres.') };
          const row = find(args.thread_id);
          if (!row) return { data: null, error: error('PT404', 'Tópico não encontrado.') };
          if (row.responses.length >= MAX_REPLIES)
            return { data: null, error: error('PT409', 'Este tópico atingiu o limite de 2.000 respostas. Abra um novo tópico.') };
          uuid += 1;
          const reply: FakeReply = { id: `novo-${uuid}`, user_id: fake.signedInAs.id, response: c.text, date: now };
          row.responses = [...row.responses, reply];
          return {
            data: {
              ...replyOut(reply),
              thread_id: row.id,
              reply_count: row.responses.length,
              is_full: row.responses.length >= MAX_REPLIES,
            },
            error: null,
          };
        }
        case 'forum_delete_thread':
        case 'forum_delete_reply': {
          if (!fake.signedInAs.admin) return { data: null, error: error('42501', 'Somente o administrador pode moderar o fórum.') };
          const row = find(args.thread_id);
          if (!row) return { data: null, error: error('PT404', 'Tópico não encontrado.') };
          if (name === 'forum_delete_thread') {
            fake.rows = fake.rows.filter((t) => t !== row);
            return { data: { ...row }, error: null };
          }
          if (!row.responses.some((r) => r.id === args.reply_id)) return { data: null, error: error('PT404', 'Resposta não encontrada.') };
          row.responses = row.responses.filter((r) => r.id !== args.reply_id);
          return { data: { ...row }, error: null };
        }
        case 'set_display_name': {
          const c = checkDisplayName(String(args.name ?? ''));
          if (c.status === 'invalid') return { data: null, error: error('22023', c.message) };
          fake.names.set(fake.signedInAs.id, c.name);
          return { data: { display_name: c.name }, error: null };
        }
        default:
          return { data: null, error: error('PGRST202', `função ${name} desconhecida`) };
      }
    });
  };

  fake.client = { from, rpc } as unknown as SupabaseClient;
  return fake;
}
