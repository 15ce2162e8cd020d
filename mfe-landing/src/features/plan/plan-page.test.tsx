import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { App } from 'antd';
import { QueryProvider } from '@semmultas/shared/ui/query-provider';
import { fakeSupabase, type FakeRpcs } from '@semmultas/shared/testing/test-supabase.ts';
import type { Plan, RemoteProps, RuntimeConfig, StoredUser } from '@semmultas/shared/types';
import { PREMIUM_FEATURES } from '@semmultas/shared/routes';
import { FEATURE_CATALOG } from '../../lib/feature-catalog';
import { PlanPage } from './plan-page';

const config = { contactEmail: 'a@b.dev' } as RuntimeConfig;

function renderPlan(plan: Plan, plan_expiration: string | null, props: Partial<RemoteProps> = {}, at = '/plano_premium') {
  const user: StoredUser = { id: 'u1', email: 'u@teste.dev', is_premium: plan !== 'free', plan_expiration, is_admin: false };
  return render(
    <MemoryRouter initialEntries={[at]}>
      <PlanPage supabase={fakeSupabase({}).client} user={user} plan={plan} basePath="/plano_premium" config={config} {...props} />
    </MemoryRouter>,
    { wrapper: QueryProvider },
  );
}

describe('PlanPage', () => {
  it('invites a free user with the exact headline and a subscribe button', () => {
    renderPlan('free', null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seja Premium...');
    expect(screen.getByRole('button', { name: 'Assinar por R$ 14,99/mês' })).toBeEnabled();
  });

  it('lists the nine features and marks what the free plan opens', () => {
    renderPlan('free', null);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(screen.getAllByText('Liberado no seu plano')).toHaveLength(2);
    expect(screen.getAllByText('Premium', { selector: '.ant-tag span, .ant-tag' }).length).toBe(7);
    // Open areas link to themselves; locked ones are plain titles.
    expect(within(items[0]!).getByRole('link', { name: 'SEFAZ Estaduais' }).getAttribute('href')).toBe('/sefaz-estaduais');
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    items.forEach((item, i) => within(item).getByRole('img', { name: FEATURE_CATALOG[i]!.imageAlt }));
  });

  it('shows an active plan with its expiry date and every feature open', () => {
    renderPlan('premium', '2026-12-31');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seu plano Premium está ativo até 31/12/2026');
    expect(screen.getAllByText('Liberado no seu plano')).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Renovar assinatura' })).toBeEnabled();
  });

  it('shows an expired plan and offers the renewal', () => {
    renderPlan('expired', '2025-01-15');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seu plano Premium expirou em 15/01/2025');
    expect(screen.getByRole('button', { name: 'Renovar por R$ 14,99/mês' })).toBeEnabled();
    expect(screen.getAllByText('Liberado no seu plano')).toHaveLength(2);
  });

  it('disables the button without a signed-in user', () => {
    render(
      <MemoryRouter initialEntries={['/plano_premium']}>
        <PlanPage supabase={fakeSupabase({}).client} user={null} plan="free" basePath="/plano_premium" config={config} />
      </MemoryRouter>,
      { wrapper: QueryProvider },
    );
    expect(screen.getByRole('button', { name: 'Assinar por R$ 14,99/mês' })).toBeDisabled();
  });
});

describe('PlanPage naming the feature that was asked for (issue 21)', () => {
  it('shows the forum, what it does, its picture, the price and "Assinar"', () => {
    renderPlan('free', null, {}, '/plano_premium?recurso=forum');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seja Premium...');
    const asked = screen.getByRole('region', { name: 'Fórum' });
    expect(within(asked).getByText('Recurso Premium')).toBeInTheDocument();
    expect(within(asked).getByText('Pergunte e responda dúvidas tributárias com outros empresários e contadores.')).toBeInTheDocument();
    expect(within(asked).getByRole('img', { name: 'Dois balões de conversa' })).toBeInTheDocument();
    expect(screen.getByText('R$ 14,99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assinar por R$ 14,99/mês' })).toBeInTheDocument();
  });

  it.each(PREMIUM_FEATURES.map((f) => [f.id, f.title] as const))('names %s', (id, title) => {
    renderPlan('free', null, {}, `/plano_premium?recurso=${id}`);
    const asked = screen.getByRole('region', { name: title });
    expect(asked.getAttribute('data-recurso')).toBe(id);
    expect(within(asked).getByRole('img').getAttribute('aria-label')).not.toBe('');
  });

  it('names the premium tips with their own picture', () => {
    renderPlan('free', null, {}, '/plano_premium?recurso=dicas-premium');
    const asked = screen.getByRole('region', { name: 'Dicas detalhadas e atualizadas' });
    expect(within(asked).getByRole('img', { name: 'Lâmpada acesa com um selo de Premium' })).toBeInTheDocument();
  });

  it('asks an expired plan to renew', () => {
    renderPlan('expired', '2025-01-15', {}, '/plano_premium?recurso=fluxo-caixa');
    expect(within(screen.getByRole('region', { name: 'Fluxo de Caixa' })).getByText(/renove o Premium/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renovar por R$ 14,99/mês' })).toBeInTheDocument();
  });

  it('ignores an unknown or free feature, and a premium plan', () => {
    for (const recurso of ['nada', 'sefaz-estaduais', '']) {
      const { unmount } = renderPlan('free', null, {}, `/plano_premium?recurso=${recurso}`);
      expect(screen.queryByText('Recurso Premium')).toBeNull();
      unmount();
    }
    renderPlan('premium', '2026-12-31', {}, '/plano_premium?recurso=forum');
    expect(screen.queryByText('Recurso Premium')).toBeNull();
  });

  it('calls the free plan "Grátis"', () => {
    renderPlan('free', null);
    expect(screen.getByText('Plano Grátis')).toBeInTheDocument();
  });
});

describe('Minha assinatura (issue 20)', () => {
  const user: StoredUser = { id: 'u1', email: 'u@teste.dev', is_premium: true, plan_expiration: '2027-01-12', is_admin: false };
  const paidAt = new Date(Date.now() - 2 * 86400000).toISOString();
  const payment = {
    id: 1,
    subscription_id: 1,
    provider_payment_id: 'pay_1',
    amount_cents: 1499,
    method: 'pix',
    status: 'paid',
    due_date: null,
    paid_at: paidAt,
    receipt_url: 'https://sandbox/comprovante/pay_1',
    invoice_url: 'https://sandbox/fatura/pay_1',
    created_at: paidAt,
  };
  const subscription = {
    id: 1,
    status: 'active',
    method: 'pix',
    next_charge_date: '2027-01-09',
    canceled_at: null as string | null,
    created_at: paidAt,
  };

  function renderMine(rpcs: FakeRpcs = {}, tables = { payments: [payment], subscriptions: [subscription] }) {
    const fake = fakeSupabase(tables, rpcs);
    // Inside antd's App, as the shell renders every remote: the confirmation is its Modal.confirm.
    render(
      <App>
        <MemoryRouter initialEntries={['/plano_premium']}>
          <PlanPage supabase={fake.client} user={user} plan="premium" basePath="/plano_premium" config={config} />
        </MemoryRouter>
      </App>,
      { wrapper: QueryProvider },
    );
    return fake;
  }

  it('shows the status, the next charge, the history with its links and the three actions', async () => {
    renderMine();
    const region = await screen.findByRole('region', { name: 'Minha assinatura' });
    expect(within(region).getByText('Premium ativo até 12/01/2027')).toBeInTheDocument();
    expect(within(region).getByText('Próxima cobrança: 09/01/2027 — R$ 14,99 (Pix)')).toBeInTheDocument();
    expect(within(region).getByText('Pago')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Comprovante' }).getAttribute('href')).toBe(payment.receipt_url);
    expect(within(region).getByRole('link', { name: 'Fatura' }).getAttribute('href')).toBe(payment.invoice_url);
    for (const name of ['Cancelar assinatura', 'Alterar forma de pagamento', 'Desistir e receber reembolso']) {
      expect(within(region).getByRole('button', { name })).toBeInTheDocument();
    }
    // A renewing subscription is not bought a second time.
    expect(screen.queryByRole('button', { name: 'Renovar assinatura' })).toBeNull();
  });

  it('shows each charge’s nota fiscal: the link once issued, “em emissão” while scheduled, nothing when there is none', async () => {
    const older = new Date(Date.now() - 40 * 86400000).toISOString();
    const oldest = new Date(Date.now() - 70 * 86400000).toISOString();
    // Rows as the database answers them, with the nota fiscal's columns.
    const charges: Record<string, unknown>[] = [
      { ...payment, nfse_status: 'scheduled', nfse_number: null, nfse_url: null },
      {
        ...payment,
        id: 2,
        provider_payment_id: 'pay_2',
        paid_at: older,
        created_at: older,
        nfse_status: 'authorized',
        nfse_number: '000042',
        nfse_url: 'https://sandbox/nfse/inv_2',
      },
      { ...payment, id: 3, provider_payment_id: 'pay_3', paid_at: oldest, created_at: oldest, receipt_url: null, invoice_url: null },
    ];
    renderMine({}, { payments: charges as (typeof payment)[], subscriptions: [subscription] });
    const region = await screen.findByRole('region', { name: 'Minha assinatura' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // Newest first: scheduled, then the issued one, then a charge without a nota.
    expect(within(rows[0]!).getByText('Nota fiscal em emissão')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('link', { name: /Nota fiscal/ })).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Fatura' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Comprovante' })).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'Nota fiscal nº 000042' }).getAttribute('href')).toBe('https://sandbox/nfse/inv_2');
    expect(within(rows[2]!).queryByText(/Nota fiscal/)).toBeNull();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
  });

  it('hides "Desistir" after the 7 days and says "Cancelada — acesso até …" once canceled', async () => {
    const old = new Date(Date.now() - 9 * 86400000).toISOString();
    renderMine(
      {},
      {
        payments: [{ ...payment, paid_at: old, created_at: old }],
        subscriptions: [{ ...subscription, canceled_at: old, status: 'canceled' }],
      },
    );
    const region = await screen.findByRole('region', { name: 'Minha assinatura' });
    expect(within(region).getByText('Cancelada — acesso até 12/01/2027')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Desistir e receber reembolso' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Cancelar assinatura' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Renovar assinatura' })).toBeInTheDocument();
  });

  it('cancels through the billing function and tells until when access lasts', async () => {
    const fake = renderMine({ 'functions/billing/cancel': () => ({ plan_expiration: '2027-01-12' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancelar assinatura' }));
    // The confirmation's own button has the same name.
    await screen.findByRole('dialog', { name: 'Cancelar a assinatura?' });
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Cancelar assinatura' }).at(-1)!);
    });
    expect(await screen.findByText('Assinatura cancelada. Você continua com acesso até 12/01/2027.')).toBeInTheDocument();
    expect(fake.calls).toContain('function billing/cancel({})');
  });

  it('after a withdrawal whose refund the provider refused, says the refund is requested and retried, not done', async () => {
    const asked = '2026-11-20T13:00:00Z';
    const refunding = {
      ...payment,
      status: 'refund_requested',
      refund_requested_at: asked,
      refund_accepted_at: null,
      refund_attempts: 1,
      refund_last_error: 'provedor respondeu HTTP 503',
    };
    renderMine({}, { payments: [refunding], subscriptions: [{ ...subscription, canceled_at: asked, status: 'canceled' }] });
    const region = await screen.findByRole('region', { name: 'Minha assinatura' });
    expect(within(region).getByText('Reembolso solicitado')).toBeInTheDocument();
    expect(within(region).getByText('Desistência registrada')).toBeInTheDocument();
    expect(
      within(region).getByText(
        'Reembolso solicitado em 20/11/2026. O provedor de pagamento ainda não aceitou o pedido; voltamos a enviá-lo automaticamente até que aceite, sem que você precise fazer nada. O valor de R$ 14,99 volta pela mesma forma de pagamento.',
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByText('Reembolsado')).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Desistir e receber reembolso' })).toBeNull();
    // The provider's own error text is for the admin, not the customer.
    expect(region.textContent).not.toContain('HTTP 503');
  });

  it('shows nothing for a user who never paid', async () => {
    renderMine({}, { payments: [], subscriptions: [] });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Minha assinatura' })).toBeNull();
  });
});

describe('Assinar: who pays, when the provider asks (issue 20, Asaas)', () => {
  const PEDIDO = 'Para emitir a cobrança e a nota fiscal, informe o nome completo ou a razão social e o CPF ou CNPJ de quem paga.';
  /** A non-2xx answer of the billing function, as supabase-js hands it over. */
  const refused = (status: number, body: Record<string, unknown>) => ({ ok: false, status, json: async () => body });
  afterEach(() => {
    window.location.hash = '';
  });

  function renderFree(checkout: (body: Record<string, unknown>) => unknown) {
    const fake = fakeSupabase({}, { 'functions/billing/checkout': checkout });
    const user: StoredUser = { id: 'u1', email: 'u@teste.dev', is_premium: false, plan_expiration: null, is_admin: false };
    render(
      <MemoryRouter initialEntries={['/plano_premium']}>
        <PlanPage supabase={fake.client} user={user} plan="free" basePath="/plano_premium" config={config} />
      </MemoryRouter>,
      { wrapper: QueryProvider },
    );
    return fake;
  }
  const assinar = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Assinar por R$ 14,99/mês' }));
    });
  };
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const sent = (fake: { calls: string[] }) => fake.calls.filter((c) => c.startsWith('function '));
  const continuar = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continuar para o pagamento' }));
    });
  };

  it('a provider that needs nothing (the sandbox): straight to its checkout, no form', async () => {
    const fake = renderFree(() => ({ url: '#checkout-sandbox' }));
    await assinar();
    expect(window.location.hash).toBe('#checkout-sandbox');
    expect(sent(fake)).toEqual(['function billing/checkout({})']);
    expect(screen.queryByLabelText('CPF ou CNPJ')).toBeNull();
  });

  it('asks for the name and CPF/CNPJ, says why, checks the digits here and sends what was typed', async () => {
    const fake = renderFree((body) =>
      body.document ? { url: '#checkout-asaas' } : refused(400, { code: 'payer_required', message: PEDIDO }),
    );
    await assinar();
    const form = screen.getByRole('region', { name: 'Quem paga a assinatura' });
    expect(within(form).getByText(/nota fiscal de cada mensalidade sai em nome de quem paga/)).toBeInTheDocument();
    expect(within(form).getByText(/o SemMultas não os guarda/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assinar por R$ 14,99/mês' })).toBeNull();

    // Empty, then a CPF with a wrong check digit: refused here, nothing sent.
    await continuar();
    expect(await screen.findByText('Informe o nome completo ou a razão social.')).toBeInTheDocument();
    expect(screen.getByText('Informe o CPF ou o CNPJ.')).toBeInTheDocument();
    type('Nome completo ou razão social', 'Ana Souza');
    type('CPF ou CNPJ', '529.982.247-24');
    await continuar();
    expect(await screen.findByText('CPF inválido: confira os números.')).toBeInTheDocument();
    expect(sent(fake)).toEqual(['function billing/checkout({})']);

    type('CPF ou CNPJ', '529.982.247-25');
    await continuar();
    expect(window.location.hash).toBe('#checkout-asaas');
    expect(sent(fake)).toEqual([
      'function billing/checkout({})',
      'function billing/checkout({"name":"Ana Souza","document":"529.982.247-25"})',
    ]);
  });

  it('accepts an alphanumeric CNPJ and a company name', async () => {
    const fake = renderFree((body) => (body.document ? { url: '#ok' } : refused(400, { code: 'payer_required', message: PEDIDO })));
    await assinar();
    type('Nome completo ou razão social', 'Padaria Pão Quente Ltda');
    type('CPF ou CNPJ', '12abc34501de35');
    await continuar();
    expect(sent(fake).at(-1)).toBe('function billing/checkout({"name":"Padaria Pão Quente Ltda","document":"12abc34501de35"})');
  });

  it('a refusal from the server shows on its field or above the button, and keeps what was typed', async () => {
    let answer: unknown = refused(400, { code: 'payer_invalid', field: 'document', message: 'CNPJ inválido: confira os números.' });
    renderFree((body) => (body.document ? answer : refused(400, { code: 'payer_required', message: PEDIDO })));
    await assinar();
    type('Nome completo ou razão social', 'Ana Souza');
    type('CPF ou CNPJ', '11.222.333/0001-81');
    await continuar();
    expect(await screen.findByText('CNPJ inválido: confira os números.')).toBeInTheDocument();

    answer = refused(502, { message: 'Não foi possível falar com o provedor de pagamento. Tente de novo em instantes.' });
    await continuar();
    expect(await screen.findByText('Não foi possível falar com o provedor de pagamento. Tente de novo em instantes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo ou razão social')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(window.location.hash).toBe('');
  });
});
