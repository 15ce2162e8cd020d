// A stand-in for the few supabase-js query chains the remotes use, for unit tests only
// (never imported by app code). Rows live in memory; `fail` makes every read answer an error.
import type { SupabaseClient } from '@supabase/supabase-js';

type Row = Record<string, unknown>;
type Result = { data: unknown; error: unknown };

export interface FakeSupabase {
  client: SupabaseClient;
  /** Every query, as "table: select cols; filters", for asserting what was asked. */
  calls: string[];
  fail: unknown;
}

/** Stand-ins for RPCs: each gets the call's arguments and the tables, and returns `data`. */
export type FakeRpcs = Record<string, (args: Record<string, unknown>, tables: Record<string, Row[]>) => unknown>;

export function fakeSupabase(tables: Record<string, Row[]>, rpcs: FakeRpcs = {}): FakeSupabase {
  const fake: FakeSupabase = { client: undefined as unknown as SupabaseClient, calls: [], fail: null };
  const query = (table: string) => {
    const filters: Array<(r: Row) => boolean> = [];
    const log: string[] = [];
    let columns = '*';
    let orders: Array<{ col: string; ascending: boolean }> = [];
    let limit = Infinity;
    const pick = (r: Row): Row =>
      columns === '*'
        ? { ...r }
        : Object.fromEntries(
            columns
              .split(',')
              .map((c) => c.trim())
              .map((c) => [c, r[c] ?? null]),
          );
    const rows = () => {
      fake.calls.push(`${table}: ${columns}${log.length ? `; ${log.join(', ')}` : ''}`);
      const found = (tables[table] ?? []).filter((r) => filters.every((f) => f(r)));
      for (const { col, ascending } of [...orders].reverse())
        found.sort((a, b) => {
          const x = a[col] as string | number | null;
          const y = b[col] as string | number | null;
          if (x === y) return 0;
          if (x === null || x === undefined) return 1;
          if (y === null || y === undefined) return -1;
          return (x < y ? -1 : 1) * (ascending ? 1 : -1);
        });
      return found.slice(0, limit).map(pick);
    };
    const answer = (make: () => Result): Promise<Result> =>
      Promise.resolve().then(() => (fake.fail ? { data: null, error: fake.fail } : make()));
    const builder = {
      select(cols = '*') {
        columns = cols;
        return builder;
      },
      eq(col: string, value: unknown) {
        log.push(`${col}=${String(value)}`);
        filters.push((r) => String(r[col]) === String(value));
        return builder;
      },
      in(col: string, values: unknown[]) {
        log.push(`${col} in (${values.join(',')})`);
        filters.push((r) => values.map(String).includes(String(r[col])));
        return builder;
      },
      order(col: string, opts?: { ascending?: boolean }) {
        orders = [...orders, { col, ascending: opts?.ascending ?? true }];
        return builder;
      },
      limit(n: number) {
        limit = n;
        return builder;
      },
      maybeSingle: () => answer(() => ({ data: rows()[0] ?? null, error: null })),
      then<A, B>(resolve: (r: Result) => A, reject?: (e: unknown) => B) {
        return answer(() => ({ data: rows(), error: null })).then(resolve, reject);
      },
    };
    return builder;
  };
  const rpc = (name: string, args: Record<string, unknown> = {}) =>
    Promise.resolve().then((): Result => {
      fake.calls.push(`rpc ${name}(${JSON.stringify(args)})`);
      if (fake.fail) return { data: null, error: fake.fail };
      const run = rpcs[name];
      return run ? { data: run(args, tables), error: null } : { data: null, error: { code: 'PGRST202', message: `no fake for ${name}` } };
    });
  // Edge Functions (supabase.functions.invoke): stand-ins under the key "functions/<name>".
  const functions = {
    invoke: (name: string, options: { body?: unknown } = {}) =>
      Promise.resolve().then((): Result => {
        fake.calls.push(`function ${name}(${JSON.stringify(options.body ?? null)})`);
        const run = rpcs[`functions/${name}`];
        if (!run) return { data: null, error: new Error(`no fake for ${name}`) };
        const out = run((options.body ?? {}) as Record<string, unknown>, tables);
        // A stand-in answering a non-2xx response ({ ok: false, status, json }): supabase-js's
        // FunctionsHttpError, with the response as its context.
        const failed = out as { ok?: unknown; json?: unknown } | null;
        if (failed && failed.ok === false && typeof failed.json === 'function') {
          return { data: null, error: Object.assign(new Error('Edge Function returned a non-2xx status code'), { context: out }) };
        }
        return { data: out, error: null };
      }),
  };
  fake.client = { from: query, rpc, functions } as unknown as SupabaseClient;
  return fake;
}
