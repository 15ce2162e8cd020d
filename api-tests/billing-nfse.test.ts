// Issue 20: the nota fiscal de serviço (NFS-e) of each charge. Asaas: its INVOICE_* webhook
// (documented payload, static token) re-read from a stub of GET /v3/invoices/{id} — the stub
// has the last word on the status — and applied by billing_apply_invoice on the right
// charge, one "Nota fiscal emitida" e-mail however often it arrives. The sandbox: a Pix
// payment gets its simulated nota by signed webhook. RLS: owner and admin read it, nobody
// writes it.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleBillingWebhook } from '../supabase/functions/billing-webhook/handler.js';
import { asaasProvider } from '../supabase/functions/_shared/billing/asaas.js';
import { serviceDb } from '../supabase/functions/_shared/db.js';
import { cleanup, mailTo, makeUser, saoPauloDate, serviceClient, SERVICE_ROLE_KEY, SUPABASE_URL, type TestUser } from './lib/api';
import { local, SANDBOX, subjects, subscribedWithPix, until } from './lib/sandbox';

jest.setTimeout(90000);
afterAll(cleanup);

const NFSE_COLUMNS = 'provider_payment_id, nfse_status, nfse_number, nfse_url';
const EMITIDA = 'Nota fiscal emitida — SemMultas Premium';

async function nfseOf(user: TestUser) {
  const { data, error } = await user.client.from('payments').select(NFSE_COLUMNS).order('created_at');
  expect(error).toBeNull();
  return data as { provider_payment_id: string; nfse_status: string | null; nfse_number: string | null; nfse_url: string | null }[];
}

/** Asaas's PAYMENT_RECEIVED (docs "Payment events"), trimmed to the fields the adapter reads. */
function asaasPayment(customerId: string, id: string) {
  return {
    object: 'payment',
    id,
    customer: customerId,
    subscription: null,
    value: 14.99,
    billingType: 'PIX',
    status: 'RECEIVED',
    dueDate: saoPauloDate(0),
    confirmedDate: saoPauloDate(0),
    paymentDate: saoPauloDate(0),
    invoiceUrl: `https://www.asaas.com/i/${id}`,
    transactionReceiptUrl: 'https://www.asaas.com/comprovantes/4937311816045162',
  };
}

/** Asaas's invoice object (docs "Invoices events" / GET /v3/invoices/{id}). */
function asaasInvoice(customerId: string, paymentId: string, id: string, status: string) {
  const authorized = status === 'AUTHORIZED';
  return {
    object: 'invoice',
    id,
    status,
    customer: customerId,
    type: 'NFS-e',
    statusDescription: null,
    serviceDescription: 'SemMultas Premium — assinatura mensal',
    pdfUrl: authorized ? `https://www.asaas.com/nota-fiscal/${id}.pdf` : null,
    xmlUrl: authorized ? `https://www.asaas.com/nota-fiscal/${id}.xml` : null,
    rpsSerie: null,
    rpsNumber: null,
    number: authorized ? '000123' : null,
    validationCode: null,
    value: 14.99,
    deductions: 0,
    effectiveDate: saoPauloDate(0),
    observations: 'SemMultas Premium — assinatura mensal.',
    estimatedTaxesDescription: '',
    payment: paymentId,
    installment: null,
    taxes: { retainIss: false, iss: 2, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
    municipalServiceCode: '1.03',
    municipalServiceName: 'Processamento, armazenamento ou hospedagem de dados',
  };
}

describe('Asaas NFS-e webhooks (static token + re-read from a stub of GET /v3/invoices/{id})', () => {
  const TOKEN = `tok_${randomUUID()}${randomUUID()}`;
  const API_KEY = `$aact_${randomUUID()}`;
  const truth = new Map<string, Record<string, unknown>>();
  const seen: string[] = [];
  let server: http.Server;
  let deps: Parameters<typeof handleBillingWebhook>[1];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      const m = /^\/v3\/(payments|invoices)\/([^/?]+)$/.exec(req.url ?? '');
      const found = m && truth.get(decodeURIComponent(m[2]!));
      res.setHeader('content-type', 'application/json');
      if (req.headers.access_token !== API_KEY) return res.writeHead(401).end('{"errors":[{"code":"invalid_access_token"}]}');
      if (!found) return res.writeHead(404).end('{"errors":[{"code":"not_found"}]}');
      res.end(JSON.stringify(found));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    deps = {
      providers: { asaas: asaasProvider({ apiKey: API_KEY, webhookToken: TOKEN, apiUrl }) },
      db: serviceDb({ url: SUPABASE_URL, serviceKey: SERVICE_ROLE_KEY }),
    };
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const deliver = async (body: unknown, token: string | null = TOKEN) => {
    const res = await handleBillingWebhook(
      new Request('http://localhost/functions/v1/billing-webhook/asaas', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'asaas-access-token': token }) },
        body: JSON.stringify(body),
      }),
      deps,
    );
    return { status: res.status, body: (await res.json()) as { result?: string; reason?: string } };
  };

  /** A user whose Asaas charge was paid (PAYMENT_RECEIVED through the same webhook). */
  async function paidCharge(label: string) {
    const user = await makeUser('free', label);
    const customerId = `cus_${randomUUID().slice(0, 12)}`;
    expect(
      (await serviceClient().rpc('billing_link_customer', { p_provider: 'asaas', p_customer_id: customerId, p_user: user.id })).error,
    ).toBeNull();
    const paymentId = `pay_${randomUUID().slice(0, 12)}`;
    truth.set(paymentId, asaasPayment(customerId, paymentId));
    const paid = await deliver({ id: `evt_${randomUUID()}`, event: 'PAYMENT_RECEIVED', payment: truth.get(paymentId) });
    expect(paid).toEqual({ status: 200, body: { result: 'applied' } });
    return { user, customerId, paymentId, invoiceId: `inv_${randomUUID().slice(0, 12)}` };
  }

  const invoiceEvent = (event: string, invoice: unknown, id = `evt_${randomUUID()}&368604920`) => ({
    id,
    event,
    dateCreated: '2026-11-24 16:45:03',
    account: { id: '47ed0d25-f9fb-4b35-b23a-d8895caf92b7', ownerId: null },
    invoice,
  });

  it('INVOICE_AUTHORIZED, confirmed by its API, stores the nota on the right charge; a duplicate sends one e-mail', async () => {
    const c = await paidCharge('nfse-ok');
    const other = await paidCharge('nfse-ok-other');
    const invoice = asaasInvoice(c.customerId, c.paymentId, c.invoiceId, 'AUTHORIZED');
    truth.set(c.invoiceId, invoice);
    const event = invoiceEvent('INVOICE_AUTHORIZED', invoice);
    expect(await deliver(event)).toEqual({ status: 200, body: { result: 'applied' } });
    expect(seen).toContain(`/v3/invoices/${c.invoiceId}`);
    expect(await nfseOf(c.user)).toEqual([
      {
        provider_payment_id: c.paymentId,
        nfse_status: 'authorized',
        nfse_number: '000123',
        nfse_url: `https://www.asaas.com/nota-fiscal/${c.invoiceId}.pdf`,
      },
    ]);
    // The other user's charge is untouched.
    expect(await nfseOf(other.user)).toEqual([
      { provider_payment_id: other.paymentId, nfse_status: null, nfse_number: null, nfse_url: null },
    ]);

    // The same event again, and a later INVOICE_UPDATED about the same nota: one e-mail.
    expect(await deliver(event)).toEqual({ status: 200, body: { result: 'duplicate' } });
    expect(await deliver(invoiceEvent('INVOICE_UPDATED', invoice))).toEqual({
      status: 200,
      body: { result: 'ignored', reason: 'stale_status' },
    });
    const mails = await until(
      () => subjects(c.user.email),
      (s) => s.includes(EMITIDA),
    );
    await new Promise((r) => setTimeout(r, 2500)); // one more outbox round: still one
    expect((await subjects(c.user.email)).filter((s) => s === EMITIDA)).toEqual([EMITIDA]);
    expect(mails).toContain('Pagamento confirmado — SemMultas Premium');
    const [mail] = (await mailTo(c.user.email)).filter((m) => m.subject === EMITIDA);
    expect(mail!.text).toContain(
      `A nota fiscal de serviço nº 000123 do seu pagamento de R$ 14,99 de ${saoPauloDate(0).split('-').reverse().join('/')} foi emitida.`,
    );
    // Like every e-mail of ours, it opens the app, never a document or payment address.
    expect(mail!.links.every((l) => l.endsWith('/plano_premium'))).toBe(true);
  });

  it('a body claiming AUTHORIZED while its API says SCHEDULED stores nothing final and sends no e-mail', async () => {
    const c = await paidCharge('nfse-lie');
    truth.set(c.invoiceId, asaasInvoice(c.customerId, c.paymentId, c.invoiceId, 'SCHEDULED'));
    const claim = asaasInvoice(c.customerId, c.paymentId, c.invoiceId, 'AUTHORIZED');
    expect(await deliver(invoiceEvent('INVOICE_AUTHORIZED', claim))).toEqual({ status: 200, body: { result: 'applied' } });
    expect(await nfseOf(c.user)).toEqual([
      { provider_payment_id: c.paymentId, nfse_status: 'scheduled', nfse_number: null, nfse_url: null },
    ]);
    await new Promise((r) => setTimeout(r, 2500));
    expect(await subjects(c.user.email)).not.toContain(EMITIDA);
  });

  it('a forged or missing token is 401: nothing is read or written', async () => {
    const c = await paidCharge('nfse-token');
    const invoice = asaasInvoice(c.customerId, c.paymentId, c.invoiceId, 'AUTHORIZED');
    truth.set(c.invoiceId, invoice);
    const before = seen.length;
    expect((await deliver(invoiceEvent('INVOICE_AUTHORIZED', invoice), `${TOKEN}x`)).status).toBe(401);
    expect((await deliver(invoiceEvent('INVOICE_AUTHORIZED', invoice), null)).status).toBe(401);
    expect(seen.length).toBe(before);
    expect((await nfseOf(c.user))[0]!.nfse_status).toBeNull();
  });

  it('a nota of a charge not yet known is 503 (Asaas delivers it again), of another customer is ignored', async () => {
    const c = await paidCharge('nfse-order');
    const early = `pay_${randomUUID().slice(0, 12)}`;
    const invoice = asaasInvoice(c.customerId, early, c.invoiceId, 'AUTHORIZED');
    truth.set(c.invoiceId, invoice);
    const event = invoiceEvent('INVOICE_AUTHORIZED', invoice);
    expect((await deliver(event)).status).toBe(503);
    // Once the charge is known the same delivery applies (nothing was recorded the first time).
    truth.set(early, asaasPayment(c.customerId, early));
    expect((await deliver({ id: `evt_${randomUUID()}`, event: 'PAYMENT_RECEIVED', payment: truth.get(early) })).status).toBe(200);
    expect(await deliver(event)).toEqual({ status: 200, body: { result: 'applied' } });

    const stranger = await paidCharge('nfse-stranger');
    const foreign = `inv_${randomUUID().slice(0, 12)}`;
    truth.set(foreign, asaasInvoice(stranger.customerId, c.paymentId, foreign, 'CANCELED'));
    expect(await deliver(invoiceEvent('INVOICE_CANCELED', truth.get(foreign)))).toEqual({
      status: 200,
      body: { result: 'ignored', reason: 'invoice_of_other_customer' },
    });
    expect((await nfseOf(c.user)).map((p) => p.nfse_status)).toEqual([null, 'authorized']);
  });

  it('the owner and the admin read the nota; another user does not; nobody writes it', async () => {
    const c = await paidCharge('nfse-rls');
    truth.set(c.invoiceId, asaasInvoice(c.customerId, c.paymentId, c.invoiceId, 'AUTHORIZED'));
    expect((await deliver(invoiceEvent('INVOICE_AUTHORIZED', truth.get(c.invoiceId)))).status).toBe(200);
    const other = await makeUser('premium', 'nfse-rls-other');
    const admin = await makeUser('admin', 'nfse-rls-admin');
    expect((await admin.client.from('payments').select(NFSE_COLUMNS).eq('user_id', c.user.id)).data).toEqual(await nfseOf(c.user));
    expect((await other.client.from('payments').select(NFSE_COLUMNS).eq('user_id', c.user.id)).data).toEqual([]);
    for (const who of [c.user, admin]) {
      await who.client.from('payments').update({ nfse_url: 'https://golpe.example/nota.pdf' }).eq('provider_payment_id', c.paymentId);
      const apply = await who.client.rpc('billing_apply_invoice', {
        p_provider: 'asaas',
        p_event_id: `evt_${randomUUID()}`,
        p_invoice: { id: 'inv_x', paymentId: c.paymentId, status: 'canceled' },
      });
      expect(apply.error).not.toBeNull();
    }
    expect((await nfseOf(c.user))[0]).toMatchObject({
      nfse_status: 'authorized',
      nfse_url: `https://www.asaas.com/nota-fiscal/${c.invoiceId}.pdf`,
    });
  });

  it('Exportar meus dados names the payment page "fatura" and the NFS-e "nota_fiscal"', async () => {
    const c = await paidCharge('nfse-export');
    truth.set(c.invoiceId, asaasInvoice(c.customerId, c.paymentId, c.invoiceId, 'AUTHORIZED'));
    expect((await deliver(invoiceEvent('INVOICE_AUTHORIZED', truth.get(c.invoiceId)))).status).toBe(200);
    const { data, error } = await c.user.client.rpc('export_my_data');
    expect(error).toBeNull();
    expect((data as { cobrancas: unknown[] }).cobrancas).toEqual([
      expect.objectContaining({
        fatura: `https://www.asaas.com/i/${c.paymentId}`,
        nota_fiscal: {
          numero: '000123',
          situacao: 'authorized',
          documento: `https://www.asaas.com/nota-fiscal/${c.invoiceId}.pdf`,
          xml: `https://www.asaas.com/nota-fiscal/${c.invoiceId}.xml`,
        },
      }),
    ]);
  });
});

describe('the sandbox issues a simulated nota fiscal for a paid charge', () => {
  it('Pix paid → signed invoice webhooks → the nota on the charge, its page, one e-mail', async () => {
    expect(SANDBOX).not.toBe('');
    const user = await makeUser('free', 'nfse-sandbox');
    await subscribedWithPix(user);
    const [nota] = await until(
      () => nfseOf(user),
      (p) => p[0]?.nfse_status === 'authorized',
    );
    expect(nota).toMatchObject({
      nfse_status: 'authorized',
      nfse_number: expect.stringMatching(/^\d{6}$/),
      nfse_url: expect.stringMatching(/\/nfse\/inv_/),
    });
    const page = await fetch(local(nota!.nfse_url!));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Nota fiscal de serviço (simulada)');
    expect(html).toContain('não tem valor fiscal');
    expect(html).toContain(nota!.provider_payment_id);
    expect(html).toContain('R$ 14,99');
    expect(
      await until(
        () => subjects(user.email),
        (s) => s.includes(EMITIDA),
      ),
    ).toContain(EMITIDA);
  });
});
