import {
  canWithdraw,
  contractPayments,
  nfseView,
  refundNote,
  subscriptionHeadline,
  withdrawalDeadline,
  type Billing,
  type Payment,
} from './billing';

const pay = (over: Partial<Payment>): Payment => ({
  id: 1,
  provider_payment_id: 'pay_1',
  amount_cents: 1499,
  method: 'pix',
  status: 'paid',
  due_date: null,
  paid_at: '2026-11-10T15:00:00Z',
  receipt_url: null,
  invoice_url: null,
  created_at: '2026-11-10T15:00:00Z',
  ...over,
});

describe('withdrawal (CDC art. 49)', () => {
  it('lasts 7 calendar days in São Paulo from the first payment: day 7 yes, day 8 no', () => {
    // 01:30 UTC on the 11th is still the 10th in São Paulo.
    const payments = [pay({ paid_at: '2026-11-11T01:30:00Z' })];
    expect(withdrawalDeadline(payments)).toBe('2026-11-17');
    expect(canWithdraw(payments, new Date('2026-11-17T23:00:00-03:00'))).toBe(true);
    expect(canWithdraw(payments, new Date('2026-11-18T00:30:00-03:00'))).toBe(false);
  });

  it('counts from the first payment, not a renewal, and needs a paid charge', () => {
    const payments = [pay({ id: 2, paid_at: '2026-12-10T15:00:00Z' }), pay({ paid_at: '2026-11-10T15:00:00Z' })];
    expect(withdrawalDeadline(payments)).toBe('2026-11-17');
    expect(withdrawalDeadline([pay({ status: 'refunded' })])).toBeNull();
    expect(withdrawalDeadline([])).toBeNull();
  });
});

describe('the contract a withdrawal is about', () => {
  it('is the latest subscription: a customer back months later has 7 days again, counted from its first charge', () => {
    const sub = { id: 2, status: 'active' as const, method: 'pix' as const, next_charge_date: null, canceled_at: null, created_at: '' };
    const payments = [
      pay({ id: 3, subscription_id: 2, paid_at: '2027-03-05T15:00:00Z' }),
      pay({ id: 2, subscription_id: 1, status: 'paid', paid_at: '2026-12-10T15:00:00Z' }),
      pay({ id: 1, subscription_id: 1, paid_at: '2026-11-10T15:00:00Z' }),
    ];
    const contract = contractPayments({ payments, subscription: sub });
    expect(contract.map((p) => p.id)).toEqual([3]);
    expect(withdrawalDeadline(contract)).toBe('2027-03-12');
    // Without a subscription row every charge counts, as before.
    expect(withdrawalDeadline(contractPayments({ payments, subscription: null }))).toBe('2026-11-17');
    // A new subscription with nothing paid yet: nothing to withdraw from.
    expect(withdrawalDeadline(contractPayments({ payments, subscription: { ...sub, id: 9 } }))).toBeNull();
  });
});

describe('subscriptionHeadline', () => {
  const billing = (over: Partial<Billing> = {}): Billing => ({ payments: [pay({})], subscription: null, ...over });
  const sub = { id: 1, status: 'active' as const, method: 'pix' as const, next_charge_date: null, canceled_at: null, created_at: '' };
  it('reads like the issue', () => {
    expect(subscriptionHeadline(billing({ subscription: sub }), '2027-01-12', true)).toBe('Premium ativo até 12/01/2027');
    expect(subscriptionHeadline(billing({ subscription: { ...sub, canceled_at: '2026-11-20T00:00:00Z' } }), '2027-01-12', true)).toBe(
      'Cancelada — acesso até 12/01/2027',
    );
    expect(subscriptionHeadline(billing({ payments: [pay({ status: 'pending', paid_at: null })] }), null, false)).toBe(
      'Pagamento pendente',
    );
  });
});

describe('refundNote', () => {
  const asked = { status: 'refund_requested' as const, refund_requested_at: '2026-11-21T02:00:00Z' };
  it('says requested, refused-and-retried or accepted, never "refunded" before the provider confirms', () => {
    // 02:00 UTC on the 21st is still the 20th in São Paulo.
    expect(refundNote(pay({ ...asked, refund_attempts: 0 }))).toBe('Reembolso solicitado em 20/11/2026.');
    expect(refundNote(pay({ ...asked, refund_attempts: 2, refund_accepted_at: null }))).toMatch(
      /^Reembolso solicitado em 20\/11\/2026\. O provedor de pagamento ainda não aceitou o pedido; voltamos a enviá-lo automaticamente/,
    );
    expect(refundNote(pay({ ...asked, refund_attempts: 3, refund_accepted_at: '2026-11-21T12:00:00Z' }))).toMatch(
      /aceito pelo provedor de pagamento/,
    );
  });
  it('is null for a charge with no refund request', () => {
    expect(refundNote(pay({}))).toBeNull();
    expect(refundNote(pay({ status: 'refunded', refund_requested_at: '2026-11-21T02:00:00Z' }))).toBeNull();
  });
});

describe('the nota fiscal of a charge', () => {
  it('is a link once authorized, a note while issued or canceled, nothing before any', () => {
    expect(nfseView(pay({ nfse_status: 'authorized', nfse_number: '000123', nfse_url: 'https://x/nfse/1' }))).toEqual({
      kind: 'link',
      href: 'https://x/nfse/1',
      label: 'Nota fiscal nº 000123',
    });
    expect(nfseView(pay({ nfse_status: 'scheduled' }))).toEqual({ kind: 'note', label: 'Nota fiscal em emissão' });
    expect(nfseView(pay({ nfse_status: 'error' }))).toEqual({ kind: 'note', label: 'Nota fiscal em emissão' });
    // The admin, who corrects it, is told it was refused.
    expect(nfseView(pay({ nfse_status: 'error' }), { forAdmin: true })).toEqual({
      kind: 'note',
      label: 'Nota fiscal com erro: corrigir no provedor',
    });
    expect(nfseView(pay({ nfse_status: 'scheduled' }), { forAdmin: true })).toEqual({ kind: 'note', label: 'Nota fiscal em emissão' });
    expect(nfseView(pay({ nfse_status: 'canceled', nfse_url: 'https://x/nfse/1' }))).toEqual({
      kind: 'note',
      label: 'Nota fiscal cancelada',
    });
    expect(nfseView(pay({}))).toBeNull();
    // The fatura (invoice_url, the charge's payment page) is never taken for the nota.
    expect(nfseView(pay({ invoice_url: 'https://x/fatura/1' }))).toBeNull();
  });
});
