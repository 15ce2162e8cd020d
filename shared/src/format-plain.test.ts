import dayjs from 'dayjs';
import { formatCalendarDateBR, formatTimestampBR } from './format-plain';

describe('formatCalendarDateBR (index.html writes the cards’ dates with it, the app through formatDateBR)', () => {
  it('writes a calendar date as dd/mm/yyyy, with no zone to move it a day', () => {
    expect(formatCalendarDateBR('2026-10-06')).toBe('06/10/2026');
    expect(formatCalendarDateBR('2024-02-29')).toBe('29/02/2024');
    expect(formatCalendarDateBR('0099-01-01')).toBe('01/01/0099');
  });

  it('refuses what is not a calendar date', () => {
    for (const value of ['2024-02-31', '2026-13-01', '2026-00-10', '2025-02-29', '2026-10-6', '2026-10-06T12:00:00Z', 'ontem', ''])
      expect(formatCalendarDateBR(value)).toBeNull();
  });

  it('agrees with dayjs (what formatDateBR used before) on every day of a leap year and its neighbours', () => {
    for (let day = Date.UTC(2023, 11, 25); day <= Date.UTC(2025, 0, 5); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(formatCalendarDateBR(iso)).toBe(dayjs(`${iso}T12:00:00`).format('DD/MM/YYYY'));
    }
  });
});

describe('formatTimestampBR (the forum’s dates, painted by index.html and drawn by the app)', () => {
  // In the zone the tests run in (a zone set later in the process does not reach jsdom's Date):
  // both read the instant with Date, so they agree in any.
  it('writes a zoned timestamp in the viewer’s zone, as dayjs does', () => {
    for (let t = Date.UTC(2026, 0, 1, 0, 7); t < Date.UTC(2027, 0, 2); t += 7 * 3_600_000 + 13 * 60_000) {
      const iso = new Date(t).toISOString();
      for (const value of [iso, iso.replace('Z', '+00:00'), iso.replace(/\.\d+Z$/, '-03:00'), iso.replace(/:\d{2}\.\d+Z$/, 'Z')])
        expect(formatTimestampBR(value)).toBe(dayjs(value).format('DD/MM/YYYY [às] HH:mm'));
    }
    for (const value of ['0999-05-01T12:00:00Z', '2024-02-29T23:59:59.999-03:00'])
      expect(formatTimestampBR(value)).toBe(dayjs(value).format('DD/MM/YYYY [às] HH:mm'));
  });

  it('leaves to dayjs what has no zone, and refuses what is no timestamp', () => {
    for (const value of ['2026-11-21', '2026-11-21 14:05', '2026-11-21T14:05', 'ontem', '2026-13-45T99:99:00Z'])
      expect(formatTimestampBR(value)).toBeNull();
  });
});
