// Export for Excel in Brazil: ';' between fields (Excel pt-BR reads ',' as the decimal mark),
// a UTF-8 byte-order mark (without it Excel on Windows reads "Saída" as "SaÃ­da"), CRLF line
// ends, amounts as 1.234,56 and dates as dd/mm/yyyy. A writer of a dozen lines, tested, was
// lighter than a CSV library for one fixed table.
//
// Shared: the ledger page exports its filtered list with it, and "Minha conta" puts the whole
// ledger into the data export (issue 21), so both files read the same in a spreadsheet.
import { formatDateBR } from './format';
import type { Transaction } from './types';

/** Entrada adds, Saída subtracts (SPEC §9), in integer cents. */
function signedCents(t: Pick<Transaction, 'amount' | 'type'>): number {
  const cents = Number.isFinite(t.amount) ? Math.round(t.amount * 100) : 0;
  return t.type === 'Entrada' ? cents : -cents;
}

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_HEADER = ['Data', 'Descrição', 'Categoria', 'Tipo', 'Valor (R$)'] as const;

/** 123456 → "1.234,56"; -5 → "-0,05". No currency sign: Excel keeps it a number. */
export function formatCentsBR(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${reais},${centavos}`;
}

/**
 * One text field: quoted when it holds the separator, a quote or a line break. A leading
 * = + - @ (or tab/CR) would make a spreadsheet run it as a formula (CSV injection), so such
 * text gets an apostrophe in front, as OWASP advises.
 */
export function csvText(value: string): string {
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  if (/[;"\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/** The whole file: BOM, header and one line per transaction, in the order given. */
export function transactionsToCsv(transactions: readonly Transaction[]): string {
  const lines = [CSV_HEADER.map(csvText).join(CSV_SEPARATOR)];
  for (const t of transactions) {
    lines.push(
      [
        formatDateBR(t.date),
        csvText(t.description),
        csvText(t.category ?? ''),
        t.type,
        // Signed, so a SUM in the spreadsheet gives the balance; the Tipo column says it too.
        formatCentsBR(signedCents(t)),
      ].join(CSV_SEPARATOR),
    );
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** fluxo-caixa-2026-11-21.csv */
export function csvFileName(today: string): string {
  return `fluxo-caixa-${today}.csv`;
}
