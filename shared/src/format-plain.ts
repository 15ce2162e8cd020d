// pt-BR formatting that needs no library (format.ts carries dayjs and its locale): what index.html's
// first-paint script (shell/src/first-paint) writes as the app does, so the two draw the same
// words. format.ts builds on these; import them from there in the app.

export const INVALID_DATE = 'Data inválida';

/** yyyy-mm-dd (a calendar date, no zone) → dd/mm/yyyy; null when the value is not one (2024-02-31 is not). */
export function formatCalendarDateBR(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${m[3]}/${m[2]}/${m[1]}`;
}

const ZONED_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An ISO timestamp with its zone (2026-11-21T17:05:00.123+00:00, as forum-rows' isoTimestamp
 * writes them) → "21/11/2026 às 14:05" in the viewer's zone; null for anything else.
 */
export function formatTimestampBR(value: string): string | null {
  if (!ZONED_TIMESTAMP.test(value)) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${String(d.getFullYear()).padStart(4, '0')} às ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Cut at `max` characters on a word boundary where one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
