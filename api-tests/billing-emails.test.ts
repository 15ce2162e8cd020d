// Issue 20: every billing e-mail lands in the local mailbox (:54324) with its Portuguese
// subject and what the customer needs to know — and none carries a payment link or a Pix
// code: every link opens the app. Then the withdrawal whose refund the provider refuses: the
// withdrawal stands, the refund stays "requested" and the daily job asks again until the
// provider accepts; the customer hears at once (confirmation) and once more when the money is
// back (completion), however often the provider reports it.
import {
  cleanup,
  mailTo,
  makeUser,
  saoPauloDate,
  serviceClient,
  setProfile,
  SERVICE_ROLE_KEY,
  SUPABASE_URL,
  type MailMessage,
  type TestUser,
} from './lib/api';
import { action, control, myPayments, pay, plan, SANDBOX, subjects, subscribedWithPix, until } from './lib/sandbox';

jest.setTimeout(120000);
afterAll(cleanup);

const SITE = process.env.SEMMULTAS_SITE_URL ?? '';
const br = (iso: string) => iso.split('-').reverse().join('/');

/** Waits for the one e-mail with this subject, and checks it sends the reader to the app only. */
async function mailWith(user: TestUser, subject: string): Promise<MailMessage> {
  const mails = await until(
    () => mailTo(user.email),
    (m) => m.some((x) => x.subject === subject),
  );
  const found = mails.filter((m) => m.subject === subject);
  expect(found).toHaveLength(1);
  const [mail] = found;
  expect(mail.links.length).toBeGreaterThan(0);
  for (const link of mail.links) expect(link.startsWith(`${SITE}/`)).toBe(true);
  const all = `${mail.html ?? ''}\n${mail.text ?? ''}`;
  expect(all).not.toMatch(/checkout|\/fatura\/|\/comprovante\/|Linha digitável|copia e cola|000201/i);
  expect(mail.text).toContain('Equipe SemMultas');
  return mail;
}

/** The daily job as Supabase Cron calls it, optionally as of a later moment. */
async function daily(asOf: { now?: string } = {}) {
  const res = await fetch(`${SUPABASE_URL}/functions/v1/billing/cron/daily`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(asOf),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { refunds: { accepted: number; pending: number } };
}

describe('billing e-mails in the local mailbox', () => {
  it('payment confirmed, then a chargeback: both e-mails, premium ends', async () => {
    expect(SITE).toMatch(/^http/);
    const user = await makeUser('free', 'mail-pix');
    const paid = await subscribedWithPix(user);
    const confirmed = await mailWith(user, 'Pagamento confirmado — SemMultas Premium');
    expect(confirmed.text).toContain('Recebemos seu pagamento de R$ 14,99 por Pix. Seu plano Premium está ativo.');
    expect(confirmed.text).toContain('O comprovante e a nota fiscal ficam em Minha assinatura');

    expect((await control(`payments/${paid.provider_payment_id}/chargeback`)).status).toBe(200);
    const chargeback = await mailWith(user, 'Contestação de pagamento — SemMultas Premium');
    expect(chargeback.text).toContain('Recebemos uma contestação do pagamento de R$ 14,99');
    expect(chargeback.text).toContain('A assinatura foi encerrada.');
    expect(await plan(user.id)).toEqual({ is_premium: false, plan_expiration: null });
  });

  it('boleto: charge issued with its due date, then overdue — each says to pay inside the app', async () => {
    const user = await makeUser('free', 'mail-boleto');
    const { body } = await action(user, 'checkout');
    await pay(body.url!, 'boleto');
    const [charge] = await until(
      () => myPayments(user),
      (p) => p.length > 0,
    );
    const issued = await mailWith(user, 'Sua cobrança do SemMultas Premium foi gerada');
    expect(issued.text).toContain(
      `Geramos a cobrança de R$ 14,99 da sua assinatura, por boleto, com vencimento em ${br(saoPauloDate(0))}.`,
    );
    expect(issued.text).toContain('não enviamos links de pagamento nem códigos Pix por e-mail');

    expect((await control(`payments/${charge.provider_payment_id}/overdue`)).status).toBe(200);
    const overdue = await mailWith(user, 'Cobrança vencida — SemMultas Premium');
    expect(overdue.text).toContain(`A cobrança de R$ 14,99 com vencimento em ${br(saoPauloDate(0))} não foi paga.`);
    expect((await plan(user.id)).is_premium).toBe(false);
  });

  it('a declined card: payment failed', async () => {
    const user = await makeUser('free', 'mail-declined');
    const { body } = await action(user, 'checkout');
    expect((await pay(body.url!, 'cartao-recusado')).status).toBe(402);
    const failed = await mailWith(user, 'Pagamento recusado — SemMultas Premium');
    expect(failed.text).toContain('O pagamento de R$ 14,99 por cartão de crédito foi recusado.');
  });

  it('cancellation confirmed with the end of access; a refund made at the provider confirmed', async () => {
    const user = await makeUser('free', 'mail-cancel');
    await subscribedWithPix(user);
    expect((await action(user, 'cancel')).status).toBe(200);
    const canceled = await mailWith(user, 'Assinatura cancelada — SemMultas Premium');
    expect(canceled.text).toContain('Sua assinatura foi cancelada e não haverá novas cobranças.');
    expect(canceled.text).toContain(`Você continua com acesso Premium até ${br(saoPauloDate(30))}.`);

    // The provider refunds on its own (e.g. from its panel): its webhook brings the news.
    const other = await makeUser('free', 'mail-refund');
    const paid = await subscribedWithPix(other);
    const res = await fetch(`${SANDBOX}/v1/payments/${paid.provider_payment_id}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const refunded = await mailWith(other, 'Reembolso concluído — SemMultas Premium');
    expect(refunded.text).toContain(
      'O provedor de pagamento concluiu o reembolso de R$ 14,99. O valor volta pela mesma forma de pagamento (Pix).',
    );
    expect(refunded.text).toContain('O pagamento aparece como “Reembolsado” em Minha assinatura.');
    expect(await plan(other.id)).toEqual({ is_premium: false, plan_expiration: null });
    // Not a withdrawal: no "Desistência" e-mail.
    expect((await subjects(other.email)).filter((s) => /Desistência/.test(s))).toEqual([]);
  });

  it('the daily job, run twice: one "expira em 3 dias" and one "expirou" each', async () => {
    const soon = await makeUser('free', 'mail-soon');
    const gone = await makeUser('free', 'mail-gone');
    await setProfile(soon.id, { is_premium: true, plan_expiration: saoPauloDate(3) });
    await setProfile(gone.id, { is_premium: true, plan_expiration: saoPauloDate(-1) });
    for (let i = 0; i < 2; i += 1) expect((await serviceClient().rpc('run_daily_job', { p_today: saoPauloDate(0) })).error).toBeNull();
    const expiring = await mailWith(soon, 'Seu Premium expira em 3 dias');
    expect(expiring.text).toContain(
      `Seu plano Premium vale até ${br(saoPauloDate(3))}. Para não perder o acesso, renove em Minha assinatura.`,
    );
    const expired = await mailWith(gone, 'Seu Premium expirou');
    expect(expired.text).toContain(`Seu plano Premium valeu até ${br(saoPauloDate(-1))}.`);
    await new Promise((r) => setTimeout(r, 2500)); // one more outbox round: still one each
    expect(await subjects(soon.email)).toEqual(['Seu Premium expira em 3 dias']);
    expect(await subjects(gone.email)).toEqual(['Seu Premium expirou']);
  });
});

describe('withdrawal when the provider refuses the refund (CDC art. 49)', () => {
  it('the daily job refuses a malformed "as of" with 400 and a reason', async () => {
    const res = await fetch(`${SUPABASE_URL}/functions/v1/billing/cron/daily`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ today: '24/11/2026' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Use "today" no formato AAAA-MM-DD e "now" como data e hora ISO 8601.',
    );
  });

  it('the withdrawal stands, the refund stays requested, and the daily job asks again until the provider accepts', async () => {
    const user = await makeUser('free', 'refund-retry');
    const admin = await makeUser('admin', 'refund-retry-admin');
    const paid = await subscribedWithPix(user);
    const id = paid.provider_payment_id;
    expect((await control(`payments/${id}/refund-fail`, { times: 2 })).status).toBe(200);

    const withdrawn = await action(user, 'withdraw');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ refund: [{ provider: 'sandbox', id }], refund_pending: true });
    expect(await plan(user.id)).toEqual({ is_premium: false, plan_expiration: null });
    const [requested] = await myPayments(user);
    expect(requested).toMatchObject({
      status: 'refund_requested',
      refund_requested_at: expect.any(String),
      refund_accepted_at: null,
      refund_attempts: 1,
      refund_last_error: 'provedor respondeu HTTP 503',
    });
    // Confirmed at once (Decreto 7.962/2013 art. 5 §4), saying the refund was asked, not done.
    const confirmation = await mailWith(user, 'Desistência confirmada — reembolso a caminho');
    expect(confirmation.text).toContain('Registramos sua desistência da assinatura (Código de Defesa do Consumidor, art. 49');
    expect(confirmation.text).toContain('Pedimos o reembolso de R$ 14,99 ao provedor de pagamento');

    // The admin sees it in the charges list.
    const { data: seen } = await admin.client
      .from('payments')
      .select('status, refund_attempts, refund_last_error')
      .eq('provider_payment_id', id);
    expect(seen).toEqual([{ status: 'refund_requested', refund_attempts: 1, refund_last_error: 'provedor respondeu HTTP 503' }]);

    // Not due yet (backoff): the daily job leaves it alone.
    await daily();
    expect((await myPayments(user))[0].refund_attempts).toBe(1);

    // An hour later the backoff has passed: asked again, refused again; a day later, accepted.
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    await daily({ now: later(60) });
    expect((await myPayments(user))[0]).toMatchObject({ status: 'refund_requested', refund_attempts: 2, refund_accepted_at: null });
    await daily({ now: later(24 * 60) });
    const done = await until(
      () => myPayments(user),
      (p) => p[0]?.status === 'refunded',
    );
    expect(done[0]).toMatchObject({
      status: 'refunded',
      refund_attempts: 3,
      refund_accepted_at: expect.any(String),
      refund_last_error: null,
    });

    // The money is back: "Reembolso concluído" follows the confirmation (its own dedupe key), and
    // the provider's refunded event delivered again — the same delivery, then a fresh event id
    // with the same status — sends no second one.
    const completed = await mailWith(user, 'Reembolso concluído — SemMultas Premium');
    expect(completed.text).toContain(
      'O provedor de pagamento concluiu o reembolso de R$ 14,99 da sua desistência da assinatura. O valor volta pela mesma forma de pagamento (Pix).',
    );
    const deliveries = (await (await fetch(`${SANDBOX}/_test/deliveries`)).json()) as {
      id: string;
      type: string;
      payload: { data: { payment?: { id: string } } };
    }[];
    const refundedEvent = deliveries.find((d) => d.type === 'payment.refunded' && d.payload.data.payment?.id === id);
    expect((await control(`events/${refundedEvent!.id}/redeliver`, { times: 1 })).body).toEqual({ statuses: [200] });
    expect((await control('send', { paymentId: id })).body).toEqual({ status: 200 });

    // One confirmation and one completion for the whole story; premium stays off.
    await new Promise((r) => setTimeout(r, 2500));
    expect((await subjects(user.email)).filter((s) => /Desistência|Reembolso/.test(s)).sort()).toEqual([
      'Desistência confirmada — reembolso a caminho',
      'Reembolso concluído — SemMultas Premium',
    ]);
    expect(await plan(user.id)).toEqual({ is_premium: false, plan_expiration: null });
  });
});
