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

/** Cut at `max` characters on a word boundary where one is near, with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
