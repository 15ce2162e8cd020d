// Stored users (SPEC §3 "Locally stored user") for the guards' and first page's unit tests,
// each plan as of TEST_NOW.
import type { StoredUser } from '../types';

export const TEST_NOW = new Date('2026-11-24T15:00:00Z');

export const storedUser = (flags: Partial<StoredUser> = {}): StoredUser =>
  ({ id: 'u1', email: 'u@x.br', is_premium: false, plan_expiration: null, is_admin: false, ...flags }) as StoredUser;

export const PREMIUM_USER = storedUser({ is_premium: true, plan_expiration: '2026-12-31' });
export const EXPIRED_USER = storedUser({ is_premium: true, plan_expiration: '2026-11-01' });
export const ADMIN_USER = storedUser({ is_admin: true });
