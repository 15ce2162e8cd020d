// DECISIONS.md 3 and 4: what the admin's premium switch and expiry date send, and how a
// profile's plan reads in the table.
import type { Plan, UserProfile } from '@semmultas/shared/types';
import { planStatus, todayInSaoPaulo } from '@semmultas/shared/plan';

export const PLAN_DAYS = 30;

export type PlanChange = Pick<UserProfile, 'is_premium' | 'plan_expiration'>;

/** yyyy-mm-dd plus whole days, on the calendar (no time zone can shift it). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Today in São Paulo + 30 days: the expiry pre-filled when premium is turned on. */
export function defaultExpiry(now: Date = new Date()): string {
  return addDays(todayInSaoPaulo(now), PLAN_DAYS);
}

/**
 * The switch: on → premium with the expiry pre-filled (today + 30 days, changeable after);
 * off → not premium, the date left as it was (the admin may clear it).
 */
export function togglePremium(profile: PlanChange, on: boolean, now: Date = new Date()): PlanChange {
  return on ? { is_premium: true, plan_expiration: defaultExpiry(now) } : { is_premium: false, plan_expiration: profile.plan_expiration };
}

/** The date picker: a new expiry, or null when cleared. */
export function changeExpiry(profile: PlanChange, date: string | null): PlanChange {
  if (date !== null && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`data inválida: ${date}`);
  return { is_premium: Boolean(profile.is_premium), plan_expiration: date };
}

export type ProfileStatus = Plan | 'admin';

export function profileStatus(
  profile: Pick<UserProfile, 'is_premium' | 'plan_expiration' | 'is_admin'>,
  now: Date = new Date(),
): ProfileStatus {
  return profile.is_admin ? 'admin' : planStatus(profile, now);
}

export const STATUS_LOOK: Record<ProfileStatus, { label: string; color: string }> = {
  premium: { label: 'Premium', color: 'green' },
  expired: { label: 'Expirado', color: 'orange' },
  free: { label: 'Grátis', color: 'default' },
  admin: { label: 'Admin', color: 'purple' },
};
