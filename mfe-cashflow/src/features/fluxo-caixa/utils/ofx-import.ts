// The review step of an OFX import: which statement lines are new, which are already in the
// ledger (same date, same signed amount, same description ignoring case, accents and
// spacing), and what is sent to fluxo_caixa_add_transactions.
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
}

export const BULK_LIMIT = 1000; // fluxo_caixa_add_transactions takes 1–1000 items per call

export function duplicateKey(date: string, signed: number, description: string): string {
  return `${date}|${signed}|${normalizeSearch(description).replace(/\s+/g, ' ')}`;
}

/**
 * Flags each statement line. Matching is one-for-one: two identical coffees in the file and
 * one in the ledger flag only the first, so a real second purchase is not lost. A line whose
 * FITID and content repeat an earlier line of the same file is the bank repeating itself.
 */
export function buildImportRows(lines: readonly OfxTransaction[], ledger: readonly CashflowTransaction[]): ImportRow[] {
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
    return {
      key: `${i}:${line.fitId ?? ''}`,
      date: line.date,
      description: line.description,
      amountCents: line.amountCents,
      flag,
      selected: flag === null,
    };
  });
}

/** The ticked lines as transactions: negative amounts become Saída, the rest Entrada. */
export function rowsToTransactions(rows: readonly ImportRow[], category: string | null): TransactionInput[] {
  return rows
    .filter((r) => r.selected)
    .map((r) => ({
      description: r.description,
      amount: Math.abs(r.amountCents) / 100,
      type: r.amountCents < 0 ? ('Saída' as const) : ('Entrada' as const),
      category,
      date: r.date,
    }));
}

/** Splits a list into the bulk call's size. */
export function chunk<T>(items: readonly T[], size = BULK_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
