// Calendar dates in America/Sao_Paulo (DECISIONS 3), Web APIs only.
export const TIME_ZONE = 'America/Sao_Paulo';

/** Today (or `now`) as yyyy-mm-dd in São Paulo. @param {Date} [now] */
export function todayInSaoPaulo(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** A provider's calendar date (yyyy-mm-dd) as a confirmation instant: noon in São Paulo. @param {string} date */
export function saoPauloNoon(date) {
  return `${date.slice(0, 10)}T12:00:00-03:00`;
}

/** yyyy-mm-dd → dd/mm/yyyy. @param {string | null | undefined} date */
export function formatDateBR(date) {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
