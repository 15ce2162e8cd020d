// Unit tests only: the forum table and its RPCs in memory, behaving like the database
// (supabase/migrations/*forum*): author from the "token", replies appended with an id and the
// server's date, text trimmed and bounded, moderation for the admin only.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumResponse, ForumThread } from '@semmultas/shared/types';

type Result = { data: unknown; error: unknown; count?: number | null };

export interface FakeForum {
  client: SupabaseClient;
  rows: ForumThread[];
  /** "select 0-19", "select id=3", "rpc forum_reply {...}": what was asked, in order. */
  calls: string[];
  /** Makes the next matching calls fail (by kind: 'select' or an RPC name) with this error. */
  failing: Map<string, unknown>;
  /** Keeps the next RPC of that name waiting until release() is called. */
  hold: (name: string) => { release: () => void };
  signedInAs: { email: string; admin: boolean };
}

const error = (code: string, message: string) => ({ code, message, details: null, hint: null });
let uuid = 0;

export function thread(id: number, description: string, created_at: string, responses: Partial<ForumResponse>[] = [], user_email = `autor${id}@teste.dev`): ForumThread {
  return {
    id,
    user_email,
    description,
    created_at,
    responses: responses.map((r, i) => ({ id: `r-${id}-${i}`, user_email: 'alguem@teste.dev', response: `resposta ${i}`, date: created_at, ...r })),
  };
}

export function fakeForum(initial: ForumThread[], signedInAs = { email: 'premium@semmultas.dev', admin: false }): FakeForum {
  const fake: FakeForum = {
    client: undefined as unknown as SupabaseClient,
    rows: initial.map((t) => ({ ...t, responses: [...t.responses] })),
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
  const newestFirst = () =>
    [...fake.rows].sort((a, b) => Date.parse(b.created_at!) - Date.parse(a.created_at!) || b.id - a.id);
  const copy = (t: ForumThread) => ({ ...t, responses: t.responses.map((r) => ({ ...r })) });

  const from = (table: string) => {
    if (table !== 'forum') throw new Error(`tabela inesperada ${table}`);
    let idFilter: number | null = null;
    let range: [number, number] | null = null;
    let wantsCount = false;
    const list = () => {
      const all = newestFirst();
      const page = range ? all.slice(range[0], range[1] + 1) : all;
      return { data: page.map(copy), error: null, count: wantsCount ? all.length : null };
    };
    const builder = {
      select(_cols: string, opts?: { count?: string }) {
        wantsCount = opts?.count === 'exact';
        return builder;
      },
      order() {
        return builder;
      },
      eq(col: string, value: unknown) {
        if (col === 'id') idFilter = Number(value);
        return builder;
      },
      range(a: number, b: number) {
        range = [a, b];
        return builder;
      },
      maybeSingle() {
        fake.calls.push(`select id=${idFilter}`);
        return answer('select', () => {
          const row = fake.rows.find((t) => t.id === idFilter);
          return { data: row ? copy(row) : null, error: null };
        });
      },
      then<A, B>(resolve: (r: Result) => A, reject?: (e: unknown) => B) {
        fake.calls.push(range ? `select ${range[0]}-${range[1]}` : 'select all');
        return answer('select', list).then(resolve, reject);
      },
    };
    return builder;
  };

  const clean = (value: unknown, what: string) => {
    const text = String(value ?? '').trim();
    if (!text) return { error: error('22023', `${what} não pode estar vazia.`) };
    if ([...text].length > 5000) return { error: error('22023', `${what} pode ter no máximo 5000 caracteres.`) };
    return { text };
  };

  const rpc = (name: string, args: Record<string, unknown>) => {
    fake.calls.push(`rpc ${name} ${JSON.stringify(args)}`);
    return answer(name, () => {
      const now = new Date().toISOString();
      const find = (id: unknown) => fake.rows.find((t) => t.id === Number(id));
      switch (name) {
        case 'forum_create_thread': {
          const c = clean(args.description, 'A descrição do tópico');
          if (c.error) return { data: null, error: c.error };
          const id = Math.max(0, ...fake.rows.map((t) => t.id)) + 1;
          const row: ForumThread = { id, user_email: fake.signedInAs.email, description: c.text!, responses: [], created_at: now };
          fake.rows.push(row);
          return { data: copy(row), error: null };
        }
        case 'forum_reply': {
          const c = clean(args.response, 'A resposta');
          if (c.error) return { data: null, error: c.error };
          const row = find(args.thread_id);
          if (!row) return { data: null, error: error('PT404', 'Tópico não encontrado.') };
          uuid += 1;
          row.responses = [...row.responses, { id: `novo-${uuid}`, user_email: fake.signedInAs.email, response: c.text!, date: now }];
          return { data: copy(row), error: null };
        }
        case 'forum_delete_thread':
        case 'forum_delete_reply': {
          if (!fake.signedInAs.admin) return { data: null, error: error('42501', 'Somente o administrador pode moderar o fórum.') };
          const row = find(args.thread_id);
          if (!row) return { data: null, error: error('PT404', 'Tópico não encontrado.') };
          if (name === 'forum_delete_thread') {
            fake.rows = fake.rows.filter((t) => t !== row);
            return { data: copy(row), error: null };
          }
          if (!row.responses.some((r) => r.id === args.reply_id)) return { data: null, error: error('PT404', 'Resposta não encontrada.') };
          row.responses = row.responses.filter((r) => r.id !== args.reply_id);
          return { data: copy(row), error: null };
        }
        default:
          return { data: null, error: error('PGRST202', `função ${name} desconhecida`) };
      }
    });
  };

  fake.client = { from, rpc } as unknown as SupabaseClient;
  return fake;
}
