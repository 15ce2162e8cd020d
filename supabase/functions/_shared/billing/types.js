// The provider adapter interface (../../../../README "Pagamentos"; ../shared/PAYMENTS.md §5).
// Every implementation uses Web APIs only (fetch, Web Crypto), so it runs in Deno on hosted
// Supabase and in Node in the local API launcher.
//
// @typedef {'pix' | 'boleto' | 'card'} Method
// @typedef {'pending' | 'failed' | 'overdue' | 'paid' | 'refund_requested' | 'refunded' | 'chargeback'} PaymentStatus
//
// @typedef {object} NormalizedPayment
// @property {string} id                 the provider's payment (charge) id
// @property {string} customerId         the provider's customer id (→ private.billing_customers)
// @property {string | null} [subscriptionId]
// @property {number} amountCents
// @property {'BRL'} currency
// @property {Method | null} method
// @property {PaymentStatus} status
// @property {string | null} [paidAt]    the provider's confirmation time (ISO 8601)
// @property {string | null} [dueDate]   yyyy-mm-dd
// @property {string | null} [nextDueDate]
// @property {string | null} [receiptUrl]
// @property {string | null} [invoiceUrl]
// @property {string | null} [paymentUrl] where a pending Pix/boleto is paid
//
// @typedef {object} Payer              who pays, as typed at Assinar; sent to the provider, never stored by us
// @property {string} name               nome completo ou razão social
// @property {string} document           CPF (11 digits) or CNPJ (14 characters), no punctuation
//
// @typedef {object} NormalizedEvent
// @property {string} eventId            unique per provider: the dedupe key
// @property {'payment.pending' | 'payment.paid' | 'payment.failed' | 'payment.overdue' | 'payment.refunded' | 'payment.chargeback' | 'subscription.canceled'} type
// @property {NormalizedPayment} [payment]
// @property {{ id: string, customerId: string, canceledAt?: string | null }} [subscription]
// @property {boolean} [cardRefused]     Asaas CREDIT_CARD_CAPTURE_REFUSED: a pending charge re-read as pending is "failed"
//
// @typedef {object} PaymentProvider
// @property {'sandbox' | 'asaas'} id
// @property {boolean} refetch           true: the webhook body is not signed, re-read the payment
// @property {(raw: string, headers: Headers) => Promise<boolean>} verifyWebhook
// @property {(raw: string, headers: Headers) => NormalizedEvent | null} parseWebhook   null = ignore (200)
// @property {(id: string) => Promise<NormalizedPayment>} fetchPayment
// @property {boolean} needsPayerDocument  true: a charge needs the payer's name and CPF/CNPJ (Asaas);
//                                         the checkout action then asks for them (400 payer_required)
// @property {(i: { userId: string, email: string, payer?: Payer }) => Promise<string>} createCustomer
// @property {(customerId: string) => Promise<boolean>} [customerHasDocument]  needsPayerDocument only
// @property {(customerId: string, payer: Payer) => Promise<void>} [updateCustomer]  needsPayerDocument only
// @property {(i: { customerId: string, userId: string, email: string, successUrl: string, cancelUrl: string }) => Promise<{ url: string, subscriptionId?: string }>} createCheckout
// @property {(subscriptionId: string, returnUrl: string) => Promise<{ url: string }>} paymentMethodUrl
// @property {(subscriptionId: string) => Promise<void>} cancelSubscription
// @property {(paymentId: string) => Promise<void>} refundPayment
export {};
