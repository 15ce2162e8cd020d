// The local sandbox provider's adapter. Webhooks are signed with the Standard Webhooks
// scheme (webhook-id, webhook-timestamp, webhook-signature: v1,<base64 HMAC-SHA256 of
// "id.timestamp.body">, 5-minute tolerance); the signed body is trusted as it is.
import { Webhook } from 'standardwebhooks';
import { callJson } from './http.js';

const TYPES = new Set([
  'payment.pending',
  'payment.paid',
  'payment.failed',
  'payment.overdue',
  'payment.refunded',
  'payment.chargeback',
  'subscription.canceled',
]);
const INVOICE_TYPES = new Set(['invoice.scheduled', 'invoice.authorized', 'invoice.canceled', 'invoice.error']);

/**
 * @param {{ secret: string, apiUrl: string, fetch?: typeof fetch }} options
 * @returns {import('./types.js').PaymentProvider}
 */
export function sandboxProvider({ secret, apiUrl, fetch: fetchImpl = globalThis.fetch }) {
  const webhook = new Webhook(secret);
  const api = (/** @type {string} */ path, /** @type {any} */ init) => callJson(fetchImpl, `${apiUrl.replace(/\/$/, '')}${path}`, init);
  return {
    id: 'sandbox',
    refetch: false,
    needsPayerDocument: false,
    async verifyWebhook(raw, headers) {
      const id = headers.get('webhook-id');
      const timestamp = headers.get('webhook-timestamp');
      const signature = headers.get('webhook-signature');
      if (!id || !timestamp || !signature) return false;
      try {
        webhook.verify(raw, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature });
        return true;
      } catch {
        return false;
      }
    },
    parseWebhook(raw, headers) {
      const body = JSON.parse(raw);
      const eventId = headers.get('webhook-id') ?? '';
      if (INVOICE_TYPES.has(body?.type)) return { eventId, type: 'invoice.updated', invoice: body.data?.invoice };
      if (!TYPES.has(body?.type)) return null;
      if (body.type === 'subscription.canceled') return { eventId, type: body.type, subscription: body.data?.subscription };
      return { eventId, type: body.type, payment: body.data?.payment };
    },
    fetchPayment: (id) => api(`/v1/payments/${encodeURIComponent(id)}`),
    fetchInvoice: (id) => api(`/v1/invoices/${encodeURIComponent(id)}`),
    async createCustomer({ userId, email }) {
      return (await api('/v1/customers', { method: 'POST', body: { email, externalReference: userId } })).id;
    },
    createCheckout: (i) => api('/v1/checkouts', { method: 'POST', body: i }),
    paymentMethodUrl: (subscriptionId, returnUrl) =>
      api(`/v1/subscriptions/${encodeURIComponent(subscriptionId)}/payment-method`, { method: 'POST', body: { returnUrl } }),
    async cancelSubscription(id) {
      await api(`/v1/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    async refundPayment(id) {
      await api(`/v1/payments/${encodeURIComponent(id)}/refund`, { method: 'POST', body: {} });
    },
  };
}
