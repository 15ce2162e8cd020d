// Issue 20: one SQL function turns provider events into premium. Duplicated, concurrent and
// reordered deliveries end as the in-order list does; refunds and chargebacks end premium;
// nobody grants themselves a plan or reads another user's payments.
// (Concurrency is only real on PostgreSQL: PGlite serves one query at a time.)
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { cleanup, makeUser, saoPauloDate, serviceClient, setProfile, PLAN_OF, type TestUser } from './lib/api';

jest.setTimeout(120000);
afterAll(cleanup);

const PROVIDER = 'sandbox';

interface PaymentInput {
  id: string;
  status: 'pending' | 'failed' | 'overdue' | 'paid' | 'refund_requested' | 'refunded' | 'chargeback';
  paidAt?: string;
  subscriptionId?: string;
  amountCents?: number;
  method?: 'pix' | 'boleto' | 'card';
  dueDate?: string;
}

interface Billed {
  user: TestUser;
  customerId: string;
}

async function billedUser(label: string): Promise<Billed> {
  const user = await makeUser('free', label);
  const customerId = `cus_${randomUUID()}`;
  const { data, error } = await serviceClient().rpc('billing_link_customer', {
    p_provider: PROVIDER,
    p_customer_id: customerId,
    p_user: user.id,
  });
  expect(error).toBeNull();
  expect(data).toBe(customerId);
  return { user, customerId };
}

/** A São Paulo noon `days` from today, as the provider would report a confirmation time. */
function paidAt(days: number): string {
  return `${saoPauloDate(days)}T12:00:00-03:00`;
}

function event(b: Billed, p: PaymentInput, eventId = `evt_${randomUUID()}`) {
  return {
    p_provider: PROVIDER,
    p_event_id: eventId,
    p_type: `payment.${p.status}`,
    p_payment: {
      id: p.id,
      customerId: b.customerId,
      subscriptionId: p.subscriptionId ?? null,
      amountCents: p.amountCents ?? 1499,
      currency: 'BRL',
      method: p.method ?? 'pix',
      status: p.status,
      paidAt: p.paidAt ?? null,
      dueDate: p.dueDate ?? null,
    },
  };
}

async function apply(args: ReturnType<typeof event>): Promise<{ result: string; reason?: string }> {
  const { data, error } = await serviceClient().rpc('billing_apply_event', args);
  if (error) throw new Error(`billing_apply_event: ${error.message}`);
  return data as { result: string; reason?: string };
}

async function profile(id: string): Promise<{ is_premium: boolean; plan_expiration: string | null }> {
  const { data, error } = await serviceClient().from('user_profiles').select('is_premium, plan_expiration').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data as { is_premium: boolean; plan_expiration: string | null };
}

async function payments(userId: string) {
  const { data, error } = await serviceClient()
    .from('payments')
    .select('provider_payment_id, status, paid_at, amount_cents')
    .eq('user_id', userId)
    .order('provider_payment_id');
  if (error) throw new Error(error.message);
  return data as { provider_payment_id: string; status: string; paid_at: string | null; amount_cents: number }[];
}

async function assinaturas(email: string): Promise<number> {
  const { count, error } = await serviceClient().from('assinaturas_plano').select('id', { count: 'exact', head: true }).eq('email', email);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

const pid = () => `pay_${randomUUID()}`;

describe('billing_apply_event', () => {
  it('double delivery: one payment, one grant of 30 days, one assinaturas_plano row; the copy is "duplicate"', async () => {
    const b = await billedUser('double');
    const e = event(b, { id: pid(), status: 'paid', paidAt: paidAt(0) });
    expect(await apply(e)).toEqual({ result: 'applied' });
    expect(await apply(e)).toEqual({ result: 'duplicate' });
    expect(await profile(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(30) });
    expect(await payments(b.user.id)).toHaveLength(1);
    expect(await assinaturas(b.user.email)).toBe(1);
    // Asaas sends CONFIRMED and RECEIVED for one charge: a second "paid" event grants nothing more.
    expect(await apply(event(b, { id: e.p_payment.id, status: 'paid', paidAt: paidAt(0) }))).toMatchObject({ result: 'ignored' });
    expect((await profile(b.user.id)).plan_expiration).toBe(saoPauloDate(30));
    expect(await assinaturas(b.user.email)).toBe(1);
  });

  it('20 concurrent copies of one event and two renewals racing end as the serial order', async () => {
    const b = await billedUser('concurrent');
    const first = event(b, { id: pid(), status: 'paid', paidAt: paidAt(-2) });
    const results = await Promise.all(Array.from({ length: 20 }, () => apply(first)));
    expect(results.filter((r) => r.result === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'duplicate')).toHaveLength(19);
    expect(await profile(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(28) });

    const r1 = event(b, { id: pid(), status: 'paid', paidAt: paidAt(-1) });
    const r2 = event(b, { id: pid(), status: 'paid', paidAt: paidAt(0) });
    await Promise.all([apply(r1), apply(r2), apply(r1), apply(r2)]);
    expect(await profile(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(28 + 60) });
    expect(await payments(b.user.id)).toHaveLength(3);
    expect(await assinaturas(b.user.email)).toBe(3);
  });

  it('refund before paid: no premium from that payment; renewal 2 before 1: the same expiry as in order', async () => {
    const b = await billedUser('order');
    const id = pid();
    await apply(event(b, { id, status: 'refunded', paidAt: paidAt(0) }));
    expect(await apply(event(b, { id, status: 'paid', paidAt: paidAt(0) }))).toMatchObject({ result: 'ignored', reason: 'stale_status' });
    expect(await profile(b.user.id)).toEqual({ is_premium: false, plan_expiration: null });
    expect((await payments(b.user.id))[0].status).toBe('refunded');

    const c = await billedUser('order-renewals');
    await apply(event(c, { id: pid(), status: 'paid', paidAt: paidAt(1) }));
    await apply(event(c, { id: pid(), status: 'paid', paidAt: paidAt(0) }));
    expect(await profile(c.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(60) });
  });

  it('renewal extends from the expiry, from the paid date of a late webhook, and restarts after a lapse', async () => {
    // Expiry today+10 (bought 20 days ago), renewal paid today → today+40.
    const b = await billedUser('renew-expiry');
    await apply(event(b, { id: pid(), status: 'paid', paidAt: paidAt(-20) }));
    expect((await profile(b.user.id)).plan_expiration).toBe(saoPauloDate(10));
    await apply(event(b, { id: pid(), status: 'paid', paidAt: paidAt(0) }));
    expect((await profile(b.user.id)).plan_expiration).toBe(saoPauloDate(40));

    // Expired 5 days ago; a renewal paid 2 days ago whose webhook arrives only now → paid date + 30.
    const c = await billedUser('renew-late');
    await apply(event(c, { id: pid(), status: 'paid', paidAt: paidAt(-35) }));
    expect((await profile(c.user.id)).plan_expiration).toBe(saoPauloDate(-5));
    await apply(event(c, { id: pid(), status: 'paid', paidAt: paidAt(-2) }));
    expect(await profile(c.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(28) });
  });

  it('refund and chargeback end premium; the permission matrix then refuses the premium tables', async () => {
    const b = await billedUser('refund');
    const id = pid();
    await apply(event(b, { id, status: 'paid', paidAt: paidAt(0) }));
    expect((await b.user.client.rpc('plan_status')).data).toBe('premium');
    expect((await b.user.client.rpc('fluxo_caixa_get_or_create')).error).toBeNull();
    await apply(event(b, { id, status: 'refunded', paidAt: paidAt(0) }));
    expect(await profile(b.user.id)).toEqual({ is_premium: false, plan_expiration: null });
    expect((await b.user.client.rpc('plan_status')).data).toBe('free');
    const refused = await b.user.client.rpc('fluxo_caixa_add_transaction', {
      transaction: { description: 'Venda', amount: 10, type: 'Entrada', category: null, date: saoPauloDate(0) },
    });
    expect(refused.error?.code).toBe('42501');

    // Chargeback of the renewal while the first period runs → back to the first period's end;
    // the subscription is canceled.
    const c = await billedUser('chargeback');
    const sub = `sub_${randomUUID()}`;
    await apply(event(c, { id: pid(), status: 'paid', paidAt: paidAt(-10), subscriptionId: sub }));
    const renewal = pid();
    await apply(event(c, { id: renewal, status: 'paid', paidAt: paidAt(0), subscriptionId: sub }));
    expect((await profile(c.user.id)).plan_expiration).toBe(saoPauloDate(50));
    await apply(event(c, { id: renewal, status: 'chargeback', paidAt: paidAt(0), subscriptionId: sub }));
    expect(await profile(c.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(20) });
    const { data: subs } = await serviceClient().from('subscriptions').select('status').eq('user_id', c.user.id);
    expect(subs).toEqual([{ status: 'canceled' }]);
  });

  it("keeps the admin's manual grant apart: a recompute never erases it", async () => {
    const b = await billedUser('manual');
    await setProfile(b.user.id, { is_premium: true, plan_expiration: saoPauloDate(100) });
    const id = pid();
    await apply(event(b, { id, status: 'paid', paidAt: paidAt(0) }));
    expect((await profile(b.user.id)).plan_expiration).toBe(saoPauloDate(100));
    await apply(event(b, { id, status: 'refunded', paidAt: paidAt(0) }));
    expect(await profile(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(100) });
  });

  it('grants nothing for a wrong amount, an unknown customer or a payment claimed by another user', async () => {
    const b = await billedUser('amount');
    expect(await apply(event(b, { id: pid(), status: 'paid', paidAt: paidAt(0), amountCents: 1 }))).toMatchObject({
      result: 'ignored',
      reason: 'amount_mismatch',
    });
    const stranger = { user: b.user, customerId: `cus_${randomUUID()}` };
    expect(await apply(event(stranger, { id: pid(), status: 'paid', paidAt: paidAt(0) }))).toMatchObject({
      result: 'ignored',
      reason: 'unknown_customer',
    });
    const other = await billedUser('amount-other');
    const id = pid();
    await apply(event(other, { id, status: 'pending' }));
    expect(await apply(event(b, { id, status: 'paid', paidAt: paidAt(0) }))).toMatchObject({ reason: 'payment_of_other_user' });
    expect(await profile(b.user.id)).toEqual({ is_premium: false, plan_expiration: null });
  });

  it('any permutation or duplication of an event list ends as the in-order list does (fast-check)', async () => {
    // Each run: a fresh user; a list of 3 charges with their lifecycles, applied in order to
    // one user and shuffled/duplicated to another; profiles and payment rows must match.
    const lifecycle = fc.constantFrom(
      ['pending', 'paid'],
      ['pending', 'overdue', 'paid'],
      ['paid', 'refunded'],
      ['pending', 'failed'],
      ['paid', 'refund_requested', 'refunded'],
      ['paid', 'chargeback'],
      ['paid'],
    );
    const runs = process.env.SEMMULTAS_DB_DRIVER === 'postgres' ? 8 : 6;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(lifecycle, fc.integer({ min: -40, max: 0 })), { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(), { minLength: 0, maxLength: 4 }),
        fc.infiniteStream(fc.nat()),
        async (charges, duplicates, shuffle) => {
          const inOrder = await billedUser('prop-a');
          const shuffled = await billedUser('prop-b');
          const list: { key: string; p: PaymentInput }[] = [];
          charges.forEach(([states, day], i) => {
            for (const status of states as PaymentInput['status'][]) {
              const paid = status !== 'pending' && status !== 'failed' && status !== 'overdue';
              list.push({ key: `${i}-${status}`, p: { id: `c${i}`, status, paidAt: paid ? paidAt(day) : undefined } });
            }
          });
          const withIds = (b: Billed, x: { key: string; p: PaymentInput }) =>
            event(b, { ...x.p, id: `${b.user.id}-${x.p.id}` }, `${b.user.id}-${x.key}`);
          for (const x of list) await apply(withIds(inOrder, x));

          const copies = [...list, ...duplicates.map((n) => list[n % list.length])];
          const it = shuffle[Symbol.iterator]();
          for (let i = copies.length - 1; i > 0; i -= 1) {
            const j = (it.next().value as number) % (i + 1);
            [copies[i], copies[j]] = [copies[j], copies[i]];
          }
          for (const x of copies) await apply(withIds(shuffled, x));

          expect(await profile(shuffled.user.id)).toEqual(await profile(inOrder.user.id));
          const strip = (rows: Awaited<ReturnType<typeof payments>>, b: Billed) =>
            rows.map((r) => ({ ...r, provider_payment_id: r.provider_payment_id.replace(b.user.id, '') }));
          expect(strip(await payments(shuffled.user.id), shuffled)).toEqual(strip(await payments(inOrder.user.id), inOrder));
          expect(await assinaturas(shuffled.user.email)).toBe(await assinaturas(inOrder.user.email));
        },
      ),
      { numRuns: runs },
    );
  });
});

describe('the user actions', () => {
  it('cancellation keeps access to the end of the paid period', async () => {
    const b = await billedUser('cancel');
    const sub = `sub_${randomUUID()}`;
    await apply(event(b, { id: pid(), status: 'paid', paidAt: paidAt(-3), subscriptionId: sub }));
    const { data, error } = await serviceClient().rpc('billing_cancel_subscriptions', { p_user: b.user.id });
    expect(error).toBeNull();
    expect(data).toEqual({ canceled: [{ provider: PROVIDER, id: sub }], plan_expiration: saoPauloDate(27) });
    expect(await profile(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(27) });
    const { data: mine } = await b.user.client.from('subscriptions').select('status, canceled_at');
    expect(mine).toEqual([{ status: 'canceled', canceled_at: expect.any(String) }]);
  });

  it('withdrawal on day 7 refunds and ends premium at once; on day 8 it is refused', async () => {
    const b = await billedUser('withdraw-7');
    const id = pid();
    await apply(event(b, { id, status: 'paid', paidAt: paidAt(-7), subscriptionId: `sub_${randomUUID()}` }));
    const { data, error } = await serviceClient().rpc('billing_request_refund', { p_user: b.user.id });
    expect(error).toBeNull();
    expect((data as { refund: unknown[] }).refund).toEqual([{ provider: PROVIDER, id }]);
    expect(await profile(b.user.id)).toEqual({ is_premium: false, plan_expiration: null });
    expect((await payments(b.user.id))[0].status).toBe('refund_requested');
    // The provider's refund webhook then moves it on.
    await apply(event(b, { id, status: 'refunded', paidAt: paidAt(-7) }));
    expect((await payments(b.user.id))[0].status).toBe('refunded');

    const c = await billedUser('withdraw-8');
    await apply(event(c, { id: pid(), status: 'paid', paidAt: paidAt(-8) }));
    const refused = await serviceClient().rpc('billing_request_refund', { p_user: c.user.id });
    expect(refused.error?.message).toMatch(/prazo de 7 dias/);
    expect((await profile(c.user.id)).is_premium).toBe(true);
  });

  it('counts the 7 days per contract: back months later with a new subscription, the customer may withdraw from it, and only its charges are refunded', async () => {
    const b = await billedUser('withdraw-again');
    const first = pid();
    await apply(event(b, { id: first, status: 'paid', paidAt: paidAt(-40), subscriptionId: `sub_${randomUUID()}` }));
    const again = pid();
    await apply(event(b, { id: again, status: 'paid', paidAt: paidAt(-2), subscriptionId: `sub_${randomUUID()}` }));
    const { data, error } = await serviceClient().rpc('billing_request_refund', { p_user: b.user.id });
    expect(error).toBeNull();
    expect((data as { refund: unknown[] }).refund).toEqual([{ provider: PROVIDER, id: again }]);
    const rows = Object.fromEntries((await payments(b.user.id)).map((p) => [p.provider_payment_id, p.status]));
    expect(rows).toEqual({ [first]: 'paid', [again]: 'refund_requested' });
    // What is left is the first contract's 30 days, which ended 10 days ago (an expired plan).
    expect(await profile(b.user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(-10) });
  });
});

describe('no user grants themselves premium or reads another user’s payments', () => {
  it('the billing functions are refused to anon and authenticated', async () => {
    const b = await billedUser('self-grant');
    const anon = await makeUser('anon');
    const e = event(b, { id: pid(), status: 'paid', paidAt: paidAt(0) });
    for (const client of [b.user.client, anon.client]) {
      expect((await client.rpc('billing_apply_event', e)).error).not.toBeNull();
      expect(
        (await client.rpc('billing_link_customer', { p_provider: PROVIDER, p_customer_id: 'x', p_user: b.user.id })).error,
      ).not.toBeNull();
      expect((await client.rpc('billing_request_refund', { p_user: b.user.id })).error).not.toBeNull();
      expect((await client.rpc('run_daily_job', {})).error).not.toBeNull();
      expect((await client.rpc('outbox_claim', {})).error).not.toBeNull();
    }
    const insert = await b.user.client.from('payments').insert({
      user_id: b.user.id,
      provider: PROVIDER,
      provider_payment_id: pid(),
      amount_cents: 1499,
      status: 'paid',
      status_rank: 3,
      paid_at: new Date().toISOString(),
    });
    expect(insert.error).not.toBeNull();
    const sub = await b.user.client.from('subscriptions').insert({ user_id: b.user.id, provider: PROVIDER, provider_subscription_id: 'x' });
    expect(sub.error).not.toBeNull();
    // Column grants let the admin's page update plans; for anyone else RLS matches no row.
    await b.user.client
      .from('user_profiles')
      .update({ is_premium: true, plan_expiration: saoPauloDate(30) })
      .eq('id', b.user.id);
    expect(await profile(b.user.id)).toEqual({ is_premium: false, plan_expiration: null });
  });

  it('the webhook inbox, provider customers, manual grants, outbox and job runs are out of every API role’s reach', async () => {
    const b = await billedUser('private');
    await apply(event(b, { id: pid(), status: 'paid', paidAt: paidAt(0) }));
    const admin = await makeUser('admin', 'private-admin');
    const anon = await makeUser('anon');
    for (const client of [b.user.client, admin.client, anon.client]) {
      for (const table of ['payment_events', 'billing_customers', 'manual_grants', 'email_outbox', 'daily_job_runs']) {
        const { data, error } = await client.schema('private').from(table).select('*').limit(1);
        expect({ table, refused: error !== null, data }).toEqual({ table, refused: true, data: null });
      }
    }
  });

  it('the owner and the admin read a payment; another user and anon read nothing', async () => {
    const b = await billedUser('read');
    await apply(event(b, { id: pid(), status: 'paid', paidAt: paidAt(0) }));
    const other = await makeUser('premium', 'read-other');
    const admin = await makeUser('admin', 'read-admin');
    const anon = await makeUser('anon');
    expect((await b.user.client.from('payments').select('id')).data).toHaveLength(1);
    expect((await other.client.from('payments').select('id').eq('user_id', b.user.id)).data).toEqual([]);
    expect((await admin.client.from('payments').select('id').eq('user_id', b.user.id)).data).toHaveLength(1);
    const anonRead = await anon.client.from('payments').select('id');
    expect(anonRead.data ?? []).toEqual([]);
  });
});

describe('the daily job', () => {
  it('queues the "expira em 3 dias" reminder once, however often it runs', async () => {
    const b = await billedUser('reminder');
    await setProfile(b.user.id, { ...PLAN_OF.premium, plan_expiration: saoPauloDate(3) });
    const first = await serviceClient().rpc('run_daily_job', { p_today: saoPauloDate(0) });
    expect(first.error).toBeNull();
    expect((first.data as Record<string, number>).billing_plan_reminders).toBeGreaterThanOrEqual(1);
    const second = await serviceClient().rpc('run_daily_job', { p_today: saoPauloDate(0) });
    expect(second.error).toBeNull();
    expect((second.data as Record<string, number>).billing_plan_reminders).toBe(0);
  });
});
