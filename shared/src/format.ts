// pt-BR formatting used by every area (SPEC §9: BRL with pt-BR formats).
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { formatCalendarDateBR, formatTimestampBR, INVALID_DATE } from './format-plain';

export { INVALID_DATE, truncate } from './format-plain';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 1234.5 → "R$ 1.234,50" (with a normal space, so text comparisons are predictable). */
export function formatBRL(value: number): string {
  return brl.format(Number.isFinite(value) ? value : 0).replace(/\u00a0/g, ' ');
}

/** yyyy-mm-dd or ISO → dd/mm/yyyy; 'Data inválida' for anything else (SPEC §8). */
export function formatDateBR(value: string | null | undefined): string {
  if (!value) return INVALID_DATE;
  // A calendar date is written as it is (2024-02-31 is none); a timestamp in the viewer's zone.
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatCalendarDateBR(value) ?? INVALID_DATE;
  const d = dayjs(value);
  return d.isValid() ? d.format('DD/MM/YYYY') : INVALID_DATE;
}

/** ISO timestamp → "21/11/2026 às 14:05" in the viewer's zone. */
export function formatDateTimeBR(value: string | null | undefined): string {
  if (!value) return INVALID_DATE;
  // What the database sends (a timestamp with its zone) is written without dayjs, as index.html's
  // painted forum writes it; anything else dayjs reads.
  const zoned = formatTimestampBR(value);
  if (zoned) return zoned;
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

// ---------------------------------------------------------------------------------------------
// Written amounts (DECISIONS.md 10, revised): outside the ledger an amount is typed as people
// write it in Portuguese. "10000", "10.000" and "10.000,00" are ten thousand reais, "1.234,5" is
// R$ 1.234,50. The field groups thousands as it is typed and shows two decimals on blur.
//
// How a "." is read (the rule of centsFromPastedText above, so a typed amount and a pasted one
// always agree): a "," is always the decimal separator. Without a comma, the last "." followed
// by exactly one or two digits is a decimal point ("1234.56", "10.5": a keypad or a spreadsheet
// with no comma); followed by three digits (or more) every "." groups thousands ("10.000").
// While typing "10.000" the field therefore passes through "10.00" (ten), which the next digit
// turns into ten thousand. Deleting a digit from an amount that had no decimal part never
// creates one: Backspace at the end of "10.000" gives "1.000", not "10.00".

/** Whole reais above this many digits are refused (cents stay below Number.MAX_SAFE_INTEGER). */
const MAX_WRITTEN_WHOLE_DIGITS = MAX_CENTS_DIGITS - 2;

export interface WrittenAmountOptions {
  /** A leading "-" makes the amount negative; otherwise it is ignored like a letter. */
  allowNegative?: boolean;
}

/** One edit of the field: what it shows, where the caret goes and the amount (null: empty). */
export interface WrittenAmountEdit {
  text: string;
  caret: number;
  cents: number | null;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The amount a written text holds, or null when it has no digit ("", "R$", "-"). */
export function centsFromWrittenAmount(text: string, { allowNegative = false }: WrittenAmountOptions = {}): number | null {
  const cents = centsFromPastedText(text);
  if (cents === null) return null;
  return allowNegative && /^[^\d.,]*-/.test(text) && cents > 0 ? -cents : cents;
}

/** 1000000 → "10.000,00"; -5 → "-0,05"; null → "" (how a written amount is shown at rest). */
export function formatWrittenAmount(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const whole = Math.abs(Math.round(cents));
  const text = `${groupThousands(String(Math.floor(whole / 100)))},${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 && whole > 0 ? `-${text}` : text;
}

/**
 * The field after the browser applied an edit (a key, a deletion, autofill): `before` is what
 * it showed, `after` and `caret` what the browser made of it. Returns the text to show (thousands
 * grouped, letters dropped, leading zeros gone), the caret with as many digits to its right as
 * before, and the amount; or null when the edit is refused (a third decimal, more than 13 digits
 * of reais), which leaves the field as it was.
 */
export function editWrittenAmount(
  before: string,
  after: string,
  caret: number,
  { allowNegative = false }: WrittenAmountOptions = {},
): WrittenAmountEdit | null {
  const deletion = after.length < before.length && before.startsWith(after.slice(0, caret)) && before.endsWith(after.slice(caret));
  // A deletion in an amount without decimals only removes digits: its dots keep grouping.
  const onlyGrouping = deletion && readWritten(before, allowNegative).separator === null;
  const read = readWritten(after, allowNegative, onlyGrouping);
  if (read.fraction.length > 2 || read.whole.length > MAX_WRITTEN_WHOLE_DIGITS) return null;

  const { negative, separator, fraction } = read;
  const whole = read.whole.replace(/^0+(?=\d)/, '');
  const text = `${negative ? '-' : ''}${groupThousands(whole || (separator ? '0' : ''))}${separator ? separator.char : ''}${fraction}`;
  const hasDigits = whole !== '' || fraction !== '';
  const cents = hasDigits ? Number(`${whole || '0'}${fraction.padEnd(2, '0')}`) : null;

  // Tokens are what the formatting keeps: digits, the decimal separator, the sign. The caret
  // goes before as many tokens as were after it, so grouping dots never push it around.
  const tokensAfter = (s: string, from: number, separatorAt: number | null, minusAt: number | null) => {
    let n = 0;
    for (let i = from; i < s.length; i++) if (/\d/.test(s[i]!) || i === separatorAt || i === minusAt) n++;
    return n;
  };
  const right = tokensAfter(after, caret, separator?.index ?? null, read.minusIndex);
  const textSeparatorAt = separator ? text.length - fraction.length - 1 : null;
  // Right after the token before it (before a grouping dot, so Backspace there moves on).
  let position = 0;
  while (position < text.length && tokensAfter(text, position, textSeparatorAt, negative ? 0 : null) > right) position++;
  return { text, caret: position, cents: cents !== null && negative && cents > 0 ? -cents : cents };
}

interface WrittenReading {
  negative: boolean;
  minusIndex: number | null;
  whole: string;
  separator: { char: ',' | '.'; index: number } | null;
  fraction: string;
}

function readWritten(text: string, allowNegative: boolean, onlyGrouping = false): WrittenReading {
  const firstNumeric = text.search(/[\d.,]/);
  const minus = text.indexOf('-');
  const negative = allowNegative && minus >= 0 && (firstNumeric < 0 || minus < firstNumeric);
  const digits = (s: string) => s.replace(/\D/g, '');
  const comma = text.indexOf(',');
  let index = -1;
  if (comma >= 0) index = comma;
  else if (!onlyGrouping) {
    const dot = text.lastIndexOf('.');
    // A trailing "." is kept as typed: the next keys tell a decimal point from a thousands dot.
    if (dot >= 0 && /^\d{0,2}$/.test(text.slice(dot + 1).replace(/[^\d.,]/g, ''))) index = dot;
  }
  return {
    negative,
    minusIndex: negative ? minus : null,
    whole: digits(index >= 0 ? text.slice(0, index) : text),
    separator: index >= 0 ? { char: text[index] as ',' | '.', index } : null,
    fraction: index >= 0 ? digits(text.slice(index + 1)) : '',
  };
}

/** Accent- and case-insensitive form for search ("Substituição" → "substituicao"). */
export function normalizeSearch(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}
