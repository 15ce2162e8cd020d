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

export function reaisFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

export function formatCentsInput(cents: number): string {
  return formatBRL(reaisFromCents(cents));
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
