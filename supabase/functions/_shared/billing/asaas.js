// Asaas (production). Its webhooks carry only a static token in `asaas-access-token` (no
// signature, no timestamp), so the token is compared in constant time AND the payment is
// re-read from GET /v3/payments/{id} before anything is granted: the body's own status is
// never trusted (PAYMENTS.md §3, refs [22][24]).
import { callJson } from './http.js';
import { toCents, centsToDecimal, PLAN_PRICE_CENTS } from '../money.js';
import { saoPauloNoon } from '../dates.js';

const EVENT_TYPES = /** @type {const} */ ({
  PAYMENT_CREATED: 'payment.pending',
  PAYMENT_UPDATED: 'payment.pending',
  PAYMENT_CONFIRMED: 'payment.paid',
  PAYMENT_RECEIVED: 'payment.paid',
  PAYMENT_OVERDUE: 'payment.overdue',
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: 'payment.failed',
  PAYMENT_REFUNDED: 'payment.refunded',
  PAYMENT_CHARGEBACK_REQUESTED: 'payment.chargeback',
  PAYMENT_CHARGEBACK_DISPUTE: 'payment.chargeback',
  SUBSCRIPTION_DELETED: 'subscription.canceled',
  SUBSCRIPTION_INACTIVATED: 'subscription.canceled',
});

// NFS-e (docs.asaas.com "Invoices events"): every INVOICE_* event only says "this invoice
// changed"; its status is re-read from GET /v3/invoices/{id}.
const INVOICE_EVENTS = new Set([
  'INVOICE_CREATED',
  'INVOICE_UPDATED',
  'INVOICE_SYNCHRONIZED',
  'INVOICE_AUTHORIZED',
  'INVOICE_PROCESSING_CANCELLATION',
  'INVOICE_CANCELED',
  'INVOICE_CANCELLATION_DENIED',
  'INVOICE_ERROR',
]);

/** Asaas invoice status → ours. @type {Record<string, import('./types.js').NfseStatus>} */
const INVOICE_STATUS = {
  SCHEDULED: 'scheduled',
  SYNCHRONIZED: 'scheduled',
  AUTHORIZED: 'authorized',
  // A cancellation being processed or denied leaves the nota valid.
  PROCESSING_CANCELLATION: 'authorized',
  CANCELLATION_DENIED: 'authorized',
  CANCELED: 'canceled',
  ERROR: 'error',
};

/** Asaas payment status → ours. @type {Record<string, import('./types.js').PaymentStatus>} */
const STATUS = {
  PENDING: 'pending',
  AWAITING_RISK_ANALYSIS: 'pending',
  CONFIRMED: 'paid',
  RECEIVED: 'paid',
  RECEIVED_IN_CASH: 'paid',
  OVERDUE: 'overdue',
  REFUND_REQUESTED: 'refund_requested',
  REFUND_IN_PROGRESS: 'refund_requested',
  REFUNDED: 'refunded',
  CHARGEBACK_REQUESTED: 'chargeback',
  CHARGEBACK_DISPUTE: 'chargeback',
  AWAITING_CHARGEBACK_REVERSAL: 'chargeback',
};

const METHOD = /** @type {Record<string, import('./types.js').Method>} */ ({ PIX: 'pix', BOLETO: 'boleto', CREDIT_CARD: 'card' });

/**
 * Constant-time comparison of two strings: both are hashed (SHA-256, Web Crypto) and the
 * digests compared byte by byte without an early exit, so neither the content nor the
 * length of the expected token leaks through timing.
 * @param {string} a @param {string} b
 */
export async function timingSafeEqualText(a, b) {
  const enc = new TextEncoder();
  const [x, y] = await Promise.all([crypto.subtle.digest('SHA-256', enc.encode(a)), crypto.subtle.digest('SHA-256', enc.encode(b))]);
  const u = new Uint8Array(x);
  const v = new Uint8Array(y);
  let diff = 0;
  for (let i = 0; i < u.length; i += 1) diff |= u[i] ^ v[i];
  return diff === 0;
}

/**
 * An Asaas payment object (webhook body or GET /v3/payments/{id}) → NormalizedPayment.
 * @param {any} p
 * @returns {import('./types.js').NormalizedPayment}
 */
export function normalizeAsaasPayment(p) {
  const status = STATUS[p.status] ?? 'pending';
  const paidDate = p.confirmedDate ?? p.paymentDate ?? p.clientPaymentDate ?? null;
  return {
    id: String(p.id),
    customerId: String(p.customer),
    subscriptionId: p.subscription ?? null,
    amountCents: toCents(p.value),
    currency: 'BRL',
    method: METHOD[p.billingType] ?? null,
    status,
    // Asaas reports the confirmation as a calendar date: it counts as that day in São Paulo.
    paidAt: paidDate && status !== 'pending' && status !== 'overdue' ? saoPauloNoon(paidDate) : null,
    dueDate: p.dueDate ?? null,
    receiptUrl: p.transactionReceiptUrl ?? null,
    invoiceUrl: p.invoiceUrl ?? null,
    paymentUrl: p.invoiceUrl ?? p.bankSlipUrl ?? null,
  };
}

/**
 * An Asaas invoice object (webhook body or GET /v3/invoices/{id}) → NormalizedInvoice, or
 * null for one not tied to a charge (a standalone nota is none of ours).
 * @param {any} i
 * @returns {import('./types.js').NormalizedInvoice | null}
 */
export function normalizeAsaasInvoice(i) {
  if (!i?.id || !i.payment) return null;
  return {
    id: String(i.id),
    paymentId: String(i.payment),
    customerId: i.customer ? String(i.customer) : null,
    status: INVOICE_STATUS[i.status] ?? 'scheduled',
    number: i.number ? String(i.number) : null,
    url: i.pdfUrl ?? null,
    xmlUrl: i.xmlUrl ?? null,
  };
}

/**
 * The body of POST /v3/subscriptions/{id}/invoiceSettings: every charge of the subscription
 * gets its NFS-e when it is paid (effectiveDatePeriod ON_PAYMENT_CONFIRMATION, receivedOnly).
 * @param {import('./types.js').NfseSettings} nfse
 */
export function asaasInvoiceSettings(nfse) {
  return {
    ...(nfse.serviceId ? { municipalServiceId: nfse.serviceId } : { municipalServiceCode: nfse.serviceCode }),
    municipalServiceName: nfse.serviceName,
    updatePayment: false,
    deductions: 0,
    effectiveDatePeriod: 'ON_PAYMENT_CONFIRMATION',
    receivedOnly: true,
    observations: nfse.observations ?? 'SemMultas Premium — assinatura mensal.',
    taxes: { retainIss: false, iss: nfse.iss, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
  };
}

/**
 * @param {{ apiKey: string, webhookToken: string, apiUrl?: string, fetch?: typeof fetch,
 *           nfse?: import('./types.js').NfseSettings | null }} options
 *   apiUrl: https://api.asaas.com (production) or https://api-sandbox.asaas.com (Asaas's sandbox)
 *   nfse: the municipal service the notas are issued for; absent, no NFS-e is configured
 * @returns {import('./types.js').PaymentProvider}
 */
export function asaasProvider({
  apiKey,
  webhookToken,
  apiUrl = 'https://api.asaas.com',
  fetch: fetchImpl = globalThis.fetch,
  nfse = null,
}) {
  const api = (/** @type {string} */ path, /** @type {any} */ init = {}) =>
    callJson(fetchImpl, `${apiUrl.replace(/\/$/, '')}${path}`, {
      ...init,
      headers: { access_token: apiKey, 'user-agent': 'SemMultas', ...init.headers },
    });
  /** NFS-e for every charge of a new subscription; a refusal removes the subscription (no charges without their nota). */
  const configureNfse = async (/** @type {string} */ subscriptionId) => {
    try {
      await api(`/v3/subscriptions/${encodeURIComponent(subscriptionId)}/invoiceSettings`, {
        method: 'POST',
        body: asaasInvoiceSettings(/** @type {import('./types.js').NfseSettings} */ (nfse)),
      });
    } catch (error) {
      await api(`/v3/subscriptions/${encodeURIComponent(subscriptionId)}`, { method: 'DELETE' }).catch(() => {});
      throw error;
    }
  };
  return {
    id: 'asaas',
    refetch: true,
    async verifyWebhook(_raw, headers) {
      const token = headers.get('asaas-access-token');
      if (!token || !webhookToken) return false;
      return timingSafeEqualText(token, webhookToken);
    },
    parseWebhook(raw) {
      const body = JSON.parse(raw);
      if (INVOICE_EVENTS.has(body?.event)) {
        const invoice = typeof body.id === 'string' ? normalizeAsaasInvoice(body.invoice) : null;
        // Only the id is used: the webhook re-reads the invoice with fetchInvoice.
        return invoice ? { eventId: body.id, type: 'invoice.updated', invoice } : null;
      }
      const type = EVENT_TYPES[/** @type {keyof typeof EVENT_TYPES} */ (body?.event)];
      if (!type || typeof body.id !== 'string') return null;
      if (type === 'subscription.canceled') {
        const s = body.subscription;
        if (!s?.id) return null;
        return { eventId: body.id, type, subscription: { id: s.id, customerId: s.customer, canceledAt: null } };
      }
      if (!body.payment?.id) return null;
      return {
        eventId: body.id,
        type,
        cardRefused: body.event === 'PAYMENT_CREDIT_CARD_CAPTURE_REFUSED',
        // Only the id is used: the webhook re-reads the payment with fetchPayment.
        payment: normalizeAsaasPayment(body.payment),
      };
    },
    async fetchPayment(id) {
      const payment = normalizeAsaasPayment(await api(`/v3/payments/${encodeURIComponent(id)}`));
      if (!payment.subscriptionId) return payment;
      // A payment object carries no next due date; its subscription does ("Próxima cobrança"
      // in Minha assinatura). Only shown, never granted on: a failed read leaves it unknown.
      try {
        const sub = await api(`/v3/subscriptions/${encodeURIComponent(payment.subscriptionId)}`);
        return { ...payment, nextDueDate: typeof sub?.nextDueDate === 'string' ? sub.nextDueDate : null };
      } catch {
        return payment;
      }
    },
    async fetchInvoice(id) {
      const invoice = normalizeAsaasInvoice(await api(`/v3/invoices/${encodeURIComponent(id)}`));
      if (!invoice) throw new Error(`nota fiscal ${id} sem cobrança`);
      return invoice;
    },
    // Asaas charges only a customer with a name and a valid cpfCnpj (digits only; it refuses
    // anything else since 2024-08): Assinar asks for them, and they stay here, at Asaas, never
    // in our database (PAYMENTS.md §4, LGPD).
    needsPayerDocument: true,
    async createCustomer({ userId, email, payer }) {
      const c = await api('/v3/customers', {
        method: 'POST',
        body: {
          name: payer?.name ?? email,
          ...(payer ? { cpfCnpj: payer.document } : {}),
          email,
          externalReference: userId,
          notificationDisabled: true,
        },
      });
      return c.id;
    },
    async customerHasDocument(id) {
      const c = await api(`/v3/customers/${encodeURIComponent(id)}`);
      return typeof c?.cpfCnpj === 'string' && c.cpfCnpj.trim() !== '';
    },
    async updateCustomer(id, payer) {
      // PUT /v3/customers/{id} ("Atualizar cliente existente"); only what Assinar asked for.
      await api(`/v3/customers/${encodeURIComponent(id)}`, { method: 'PUT', body: { name: payer.name, cpfCnpj: payer.document } });
    },
    async createCheckout({ customerId, userId, successUrl }) {
      // A monthly subscription where the payer chooses Pix, boleto or card on Asaas's own
      // invoice page (billingType UNDEFINED); its first charge's page is the checkout. Once
      // paid, Asaas sends the buyer back to /sucesso (callback; Asaas accepts only an address
      // on the domain of the account's commercial data, so a local http:// one is left out).
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      const callback = /^https:\/\//.test(successUrl ?? '') ? { callback: { successUrl, autoRedirect: true } } : {};
      const sub = await api('/v3/subscriptions', {
        method: 'POST',
        body: {
          customer: customerId,
          billingType: 'UNDEFINED',
          value: Number(centsToDecimal(PLAN_PRICE_CENTS)),
          nextDueDate: today,
          cycle: 'MONTHLY',
          description: 'SemMultas Premium (mensal)',
          externalReference: userId,
          ...callback,
        },
      });
      if (nfse) await configureNfse(sub.id);
      const list = await api(`/v3/subscriptions/${encodeURIComponent(sub.id)}/payments`);
      const first = list?.data?.[0];
      return { url: first?.invoiceUrl, subscriptionId: sub.id };
    },
    async paymentMethodUrl(subscriptionId) {
      const list = await api(`/v3/subscriptions/${encodeURIComponent(subscriptionId)}/payments?status=PENDING`);
      return { url: list?.data?.[0]?.invoiceUrl };
    },
    async cancelSubscription(id) {
      await api(`/v3/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    async refundPayment(id) {
      await api(`/v3/payments/${encodeURIComponent(id)}/refund`, { method: 'POST', body: {} });
    },
  };
}
