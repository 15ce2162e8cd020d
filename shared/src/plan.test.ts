import { hasActivePlan, isLocked, planStatus, todayInSaoPaulo } from './plan';

// 2026-03-10 02:00 UTC is still 2026-03-09 in São Paulo (UTC−3).
const now = new Date('2026-03-10T02:00:00Z');

describe('planStatus (DECISIONS.md 3)', () => {
  it('uses the São Paulo calendar day', () => {
    expect(todayInSaoPaulo(now)).toBe('2026-03-09');
  });
  it('is premium through the expiration day', () => {
    expect(planStatus({ is_premium: true, plan_expiration: '2026-03-09' }, now)).toBe('premium');
    expect(planStatus({ is_premium: true, plan_expiration: '2027-01-01' }, now)).toBe('premium');
  });
  it('is expired after the day or without a date', () => {
    expect(planStatus({ is_premium: true, plan_expiration: '2026-03-08' }, now)).toBe('expired');
    expect(planStatus({ is_premium: true, plan_expiration: null }, now)).toBe('expired');
    expect(planStatus({ is_premium: true, plan_expiration: 'lixo' }, now)).toBe('expired');
  });
  it('is free when not premium, whatever the date', () => {
    expect(planStatus({ is_premium: false, plan_expiration: '2030-01-01' }, now)).toBe('free');
    expect(planStatus({ is_premium: null, plan_expiration: null }, now)).toBe('free');
    expect(planStatus(null, now)).toBe('free');
  });
  it('accepts a timestamp-shaped expiration', () => {
    expect(planStatus({ is_premium: true, plan_expiration: '2026-03-09T00:00:00+00:00' }, now)).toBe('premium');
  });
  it('gives the admin access to premium data', () => {
    expect(hasActivePlan({ is_admin: true, is_premium: false }, now)).toBe(true);
    expect(hasActivePlan({ is_admin: false, is_premium: true, plan_expiration: '2026-03-08' }, now)).toBe(false);
  });
});

describe('isLocked', () => {
  it('locks premium places for free and expired plans only', () => {
    expect(isLocked('premium', 'free')).toBe(true);
    expect(isLocked('premium', 'expired')).toBe(true);
    expect(isLocked('premium', 'premium')).toBe(false);
    for (const plan of ['free', 'expired', 'premium'] as const) expect(isLocked('user', plan)).toBe(false);
    expect(isLocked(undefined, 'free')).toBe(false);
  });
});
