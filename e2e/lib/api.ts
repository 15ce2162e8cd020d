// Node-side access to the same API the browser uses (to prepare data and read the mailbox).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { readDotEnv, servicePort } from '../../tooling/workspace.cjs';
import { ACCOUNTS, type AccountName } from './app';

export const SUPABASE_URL = process.env.SUPABASE_URL || `http://127.0.0.1:${servicePort('api')}`;
export const SUPABASE_ANON_KEY = process.env.SUPABASE_ANON_KEY || '';
export const MAILBOX_URL = process.env.MAILBOX_URL || `http://127.0.0.1:${servicePort('mailbox')}`;

export function apiClient(): SupabaseClient {
  return createClient(SUPABASE_URL, SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

export async function signUp(email: string, password: string): Promise<void> {
  const { error } = await apiClient().auth.signUp({ email, password });
  if (error) throw error;
}

interface MailMessage {
  to: string;
  subject: string;
  links: string[];
  date: string;
}

/** The newest e-mail to `to` that carries a link matching `pattern`, waiting for it. */
export async function waitForMailLink(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const messages = (await res.json()) as MailMessage[];
      for (const m of messages) {
        const link = m.links.find((l) => pattern.test(l));
        if (link) return link;
      }
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`nenhum e-mail com link ${pattern} para ${to}`);
}

/** Every e-mail the local mailbox holds for `to`, newest first. */
export async function mailsTo(to: string): Promise<Array<MailMessage & { text?: string }>> {
  const res = await fetch(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(to)}`);
  return res.ok ? ((await res.json()) as Array<MailMessage & { text?: string }>) : [];
}

/**
 * Runs the daily job as Supabase Cron would (the service key from the local .env), as of a fixed
 * day: the reminders it queues are mailed to the local mailbox.
 */
export async function runDailyJob(today: string): Promise<void> {
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY ?? readDotEnv().SUPABASE_SECRET_KEY ?? '';
  const res = await fetch(`${SUPABASE_URL}/functions/v1/billing/cron/daily`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ today }),
  });
  if (res.status !== 200) throw new Error(`a tarefa diária respondeu ${res.status}: ${await res.text()}`);
}

const signedIn = new Map<string, Promise<SupabaseClient>>();

/**
 * A client signed in as a demo account (or any e-mail and password), to prepare data or read
 * what the database kept; one per account per test file.
 */
export function apiAs(account: AccountName | { email: string; password: string }): Promise<SupabaseClient> {
  const creds = typeof account === 'string' ? ACCOUNTS[account] : account;
  let client = signedIn.get(creds.email);
  if (!client) {
    client = (async () => {
      const c = apiClient();
      const { error } = await c.auth.signInWithPassword(creds);
      if (error) throw error;
      return c;
    })();
    client.catch(() => signedIn.delete(creds.email));
    signedIn.set(creds.email, client);
  }
  return client;
}

/** Ends every session apiAs opened (a test file's afterAll). */
export async function signOutAll(): Promise<void> {
  const clients = await Promise.allSettled(signedIn.values());
  signedIn.clear();
  for (const c of clients) if (c.status === 'fulfilled') await c.value.auth.signOut().catch(() => undefined);
}

/** A new account with the given plan, set by the admin as the admin panel would. */
export async function freshAccount(
  prefix: string,
  password: string,
  plan: 'premium' | 'expired' | 'free',
): Promise<{ email: string; password: string; api: SupabaseClient }> {
  const email = `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@teste.semmultas.dev`;
  await signUp(email, password);
  if (plan !== 'free') {
    const admin = await apiAs('admin');
    const days = plan === 'premium' ? 365 : -2;
    const expiry = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const { data, error } = await admin
      .from('user_profiles')
      .update({ is_premium: true, plan_expiration: expiry })
      .eq('email', email)
      .select('id');
    if (error || !data?.length) throw error ?? new Error('o admin não conseguiu mudar o plano da conta');
  }
  const api = apiClient();
  const own = await api.auth.signInWithPassword({ email, password });
  if (own.error) throw own.error;
  return { email, password, api };
}
