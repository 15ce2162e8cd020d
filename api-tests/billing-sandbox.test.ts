// Issue 20 end to end without a browser: the user's billing actions (/functions/v1/billing/*),
// the sandbox provider's checkout and signed webhooks, the outbox's e-mails in the local
// mailbox, and the daily job.
import { cleanup, mailTo, makeUser, saoPauloDate, serviceClient, setProfile, SUPABASE_URL } from './lib/api';
import { action, control, local, myPayments, pay, plan, SANDBOX, subjects, until } from './lib/sandbox';

jest.setTimeout(90000);
afterAll(cleanup);

describe('subscribe in the sandbox', () => {
  it('Pix: checkout → paid → premium for 30 days, one e-mail, however often the webhook is redelivered', async () => {
    expect(SANDBOX).not.toBe('');
    const user = await makeUser('free', 'sandbox-pix');
    const checkout = await action(user, 'checkout');
    expect(checkout.status).toBe(200);
    const page = await (await fetch(local(checkout.body.url!))).text();
    expect(page).toContain('Pagar com Pix');
    expect(page).toContain('Cartão de crédito (recusado)');

    const paid = await pay(checkout.body.url!, 'pix');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/\/sucesso$/);
    expect(
      await until(
        () => plan(user.id),
        (p) => p.is_premium,
      ),
    ).toEqual({ is_premium: true, plan_expiration: saoPauloDate(30) });
    const [payment] = await myPayments(user);
    expect(payment).toMatchObject({ status: 'paid', method: 'pix' });

    // Redeliver the payment's webhook 5 times at once: all 200, nothing more granted.
    const deliveries = (await (await fetch(`${SANDBOX}/_test/deliveries`)).json()) as {
      id: string;
      payload: { data: { payment?: { id: string } } };
    }[];
    const mine = deliveries.find((d) => d.payload.data.payment?.id === payment.provider_payment_id);
    const again = await control(`events/${mine!.id}/redeliver`, { times: 5, concurrent: true });
    expect(again.body.statuses).toEqual([200, 200, 200, 200, 200]);
    expect((await plan(user.id)).plan_expiration).toBe(saoPauloDate(30));

    // The payment's e-mail and, once the sandbox's simulated nota fiscal is authorized, the nota's.
    const mails = await until(
      () => subjects(user.email),
      (s) => s.length > 1,
    );
    await new Promise((r) => setTimeout(r, 2500)); // one more outbox round: still one e-mail each
    expect(await subjects(user.email)).toEqual(mails);
    expect([...mails].sort()).toEqual(['Nota fiscal emitida — SemMultas Premium', 'Pagamento confirmado — SemMultas Premium']);

    // Renewal at the provider extends from the expiry.
    const { data: subs } = await user.client.from('subscriptions').select('provider_subscription_id, status');
    const subId = (subs as { provider_subscription_id: string }[])[0].provider_subscription_id;
    expect((await control(`subscriptions/${subId}/renew`, { outcome: 'paid' })).status).toBe(200);
    expect(
      await until(
        () => plan(user.id),
        (p) => p.plan_expiration === saoPauloDate(60),
      ),
    ).toEqual({ is_premium: true, plan_expiration: saoPauloDate(60) });

    // Cancel: access until the paid end, and the provider charges no more.
    const canceled = await action(user, 'cancel');
    expect(canceled.status).toBe(200);
    expect(canceled.body.plan_expiration).toBe(saoPauloDate(60));
    expect(await plan(user.id)).toEqual({ is_premium: true, plan_expiration: saoPauloDate(60) });
    expect((await control(`subscriptions/${subId}/renew`, { outcome: 'paid' })).status).toBe(409);
    expect(
      await until(
        () => subjects(user.email),
        (s) => s.includes('Assinatura cancelada — SemMultas Premium'),
      ),
    ).toContain('Assinatura cancelada — SemMultas Premium');
  });

  it('boleto: pending grants nothing until "Compensar boleto"; a declined card grants nothing', async () => {
    const user = await makeUser('free', 'sandbox-boleto');
    const { body } = await action(user, 'checkout');
    const declined = await pay(body.url!, 'cartao-recusado');
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Cartão recusado');
    const boleto = await pay(body.url!, 'boleto');
    expect(await boleto.text()).toContain('Compensar boleto');
    await until(
      () => myPayments(user),
      (p) => p.length > 0,
    );
    expect((await plan(user.id)).is_premium).toBe(false);
    const compensated = await pay(body.url!, 'boleto', 'compensar');
    expect(compensated.status).toBe(303);
    expect(
      await until(
        () => plan(user.id),
        (p) => p.is_premium,
      ),
    ).toEqual({ is_premium: true, plan_expiration: saoPauloDate(30) });
    expect((await myPayments(user)).map((p) => p.method)).toEqual(['boleto']);
  });

  it('withdrawal within 7 days: refund at the provider, premium ends now, confirmation e-mail', async () => {
    const user = await makeUser('free', 'sandbox-withdraw');
    const { body } = await action(user, 'checkout');
    await pay(body.url!, 'pix');
    await until(
      () => plan(user.id),
      (p) => p.is_premium,
    );
    const res = await action(user, 'withdraw');
    expect(res.status).toBe(200);
    expect(await plan(user.id)).toEqual({ is_premium: false, plan_expiration: null });
    expect(
      await until(
        () => myPayments(user),
        (p) => p[0]?.status === 'refunded',
      ),
    ).toMatchObject([{ status: 'refunded' }]);
    expect(
      await until(
        () => subjects(user.email),
        (s) => s.includes('Desistência confirmada — reembolso a caminho'),
      ),
    ).toContain('Desistência confirmada — reembolso a caminho');
    // Nothing left to withdraw from.
    expect((await action(user, 'withdraw')).status).toBe(200);
  });

  it('the actions need a session; the daily job needs the service key', async () => {
    expect((await fetch(`${SUPABASE_URL}/functions/v1/billing/checkout`, { method: 'POST' })).status).toBe(401);
    const user = await makeUser('free', 'sandbox-cron');
    expect((await action(user, 'cron/daily')).status).toBe(401);
    // The database's refusals reach the user as a 400 with its sentence (day 8: billing.test.ts).
    expect(await action(user, 'withdraw')).toEqual({ status: 400, body: { message: 'Não há pagamento para reembolsar.' } });
    expect(await action(user, 'cancel')).toEqual({ status: 409, body: { message: 'Você não tem uma assinatura ativa.' } });
  });

  it('test controls answer only in test mode (this run has FAKEPAY_TEST=1)', async () => {
    expect((await control('clock', { days: 0 })).status).toBe(200);
  });
});

describe('the daily job', () => {
  it('run twice on one day sends one "expira em 3 dias" e-mail', async () => {
    const user = await makeUser('free', 'daily-twice');
    await setProfile(user.id, { is_premium: true, plan_expiration: saoPauloDate(3) });
    for (let i = 0; i < 2; i += 1) {
      const { error } = await serviceClient().rpc('run_daily_job', { p_today: saoPauloDate(0) });
      expect(error).toBeNull();
    }
    await until(
      () => subjects(user.email),
      (s) => s.length > 0,
    );
    await new Promise((r) => setTimeout(r, 2500));
    expect(await subjects(user.email)).toEqual(['Seu Premium expira em 3 dias']);
    const [mail] = await mailTo(user.email);
    expect(mail.text).toContain(`${saoPauloDate(3).split('-').reverse().join('/')}`);
  });
});
