// Every read and write of the ledger (supabase/README "RPCs"). Users cannot UPDATE
// fluxo_caixa: each change is one atomic function that locks the row, applies the change to
// the current value and returns the whole row, so two tabs never lose each other's entries
// and the screen always shows what the database now holds.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Category, TransactionType } from '@semmultas/shared/types';
import type { CashflowTransaction, Ledger, TransactionInput } from '../utils/ledger';

export type OnCategoryTransactions = 'block' | 'reassign' | 'clear' | 'delete';

interface LedgerRow {
  transactions?: unknown;
  categories?: unknown;
}

function asTransaction(raw: unknown): CashflowTransaction | null {
  if (!raw || typeof raw !== 'object') return null;
  const t = raw as Record<string, unknown>;
  const type = t.type === 'Entrada' || t.type === 'Saída' ? (t.type as TransactionType) : null;
  if (typeof t.id !== 'number' || !type || typeof t.date !== 'string') return null;
  return {
    id: t.id,
    description: typeof t.description === 'string' ? t.description : '',
    amount: Number(t.amount) || 0,
    type,
    category: typeof t.category === 'string' && t.category ? t.category : null,
    date: t.date,
  };
}

function asCategory(raw: unknown): Category | null {
  if (!raw || typeof raw !== 'object') return null;
  const c = raw as Record<string, unknown>;
  return typeof c.id === 'number' && typeof c.name === 'string' ? { id: c.id, name: c.name } : null;
}

/** The row as the screen uses it; anything malformed is left out rather than crashing the page. */
export function toLedger(row: unknown): Ledger {
  const r = (row ?? {}) as LedgerRow;
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    transactions: list(r.transactions)
      .map(asTransaction)
      .filter((t): t is CashflowTransaction => t !== null),
    categories: list(r.categories)
      .map(asCategory)
      .filter((c): c is Category => c !== null),
  };
}

async function call(supabase: SupabaseClient, fn: string, args?: Record<string, unknown>): Promise<Ledger> {
  const { data, error } = await supabase.rpc(fn, args);
  if (error) throw error;
  return toLedger(data);
}

/** The caller's ledger, created empty on the first visit (SPEC §7's PGRST116 case, atomically). */
export const getOrCreateLedger = (supabase: SupabaseClient) => call(supabase, 'fluxo_caixa_get_or_create');

/**
 * The caller's ledger as stored, without creating it: what an expired plan reads (issue 21).
 * RLS returns the owner's row with any plan; none yet is an empty ledger.
 */
export async function readOwnLedger(supabase: SupabaseClient): Promise<Ledger> {
  const { data, error } = await supabase.from('fluxo_caixa').select('transactions, categories').maybeSingle();
  if (error) throw error;
  return toLedger(data);
}

export const addTransaction = (supabase: SupabaseClient, transaction: TransactionInput) =>
  call(supabase, 'fluxo_caixa_add_transaction', { transaction });

/** All or nothing, 1–1000 items (OFX import). */
export const addTransactions = (supabase: SupabaseClient, items: TransactionInput[]) =>
  call(supabase, 'fluxo_caixa_add_transactions', { items });

export const updateTransaction = (supabase: SupabaseClient, id: number, changes: Partial<TransactionInput>) =>
  call(supabase, 'fluxo_caixa_update_transaction', { transaction_id: id, changes });

export const deleteTransaction = (supabase: SupabaseClient, id: number) =>
  call(supabase, 'fluxo_caixa_delete_transaction', { transaction_id: id });

export const addCategory = (supabase: SupabaseClient, name: string) => call(supabase, 'fluxo_caixa_add_category', { name });

export const renameCategory = (supabase: SupabaseClient, id: number, name: string) =>
  call(supabase, 'fluxo_caixa_rename_category', { category_id: id, name });

export const deleteCategory = (
  supabase: SupabaseClient,
  id: number,
  onTransactions: OnCategoryTransactions = 'block',
  reassignTo: string | null = null,
) => call(supabase, 'fluxo_caixa_delete_category', { category_id: id, on_transactions: onTransactions, reassign_to: reassignTo });
