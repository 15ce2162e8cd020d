import { addDays, changeExpiry, defaultExpiry, profileStatus, togglePremium } from './plan-change';

// 21/11/2026 at 01:30 in UTC is still 20/11 in São Paulo (UTC−3).
const LATE_NIGHT = new Date('2026-11-21T01:30:00Z');
const NOON = new Date('2026-11-21T15:00:00Z');

describe('DECISIONS.md 4: turning premium on', () => {
  it('pre-fills the expiry with today (São Paulo) + 30 days', () => {
    expect(defaultExpiry(NOON)).toBe('2026-12-21');
    expect(defaultExpiry(LATE_NIGHT)).toBe('2026-12-20');
    expect(togglePremium({ is_premium: false, plan_expiration: null }, true, NOON)).toEqual({
      is_premium: true,
      plan_expiration: '2026-12-21',
    });
    // an old date is replaced by a fresh 30 days
    expect(togglePremium({ is_premium: false, plan_expiration: '2025-01-01' }, true, NOON)).toEqual({
      is_premium: true,
      plan_expiration: '2026-12-21',
    });
  });

  it('turning it off keeps the date, which the admin may clear', () => {
    expect(togglePremium({ is_premium: true, plan_expiration: '2027-01-10' }, false, NOON)).toEqual({
      is_premium: false,
      plan_expiration: '2027-01-10',
    });
  });

  it('lets the date be changed or cleared', () => {
    expect(changeExpiry({ is_premium: true, plan_expiration: '2026-12-21' }, '2027-06-30')).toEqual({
      is_premium: true,
      plan_expiration: '2027-06-30',
    });
    expect(changeExpiry({ is_premium: true, plan_expiration: '2026-12-21' }, null)).toEqual({ is_premium: true, plan_expiration: null });
    expect(() => changeExpiry({ is_premium: true, plan_expiration: null }, '30/06/2027')).toThrow();
  });

  it('adds days on the calendar across months, years and leap days', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-10', 30)).toBe('2028-03-11');
    expect(addDays('2027-02-10', 30)).toBe('2027-03-12');
  });
});

describe('plan status in the table (DECISIONS.md 3)', () => {
  it('reads premium, expired, free, and admin for the admin', () => {
    expect(profileStatus({ is_premium: true, plan_expiration: '2026-11-21', is_admin: false }, NOON)).toBe('premium');
    expect(profileStatus({ is_premium: true, plan_expiration: '2026-11-20', is_admin: false }, NOON)).toBe('expired');
    expect(profileStatus({ is_premium: true, plan_expiration: null, is_admin: false }, NOON)).toBe('expired');
    expect(profileStatus({ is_premium: false, plan_expiration: '2030-01-01', is_admin: false }, NOON)).toBe('free');
    expect(profileStatus({ is_premium: null, plan_expiration: null, is_admin: null }, NOON)).toBe('free');
    expect(profileStatus({ is_premium: false, plan_expiration: null, is_admin: true }, NOON)).toBe('admin');
  });
});
