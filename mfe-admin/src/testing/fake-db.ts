// Unit tests only: an in-memory stand-in for the supabase-js chains the admin uses — select,
// insert, update and delete with eq/order and .select() to get the rows back. `fail` makes one
// operation answer an error, as the API would ("posts.insert" → { code, message }).
import type { SupabaseClient } from '@supabase/supabase-js';

type Row = Record<string, unknown>;
type Op = 'select' | 'insert' | 'update' | 'delete';

export interface FakeDb {
  client: SupabaseClient;
  tables: Record<string, Row[]>;
  /** "table.op payload filters" for each request, to assert what was sent. */
  calls: string[];
  fail: Partial<Record<`${string}.${Op}`, { code?: string; message: string }>>;
}

export function fakeDb(initial: Record<string, Row[]>): FakeDb {
  const db: FakeDb = {
    client: undefined as unknown as SupabaseClient,
    tables: Object.fromEntries(Object.entries(initial).map(([k, rows]) => [k, rows.map((r) => ({ ...r }))])),
    calls: [],
    fail: {},
  };
  const from = (table: string) => {
    let op: Op = 'select';
    let payload: Row | null = null;
    const filters: Array<[string, unknown]> = [];
    const orders: Array<[string, boolean]> = [];
    const matches = (r: Row) => filters.every(([col, v]) => String(r[col]) === String(v));
    const run = (): { data: unknown; error: unknown } => {
      db.calls.push(
        `${table}.${op}${payload ? ` ${JSON.stringify(payload)}` : ''}${filters.length ? ` ${filters.map(([c, v]) => `${c}=${String(v)}`).join(',')}` : ''}`,
      );
      const failure = db.fail[`${table}.${op}`];
      if (failure) return { data: null, error: failure };
      const rows = (db.tables[table] ??= []);
      if (op === 'insert') {
        const id = Math.max(0, ...rows.map((r) => Number(r.id) || 0)) + 1;
        const row = { id, created_at: '2026-11-21T12:00:00Z', ...payload };
        rows.push(row);
        return { data: [{ ...row }], error: null };
      }
      if (op === 'update') {
        const hit = rows.filter(matches);
        hit.forEach((r) => Object.assign(r, payload));
        return { data: hit.map((r) => ({ ...r })), error: null };
      }
      if (op === 'delete') {
        const hit = rows.filter(matches);
        db.tables[table] = rows.filter((r) => !matches(r));
        return { data: hit.map((r) => ({ ...r })), error: null };
      }
      const found = rows.filter(matches).map((r) => ({ ...r }));
      for (const [col, asc] of [...orders].reverse())
        found.sort((a, b) => {
          const x = a[col] as string | number;
          const y = b[col] as string | number;
          return x === y ? 0 : (x < y ? -1 : 1) * (asc ? 1 : -1);
        });
      return { data: found, error: null };
    };
    const builder = {
      select: () => builder,
      insert: (row: Row) => ((op = 'insert'), (payload = row), builder),
      update: (row: Row) => ((op = 'update'), (payload = row), builder),
      delete: () => ((op = 'delete'), builder),
      eq: (col: string, v: unknown) => (filters.push([col, v]), builder),
      order: (col: string, o?: { ascending?: boolean }) => (orders.push([col, o?.ascending ?? true]), builder),
      then<A, B>(resolve: (r: { data: unknown; error: unknown }) => A, reject?: (e: unknown) => B) {
        return Promise.resolve().then(run).then(resolve, reject);
      },
    };
    return builder;
  };
  db.client = { from } as unknown as SupabaseClient;
  return db;
}
