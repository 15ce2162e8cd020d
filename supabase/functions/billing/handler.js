// /functions/v1/billing/<action> — the signed-in user's billing actions, and the daily job.
//   POST checkout        → { url }   hosted checkout of the configured provider; body
//                          { name, document } (nome/razão social, CPF/CNPJ) for a provider that
//                          needs them (Asaas): without them, 400 { code: 'payer_required' }; an
//                          invalid one, 400 { code: 'payer_invalid', field, message }
//   POST payment-method  → { url }   where the user changes how the subscription is paid
//   POST cancel          → { plan_expiration }  no further charges; access until the paid end
//   POST withdraw        → { refund, canceled, refund_pending }  CDC art. 49: within 7 days
//                          of the first payment, end premium now and refund; a refund the
//                          provider refuses stays requested and the daily job asks again
//   POST cron/daily      (service key only) runs the daily job and drains the e-mail outbox;
//                          optional body { today: "yyyy-mm-dd", now: ISO } runs it as of then
import { json } from '../_shared/env.js';
import { runDaily } from '../_shared/jobs/daily.js';
import { requestRefunds } from '../_shared/billing/refunds.js';
import { documentoPagador, erroDocumentoPagador, erroNomePagador } from '../_shared/agenda/engine/cpf.js';

const PAYER_REQUIRED = 'Para emitir a cobrança e a nota fiscal, informe o nome completo ou a razão social e o CPF ou CNPJ de quem paga.';
const PAYER_REFUSED = 'O provedor de pagamento recusou o nome ou o CPF/CNPJ informado. Confira os dados e tente de novo.';

/**
 * The payer typed at Assinar ({ name, document }), checked as the browser checks it (the same
 * generated code): none, a valid one (document bare, name with single spaces), or why not.
 * @param {any} body
 * @returns {{ payer?: import('../_shared/billing/types.js').Payer } | { error: string, field: 'name' | 'document' }}
 */
export function payerOf(body) {
  const name = typeof body?.name === 'string' ? body.name : undefined;
  const document = typeof body?.document === 'string' ? body.document : undefined;
  if (name === undefined && document === undefined) return {};
  const nameError = erroNomePagador(name ?? '');
  if (nameError) return { error: nameError, field: 'name' };
  const doc = documentoPagador(document ?? '');
  if (!doc) return { error: erroDocumentoPagador(document ?? '') ?? 'CPF ou CNPJ inválido.', field: 'document' };
  return { payer: { name: (name ?? '').trim().replace(/\s+/g, ' '), document: doc.numero } };
}

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
    // Supabase Cron sends no body: today, now. An operator may ask for another day or moment.
    const asOf = /** @type {{ today?: unknown, now?: unknown }} */ ((await request.json().catch(() => ({}))) ?? {});
    const today = typeof asOf.today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(asOf.today) ? asOf.today : undefined;
    const now = typeof asOf.now === 'string' && !Number.isNaN(Date.parse(asOf.now)) ? new Date(asOf.now).toISOString() : undefined;
    if ((asOf.today !== undefined && !today) || (asOf.now !== undefined && !now)) {
      return json(400, { message: 'Use "today" no formato AAAA-MM-DD e "now" como data e hora ISO 8601.' });
    }
    return json(200, await runDaily({ db, mailer: deps.mailer, siteUrl, providers, today, now, log }));
  }

  const user = token ? await db.userOf(token) : null;
  if (!user) return json(401, { message: 'Entre na sua conta para continuar.' });

  try {
    if (action === 'checkout') {
      const provider = providers[current];
      if (!provider) return json(503, { message: 'Pagamentos indisponíveis no momento.' });
      // Who pays (Asaas: name and CPF/CNPJ), checked before any call to the provider and
      // passed on to it, never stored here.
      const asked = payerOf(await request.json().catch(() => ({})));
      if ('error' in asked) return json(400, { code: 'payer_invalid', field: asked.field, message: asked.error });
      const payer = provider.needsPayerDocument ? asked.payer : undefined;
      let customerId = await db.rpc('billing_link_customer', { p_provider: provider.id, p_customer_id: null, p_user: user.id });
      if (provider.needsPayerDocument && !payer && !(customerId && (await provider.customerHasDocument?.(customerId)))) {
        // The form on /plano_premium opens on this code (only the provider knows whether a
        // returning customer's document is already on file).
        return json(400, { code: 'payer_required', message: PAYER_REQUIRED });
      }
      try {
        if (customerId && payer) await provider.updateCustomer?.(customerId, payer);
        if (!customerId) {
          const created = await provider.createCustomer({ userId: user.id, email: user.email, payer });
          customerId = await db.rpc('billing_link_customer', { p_provider: provider.id, p_customer_id: created, p_user: user.id });
        }
      } catch (error) {
        // A 4xx from the provider about the customer is about what was typed: say so.
        const status = /** @type {any} */ (error)?.status;
        if (payer && status >= 400 && status < 500) return json(400, { code: 'payer_invalid', message: PAYER_REFUSED });
        throw error;
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
      const target = await provider.paymentMethodUrl(sub.provider_subscription_id, `${siteUrl}/plano_premium`);
      // Asaas: the payer picks Pix, boleto or card on each charge's page; with no charge open
      // there is no page to send them to yet, and the button must say so instead of doing nothing.
      if (!target?.url) {
        return json(409, {
          message:
            'Ainda não há cobrança em aberto. A forma de pagamento é escolhida em cada cobrança: a próxima poderá ser paga com Pix, boleto ou cartão.',
        });
      }
      return json(200, { url: target.url });
    }

    if (action === 'cancel') {
      const subs = await db.select('subscriptions', `select=provider,provider_subscription_id&user_id=eq.${user.id}&canceled_at=is.null`);
      if (!subs.length) return json(409, { message: 'Você não tem uma assinatura ativa.' });
      for (const s of subs) await providers[s.provider]?.cancelSubscription(s.provider_subscription_id);
      return json(200, await db.rpc('billing_cancel_subscriptions', { p_user: user.id }));
    }

    if (action === 'withdraw') {
      // The database checks the 7 days, records the request and ends premium first; then the
      // provider refunds. Its refusal is not the user's failure: the withdrawal stands, the
      // refund shows as requested, and the daily job asks the provider again.
      const result = await db.rpc('billing_request_refund', { p_user: user.id });
      const refunds = await requestRefunds({ db, providers, refunds: result.refund ?? [], log });
      for (const s of result.canceled ?? []) {
        await providers[s.provider]?.cancelSubscription(s.id).catch(() => {}); // may be canceled already
      }
      return json(200, { ...result, refund_pending: refunds.pending > 0 });
    }
  } catch (error) {
    const e = /** @type {any} */ (error);
    if (e?.name === 'DbError' && e.code === '22023') return json(400, { message: e.message });
    log('[billing] action failed:', action, e?.message);
    return json(502, { message: 'Não foi possível falar com o provedor de pagamento. Tente de novo em instantes.' });
  }
  return json(404, { message: 'Ação desconhecida.' });
}
