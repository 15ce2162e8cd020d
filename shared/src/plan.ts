// DECISIONS.md 3: the one rule for plan status. The database's public.has_active_plan()
// follows the same rule; keep them in step.
import type { Access } from './routes';
import type { Plan } from './types';

export const PLAN_TIME_ZONE = 'America/Sao_Paulo';

/** One formatter per page: making one with a time zone costs ~0.3 ms each time (the first, ~15). */
let saoPauloDay: Intl.DateTimeFormat | undefined;

/** Today's calendar date in São Paulo as yyyy-mm-dd. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  // en-CA formats as yyyy-mm-dd.
  saoPauloDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PLAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return saoPauloDay.format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * premium: is_premium and plan_expiration not before today (valid through its day);
 * expired: is_premium and the date passed or is missing; free otherwise.
 */
export function planStatus(
  user: { is_premium?: boolean | null; plan_expiration?: string | null } | null | undefined,
  now: Date = new Date(),
): Plan {
  if (!user || user.is_premium !== true) return 'free';
  const match = user.plan_expiration ? ISO_DATE.exec(user.plan_expiration) : null;
  if (!match) return 'expired';
  const expiry = `${match[1]}-${match[2]}-${match[3]}`;
  return expiry >= todayInSaoPaulo(now) ? 'premium' : 'expired';
}

export function hasActivePlan(user: Parameters<typeof planStatus>[0] & { is_admin?: boolean | null }, now?: Date): boolean {
  return Boolean(user?.is_admin) || planStatus(user, now) === 'premium';
}

/**
 * Whether a place behind `access` is locked for this plan: the lock of the menu and the home
 * cards and the guards' redirect to the plan page all read it (SPEC §6, DECISIONS.md 2).
 */
export function isLocked(access: Access | undefined, plan: Plan): boolean {
  return access === 'premium' && plan !== 'premium';
}
