// The user's billing actions and the sandbox payment provider, as the API suites drive them
// (issue 20): one place for what api-tests/billing-*.test.ts share.
import { mailTo, serviceClient, SUPABASE_URL, type TestUser } from './api';

export const SANDBOX = process.env.SANDBOX_PAY_URL ?? '';

async function token(user: TestUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  return data.session?.access_token ?? '';
}

/** POST /functions/v1/billing/<name> with the user's session. */
export async function action(user: TestUser, name: string) {
  const res = await fetch(`${SUPABASE_URL}/functions/v1/billing/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await token(user)}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { url?: string; message?: string } };
}

/** The checkout page at the address the browser would open (localhost → 127.0.0.1). */
export const local = (url: string) => url.replace('http://localhost:', 'http://127.0.0.1:');

/** Presses one of the checkout page's buttons (forma: pix | cartao | cartao-recusado | boleto). */
export async function pay(checkoutUrl: string, forma: string, step = 'pagar') {
  return fetch(`${local(checkoutUrl)}/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ forma }).toString(),
    redirect: 'manual',
  });
}

export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!ok(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 150));
    value = await read();
  }
  return value;
}

export async function plan(userId: string) {
  const { data } = await serviceClient().from('user_profiles').select('is_premium, plan_expiration').eq('id', userId).single();
  return data as { is_premium: boolean; plan_expiration: string | null };
}

export interface MyPayment {
  provider_payment_id: string;
  status: string;
  method: string;
  paid_at: string | null;
  refund_requested_at: string | null;
  refund_accepted_at: string | null;
  refund_attempts: number;
  refund_last_error: string | null;
}

/** The user's own payments, read with their session (RLS), oldest first. */
export async function myPayments(user: TestUser): Promise<MyPayment[]> {
  const { data } = await user.client
    .from('payments')
    .select('provider_payment_id, status, method, paid_at, refund_requested_at, refund_accepted_at, refund_attempts, refund_last_error')
    .order('created_at');
  return (data ?? []) as MyPayment[];
}

export const subjects = async (email: string) => (await mailTo(email)).map((m) => m.subject);

/** One of the sandbox's test controls (POST /_test/<path>). */
export async function control(path: string, body: unknown = {}) {
  const res = await fetch(`${SANDBOX}/_test/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A free user who has just paid the first month with Pix in the sandbox. */
export async function subscribedWithPix(user: TestUser): Promise<MyPayment> {
  const { body } = await action(user, 'checkout');
  await pay(body.url!, 'pix');
  await until(
    () => plan(user.id),
    (p) => p.is_premium,
  );
  return (
    await until(
      () => myPayments(user),
      (p) => p.length > 0,
    )
  )[0];
}
