// Unit tests only: the fluxo_caixa_* RPCs in memory, with the same answers (the whole row)
// and error codes as the database, and a switch to make the next call fail.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Category } from '@semmultas/shared/types';
import type { CashflowTransaction } from '../utils/ledger';

export interface FakeLedgerApi {
  client: SupabaseClient;
  transactions: CashflowTransaction[];
  categories: Category[];
  calls: Array<{ fn: string; args: Record<string, unknown> | undefined }>;
  /** The next call answers this error instead. */
  failNext: { code?: string; message: string } | null;
  /** Holds every answer until the returned function is called (a slow network). */
  hold: () => () => void;
}

export function fakeLedgerApi(seed: { transactions?: CashflowTransaction[]; categories?: Category[] } = {}): FakeLedgerApi {
  let nextId = 1_000;
  const api: FakeLedgerApi = {
    client: undefined as unknown as SupabaseClient,
    transactions: seed.transactions ? [...seed.transactions] : [],
    categories: seed.categories ? [...seed.categories] : [],
    calls: [],
    failNext: null,
    hold: () => {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        gate = null;
        release();
      };
    },
  };
  let gate: Promise<void> | null = null;
  const answer = () => gate ?? Promise.resolve();
  const ensureCategory = (name: string | null) => {
    if (name && !api.categories.some((c) => c.name.toLowerCase() === name.toLowerCase())) api.categories.push({ id: nextId++, name });
  };
  const fail = (code: string, message: string) => ({ data: null, error: { code, message } });
  const row = () => ({
    data: {
      user_id: 'u',
      transactions: JSON.parse(JSON.stringify(api.transactions)),
      categories: JSON.parse(JSON.stringify(api.categories)),
    },
    error: null,
  });

  const handlers: Record<string, (a: Record<string, unknown>) => ReturnType<typeof row> | ReturnType<typeof fail>> = {
    fluxo_caixa_get_or_create: () => row(),
    fluxo_caixa_add_transaction: (a) => {
      const t = a.transaction as Omit<CashflowTransaction, 'id'>;
      ensureCategory(t.category);
      api.transactions.push({ ...t, id: nextId++ });
      return row();
    },
    fluxo_caixa_add_transactions: (a) => {
      for (const t of a.items as Array<Omit<CashflowTransaction, 'id'>>) {
        ensureCategory(t.category);
        api.transactions.push({ ...t, id: nextId++ });
      }
      return row();
    },
    fluxo_caixa_update_transaction: (a) => {
      const i = api.transactions.findIndex((t) => t.id === a.transaction_id);
      if (i < 0) return fail('PT404', 'Transação não encontrada.');
      const changes = a.changes as Partial<CashflowTransaction>;
      ensureCategory(changes.category ?? null);
      api.transactions[i] = { ...api.transactions[i]!, ...changes, id: api.transactions[i]!.id };
      return row();
    },
    fluxo_caixa_delete_transaction: (a) => {
      api.transactions = api.transactions.filter((t) => t.id !== a.transaction_id);
      return row();
    },
    fluxo_caixa_add_category: (a) => {
      const name = String(a.name).trim();
      if (!name) return fail('22023', 'O nome da categoria não pode estar vazio.');
      if (api.categories.some((c) => c.name.toLowerCase() === name.toLowerCase()))
        return fail('23505', 'Já existe uma categoria com esse nome.');
      api.categories.push({ id: nextId++, name });
      return row();
    },
    fluxo_caixa_rename_category: (a) => {
      const c = api.categories.find((x) => x.id === a.category_id);
      if (!c) return fail('PT404', 'Categoria não encontrada.');
      const name = String(a.name).trim();
      api.transactions = api.transactions.map((t) => (t.category === c.name ? { ...t, category: name } : t));
      c.name = name;
      return row();
    },
    fluxo_caixa_delete_category: (a) => {
      const c = api.categories.find((x) => x.id === a.category_id);
      if (!c) return row();
      const used = api.transactions.filter((t) => t.category === c.name);
      const mode = (a.on_transactions as string) ?? 'block';
      if (used.length) {
        if (mode === 'block') return fail('23503', `A categoria "${c.name}" está em uso por ${used.length} transação(ões).`);
        if (mode === 'reassign') {
          const target = api.categories.find((x) => x.name.toLowerCase() === String(a.reassign_to).toLowerCase() && x.id !== c.id);
          if (!target) return fail('PT404', 'Categoria de destino não encontrada.');
          api.transactions = api.transactions.map((t) => (t.category === c.name ? { ...t, category: target.name } : t));
        } else if (mode === 'clear') api.transactions = api.transactions.map((t) => (t.category === c.name ? { ...t, category: null } : t));
        else api.transactions = api.transactions.filter((t) => t.category !== c.name);
      }
      api.categories = api.categories.filter((x) => x.id !== c.id);
      return row();
    },
  };

  api.client = {
    rpc: (fn: string, args?: Record<string, unknown>) => {
      api.calls.push({ fn, args });
      return answer().then(() => {
        if (api.failNext) {
          const error = api.failNext;
          api.failNext = null;
          return { data: null, error };
        }
        const handler = handlers[fn];
        if (!handler) return fail('PGRST202', `função ${fn} desconhecida`);
        return handler(args ?? {});
      });
    },
    // The owner's plain read (RLS: any plan), as the read-only page does it.
    from: (table: string) => ({
      select: () => ({
        maybeSingle: () => {
          api.calls.push({ fn: `select ${table}`, args: undefined });
          return answer().then(() => {
            if (api.failNext) {
              const error = api.failNext;
              api.failNext = null;
              return { data: null, error };
            }
            return { data: { transactions: api.transactions, categories: api.categories }, error: null };
          });
        },
      }),
    }),
  } as unknown as SupabaseClient;
  return api;
}
