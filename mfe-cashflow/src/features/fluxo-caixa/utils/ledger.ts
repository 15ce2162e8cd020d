// The ledger's arithmetic and views, apart from React (STYLE "Our habits"): balance, totals,
// filters (SPEC §9), paging and the series behind the chart and the category breakdown.
// Money is summed in integer cents so 0.1 + 0.2 never shows up as R$ 0,30000000000000004.
import type { Category, Transaction, TransactionType } from '@semmultas/shared/types';
import { normalizeSearch } from '@semmultas/shared/format';

/** A transaction as the database keeps it (supabase/README "JSON shapes"). */
export type CashflowTransaction = Transaction;

/** What the user writes; the server assigns the id. */
export type TransactionInput = Omit<CashflowTransaction, 'id'>;

export interface Ledger {
  transactions: CashflowTransaction[];
  categories: Category[];
}

export const PAGE_SIZE = 5; // SPEC §9
export const YEARS_BACK = 5; // SPEC §9: "last 5 years"
export const TYPES: TransactionType[] = ['Entrada', 'Saída'];
export const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;
export const MONTHS_SHORT = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const;

/** Category filter value for entries without a category. */
export const NO_CATEGORY = '__sem_categoria__';
export const NO_CATEGORY_LABEL = 'Sem categoria';

export function toCents(reais: number): number {
  return Number.isFinite(reais) ? Math.round(reais * 100) : 0;
}

/** Entrada adds, Saída subtracts (SPEC §9). */
export function signedCents(t: Pick<CashflowTransaction, 'amount' | 'type'>): number {
  const cents = toCents(t.amount);
  return t.type === 'Entrada' ? cents : -cents;
}

export interface Totals {
  entradasCents: number;
  saidasCents: number;
  /** entradas − saídas */
  balanceCents: number;
  count: number;
}

export function totalsOf(transactions: Iterable<Pick<CashflowTransaction, 'amount' | 'type'>>): Totals {
  let entradasCents = 0;
  let saidasCents = 0;
  let count = 0;
  for (const t of transactions) {
    const cents = toCents(t.amount);
    if (t.type === 'Entrada') entradasCents += cents;
    else saidasCents += cents;
    count += 1;
  }
  return { entradasCents, saidasCents, balanceCents: entradasCents - saidasCents, count };
}

// ---------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------

export interface Filters {
  month: number | null; // 1–12
  year: number | null;
  /** A category name, NO_CATEGORY, or null for all. */
  category: string | null;
  type: TransactionType | null;
  /** Free text over description and category, accent- and case-insensitive. */
  search: string;
}

export const NO_FILTERS: Filters = { month: null, year: null, category: null, type: null, search: '' };

export function isFiltered(f: Filters): boolean {
  return f.month !== null || f.year !== null || f.category !== null || f.type !== null || f.search.trim() !== '';
}

/** The current year and the four before it, newest first. */
export function yearOptions(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: YEARS_BACK }, (_, i) => year - i);
}

/**
 * A transaction with what filtering needs worked out once per ledger, so changing a filter
 * is one pass of integer and string comparisons (a 5,000-entry ledger filters in well under
 * a millisecond; see bench/cashflow.mjs).
 */
export interface IndexedTransaction {
  t: CashflowTransaction;
  year: number;
  month: number;
  signed: number; // cents
  categoryKey: string; // lower-case name, or NO_CATEGORY
  text: string; // normalised description + category
}

function categoryKeyOf(name: string | null): string {
  return name ? name.toLowerCase() : NO_CATEGORY;
}

/** Newest first: date descending, then the later id (ids grow with time) first. */
export function compareNewestFirst(a: CashflowTransaction, b: CashflowTransaction): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}

export function indexTransactions(transactions: readonly CashflowTransaction[]): IndexedTransaction[] {
  return [...transactions].sort(compareNewestFirst).map((t) => ({
    t,
    year: Number(t.date.slice(0, 4)),
    month: Number(t.date.slice(5, 7)),
    signed: signedCents(t),
    categoryKey: categoryKeyOf(t.category),
    text: normalizeSearch(`${t.description} ${t.category ?? ''}`),
  }));
}

/** Keeps the index order (newest first). */
export function applyFilters(index: readonly IndexedTransaction[], f: Filters): IndexedTransaction[] {
  if (!isFiltered(f)) return index.slice();
  const category = f.category === null ? null : f.category === NO_CATEGORY ? NO_CATEGORY : f.category.toLowerCase();
  const words = normalizeSearch(f.search).split(/\s+/).filter(Boolean);
  const out: IndexedTransaction[] = [];
  for (const e of index) {
    if (f.year !== null && e.year !== f.year) continue;
    if (f.month !== null && e.month !== f.month) continue;
    if (f.type !== null && e.t.type !== f.type) continue;
    if (category !== null && e.categoryKey !== category) continue;
    if (words.length && !words.every((w) => e.text.includes(w))) continue;
    out.push(e);
  }
  return out;
}

export interface Summary {
  /** 'balance' when nothing is filtered, 'filtered' otherwise (SPEC §9). */
  kind: 'balance' | 'filtered';
  /** The headline: the balance of the whole ledger, or the signed total of the filtered entries. */
  headlineCents: number;
  totals: Totals;
}

/**
 * SPEC §9: "when filtered the total is shown, otherwise the balance". Both add Entradas and
 * subtract Saídas, so a filter on Saída shows a negative total: the same rule everywhere.
 */
export function summarize(all: readonly IndexedTransaction[], filtered: readonly IndexedTransaction[], f: Filters): Summary {
  const list = isFiltered(f) ? filtered : all;
  const totals = totalsOf(list.map((e) => e.t));
  return { kind: isFiltered(f) ? 'filtered' : 'balance', headlineCents: totals.balanceCents, totals };
}

// ---------------------------------------------------------------------------------------
// Paging
// ---------------------------------------------------------------------------------------

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 when empty). */
  from: number;
  to: number;
}

export function paginate<T>(items: readonly T[], page: number, size = PAGE_SIZE): Page<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return { items: slice, page: current, pageCount, total, from: total ? start + 1 : 0, to: start + slice.length };
}

// ---------------------------------------------------------------------------------------
// Reports: monthly series and breakdown by category
// ---------------------------------------------------------------------------------------

export interface MonthPoint {
  month: number; // 1–12
  entradasCents: number;
  saidasCents: number;
  /** entradas − saídas of the month */
  balanceCents: number;
}

/** Twelve months of one year, from the given entries (already filtered by whatever applies). */
export function monthlySeries(index: readonly IndexedTransaction[], year: number): MonthPoint[] {
  const points: MonthPoint[] = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, entradasCents: 0, saidasCents: 0, balanceCents: 0 }));
  for (const e of index) {
    if (e.year !== year || e.month < 1 || e.month > 12) continue;
    const p = points[e.month - 1]!;
    if (e.signed >= 0) p.entradasCents += e.signed;
    else p.saidasCents -= e.signed;
    p.balanceCents += e.signed;
  }
  return points;
}

export interface CategoryShare {
  /** null: entries without a category */
  category: string | null;
  cents: number;
  count: number;
  /** share of this type's total, 0–1 */
  share: number;
}

export interface CategoryBreakdown {
  entradas: CategoryShare[];
  saidas: CategoryShare[];
}

/** Per type, the categories by amount, largest first (ties by name). */
export function categoryBreakdown(index: readonly IndexedTransaction[]): CategoryBreakdown {
  const group = (type: TransactionType): CategoryShare[] => {
    const byKey = new Map<string, CategoryShare>();
    let total = 0;
    for (const e of index) {
      if (e.t.type !== type) continue;
      const cents = Math.abs(e.signed);
      total += cents;
      const share = byKey.get(e.categoryKey);
      if (share) {
        share.cents += cents;
        share.count += 1;
      } else byKey.set(e.categoryKey, { category: e.t.category, cents, count: 1, share: 0 });
    }
    const list = [...byKey.values()];
    for (const s of list) s.share = total > 0 ? s.cents / total : 0;
    return list.sort((a, b) => b.cents - a.cents || (a.category ?? '').localeCompare(b.category ?? '', 'pt-BR'));
  };
  return { entradas: group('Entrada'), saidas: group('Saída') };
}

/** How many transactions use each category (lower-cased name → count). */
export function categoryUsage(transactions: readonly CashflowTransaction[]): Map<string, number> {
  const usage = new Map<string, number>();
  for (const t of transactions) {
    if (!t.category) continue;
    const key = t.category.toLowerCase();
    usage.set(key, (usage.get(key) ?? 0) + 1);
  }
  return usage;
}

export function sortCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));
}
