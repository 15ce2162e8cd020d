// The review step of an OFX import: which statement lines are new, which are already in the
// ledger (same date, same signed amount, same description ignoring case, accents and
// spacing), each line's category (suggested from the ledger: the category last used for the
// same payee), and what is sent to fluxo_caixa_add_transactions.
import type { Category } from '@semmultas/shared/types';
import { normalizeSearch } from '@semmultas/shared/format';
import { signedCents, type CashflowTransaction, type TransactionInput } from './ledger';
import type { OfxTransaction } from './ofx';

/** Why a line starts unticked. */
export type ImportFlag = 'no-ledger' | 'no-arquivo' | 'valor-zero';

export const FLAG_LABEL: Record<ImportFlag, string> = {
  'no-ledger': 'Já está no caixa',
  'no-arquivo': 'Repetido no arquivo',
  'valor-zero': 'Valor zero',
};

export interface ImportRow {
  key: string; // stable row key for the table
  date: string;
  description: string;
  amountCents: number; // signed
  flag: ImportFlag | null;
  selected: boolean;
  /** The category the line is saved with (null: none). */
  category: string | null;
  /** True while `category` is the suggestion from the ledger, not the user's pick. */
  suggested: boolean;
}

export const BULK_LIMIT = 1000; // fluxo_caixa_add_transactions takes 1–1000 items per call

export function duplicateKey(date: string, signed: number, description: string): string {
  return `${date}|${signed}|${normalizeSearch(description).replace(/\s+/g, ' ')}`;
}

/**
 * The payee part of a description: accents, case, digits and punctuation left out, so that
 * "PIX RECEBIDO JOÃO 12/03" and "Pix recebido João 15/04" are the same payee while
 * "PIX RECEBIDO MARIA" is another. Null when nothing is left to compare.
 */
export function payeeKey(description: string): string | null {
  const key = normalizeSearch(description)
    .replace(/[^a-z\s]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return key || null;
}

/**
 * What the ledger teaches: payee → the category of its most recent entry (latest date, then
 * the latest id) that has one, if that category still exists.
 */
export function learnCategories(ledger: readonly CashflowTransaction[], categories: readonly Category[]): Map<string, string> {
  const existing = new Map(categories.map((c) => [c.name.toLowerCase(), c.name]));
  const latest = new Map<string, CashflowTransaction>();
  for (const t of ledger) {
    if (!t.category) continue;
    const key = payeeKey(t.description);
    if (!key) continue;
    const seen = latest.get(key);
    if (!seen || t.date > seen.date || (t.date === seen.date && t.id > seen.id)) latest.set(key, t);
  }
  const learned = new Map<string, string>();
  for (const [key, t] of latest) {
    const name = existing.get(t.category!.toLowerCase());
    if (name) learned.set(key, name);
  }
  return learned;
}

/**
 * Flags each statement line. Matching is one-for-one: two identical coffees in the file and
 * one in the ledger flag only the first, so a real second purchase is not lost. A line whose
 * FITID and content repeat an earlier line of the same file is the bank repeating itself.
 */
export function buildImportRows(
  lines: readonly OfxTransaction[],
  ledger: readonly CashflowTransaction[],
  categories: readonly Category[] = [],
): ImportRow[] {
  const learned = learnCategories(ledger, categories);
  const inLedger = new Map<string, number>();
  for (const t of ledger) {
    const key = duplicateKey(t.date, signedCents(t), t.description);
    inLedger.set(key, (inLedger.get(key) ?? 0) + 1);
  }
  const seenInFile = new Set<string>();
  return lines.map((line, i) => {
    const key = duplicateKey(line.date, line.amountCents, line.description);
    let flag: ImportFlag | null = null;
    const fileKey = line.fitId ? `${line.fitId}|${key}` : null;
    if (fileKey && seenInFile.has(fileKey)) flag = 'no-arquivo';
    else if ((inLedger.get(key) ?? 0) > 0) {
      inLedger.set(key, inLedger.get(key)! - 1);
      flag = 'no-ledger';
    } else if (line.amountCents === 0) flag = 'valor-zero';
    if (fileKey) seenInFile.add(fileKey);
    const payee = payeeKey(line.description);
    const category = (payee && learned.get(payee)) ?? null;
    return {
      key: `${i}:${line.fitId ?? ''}`,
      date: line.date,
      description: line.description,
      amountCents: line.amountCents,
      flag,
      selected: flag === null,
      category,
      suggested: category !== null,
    };
  });
}

/** Sets the category of some lines (one line's select, or "apply to all" on the ticked ones). */
export function withCategory(rows: readonly ImportRow[], keys: ReadonlySet<string>, category: string | null): ImportRow[] {
  return rows.map((r) => (keys.has(r.key) ? { ...r, category, suggested: false } : r));
}

/** The ticked lines as transactions, each with its category: negative amounts become Saída. */
export function rowsToTransactions(rows: readonly ImportRow[]): TransactionInput[] {
  return rows
    .filter((r) => r.selected)
    .map((r) => ({
      description: r.description,
      amount: Math.abs(r.amountCents) / 100,
      type: r.amountCents < 0 ? ('Saída' as const) : ('Entrada' as const),
      category: r.category,
      date: r.date,
    }));
}

/** Splits a list into the bulk call's size. */
export function chunk<T>(items: readonly T[], size = BULK_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
