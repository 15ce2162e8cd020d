// Issue 20: the sandbox provider's test controls, driven as the issue lists them — hold the
// webhooks and release them in a chosen order, a delivery signed with the wrong secret or a
// stale timestamp, the clock — and refused without the test-mode flag.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { cleanup, makeUser, saoPauloDate } from './lib/api';
import { control, myPayments, plan, SANDBOX, subscribedWithPix, until } from './lib/sandbox';

jest.setTimeout(90000);
afterAll(cleanup);

async function subscriptionOf(user: Awaited<ReturnType<typeof makeUser>>): Promise<string> {
  const { data } = await user.client.from('subscriptions').select('provider_subscription_id');
  return (data as { provider_subscription_id: string }[])[0].provider_subscription_id;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/**
 * Another sandbox provider in its own process (the launcher is an ES module Jest does not
 * load), as `pnpm start` runs it (testMode false) or as the tests do.
 */
async function spawnSandbox({ testMode, webhookUrl }: { testMode: boolean; webhookUrl: string }) {
  const port = await freePort();
  const options = { port, webhookUrl, secret: `whsec_${Buffer.from(randomUUID()).toString('base64')}`, testMode };
  const module = path.join(__dirname, '..', 'scripts', 'lib', 'sandbox-pay.mjs');
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(module)}); await m.startSandboxPay(${JSON.stringify(options)});`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  await until(
    () =>
      fetch(`${url}/v1/payments/pay_x`).then(
        (r) => r.status,
        () => 0,
      ),
    (status) => status === 404,
  );
  return { url, stop: () => child.kill() };
}

describe('sandbox test controls', () => {
  it('two renewals held and released last event first end as in order (+90 days), every event answered 200', async () => {
    expect(SANDBOX).not.toBe('');
    const user = await makeUser('free', 'controls-hold');
    await subscribedWithPix(user);
    const sub = await subscriptionOf(user);
    expect((await control('hold', { on: true })).status).toBe(200);
    try {
      for (let i = 0; i < 2; i += 1) expect((await control(`subscriptions/${sub}/renew`, { outcome: 'paid' })).status).toBe(200);
      // Held: nothing reached the database yet.
      expect((await plan(user.id)).plan_expiration).toBe(saoPauloDate(30));
      const held = (await control('hold', { on: true })).body.held as number;
      expect(held).toBe(4); // pending + paid, twice
    } finally {
      // Last first: renewal 2 paid, renewal 2 pending, renewal 1 paid, renewal 1 pending.
      expect((await control('release', { order: [3, 2, 1, 0] })).status).toBe(200);
    }
    expect(
      await until(
        () => plan(user.id),
        (p) => p.plan_expiration === saoPauloDate(90),
      ),
    ).toEqual({ is_premium: true, plan_expiration: saoPauloDate(90) });
    expect((await myPayments(user)).map((p) => p.status)).toEqual(['paid', 'paid', 'paid']);
    const deliveries = (await (await fetch(`${SANDBOX}/_test/deliveries`)).json()) as {
      payload: { data: { payment?: { subscriptionId?: string } } };
      attempts: { status: number }[];
    }[];
    const mine = deliveries.filter((d) => d.payload.data.payment?.subscriptionId === sub);
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.every((d) => d.attempts.length > 0 && d.attempts.every((a) => a.status === 200))).toBe(true);
  });

  it('a delivery signed with the wrong secret or a stale timestamp is refused (401) and writes nothing', async () => {
    const user = await makeUser('free', 'controls-forged');
    await subscribedWithPix(user);
    const sub = await subscriptionOf(user);
    // A renewal whose real webhooks are held back: only the forged copies reach the webhook.
    await control('hold', { on: true });
    let paymentId = '';
    try {
      paymentId = (await control(`subscriptions/${sub}/renew`, { outcome: 'paid' })).body.id as string;
      expect((await control('send', { paymentId, wrongSecret: true })).body).toEqual({ status: 401 });
      expect((await control('send', { paymentId, staleSeconds: 600 })).body).toEqual({ status: 401 });
      expect((await myPayments(user)).map((p) => p.provider_payment_id)).not.toContain(paymentId);
      expect((await plan(user.id)).plan_expiration).toBe(saoPauloDate(30));
      // Signed right, the same delivery is applied.
      expect((await control('send', { paymentId })).body).toEqual({ status: 200 });
      expect((await plan(user.id)).plan_expiration).toBe(saoPauloDate(60));
    } finally {
      await control('release');
    }
  });

  it('the clock: a renewal paid 40 days on, after the plan lapsed, counts 30 days from its own paid date', async () => {
    const user = await makeUser('free', 'controls-clock');
    await subscribedWithPix(user);
    const sub = await subscriptionOf(user);
    expect((await control('clock', { days: 40 })).body).toMatchObject({ today: saoPauloDate(40) });
    try {
      expect((await control(`subscriptions/${sub}/renew`, { outcome: 'paid' })).status).toBe(200);
    } finally {
      await control('clock', { days: -40 });
    }
    expect(
      await until(
        () => plan(user.id),
        (p) => p.plan_expiration === saoPauloDate(70),
      ),
    ).toEqual({ is_premium: true, plan_expiration: saoPauloDate(70) });
  });

  it('without the test-mode flag the controls do not exist (404)', async () => {
    const sandbox = await spawnSandbox({ testMode: false, webhookUrl: 'http://127.0.0.1:9/nowhere' });
    try {
      for (const control of ['clock', 'hold', 'release', 'send', 'payments/pay_x/chargeback']) {
        const res = await fetch(`${sandbox.url}/_test/${control}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        expect(res.status).toBe(404);
        expect(((await res.json()) as { message: string }).message).toContain('FAKEPAY_TEST=1');
      }
      expect((await fetch(`${sandbox.url}/_test/deliveries`)).status).toBe(404);
    } finally {
      sandbox.stop();
    }
  });

  it('retries a webhook that got a non-200 answer (500, then 401) until it gets a 200, with the same webhook-id', async () => {
    const answers = [500, 401, 200];
    const seen: string[] = [];
    const receiver = http.createServer((req, res) => {
      seen.push(String(req.headers['webhook-id']));
      req.resume();
      res.writeHead(answers[Math.min(seen.length - 1, answers.length - 1)]!).end('{}');
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as net.AddressInfo).port}/functions/v1/billing-webhook/sandbox`;
    const sandbox = await spawnSandbox({ testMode: true, webhookUrl });
    try {
      const post = async (route: string, body: unknown) =>
        (await fetch(`${sandbox.url}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json())) as { id: string };
      const customer = await post('/v1/customers', { email: 'retry@exemplo.com.br', externalReference: 'u-1' });
      const checkout = await post('/v1/checkouts', {
        customerId: customer.id,
        successUrl: 'http://x/sucesso',
        cancelUrl: 'http://x/plano',
      });
      const paid = await fetch(`${sandbox.url}/checkout/${checkout.id}/pagar`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'forma=pix',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
      const deliveries = await until(
        async () =>
          (await (await fetch(`${sandbox.url}/_test/deliveries`)).json()) as {
            id: string;
            delivered: boolean;
            attempts: { status: number }[];
          }[],
        (d) => d[0]?.delivered === true,
      );
      expect(deliveries[0]!.attempts.map((a) => a.status)).toEqual([500, 401, 200]);
      // (After the payment's 200 the sandbox issues its nota fiscal: later deliveries, other ids.)
      expect(seen.slice(0, 3)).toEqual([deliveries[0]!.id, deliveries[0]!.id, deliveries[0]!.id]);
    } finally {
      sandbox.stop();
      await new Promise<void>((r) => receiver.close(() => r()));
    }
  });
});
