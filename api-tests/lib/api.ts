// Shared helpers for the API suite: clients, fresh users in a given plan, the mailbox.
//
// The suite talks to a running API (SUPABASE_URL, SUPABASE_ANON_KEY, MAILBOX_URL — set by
// scripts/test.mjs or api-tests/run.mjs). Setup that no browser could do (marking a test user
// premium / admin) uses the service role key: SUPABASE_SERVICE_ROLE_KEY, or
// SUPABASE_SECRET_KEY from the git-ignored root .env written by scripts/lib/db.mjs.
// Every user is created fresh with a unique e-mail, so the suite is independent of run order
// and can run again and again on the same database.
import './quiet';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import ws from 'ws';
import { readDotEnv, servicePort } from '../../tooling/workspace.cjs';

export const SUPABASE_URL = process.env.SUPABASE_URL ?? '';
export const SUPABASE_ANON_KEY = process.env.SUPABASE_ANON_KEY ?? '';
export const MAILBOX_URL = process.env.MAILBOX_URL || `http://127.0.0.1:${servicePort('mailbox')}`;
export const SERVICE_ROLE_KEY =
  process.env.SUPABASE_SERVICE_ROLE_KEY ?? process.env.SUPABASE_SECRET_KEY ?? readDotEnv().SUPABASE_SECRET_KEY ?? '';
export const DRIVER = process.env.SEMMULTAS_DB_DRIVER ?? 'pglite';

if (!SUPABASE_URL || !SUPABASE_ANON_KEY) {
  throw new Error(
    'SUPABASE_URL and SUPABASE_ANON_KEY are not set. Run the API suite with `node api-tests/run.mjs` ' +
      '(starts the local API) or `pnpm test api`.',
  );
}

export type Role = 'anon' | 'free' | 'expired' | 'premium' | 'admin';
export const ROLES: Role[] = ['anon', 'free', 'expired', 'premium', 'admin'];

export function newClient(key = SUPABASE_ANON_KEY): SupabaseClient {
  return createClient(SUPABASE_URL, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

let service: SupabaseClient | null = null;
/** Service-role client (bypasses RLS): test setup and verification only. */
export function serviceClient(): SupabaseClient {
  if (!SERVICE_ROLE_KEY) throw new Error('No service role key (SUPABASE_SERVICE_ROLE_KEY or .env SUPABASE_SECRET_KEY).');
  service ??= newClient(SERVICE_ROLE_KEY);
  return service;
}

const RUN = `${Date.now().toString(36)}${randomUUID().slice(0, 6)}`;
let counter = 0;
/** A unique address per call and per run. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `api-${label}-${RUN}-${counter}@teste.semmultas.dev`;
}

/** Today's date (YYYY-MM-DD) in America/Sao_Paulo, plus `days`. */
export function saoPauloDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// What this test file created, removed again by cleanup() so the demo database that
// `pnpm start` shows stays readable. (Auth users themselves stay: lite has no admin API to
// delete them; without a profile they are invisible to the app.)
const created = { users: new Set<string>(), rows: [] as { table: string; column: string; value: string | number }[] };

export function trackUser(id: string): void {
  if (id) created.users.add(id);
}
export function trackRow(table: string, value: string | number, column = 'id'): void {
  created.rows.push({ table, column, value });
}

/** Deletes the rows and the test users' data created by this file (call in afterAll). */
export async function cleanup(): Promise<void> {
  if (!SERVICE_ROLE_KEY) return;
  const s = serviceClient();
  for (const { table, column, value } of created.rows.splice(0)) await s.from(table).delete().eq(column, value);
  const ids = [...created.users];
  created.users.clear();
  for (let i = 0; i < ids.length; i += 50) {
    const chunk = ids.slice(i, i + 50);
    await s.from('forum').delete().in('user_id', chunk);
    await s.from('fluxo_caixa').delete().in('user_id', chunk);
    await s.from('user_profiles').delete().in('id', chunk);
  }
}

export interface TestUser {
  role: Role;
  id: string;
  email: string;
  password: string;
  client: SupabaseClient;
}

/** Service role: set plan / admin columns of a profile (what the admin or operator does). */
export async function setProfile(
  id: string,
  values: { is_premium?: boolean; plan_expiration?: string | null; is_admin?: boolean },
): Promise<void> {
  const { error } = await serviceClient().from('user_profiles').update(values).eq('id', id);
  if (error) throw new Error(`setProfile: ${error.message}`);
}

export const PLAN_OF: Record<Exclude<Role, 'anon'>, { is_premium: boolean; plan_expiration: string | null; is_admin: boolean }> = {
  free: { is_premium: false, plan_expiration: null, is_admin: false },
  expired: { is_premium: true, plan_expiration: saoPauloDate(-1), is_admin: false },
  premium: { is_premium: true, plan_expiration: saoPauloDate(30), is_admin: false },
  admin: { is_premium: false, plan_expiration: null, is_admin: true },
};

/** Signs up a fresh user and gives it the plan of `role` (anon: a client without session). */
export async function makeUser(role: Role, label: string = role): Promise<TestUser> {
  const client = newClient();
  if (role === 'anon') return { role, id: '', email: '', password: '', client };
  const email = uniqueEmail(label);
  const password = `Teste#${randomUUID().slice(0, 8)}`;
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.user || !data.session) throw new Error(`signUp ${email}: ${error?.message ?? 'no session'}`);
  trackUser(data.user.id);
  if (role !== 'free') await setProfile(data.user.id, PLAN_OF[role]);
  return { role, id: data.user.id, email, password, client };
}

export async function makeUsers(): Promise<Record<Role, TestUser>> {
  const entries = await Promise.all(ROLES.map(async (r) => [r, await makeUser(r)] as const));
  return Object.fromEntries(entries) as Record<Role, TestUser>;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  date: string;
  links: string[];
}

export async function mailTo(to: string): Promise<MailMessage[]> {
  const res = await fetch(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`mailbox: HTTP ${res.status}`);
  return (await res.json()) as MailMessage[];
}

/** Waits for the newest message to `to` with a link matching `pattern`. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 10000): Promise<{ message: MailMessage; link: string }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const message of await mailTo(to)) {
      const link = message.links.find((l) => pattern.test(l));
      if (link) return { message, link };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail to ${to} with a link matching ${pattern}`);
}
