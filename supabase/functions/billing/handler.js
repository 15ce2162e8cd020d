// /functions/v1/billing/<action> — the signed-in user's billing actions, and the daily job.
//   POST checkout        → { url }   hosted checkout of the configured provider
//   POST payment-method  → { url }   where the user changes how the subscription is paid
//   POST cancel          → { plan_expiration }  no further charges; access until the paid end
//   POST withdraw        → { refund, canceled }  CDC art. 49: within 7 days of the first
//                          payment, refund at once and end premium now
//   POST cron/daily      (service key only) runs the daily job and drains the e-mail outbox;
//                        body { today: 'YYYY-MM-DD' } runs it for that day
import { json } from '../_shared/env.js';
import { runDaily } from '../_shared/jobs/daily.js';

/**
 * @typedef {{ rpc: (fn: string, args: Record<string, unknown>) => Promise<any>,
 *             select: (table: string, query: string) => Promise<any>,
 *             userOf: (token: string) => Promise<{ id: string, email: string } | null> }} Db
 * @param {Request} request
 * @param {{ providers: Record<string, import('../_shared/billing/types.js').PaymentProvider>, current: string,
 *           db: Db, serviceKey: string, siteUrl: string,
 *           mailer: import('../_shared/email/outbox.js').Mailer, log?: (...args: unknown[]) => void }} deps
 */
export async function handleBilling(request, deps) {
  const { providers, current, db, serviceKey, siteUrl, log = () => {} } = deps;
  const action = new URL(request.url).pathname.replace(/\/+$/, '').split('/functions/v1/billing/')[1] ?? '';
  if (request.method !== 'POST') return json(405, { message: 'Use POST.' });
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');

  if (action === 'cron/daily') {
    if (!token || token !== serviceKey) return json(401, { message: 'Somente o agendador pode rodar a tarefa diária.' });
    // A fixed day may be given ({ "today": "YYYY-MM-DD" }): to re-run a missed day, and in tests.
    const body = await request.json().catch(() => ({}));
    const today = typeof body?.today === 'string' ? body.today : undefined;
    if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today)) return json(400, { message: 'Dia inválido: use AAAA-MM-DD.' });
    return json(200, await runDaily({ db, mailer: deps.mailer, siteUrl, today, log }));
  }

  const user = token ? await db.userOf(token) : null;
  if (!user) return json(401, { message: 'Entre na sua conta para continuar.' });

  try {
    if (action === 'checkout') {
      const provider = providers[current];
      if (!provider) return json(503, { message: 'Pagamentos indisponíveis no momento.' });
      let customerId = await db.rpc('billing_link_customer', { p_provider: provider.id, p_customer_id: null, p_user: user.id });
      if (!customerId) {
        const created = await provider.createCustomer({ userId: user.id, email: user.email });
        customerId = await db.rpc('billing_link_customer', { p_provider: provider.id, p_customer_id: created, p_user: user.id });
      }
      const checkout = await provider.createCheckout({
        customerId,
        userId: user.id,
        email: user.email,
        successUrl: `${siteUrl}/sucesso`,
        cancelUrl: `${siteUrl}/plano_premium`,
      });
      return json(200, { url: checkout.url });
    }

    if (action === 'payment-method') {
      const [sub] = await db.select(
        'subscriptions',
        `select=provider,provider_subscription_id&user_id=eq.${user.id}&canceled_at=is.null&order=created_at.desc&limit=1`,
      );
      const provider = sub && providers[sub.provider];
      if (!provider) return json(409, { message: 'Você não tem uma assinatura ativa.' });
      return json(200, await provider.paymentMethodUrl(sub.provider_subscription_id, `${siteUrl}/plano_premium`));
    }

    if (action === 'cancel') {
      const subs = await db.select('subscriptions', `select=provider,provider_subscription_id&user_id=eq.${user.id}&canceled_at=is.null`);
      if (!subs.length) return json(409, { message: 'Você não tem uma assinatura ativa.' });
      for (const s of subs) await providers[s.provider]?.cancelSubscription(s.provider_subscription_id);
      return json(200, await db.rpc('billing_cancel_subscriptions', { p_user: user.id }));
    }

    if (action === 'withdraw') {
      // The database checks the 7 days and ends premium first; then the provider refunds.
      const result = await db.rpc('billing_request_refund', { p_user: user.id });
      for (const p of result.refund ?? []) await providers[p.provider]?.refundPayment(p.id);
      for (const s of result.canceled ?? []) {
        await providers[s.provider]?.cancelSubscription(s.id).catch(() => {}); // may be canceled already
      }
      return json(200, result);
    }
  } catch (error) {
    const e = /** @type {any} */ (error);
    if (e?.name === 'DbError' && e.code === '22023') return json(400, { message: e.message });
    log('[billing] action failed:', action, e?.message);
    return json(502, { message: 'Não foi possível falar com o provedor de pagamento. Tente de novo em instantes.' });
  }
  return json(404, { message: 'Ação desconhecida.' });
}
