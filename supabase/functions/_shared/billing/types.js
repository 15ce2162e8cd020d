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
// @typedef {'scheduled' | 'error' | 'authorized' | 'canceled'} NfseStatus
//
// @typedef {object} NormalizedInvoice   a charge's nota fiscal de serviço (NFS-e)
// @property {string} id                 the provider's invoice id
// @property {string} paymentId          the charge it belongs to
// @property {string | null} [customerId]
// @property {NfseStatus} status
// @property {string | null} [number]    the nota's number, once authorized
// @property {string | null} [url]       its document (Asaas: pdfUrl)
// @property {string | null} [xmlUrl]
//
// @typedef {object} NfseSettings        the municipal service the notas are issued for (Asaas invoiceSettings)
// @property {string} [serviceId]        municipalServiceId (GET /v3/invoices/municipalServices) …
// @property {string} [serviceCode]      … or the city hall's municipalServiceCode
// @property {string} serviceName
// @property {number} iss                ISS rate, percent
// @property {string} [observations]
//
// @typedef {object} NormalizedEvent
// @property {string} eventId            unique per provider: the dedupe key
// @property {'payment.pending' | 'payment.paid' | 'payment.failed' | 'payment.overdue' | 'payment.refunded' | 'payment.chargeback' | 'subscription.canceled' | 'invoice.updated'} type
// @property {NormalizedPayment} [payment]
// @property {NormalizedInvoice} [invoice]  invoice.updated: applied by billing_apply_invoice
// @property {{ id: string, customerId: string, canceledAt?: string | null }} [subscription]
// @property {boolean} [cardRefused]     Asaas CREDIT_CARD_CAPTURE_REFUSED: a pending charge re-read as pending is "failed"
//
// @typedef {object} PaymentProvider
// @property {'sandbox' | 'asaas'} id
// @property {boolean} refetch           true: the webhook body is not signed, re-read the payment
// @property {(raw: string, headers: Headers) => Promise<boolean>} verifyWebhook
// @property {(raw: string, headers: Headers) => NormalizedEvent | null} parseWebhook   null = ignore (200)
// @property {(id: string) => Promise<NormalizedPayment>} fetchPayment
// @property {(id: string) => Promise<NormalizedInvoice>} fetchInvoice
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
