// pt-BR formatting used by every area (SPEC §9: BRL with pt-BR formats).
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

export const INVALID_DATE = 'Data inválida';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 1234.5 → "R$ 1.234,50" (with a normal space, so text comparisons are predictable). */
export function formatBRL(value: number): string {
  return brl.format(Number.isFinite(value) ? value : 0).replace(/\u00a0/g, ' ');
}

/** yyyy-mm-dd or ISO → dd/mm/yyyy; 'Data inválida' for anything else (SPEC §8). */
export function formatDateBR(value: string | null | undefined): string {
  if (!value) return INVALID_DATE;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? dayjs(`${m[1]}-${m[2]}-${m[3]}T12:00:00`) : dayjs(value);
  if (!d.isValid()) return INVALID_DATE;
  if (m && d.format('YYYY-MM-DD') !== value) return INVALID_DATE; // 2024-02-31
  return d.format('DD/MM/YYYY');
}

/** ISO timestamp → "21/11/2026 às 14:05" in the viewer's zone. */
export function formatDateTimeBR(value: string | null | undefined): string {
  if (!value) return INVALID_DATE;
  const d = dayjs(value);
  return d.isValid() ? d.locale('pt-br').format('DD/MM/YYYY [às] HH:mm') : INVALID_DATE;
}

/**
 * DECISIONS.md 10: money is typed as digits only and read as cents.
 * "R$ 1.234,5" → 123450 cents → 1234.50.
 */
export function centsFromInput(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return 0;
  return Number(digits.slice(0, 15));
}

const MAX_CENTS_DIGITS = 15; // as centsFromInput: below Number.MAX_SAFE_INTEGER

/**
 * A money field as a POS terminal (DECISIONS.md 10): each digit key shifts the amount left and
 * enters as the last centavo, Backspace drops the last digit, wherever the caret is; a
 * selection of the whole amount is replaced. Other printable keys are swallowed (the amount
 * stays), and keys that are not text (Tab, arrows, Enter) return null: not ours to handle.
 */
export function centsAfterKey(cents: number, key: string, wholeSelected: boolean): number | null {
  const base = wholeSelected ? 0 : Math.max(0, Math.round(cents));
  if (/^[0-9]$/.test(key)) {
    const next = base * 10 + Number(key);
    return String(next).length > MAX_CENTS_DIGITS ? base : next;
  }
  if (key === 'Backspace') return Math.floor(base / 10);
  if (key === 'Delete') return wholeSelected ? 0 : Math.max(0, Math.round(cents));
  if (key.length === 1) return Math.max(0, Math.round(cents));
  return null;
}

/**
 * An amount pasted in as people write it: "1.234,56", "R$ 1.234,56", "1234,5", "1,234.56",
 * "1.234" (a thousand reais) or "1234" (reais). The last "," or "." followed by one or two
 * digits is the decimal separator; every other separator groups thousands. Null when the text
 * holds no digits. Negative signs are ignored: the field holds a magnitude.
 */
export function centsFromPastedText(text: string): number | null {
  const clean = text.replace(/[^\d.,]/g, '');
  if (!/\d/.test(clean)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(clean);
  const whole = (decimal ? clean.slice(0, decimal.index) : clean).replace(/\D/g, '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = decimal ? decimal[1]!.padEnd(2, '0') : '00';
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, '');
  return digits.length > MAX_CENTS_DIGITS ? null : Number(digits);
}

export function reaisFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

const decimal2 = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456 → "R$ 1.234,56"; without the symbol (an amount in another currency) "1.234,56". */
export function formatCentsInput(cents: number, { symbol = true }: { symbol?: boolean } = {}): string {
  return symbol ? formatBRL(reaisFromCents(cents)) : decimal2.format(reaisFromCents(cents));
}

/** Cut at `max` characters on a word boundary where one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Accent- and case-insensitive form for search ("Substituição" → "substituicao"). */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
