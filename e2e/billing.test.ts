// Issue 20 in the browser: Assinar → the sandbox provider's checkout → Pix → /sucesso says
// "Premium ativo até …" → Minha assinatura → Cancelar → "acesso até …". A fresh account each
// run, so the demo accounts keep their plans.
import { setUpBrowser } from './lib/set-up-browser';
import { login, screenshot, url, type OpenPage } from './lib/app';
import { freshAccount } from './lib/api';

const browser = setUpBrowser();
let open: OpenPage | undefined;

function saoPauloDateBR(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const [y, m, day] = d.toISOString().slice(0, 10).split('-');
  return `${day}/${m}/${y}`;
}

/**
 * A fresh free account signs in, presses Assinar, pays with Pix on the sandbox's checkout page
 * (another origin, as the provider's would be) and lands on /sucesso with premium active.
 * With `shots`, the checkout and /sucesso are photographed at that width.
 */
async function subscribeWithPix(prefix: string, viewport: { width: number; height: number }, shots?: string) {
  const account = await freshAccount(prefix, 'Assinante#2026', 'free');
  open = await browser.open(viewport);
  const { page } = open;
  await login(page, account);
  await page.goto(url('/plano_premium'));
  await page.getByRole('button', { name: 'Assinar por R$ 14,99/mês' }).click();
  await page.getByRole('heading', { name: 'Assinar o SemMultas Premium' }).waitFor();
  if (shots) await screenshot(page, `sandbox-checkout-${shots}`);
  await page.getByRole('button', { name: 'Pagar com Pix' }).click();
  await page.waitForURL(/\/sucesso$/);
  await page.getByText(`Premium ativo até ${saoPauloDateBR(30)}`).waitFor({ timeout: 20_000 });
  if (shots) await screenshot(page, `sucesso-premium-${shots}`);
  return { page, account };
}

describe('subscribing with Pix in the sandbox', () => {
  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ])('Assinar → Pix → /sucesso → Premium ativo → Cancelar keeps access (%s px)', async (width, viewport) => {
    const { page } = await subscribeWithPix(`assinante-${width}`, viewport, width);
    const until = saoPauloDateBR(30);

    await page.getByRole('link', { name: 'Ver minha assinatura' }).click();
    const mine = page.getByRole('region', { name: 'Minha assinatura' });
    await mine.getByText(`Premium ativo até ${until}`).waitFor();
    await mine.getByText('Pago').waitFor();
    await mine.getByRole('button', { name: 'Desistir e receber reembolso' }).waitFor();
    // The charge's nota fiscal: the sandbox issues its simulated NFS-e a moment after the
    // payment, so a user who arrives first sees it on the next visit.
    const row = mine.getByRole('listitem').filter({ hasText: 'Pago' });
    const nota = row.getByRole('link', { name: /^Nota fiscal nº \d{6}$/ });
    for (let visit = 0; visit < 3 && !(await nota.isVisible()); visit += 1) {
      await page.waitForTimeout(1000);
      await page.reload();
      await mine.getByText('Pago').waitFor();
    }
    await nota.waitFor({ timeout: 5_000 });
    await row.getByRole('link', { name: 'Comprovante' }).waitFor();
    await row.getByRole('link', { name: 'Fatura' }).waitFor();
    expect(await row.getByText('Nota fiscal em emissão').count()).toBe(0);
    await screenshot(page, `minha-assinatura-${width}`);
    const [notaPage] = await Promise.all([page.context().waitForEvent('page'), nota.click()]);
    await notaPage.getByRole('heading', { name: 'Nota fiscal de serviço (simulada)' }).waitFor();
    await notaPage.getByText('não tem valor fiscal', { exact: false }).waitFor();
    await notaPage.getByText('R$ 14,99', { exact: true }).waitFor();
    await screenshot(notaPage, `nota-fiscal-simulada-${width}`);
    await notaPage.close();

    await mine.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByText(`Você continua com acesso até ${until}`, { exact: false }).waitFor();
    await mine.getByText(`Cancelada — acesso até ${until}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `minha-assinatura-cancelada-${width}-claro`);
    await page.getByRole('button', { name: 'Usar modo escuro' }).click();
    await page.waitForTimeout(600); // the menu's colour transition
    await screenshot(page, `minha-assinatura-cancelada-${width}-escuro`);
  });
});

describe('withdrawing while the provider refuses the refund', () => {
  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ])('Desistir → "Desistência registrada", the refund shown as requested, not done (%s px)', async (width, viewport) => {
    const { page, account } = await subscribeWithPix(`desistente-${width}`, viewport);
    await page.goto(url('/plano_premium'));
    const mine = page.getByRole('region', { name: 'Minha assinatura' });
    const charge = await mine.locator('[data-payment]').first().getAttribute('data-payment');
    // The provider will refuse this charge's refund for a while (the daily job asks again).
    const refused = await fetch(`${process.env.SANDBOX_PAY_URL}/_test/payments/${charge}/refund-fail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ times: 5 }),
    });
    expect(refused.status).toBe(200);

    await mine.getByRole('button', { name: 'Desistir e receber reembolso' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Desistir e receber reembolso' }).click();
    const after = page.getByRole('region', { name: 'Minha assinatura' });
    await after.getByText('Desistência registrada').waitFor({ timeout: 20_000 });
    // Premium ended at once: the page no longer says it is active, nor offers it to the menu.
    await after.getByText('Assinatura encerrada', { exact: true }).waitFor();
    expect(await page.getByText(/Premium está ativo até/).count()).toBe(0);
    await after.getByText('Reembolso solicitado', { exact: true }).waitFor();
    await after.getByText(/O provedor de pagamento ainda não aceitou o pedido; voltamos a enviá-lo automaticamente/).waitFor();
    expect(await after.getByText('Reembolsado', { exact: true }).count()).toBe(0);
    expect(await after.getByRole('button', { name: 'Desistir e receber reembolso' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `minha-assinatura-desistencia-${width}-claro`);
    await page.getByRole('button', { name: 'Usar modo escuro' }).click();
    await page.waitForTimeout(600); // the menu's colour transition
    await screenshot(page, `minha-assinatura-desistencia-${width}-escuro`);

    // The admin sees the refused refund among the charges, with how often it was refused.
    const admin = await browser.open(viewport);
    try {
      await login(admin.page, 'admin', /\/admin$/);
      await admin.page.goto(url('/admin/pagamentos'));
      await admin.page.getByRole('tab', { name: 'Cobranças' }).click();
      await admin.page.getByRole('textbox', { name: 'Buscar cobranças' }).fill(account.email);
      const row = admin.page.getByRole('row').filter({ hasText: account.email });
      await row.getByText('Reembolso solicitado', { exact: true }).waitFor();
      await row
        .getByText('Reembolso recusado pelo provedor 1 vez (provedor respondeu HTTP 503); a tarefa diária pede de novo até ele aceitar.')
        .waitFor();
      await screenshot(admin.page, `admin-cobrancas-reembolso-${width}`);
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});

describe('/sucesso while a boleto is still to be paid', () => {
  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ])('says the boleto was generated and premium waits for it (%s px)', async (width, viewport) => {
    const account = await freshAccount(`boleto-${width}`, 'Assinante#2026', 'free');
    open = await browser.open(viewport);
    const { page } = open;
    await login(page, account);
    await page.goto(url('/plano_premium'));
    await page.getByRole('button', { name: 'Assinar por R$ 14,99/mês' }).click();
    await page.getByRole('button', { name: 'Gerar boleto' }).click();
    await page.getByRole('button', { name: 'Compensar boleto' }).waitFor();
    // The buyer comes back before paying it.
    await page.goto(url('/sucesso'));
    await page.getByText('Pagamento pendente', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText(/^Seu boleto foi gerado\. O Premium é ativado quando ele for compensado/).waitFor();
    expect(await page.getByText('Pagamento concluído').count()).toBe(0);
    await screenshot(page, `sucesso-boleto-pendente-${width}-claro`);
    await page.evaluate(() => localStorage.setItem('colorMode', 'dark'));
    await page.reload();
    await page.getByText('Pagamento pendente', { exact: true }).waitFor({ timeout: 20_000 });
    await screenshot(page, `sucesso-boleto-pendente-${width}-escuro`);
  });
});

describe('Assinar with a provider that needs the payer (Asaas)', () => {
  it('asks who pays, refuses a wrong CPF in the page, then opens the checkout with what was typed (390 px)', async () => {
    const account = await freshAccount('pagador-390', 'Assinante#2026', 'free');
    open = await browser.open({ width: 390, height: 844 });
    const { page } = open;
    // The Asaas deployment's first answer (the sandbox needs no document); everything after it
    // is the real checkout action and the sandbox's checkout page.
    const sent: unknown[] = [];
    await page.route('**/functions/v1/billing/checkout', async (route) => {
      const body = (route.request().postDataJSON() ?? {}) as { document?: string };
      sent.push(body);
      if (body.document) return route.continue();
      return route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ code: 'payer_required', message: 'Informe quem paga.' }),
      });
    });
    await login(page, account);
    await page.goto(url('/plano_premium'));
    await page.getByRole('button', { name: 'Assinar por R$ 14,99/mês' }).click();
    const form = page.getByRole('region', { name: 'Quem paga a assinatura' });
    await form.getByText(/a nota fiscal de cada mensalidade sai em nome de quem paga/i).waitFor();
    await page.getByLabel('Nome completo ou razão social').fill('Ana Souza');
    await page.getByLabel('CPF ou CNPJ').fill('529.982.247-24');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.getByText('CPF inválido: confira os números.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'assinar-pagador-390');
    expect(sent).toEqual([{}]);

    await page.getByLabel('CPF ou CNPJ').fill('52998224725');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await page.getByRole('heading', { name: 'Assinar o SemMultas Premium' }).waitFor();
    expect(sent).toEqual([{}, { name: 'Ana Souza', document: '52998224725' }]);
  });
});
