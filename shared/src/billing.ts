// The premium subscription as the user sees it (issue 20): what the plan page's "Minha
// assinatura" and /sucesso read, and the billing actions (Edge Function /functions/v1/billing).
// Written only by the server side; RLS lets a user read their own rows.
import type { SupabaseClient } from '@supabase/supabase-js';
import { formatCentsInput, formatDateBR } from './format';
import { todayInSaoPaulo } from './plan';

export type PaymentStatus = 'pending' | 'failed' | 'overdue' | 'paid' | 'refund_requested' | 'refunded' | 'chargeback';
export type PaymentMethod = 'pix' | 'boleto' | 'card';
export type NfseStatus = 'scheduled' | 'error' | 'authorized' | 'canceled';

export interface Payment {
  id: number;
  /** The subscription (contract) the charge belongs to; null for a charge outside one. */
  subscription_id?: number | null;
  provider_payment_id: string;
  amount_cents: number;
  method: PaymentMethod | null;
  status: PaymentStatus;
  due_date: string | null;
  paid_at: string | null;
  receipt_url: string | null;
  /** The provider's page of the charge — the "fatura" (where it is paid), not the nota fiscal. */
  invoice_url: string | null;
  created_at: string;
  /** The charge's nota fiscal de serviço (NFS-e), as the provider reported it; null before any. */
  nfse_status?: NfseStatus | null;
  nfse_number?: string | null;
  nfse_url?: string | null;
  /** A withdrawal's refund (issue 20): when it was asked, how often the provider was asked,
   * when it accepted (the refunded webhook then moves the status on), its last refusal. */
  refund_requested_at?: string | null;
  refund_accepted_at?: string | null;
  refund_attempts?: number;
  refund_last_error?: string | null;
}

export interface Subscription {
  id: number;
  status: 'pending' | 'active' | 'past_due' | 'canceled';
  method: PaymentMethod | null;
  next_charge_date: string | null;
  canceled_at: string | null;
  created_at: string;
}

export interface Billing {
  payments: Payment[];
  subscription: Subscription | null;
}

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'Pendente',
  failed: 'Recusado',
  overdue: 'Vencido',
  paid: 'Pago',
  refund_requested: 'Reembolso solicitado',
  refunded: 'Reembolsado',
  chargeback: 'Contestado',
};

export const METHOD_LABEL: Record<PaymentMethod, string> = { pix: 'Pix', boleto: 'Boleto', card: 'Cartão de crédito' };

/** The columns of a payment every screen reads (the owner's page and the admin's list). */
export const PAYMENT_COLUMNS =
  'id, subscription_id, provider_payment_id, amount_cents, method, status, due_date, paid_at, receipt_url, invoice_url, created_at, refund_requested_at, refund_accepted_at, refund_attempts, refund_last_error, nfse_status, nfse_number, nfse_url';

/** The user's payments (newest first) and latest subscription. */
export async function loadBilling(supabase: SupabaseClient): Promise<Billing> {
  const [payments, subscriptions] = await Promise.all([
    supabase.from('payments').select(PAYMENT_COLUMNS).order('created_at', { ascending: false }),
    supabase
      .from('subscriptions')
      .select('id, status, method, next_charge_date, canceled_at, created_at')
      .order('created_at', { ascending: false })
      .limit(1),
  ]);
  if (payments.error) throw payments.error;
  if (subscriptions.error) throw subscriptions.error;
  return {
    payments: (payments.data ?? []) as Payment[],
    subscription: ((subscriptions.data ?? [])[0] as Subscription | undefined) ?? null,
  };
}

export type BillingAction = 'checkout' | 'payment-method' | 'cancel' | 'withdraw';

/** Who pays, as typed at "Assinar" when the provider needs it (Asaas): sent to it, never stored by us. */
export interface Payer {
  name: string;
  document: string;
}

/**
 * A refused billing action: the server's Portuguese message, and for the checkout its code —
 * 'payer_required' (the provider needs the payer's name and CPF/CNPJ: the page asks for them) or
 * 'payer_invalid' with the field at fault.
 */
export class BillingError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly field?: keyof Payer,
  ) {
    super(message);
    this.name = 'BillingError';
  }
}

/** Calls one billing action; a refusal comes back as a BillingError with the server's Portuguese message. */
export async function billingAction<T = { url?: string; plan_expiration?: string | null }>(
  supabase: SupabaseClient,
  action: BillingAction,
  body: Partial<Payer> = {},
): Promise<T> {
  const { data, error } = await supabase.functions.invoke(`billing/${action}`, { body });
  if (error) {
    const response = (error as { context?: Response }).context;
    let answer: { message?: string; code?: string; field?: keyof Payer } | null = null;
    if (response && typeof response.json === 'function') answer = await response.json().catch(() => null);
    throw new BillingError(answer?.message || 'Não foi possível concluir agora. Tente de novo em instantes.', answer?.code, answer?.field);
  }
  return data as T;
}

/** The date (yyyy-mm-dd, São Paulo) of the first payment, or null. */
function firstPaidDate(payments: Payment[]): string | null {
  const paid = payments
    .map((p) => p.paid_at)
    .filter((d): d is string => Boolean(d))
    .sort();
  return paid[0] ? todayInSaoPaulo(new Date(paid[0])) : null;
}

/**
 * The charges of the contract a withdrawal is about: the latest subscription's (CDC art. 49 counts
 * 7 days from each contract, so a customer who comes back and subscribes again may withdraw
 * again, and withdrawing refunds only that contract); all of them when there is no subscription.
 * The database decides the same way (billing_request_refund).
 */
export function contractPayments(billing: Billing): Payment[] {
  const sub = billing.subscription;
  return sub ? billing.payments.filter((p) => p.subscription_id === sub.id) : billing.payments;
}

/** CDC art. 49: the last day (yyyy-mm-dd) the user may withdraw, or null when there is nothing to withdraw. */
export function withdrawalDeadline(payments: Payment[]): string | null {
  if (!payments.some((p) => p.status === 'paid')) return null;
  const first = firstPaidDate(payments);
  if (!first) return null;
  const d = new Date(`${first}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

export function canWithdraw(payments: Payment[], now: Date = new Date()): boolean {
  const deadline = withdrawalDeadline(payments);
  return deadline !== null && todayInSaoPaulo(now) <= deadline;
}

/** The status line of "Minha assinatura". */
export function subscriptionHeadline(billing: Billing, planExpiration: string | null | undefined, premium: boolean): string {
  const pending = billing.payments.find((p) => p.status === 'pending' || p.status === 'overdue');
  if (billing.subscription?.canceled_at && premium) return `Cancelada — acesso até ${formatDateBR(planExpiration)}`;
  if (premium) return `Premium ativo até ${formatDateBR(planExpiration)}`;
  if (pending) return 'Pagamento pendente';
  if (billing.subscription?.canceled_at) return 'Assinatura encerrada';
  return 'Sem assinatura ativa';
}

export function paymentAmount(p: Pick<Payment, 'amount_cents'>): string {
  return formatCentsInput(p.amount_cents);
}

/**
 * Where a withdrawal's refund stands, said plainly (CDC art. 49; Decreto 7.962/2013 art. 5):
 * null for a charge with no refund request. The request is ours; the devolution is the
 * provider's, and the text never claims more than the provider has confirmed.
 */
export function refundNote(p: Payment): string | null {
  if (p.status !== 'refund_requested' || !p.refund_requested_at) return null;
  const asked = formatDateBR(todayInSaoPaulo(new Date(p.refund_requested_at)));
  if (p.refund_accepted_at) {
    return `Reembolso solicitado em ${asked} e aceito pelo provedor de pagamento; a devolução aparece como “Reembolsado” quando ele a concluir.`;
  }
  if ((p.refund_attempts ?? 0) > 0) {
    return `Reembolso solicitado em ${asked}. O provedor de pagamento ainda não aceitou o pedido; voltamos a enviá-lo automaticamente até que aceite, sem que você precise fazer nada.`;
  }
  return `Reembolso solicitado em ${asked}.`;
}

/**
 * The charge's nota fiscal de serviço as a screen shows it: a link once issued ("Nota fiscal
 * nº 000123"), a note while the city hall processes it or after it was canceled, null when
 * there is none (nothing is shown). `forAdmin`: a nota the provider or the city hall refused
 * says so, since the admin is the one who corrects it; the user only waits for it.
 */
export function nfseView(
  p: Pick<Payment, 'nfse_status' | 'nfse_number' | 'nfse_url'>,
  { forAdmin = false }: { forAdmin?: boolean } = {},
): { kind: 'link'; href: string; label: string } | { kind: 'note'; label: string } | null {
  switch (p.nfse_status) {
    case 'authorized':
      if (p.nfse_url) return { kind: 'link', href: p.nfse_url, label: p.nfse_number ? `Nota fiscal nº ${p.nfse_number}` : 'Nota fiscal' };
      return { kind: 'note', label: 'Nota fiscal emitida' };
    case 'error':
      // A nota the city hall refused is corrected and issued again by us: the user only waits.
      return { kind: 'note', label: forAdmin ? 'Nota fiscal com erro: corrigir no provedor' : 'Nota fiscal em emissão' };
    case 'scheduled':
      return { kind: 'note', label: 'Nota fiscal em emissão' };
    case 'canceled':
      return { kind: 'note', label: 'Nota fiscal cancelada' };
    default:
      return null;
  }
}
