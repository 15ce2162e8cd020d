// Issue 20 in the browser: Assinar → the sandbox provider's checkout → Pix → /sucesso says
// "Premium ativo até …" → Minha assinatura → Cancelar → "acesso até …". A fresh account each
// run, so the demo accounts keep their plans.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './lib/browser';
import { login, openPage, screenshot, url, type OpenPage } from './lib/app';
import { freshAccount, signOutAll } from './lib/api';

let browser: Browser;
let open: OpenPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  if (open) expect(open.errors).toEqual([]);
  await open?.context.close();
  open = undefined;
});
afterAll(async () => {
  await signOutAll();
  await browser?.close();
});

function saoPauloDateBR(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const [y, m, day] = d.toISOString().slice(0, 10).split('-');
  return `${day}/${m}/${y}`;
}

describe('subscribing with Pix in the sandbox', () => {
  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ])('Assinar → Pix → /sucesso → Premium ativo → Cancelar keeps access (%s px)', async (width, viewport) => {
    const account = await freshAccount(`assinante-${width}`, 'Assinante#2026', 'free');
    open = await openPage(browser, viewport);
    const { page } = open;
    await login(page, account);
    await page.goto(url('/plano_premium'));
    await page.getByRole('button', { name: 'Assinar por R$ 14,99/mês' }).click();

    // The sandbox's checkout page (another origin, as the provider's would be).
    await page.getByRole('heading', { name: 'Assinar o SemMultas Premium' }).waitFor();
    await screenshot(page, `sandbox-checkout-${width}`);
    await page.getByRole('button', { name: 'Pagar com Pix' }).click();

    await page.waitForURL(/\/sucesso$/);
    const until = saoPauloDateBR(30);
    await page.getByText(`Premium ativo até ${until}`).waitFor({ timeout: 20_000 });
    await screenshot(page, `sucesso-premium-${width}`);

    await page.getByRole('link', { name: 'Ver minha assinatura' }).click();
    const mine = page.getByRole('region', { name: 'Minha assinatura' });
    await mine.getByText(`Premium ativo até ${until}`).waitFor();
    await mine.getByText('Pago').waitFor();
    await mine.getByRole('button', { name: 'Desistir e receber reembolso' }).waitFor();
    await screenshot(page, `minha-assinatura-${width}`);

    await mine.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByText(`Você continua com acesso até ${until}`, { exact: false }).waitFor();
    await mine.getByText(`Cancelada — acesso até ${until}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `minha-assinatura-cancelada-${width}-claro`);
    await page.getByRole('button', { name: 'Usar modo escuro' }).click();
    await screenshot(page, `minha-assinatura-cancelada-${width}-escuro`);
  });
});
