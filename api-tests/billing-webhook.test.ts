// Issue 20: the webhook refuses anything not signed by the provider (401, nothing written) and
// answers 200 to applied, duplicate and ignored events. Sandbox: Standard Webhooks signatures
// through the real /functions/v1 route. Asaas: its documented payload, its static token, and
// a stub of its API that has the last word on the payment's status.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { handleBillingWebhook } from '../supabase/functions/billing-webhook/handler.js';
import { asaasProvider } from '../supabase/functions/_shared/billing/asaas.js';
import { serviceDb } from '../supabase/functions/_shared/db.js';
import { cleanup, makeUser, saoPauloDate, serviceClient, SERVICE_ROLE_KEY, SUPABASE_URL, type TestUser } from './lib/api';
import { readDotEnv } from '../tooling/workspace.cjs';

jest.setTimeout(60000);
afterAll(cleanup);

const SECRET = process.env.BILLING_SANDBOX_WEBHOOK_SECRET ?? readDotEnv().BILLING_SANDBOX_WEBHOOK_SECRET ?? '';
const WEBHOOK = `${SUPABASE_URL}/functions/v1/billing-webhook/sandbox`;

async function billed(label: string, provider = 'sandbox'): Promise<{ user: TestUser; customerId: string }> {
  const user = await makeUser('free', label);
  const customerId = `cus_${randomUUID()}`;
  const { error } = await serviceClient().rpc('billing_link_customer', {
    p_provider: provider,
    p_customer_id: customerId,
    p_user: user.id,
  });
  expect(error).toBeNull();
  return { user, customerId };
}

function paidBody(customerId: string, paymentId = `pay_${randomUUID()}`) {
  return JSON.stringify({
    type: 'payment.paid',
    data: {
      payment: {
        id: paymentId,
        customerId,
        amountCents: 1499,
        currency: 'BRL',
        method: 'pix',
        status: 'paid',
        paidAt: `${saoPauloDate(0)}T12:00:00-03:00`,
      },
    },
  });
}

function signed(body: string, { secret = SECRET, timestamp = new Date(), id = `msg_${randomUUID()}` } = {}) {
  const signature = new Webhook(secret).sign(id, timestamp, body);
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)), 'webhook-signature': signature };
}

async function post(body: string, headers: Record<string, string>) {
  const res = await fetch(WEBHOOK, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, body: (await res.json()) as { result?: string; message?: string } };
}

async function paymentsOf(userId: string) {
  const { data } = await serviceClient().from('payments').select('provider_payment_id, status').eq('user_id', userId);
  return data ?? [];
}

async function plan(userId: string) {
  const { data } = await serviceClient().from('user_profiles').select('is_premium, plan_expiration').eq('id', userId).single();
  return data;
}

describe('sandbox webhook (Standard Webhooks)', () => {
  it('a signed event is applied once; its redelivery answers 200 "duplicate"', async () => {
    expect(SECRET).toMatch(/^whsec_/);
    const b = await billed('wh-ok');
    const body = paidBody(b.customerId);
    const headers = signed(body);
    expect(await post(body, headers)).toEqual({ status: 200, body: { result: 'applied' } });
    expect(await post(body, headers)).toEqual({ status: 200, body: { result: 'duplicate' } });
    expect(await plan(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(30) });
    expect(await paymentsOf(b.user.id)).toHaveLength(1);
  });

  it('refuses a forged signature, a changed body, a stale timestamp and missing headers with 401, writing nothing', async () => {
    const b = await billed('wh-forged');
    const body = paidBody(b.customerId);
    const wrongSecret = `whsec_${Buffer.from(randomUUID()).toString('base64')}`;
    const attempts: [string, string, Record<string, string>][] = [
      ['wrong secret', body, signed(body, { secret: wrongSecret })],
      ['changed body', body.replace('"amountCents":1499', '"amountCents":1500'), signed(body)],
      ['stale timestamp', body, signed(body, { timestamp: new Date(Date.now() - 6 * 60 * 1000) })],
      ['no signature', body, (({ 'webhook-signature': _s, ...rest }) => rest)(signed(body))],
      ['no headers', body, {}],
    ];
    for (const [, sentBody, headers] of attempts) {
      const res = await post(sentBody, headers);
      expect(res.status).toBe(401);
    }
    expect(await paymentsOf(b.user.id)).toEqual([]);
    expect(await plan(b.user.id)).toEqual({ is_premium: false, plan_expiration: null });
  });

  it('answers 200 "ignored" to a signed event of a type it does not handle or an unknown customer', async () => {
    const body = JSON.stringify({ type: 'customer.updated', data: {} });
    expect(await post(body, signed(body))).toEqual({ status: 200, body: { result: 'ignored' } });
    const unknown = paidBody(`cus_${randomUUID()}`);
    expect(await post(unknown, signed(unknown))).toMatchObject({ status: 200, body: { result: 'ignored' } });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const res = await fetch(`${SUPABASE_URL}/functions/v1/billing-webhook/nenhum`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});

// Asaas's documented PAYMENT_RECEIVED example (docs.asaas.com "Eventos para cobranças"),
// with our customer id and the plan's value.
function asaasReceived(customerId: string, paymentId: string, status = 'RECEIVED') {
  return JSON.stringify({
    id: `evt_05b708f961d739ea7eba7e4db318f621&${randomUUID()}`,
    event: 'PAYMENT_RECEIVED',
    dateCreated: '2024-06-12 16:45:03',
    payment: {
      object: 'payment',
      id: paymentId,
      dateCreated: saoPauloDate(0),
      customer: customerId,
      subscription: 'sub_VXJBYgP2u0eO',
      installment: null,
      paymentLink: null,
      dueDate: saoPauloDate(0),
      originalDueDate: saoPauloDate(0),
      value: 14.99,
      netValue: 14.2,
      billingType: 'PIX',
      status,
      pixTransaction: null,
      confirmedDate: saoPauloDate(0),
      paymentDate: saoPauloDate(0),
      clientPaymentDate: saoPauloDate(0),
      invoiceUrl: `https://www.asaas.com/i/${paymentId}`,
      bankSlipUrl: null,
      transactionReceiptUrl: 'https://www.asaas.com/comprovantes/4937311816045162',
      invoiceNumber: '00005101',
      deleted: false,
    },
  });
}

describe('asaas adapter (static token + re-read from a stub of its API)', () => {
  const TOKEN = `tok_${randomUUID()}${randomUUID()}`;
  const API_KEY = `$aact_${randomUUID()}`;
  // What GET /v3/payments/{id} answers: the stub's own truth, whatever the webhook said.
  const truth = new Map<string, Record<string, unknown>>();
  const seen: { path: string; key: string | undefined }[] = [];
  let server: http.Server;
  let deps: Parameters<typeof handleBillingWebhook>[1];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ path: req.url ?? '', key: req.headers.access_token as string | undefined });
      const id = /^\/v3\/payments\/([^/?]+)$/.exec(req.url ?? '')?.[1];
      const payment = id && truth.get(decodeURIComponent(id));
      res.setHeader('content-type', 'application/json');
      if (req.headers.access_token !== API_KEY) return res.writeHead(401).end('{"errors":[{"code":"invalid_access_token"}]}');
      if (!payment) return res.writeHead(404).end('{"errors":[{"code":"not_found"}]}');
      res.end(JSON.stringify(payment));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    deps = {
      providers: { asaas: asaasProvider({ apiKey: API_KEY, webhookToken: TOKEN, apiUrl }) },
      db: serviceDb({ url: SUPABASE_URL, serviceKey: SERVICE_ROLE_KEY }),
    };
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const deliver = (body: string, token: string | null = TOKEN) =>
    handleBillingWebhook(
      new Request('http://localhost/functions/v1/billing-webhook/asaas', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'asaas-access-token': token }) },
        body,
      }),
      deps,
    );

  it('grants 30 days when its API confirms the payment', async () => {
    const b = await billed('asaas-ok', 'asaas');
    const id = `pay_${randomUUID().slice(0, 12)}`;
    const body = asaasReceived(b.customerId, id);
    truth.set(id, JSON.parse(body).payment);
    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: 'applied' });
    expect(seen).toContainEqual({ path: `/v3/payments/${id}`, key: API_KEY });
    expect(await plan(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(30) });
  });

  it('a body claiming "paid" while its API says "pending" grants nothing', async () => {
    const b = await billed('asaas-lie', 'asaas');
    const id = `pay_${randomUUID().slice(0, 12)}`;
    const body = asaasReceived(b.customerId, id);
    truth.set(id, { ...JSON.parse(body).payment, status: 'PENDING', confirmedDate: null, paymentDate: null, clientPaymentDate: null });
    const res = await deliver(body);
    expect(res.status).toBe(200);
    expect(await plan(b.user.id)).toEqual({ is_premium: false, plan_expiration: null });
    expect(await paymentsOf(b.user.id)).toEqual([{ provider_payment_id: id, status: 'pending' }]);
  });

  it('a wrong or missing token is 401 and nothing is read or written', async () => {
    const b = await billed('asaas-token', 'asaas');
    const id = `pay_${randomUUID().slice(0, 12)}`;
    const body = asaasReceived(b.customerId, id);
    truth.set(id, JSON.parse(body).payment);
    const before = seen.length;
    expect((await deliver(body, `${TOKEN}x`)).status).toBe(401);
    expect((await deliver(body, TOKEN.slice(0, -1))).status).toBe(401);
    expect((await deliver(body, null)).status).toBe(401);
    expect(seen.length).toBe(before);
    expect(await paymentsOf(b.user.id)).toEqual([]);
  });

  it('answers 502 (Asaas retries) when its API cannot be read', async () => {
    const b = await billed('asaas-down', 'asaas');
    const res = await deliver(asaasReceived(b.customerId, `pay_${randomUUID().slice(0, 12)}`));
    expect(res.status).toBe(502);
    expect(await paymentsOf(b.user.id)).toEqual([]);
  });

  it('SUBSCRIPTION_DELETED (canceled in Asaas’s panel) cancels the subscription and keeps access to the paid end', async () => {
    const b = await billed('asaas-sub-deleted', 'asaas');
    const id = `pay_${randomUUID().slice(0, 12)}`;
    const sub = `sub_${randomUUID().slice(0, 12)}`;
    const payment = { ...JSON.parse(asaasReceived(b.customerId, id)).payment, subscription: sub };
    truth.set(id, payment);
    expect((await deliver(JSON.stringify({ id: `evt_${randomUUID()}`, event: 'PAYMENT_RECEIVED', payment }))).status).toBe(200);
    const deleted = JSON.stringify({
      id: `evt_${randomUUID()}`,
      event: 'SUBSCRIPTION_DELETED',
      dateCreated: '2024-06-12 16:45:03',
      subscription: {
        object: 'subscription',
        id: sub,
        customer: b.customerId,
        billingType: 'UNDEFINED',
        value: 14.99,
        status: 'INACTIVE',
        deleted: true,
      },
    });
    const res = await deliver(deleted);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: 'applied' });
    const { data } = await serviceClient().from('subscriptions').select('status, canceled_at').eq('provider_subscription_id', sub);
    expect(data).toEqual([{ status: 'canceled', canceled_at: expect.any(String) }]);
    expect(await plan(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(30) });
  });

  it('ignores (200) an event type it does not handle', async () => {
    const res = await deliver(JSON.stringify({ id: `evt_${randomUUID()}`, event: 'PAYMENT_BANK_SLIP_VIEWED', payment: { id: 'pay_1' } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: 'ignored' });
  });
});
