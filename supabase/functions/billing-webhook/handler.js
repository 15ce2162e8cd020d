// POST /functions/v1/billing-webhook/<provider>: verify → (re-read) → apply, answering
//   401  bad or missing signature/token — nothing is written;
//   200  applied, duplicate or ignored (a retry would change nothing);
//   502  the provider's API could not be read; 500 the database failed — both make the
//        provider deliver again later.
import { json } from '../_shared/env.js';

/**
 * @param {Request} request
 * @param {{ providers: Record<string, import('../_shared/billing/types.js').PaymentProvider>,
 *           db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> },
 *           log?: (...args: unknown[]) => void }} deps
 */
export async function handleBillingWebhook(request, { providers, db, log = () => {} }) {
  const name = new URL(request.url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const provider = Object.hasOwn(providers, name) ? providers[name] : undefined;
  if (!provider) return json(404, { message: 'Provedor de pagamento desconhecido.' });
  if (request.method !== 'POST') return json(405, { message: 'Use POST.' });

  const raw = await request.text();
  if (!(await provider.verifyWebhook(raw, request.headers))) {
    return json(401, { message: 'Assinatura do webhook inválida.' });
  }

  let event;
  try {
    event = provider.parseWebhook(raw, request.headers);
  } catch {
    event = null; // signed but unreadable: delivering it again will not help
  }
  if (!event || !event.eventId) return json(200, { result: 'ignored' });
  if (event.invoice) return applyInvoice(provider, event.eventId, event.invoice, raw, { db, log });

  let payment = event.payment;
  if (payment && provider.refetch) {
    try {
      payment = await provider.fetchPayment(payment.id);
    } catch (error) {
      log(`[billing] ${provider.id}: could not re-read payment ${payment.id}:`, /** @type {Error} */ (error).message);
      return json(502, { message: 'Não foi possível confirmar o pagamento no provedor.' });
    }
    if (event.cardRefused && payment.status === 'pending') payment = { ...payment, status: 'failed' };
  }

  try {
    const result = await db.rpc('billing_apply_event', {
      p_provider: provider.id,
      p_event_id: event.eventId,
      p_type: payment ? `payment.${payment.status === 'refund_requested' ? 'refunded' : payment.status}` : event.type,
      p_payment: payment ?? null,
      p_subscription: event.subscription ?? null,
      p_payload: JSON.parse(raw),
    });
    return json(200, result);
  } catch (error) {
    log(`[billing] ${provider.id}: could not apply ${event.eventId}:`, /** @type {Error} */ (error).message);
    return json(500, { message: 'Erro ao registrar o evento; tente de novo.' });
  }
}

/**
 * A charge's nota fiscal (NFS-e): re-read from the provider when its webhook is not signed,
 * then billing_apply_invoice. 503 while the charge itself is still unknown to us (its own
 * webhook comes later): the provider delivers the nota's again.
 * @param {import('../_shared/billing/types.js').PaymentProvider} provider
 * @param {string} eventId
 * @param {import('../_shared/billing/types.js').NormalizedInvoice} invoice
 * @param {string} raw
 * @param {{ db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }, log: (...args: unknown[]) => void }} deps
 */
async function applyInvoice(provider, eventId, invoice, raw, { db, log }) {
  let current = invoice;
  if (provider.refetch) {
    try {
      current = await provider.fetchInvoice(invoice.id);
    } catch (error) {
      log(`[billing] ${provider.id}: could not re-read invoice ${invoice.id}:`, /** @type {Error} */ (error).message);
      return json(502, { message: 'Não foi possível confirmar a nota fiscal no provedor.' });
    }
  }
  try {
    const result = await db.rpc('billing_apply_invoice', {
      p_provider: provider.id,
      p_event_id: eventId,
      p_invoice: current,
      p_payload: JSON.parse(raw),
    });
    if (result?.result === 'unknown_payment') return json(503, { message: 'Cobrança ainda não registrada; envie de novo mais tarde.' });
    return json(200, result);
  } catch (error) {
    log(`[billing] ${provider.id}: could not apply invoice ${eventId}:`, /** @type {Error} */ (error).message);
    return json(500, { message: 'Erro ao registrar a nota fiscal; tente de novo.' });
  }
}
