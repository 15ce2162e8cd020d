// Issue 20: the Asaas adapter's outgoing calls — customer, checkout (a monthly subscription whose
// first charge's invoice page is the checkout), change of payment method, cancel and refund —
// against a stub of Asaas's API v3 with the shapes of its documentation. No network, no database.
import { asaasProvider } from '../supabase/functions/_shared/billing/asaas.js';
import { nfseFromEnv } from '../supabase/functions/_shared/billing/providers.js';
import { handleBillingWebhook } from '../supabase/functions/billing-webhook/handler.js';
import { handleBilling } from '../supabase/functions/billing/handler.js';

interface Call {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

const NFSE = { serviceCode: '1.03', serviceName: 'Processamento, armazenamento ou hospedagem de dados', iss: 2 };

function stubAsaas(answers: Record<string, unknown | Response>, nfse: typeof NFSE | null = null) {
  const calls: Call[] = [];
  const fetchStub = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    calls.push({
      method,
      path: url.pathname + url.search,
      key: headers.get('access_token'),
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    const answer = answers[`${method} ${url.pathname}${url.search}`];
    if (answer instanceof Response) return answer;
    if (answer === undefined)
      return new Response('{"errors":[{"code":"not_found","description":"Não encontrado"}]}', {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return {
    calls,
    provider: asaasProvider({
      apiKey: '$aact_teste',
      webhookToken: 'tok',
      apiUrl: 'https://api-sandbox.asaas.com',
      fetch: fetchStub as typeof fetch,
      nfse,
    }),
  };
}

describe('Asaas adapter against a stub of its API', () => {
  it('creates the customer with the e-mail and our user id as externalReference', async () => {
    const { calls, provider } = stubAsaas({ 'POST /v3/customers': { object: 'customer', id: 'cus_000005219613' } });
    expect(await provider.createCustomer({ userId: 'u-1', email: 'ana@exemplo.com.br' })).toBe('cus_000005219613');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v3/customers',
        key: '$aact_teste',
        body: { name: 'ana@exemplo.com.br', email: 'ana@exemplo.com.br', externalReference: 'u-1', notificationDisabled: true },
      },
    ]);
  });

  it('opens a monthly R$ 14,99 subscription and returns its first charge’s invoice page as the checkout', async () => {
    const { calls, provider } = stubAsaas({
      'POST /v3/subscriptions': { object: 'subscription', id: 'sub_VXJBYgP2u0eO', status: 'ACTIVE' },
      'GET /v3/subscriptions/sub_VXJBYgP2u0eO/payments': {
        object: 'list',
        totalCount: 1,
        data: [{ object: 'payment', id: 'pay_080225913252', invoiceUrl: 'https://sandbox.asaas.com/i/080225913252' }],
      },
    });
    const out = await provider.createCheckout({
      customerId: 'cus_000005219613',
      userId: 'u-1',
      email: 'ana@exemplo.com.br',
      successUrl: 'https://app/sucesso',
      cancelUrl: 'https://app/plano_premium',
    });
    expect(out).toEqual({ url: 'https://sandbox.asaas.com/i/080225913252', subscriptionId: 'sub_VXJBYgP2u0eO' });
    const created = calls[0]!;
    expect(created).toMatchObject({ method: 'POST', path: '/v3/subscriptions', key: '$aact_teste' });
    expect(created.body).toMatchObject({
      customer: 'cus_000005219613',
      billingType: 'UNDEFINED',
      value: 14.99,
      cycle: 'MONTHLY',
      externalReference: 'u-1',
    });
    expect((created.body as { nextDueDate: string }).nextDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Once paid, Asaas sends the buyer back to /sucesso (its "callback", docs "Redirection after payment").
    expect(created.body).toMatchObject({ callback: { successUrl: 'https://app/sucesso', autoRedirect: true } });
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/v3/subscriptions/sub_VXJBYgP2u0eO/payments' });
  });

  it('asks for no return address Asaas would refuse (a local http:// one)', async () => {
    const { calls, provider } = stubAsaas({
      'POST /v3/subscriptions': { object: 'subscription', id: 'sub_1', status: 'ACTIVE' },
      'GET /v3/subscriptions/sub_1/payments': { object: 'list', data: [{ id: 'pay_1', invoiceUrl: 'https://sandbox.asaas.com/i/1' }] },
    });
    await provider.createCheckout({
      customerId: 'cus_1',
      userId: 'u-1',
      email: 'ana@exemplo.com.br',
      successUrl: 'http://localhost:3000/sucesso',
      cancelUrl: 'http://localhost:3000/plano_premium',
    });
    expect(calls[0]!.body).not.toHaveProperty('callback');
  });

  it('re-reads a subscription charge with its subscription’s next due date (shown as "Próxima cobrança")', async () => {
    const payment = {
      object: 'payment',
      id: 'pay_1',
      customer: 'cus_1',
      subscription: 'sub_1',
      value: 14.99,
      billingType: 'PIX',
      status: 'RECEIVED',
      dueDate: '2026-11-24',
      confirmedDate: '2026-11-24',
      invoiceUrl: 'https://sandbox.asaas.com/i/1',
    };
    const { calls, provider } = stubAsaas({
      'GET /v3/payments/pay_1': payment,
      'GET /v3/subscriptions/sub_1': { object: 'subscription', id: 'sub_1', status: 'ACTIVE', nextDueDate: '2026-12-24' },
    });
    expect(await provider.fetchPayment('pay_1')).toMatchObject({ id: 'pay_1', status: 'paid', nextDueDate: '2026-12-24' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v3/payments/pay_1', 'GET /v3/subscriptions/sub_1']);
    // The subscription cannot be read: the payment still counts, the next date is just unknown.
    const down = stubAsaas({ 'GET /v3/payments/pay_1': payment });
    const read = await down.provider.fetchPayment('pay_1');
    expect(read).toMatchObject({ id: 'pay_1', status: 'paid' });
    expect(read.nextDueDate ?? null).toBeNull();
  });

  it('sends the payer to the pending charge to change how it is paid', async () => {
    const { calls, provider } = stubAsaas({
      'GET /v3/subscriptions/sub_1/payments?status=PENDING': {
        object: 'list',
        data: [{ id: 'pay_2', invoiceUrl: 'https://sandbox.asaas.com/i/2' }],
      },
    });
    expect(await provider.paymentMethodUrl('sub_1', 'https://app/plano_premium')).toEqual({ url: 'https://sandbox.asaas.com/i/2' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v3/subscriptions/sub_1/payments?status=PENDING']);
  });

  it('cancels with DELETE /v3/subscriptions/{id} and refunds with POST /v3/payments/{id}/refund', async () => {
    const { calls, provider } = stubAsaas({
      'DELETE /v3/subscriptions/sub_1': { deleted: true, id: 'sub_1' },
      'POST /v3/payments/pay_1/refund': { object: 'payment', id: 'pay_1', status: 'REFUNDED' },
    });
    await provider.cancelSubscription('sub_1');
    await provider.refundPayment('pay_1');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /v3/subscriptions/sub_1', 'POST /v3/payments/pay_1/refund']);
    expect(calls.every((c) => c.key === '$aact_teste')).toBe(true);
  });

  it('"Alterar forma de pagamento" with no charge open says so (409) instead of doing nothing', async () => {
    const { provider } = stubAsaas({ 'GET /v3/subscriptions/sub_1/payments?status=PENDING': { object: 'list', data: [] } });
    const db = {
      userOf: async () => ({ id: 'u-1', email: 'ana@exemplo.com.br' }),
      select: async () => [{ provider: 'asaas', provider_subscription_id: 'sub_1' }],
      rpc: async () => null,
    };
    const res = await handleBilling(
      new Request('http://localhost/functions/v1/billing/payment-method', { method: 'POST', headers: { authorization: 'Bearer t' } }),
      { providers: { asaas: provider }, current: 'asaas', db, serviceKey: 'svc', siteUrl: 'https://app', mailer: { send: async () => {} } },
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Ainda não há cobrança em aberto/);
  });

  it('throws, instead of granting or refunding silently, when Asaas refuses a call', async () => {
    const { provider } = stubAsaas({});
    await expect(provider.refundPayment('pay_x')).rejects.toThrow();
    await expect(provider.cancelSubscription('sub_x')).rejects.toThrow();
  });
});

// Asaas charges only a customer with a name and a valid cpfCnpj: "Assinar" asks for them, the
// checkout action checks them before calling Asaas, sends them, and stores none of it.
describe('the payer at Assinar (Asaas needs name and CPF/CNPJ)', () => {
  const SUB = {
    'POST /v3/subscriptions': { object: 'subscription', id: 'sub_1', status: 'ACTIVE' },
    'GET /v3/subscriptions/sub_1/payments': { object: 'list', data: [{ id: 'pay_1', invoiceUrl: 'https://sandbox.asaas.com/i/1' }] },
  };

  /** The checkout action with Asaas stubbed; `linked` is the customer id already linked to the user. */
  async function checkout(answers: Record<string, unknown>, body: unknown, linked: string | null = null) {
    const { calls, provider } = stubAsaas(answers);
    const rpcs: { fn: string; args: Record<string, unknown> }[] = [];
    const db = {
      userOf: async () => ({ id: 'u-1', email: 'ana@exemplo.com.br' }),
      select: async () => [],
      rpc: async (fn: string, args: Record<string, unknown>) => {
        rpcs.push({ fn, args });
        return args.p_customer_id ?? linked;
      },
    };
    const res = await handleBilling(
      new Request('http://localhost/functions/v1/billing/checkout', {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      { providers: { asaas: provider }, current: 'asaas', db, serviceKey: 'svc', siteUrl: 'https://app', mailer: { send: async () => {} } },
    );
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, calls, rpcs };
  }

  it('a new customer: created with the name and the bare CPF, then the subscription', async () => {
    const out = await checkout(
      { 'POST /v3/customers': { object: 'customer', id: 'cus_9' }, ...SUB },
      { name: '  Ana   Souza ', document: '529.982.247-25' },
    );
    expect(out).toMatchObject({ status: 200, body: { url: 'https://sandbox.asaas.com/i/1' } });
    expect(out.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v3/customers',
      'POST /v3/subscriptions',
      'GET /v3/subscriptions/sub_1/payments',
    ]);
    expect(out.calls[0]!.body).toEqual({
      name: 'Ana Souza',
      cpfCnpj: '52998224725',
      email: 'ana@exemplo.com.br',
      externalReference: 'u-1',
      notificationDisabled: true,
    });
    expect(out.calls[1]!.body).toMatchObject({ customer: 'cus_9' });
    // Our database learns the customer id only: no name, no document.
    expect(out.rpcs.map((r) => r.args)).toEqual([
      { p_provider: 'asaas', p_customer_id: null, p_user: 'u-1' },
      { p_provider: 'asaas', p_customer_id: 'cus_9', p_user: 'u-1' },
    ]);
    expect(JSON.stringify(out.rpcs)).not.toMatch(/52998224725|Souza/);
  });

  it('an alphanumeric CNPJ (2026) goes as Asaas takes it: upper case, no punctuation', async () => {
    const out = await checkout(
      { 'POST /v3/customers': { object: 'customer', id: 'cus_9' }, ...SUB },
      { name: 'Padaria Pão Quente Ltda', document: '12.abc.345/01de-35' },
    );
    expect(out.status).toBe(200);
    expect(out.calls[0]!.body).toMatchObject({ name: 'Padaria Pão Quente Ltda', cpfCnpj: '12ABC34501DE35' });
  });

  it('without the payer: 400 payer_required and nothing created at Asaas', async () => {
    const out = await checkout(SUB, {});
    expect(out.status).toBe(400);
    expect(out.body).toEqual({
      code: 'payer_required',
      message: 'Para emitir a cobrança e a nota fiscal, informe o nome completo ou a razão social e o CPF ou CNPJ de quem paga.',
    });
    expect(out.calls).toEqual([]);
  });

  it.each([
    [{ name: 'Ana Souza', document: '529.982.247-24' }, 'document', 'CPF inválido: confira os números.'],
    [{ name: 'Ana Souza', document: '11.222.333/0001-82' }, 'document', 'CNPJ inválido: confira os números.'],
    [{ name: 'Ana Souza', document: '123' }, 'document', 'Digite um CPF (11 números) ou um CNPJ (14 caracteres).'],
    [{ name: ' ', document: '529.982.247-25' }, 'name', 'Informe o nome completo ou a razão social.'],
    [{ document: '529.982.247-25' }, 'name', 'Informe o nome completo ou a razão social.'],
  ])('%j is refused with 400 before any call to Asaas', async (body, field, message) => {
    const out = await checkout({ 'POST /v3/customers': { id: 'cus_9' }, ...SUB }, body, 'cus_1');
    expect(out).toMatchObject({ status: 400, body: { code: 'payer_invalid', field, message } });
    expect(out.calls).toEqual([]);
    expect(out.rpcs).toEqual([]);
  });

  it('a customer linked before, without a document: asked for it, then updated before the checkout', async () => {
    const answers = {
      'GET /v3/customers/cus_1': { object: 'customer', id: 'cus_1', name: 'ana@exemplo.com.br', cpfCnpj: null },
      'PUT /v3/customers/cus_1': { object: 'customer', id: 'cus_1' },
      ...SUB,
    };
    const asked = await checkout(answers, {}, 'cus_1');
    expect(asked).toMatchObject({ status: 400, body: { code: 'payer_required' } });
    expect(asked.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v3/customers/cus_1']);

    const out = await checkout(answers, { name: 'Ana Souza', document: '52998224725' }, 'cus_1');
    expect(out.status).toBe(200);
    expect(out.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /v3/customers/cus_1',
      'POST /v3/subscriptions',
      'GET /v3/subscriptions/sub_1/payments',
    ]);
    expect(out.calls[0]!.body).toEqual({ name: 'Ana Souza', cpfCnpj: '52998224725' });
    expect(out.calls[1]!.body).toMatchObject({ customer: 'cus_1' });
  });

  it('a customer whose document Asaas already has is not asked again', async () => {
    const out = await checkout(
      { 'GET /v3/customers/cus_1': { object: 'customer', id: 'cus_1', name: 'Ana Souza', cpfCnpj: '52998224725' }, ...SUB },
      {},
      'cus_1',
    );
    expect(out.status).toBe(200);
    expect(out.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /v3/customers/cus_1',
      'POST /v3/subscriptions',
      'GET /v3/subscriptions/sub_1/payments',
    ]);
  });

  it('Asaas refusing the customer (4xx) is a 400 about the data typed, not a 500', async () => {
    const refused = new Response('{"errors":[{"code":"invalid_cpfCnpj","description":"O CPF/CNPJ informado é inválido."}]}', {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
    const out = await checkout({ 'POST /v3/customers': refused, ...SUB }, { name: 'Ana Souza', document: '52998224725' });
    expect(out).toMatchObject({
      status: 400,
      body: {
        code: 'payer_invalid',
        message: 'O provedor de pagamento recusou o nome ou o CPF/CNPJ informado. Confira os dados e tente de novo.',
      },
    });
    expect(out.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v3/customers']);
  });

  it('the sandbox needs no document; Asaas does', async () => {
    const { sandboxProvider } = await import('../supabase/functions/_shared/billing/sandbox.js');
    expect(sandboxProvider({ secret: 'whsec_dGVzdA==', apiUrl: 'http://127.0.0.1:1' }).needsPayerDocument).toBe(false);
    expect(stubAsaas({}).provider.needsPayerDocument).toBe(true);
  });
});

describe('Asaas NFS-e (nota fiscal de serviço per charge)', () => {
  const checkout = {
    customerId: 'cus_000005219613',
    userId: 'u-1',
    email: 'ana@exemplo.com.br',
    successUrl: 'https://app/sucesso',
    cancelUrl: 'https://app/plano_premium',
  };
  const subscriptionAnswers = {
    'POST /v3/subscriptions': { object: 'subscription', id: 'sub_VXJBYgP2u0eO', status: 'ACTIVE' },
    'GET /v3/subscriptions/sub_VXJBYgP2u0eO/payments': {
      object: 'list',
      data: [{ object: 'payment', id: 'pay_080225913252', invoiceUrl: 'https://sandbox.asaas.com/i/080225913252' }],
    },
  };

  it('configures the new subscription’s invoiceSettings with the municipal service, ISS and ON_PAYMENT_CONFIRMATION', async () => {
    const { calls, provider } = stubAsaas(
      {
        ...subscriptionAnswers,
        // The settings as saved (the adapter reads nothing from this answer).
        'POST /v3/subscriptions/sub_VXJBYgP2u0eO/invoiceSettings': {
          municipalServiceId: null,
          municipalServiceCode: '1.03',
          municipalServiceName: 'Processamento, armazenamento ou hospedagem de dados',
          deductions: 0,
          effectiveDatePeriod: 'ON_PAYMENT_CONFIRMATION',
          daysBeforeDueDate: null,
          receivedOnly: true,
          observations: 'SemMultas Premium — assinatura mensal.',
          taxes: { retainIss: false, iss: 2, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
        },
      },
      NFSE,
    );
    expect(await provider.createCheckout(checkout)).toEqual({
      url: 'https://sandbox.asaas.com/i/080225913252',
      subscriptionId: 'sub_VXJBYgP2u0eO',
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v3/subscriptions',
      'POST /v3/subscriptions/sub_VXJBYgP2u0eO/invoiceSettings',
      'GET /v3/subscriptions/sub_VXJBYgP2u0eO/payments',
    ]);
    expect(calls[1]).toMatchObject({ key: '$aact_teste' });
    expect(calls[1]!.body).toEqual({
      municipalServiceCode: '1.03',
      municipalServiceName: 'Processamento, armazenamento ou hospedagem de dados',
      updatePayment: false,
      deductions: 0,
      effectiveDatePeriod: 'ON_PAYMENT_CONFIRMATION',
      receivedOnly: true,
      observations: 'SemMultas Premium — assinatura mensal.',
      taxes: { retainIss: false, iss: 2, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
    });
  });

  it('sends municipalServiceId instead of the code when the city hall lists its services', async () => {
    const { calls, provider } = stubAsaas({ ...subscriptionAnswers, 'POST /v3/subscriptions/sub_VXJBYgP2u0eO/invoiceSettings': {} }, {
      serviceId: '21234',
      serviceName: 'Análise e desenvolvimento de sistemas',
      iss: 2,
    } as unknown as typeof NFSE);
    await provider.createCheckout(checkout);
    expect(calls[1]!.body).toMatchObject({ municipalServiceId: '21234', municipalServiceName: 'Análise e desenvolvimento de sistemas' });
    expect(calls[1]!.body).not.toHaveProperty('municipalServiceCode');
  });

  it('makes no invoiceSettings call when NFS-e is not configured', async () => {
    const { calls, provider } = stubAsaas(subscriptionAnswers);
    await provider.createCheckout(checkout);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v3/subscriptions',
      'GET /v3/subscriptions/sub_VXJBYgP2u0eO/payments',
    ]);
  });

  it('a refused invoiceSettings removes the new subscription and fails the checkout (no charges without their nota)', async () => {
    const { calls, provider } = stubAsaas(
      { ...subscriptionAnswers, 'DELETE /v3/subscriptions/sub_VXJBYgP2u0eO': { deleted: true, id: 'sub_VXJBYgP2u0eO' } },
      NFSE,
    );
    await expect(provider.createCheckout(checkout)).rejects.toThrow(/HTTP 404/);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /v3/subscriptions',
      'POST /v3/subscriptions/sub_VXJBYgP2u0eO/invoiceSettings',
      'DELETE /v3/subscriptions/sub_VXJBYgP2u0eO',
    ]);
  });

  it('reads its configuration from the secrets; none → no NFS-e; half of it → none, said in the log', () => {
    const env = (vars: Record<string, string>) => (name: string) => vars[name];
    expect(nfseFromEnv(env({}))).toBeNull();
    expect(
      nfseFromEnv(env({ ASAAS_NFSE_SERVICE_CODE: '1.03', ASAAS_NFSE_SERVICE_NAME: 'Processamento de dados', ASAAS_NFSE_ISS: '2,5' })),
    ).toEqual({ serviceCode: '1.03', serviceName: 'Processamento de dados', iss: 2.5 });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(nfseFromEnv(env({ ASAAS_NFSE_SERVICE_CODE: '1.03' }))).toBeNull();
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/NFS-e mal configurada/));
    } finally {
      error.mockRestore();
    }
  });

  describe('INVOICE_* webhooks: the token, then the invoice re-read from GET /v3/invoices/{id}', () => {
    // docs.asaas.com "Invoices events": the notification's JSON.
    const invoice = (status: string) => ({
      object: 'invoice',
      id: 'inv_000000000232',
      status,
      customer: 'cus_000000002750',
      type: 'NFS-e',
      statusDescription: null,
      serviceDescription: 'SemMultas Premium — assinatura mensal',
      pdfUrl: status === 'AUTHORIZED' ? 'https://www.asaas.com/nota-fiscal/inv_000000000232.pdf' : null,
      xmlUrl: status === 'AUTHORIZED' ? 'https://www.asaas.com/nota-fiscal/inv_000000000232.xml' : null,
      rpsSerie: null,
      rpsNumber: null,
      number: status === 'AUTHORIZED' ? '000123' : null,
      validationCode: null,
      value: 14.99,
      deductions: 0,
      effectiveDate: '2026-11-24',
      observations: 'SemMultas Premium — assinatura mensal.',
      estimatedTaxesDescription: '',
      payment: 'pay_145059895800',
      installment: null,
      taxes: { retainIss: false, iss: 2, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
      municipalServiceCode: '1.03',
      municipalServiceName: 'Processamento, armazenamento ou hospedagem de dados',
    });
    const authorized = JSON.stringify({
      id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
      event: 'INVOICE_AUTHORIZED',
      dateCreated: '2026-11-24 16:45:03',
      account: { id: '47ed0d25-f9fb-4b35-b23a-d8895caf92b7', ownerId: null },
      invoice: invoice('AUTHORIZED'),
    });

    async function deliver(apiSays: string, token = 'tok') {
      const { calls, provider } = stubAsaas({ 'GET /v3/invoices/inv_000000000232': invoice(apiSays) });
      const rpcs: { fn: string; args: Record<string, unknown> }[] = [];
      const res = await handleBillingWebhook(
        new Request('http://localhost/functions/v1/billing-webhook/asaas', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'asaas-access-token': token },
          body: authorized,
        }),
        {
          providers: { asaas: provider },
          db: {
            rpc: async (fn: string, args: Record<string, unknown>) => {
              rpcs.push({ fn, args });
              return { result: 'applied' };
            },
          },
        },
      );
      return { status: res.status, calls, rpcs };
    }

    it('INVOICE_AUTHORIZED confirmed by the API is applied as authorized, with the number and the PDF', async () => {
      const { status, calls, rpcs } = await deliver('AUTHORIZED');
      expect(status).toBe(200);
      expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /v3/invoices/inv_000000000232']);
      expect(rpcs).toEqual([
        {
          fn: 'billing_apply_invoice',
          args: {
            p_provider: 'asaas',
            p_event_id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
            p_invoice: {
              id: 'inv_000000000232',
              paymentId: 'pay_145059895800',
              customerId: 'cus_000000002750',
              status: 'authorized',
              number: '000123',
              url: 'https://www.asaas.com/nota-fiscal/inv_000000000232.pdf',
              xmlUrl: 'https://www.asaas.com/nota-fiscal/inv_000000000232.xml',
            },
            p_payload: JSON.parse(authorized),
          },
        },
      ]);
    });

    it('a body claiming AUTHORIZED while the API says SCHEDULED is applied as scheduled: no number, no document', async () => {
      const { status, rpcs } = await deliver('SCHEDULED');
      expect(status).toBe(200);
      expect(rpcs[0]!.args.p_invoice).toEqual({
        id: 'inv_000000000232',
        paymentId: 'pay_145059895800',
        customerId: 'cus_000000002750',
        status: 'scheduled',
        number: null,
        url: null,
        xmlUrl: null,
      });
    });

    it('a forged token is 401: the API is not read and nothing is applied', async () => {
      const { status, calls, rpcs } = await deliver('AUTHORIZED', 'forjado');
      expect(status).toBe(401);
      expect(calls).toEqual([]);
      expect(rpcs).toEqual([]);
    });
  });
});
