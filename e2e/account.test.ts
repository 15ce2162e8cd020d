// Issue 21 "the user's data is always theirs", in the browser: "Minha conta" from the user
// menu; an expired user exports the ledger typed while premium; the password changes under
// the sign-up rule; the account is deleted after the password is typed again.
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { setUpBrowser } from './lib/set-up-browser';
import { login, screenshot, url, type OpenPage } from './lib/app';
import { apiAs, apiClient, freshAccount } from './lib/api';

const PASSWORD = 'Conta#Segura2026';
const browser = setUpBrowser();
let open: OpenPage;

async function openAccount(email: string, password = PASSWORD) {
  const { page } = open;
  await login(page, { email, password });
  // The dropdown opens with an animation; under load a click can land before it settles, or
  // the menu can close while the home page is still mounting. Like a person, open it again:
  // each try is short, so a missed click costs seconds, not the test's whole timeout.
  const item = page.getByRole('menuitem', { name: 'Minha conta' });
  for (let attempt = 0; attempt < 5 && !/\/minha-conta$/.test(page.url()); attempt += 1) {
    if (!(await item.isVisible())) await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await item.click({ timeout: 5000 }).catch(() => undefined);
    await page.waitForURL(/\/minha-conta$/, { timeout: 5000 }).catch(() => undefined);
  }
  expect(page.url()).toMatch(/\/minha-conta$/);
  await page.getByRole('heading', { name: 'Minha conta', exact: true }).waitFor();
}

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
])('on a %s', (label, viewport) => {
  it('an expired user downloads a zip with the ledger typed while premium', async () => {
    open = await browser.open(viewport);
    const account = await freshAccount(`exporta-${label}`, PASSWORD, 'premium');
    await account.api.rpc('fluxo_caixa_get_or_create');
    const { error } = await account.api.rpc('fluxo_caixa_add_transaction', {
      transaction: { description: 'Venda do bazar', amount: 321.5, type: 'Entrada', category: null, date: '2026-10-05' },
    });
    expect(error).toBeNull();
    const admin = await apiAs('admin');
    await admin.from('user_profiles').update({ plan_expiration: '2026-01-31' }).eq('email', account.email);

    await openAccount(account.email);
    await open.page.getByText('Premium expirado').waitFor();
    // Support: in the top bar on a phone (never floating over the page), floating on a desktop.
    await open.page
      .locator('.ant-layout-header')
      .getByRole('link', { name: 'Fale com o suporte' })
      .or(open.page.locator('.ant-float-btn'))
      .first()
      .waitFor();
    expect(await open.page.locator('.ant-layout-header').getByRole('link', { name: 'Fale com o suporte' }).count()).toBe(
      label === 'phone' ? 1 : 0,
    );
    expect(await open.page.locator('.ant-float-btn').count()).toBe(label === 'phone' ? 0 : 1);
    await screenshot(open.page, `minha-conta-${label}`);
    const [download] = await Promise.all([
      open.page.waitForEvent('download'),
      open.page.getByRole('button', { name: 'Exportar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^semmultas-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(readFileSync((await download.path())!));
    expect(strFromU8(files['fluxo-de-caixa.csv']!)).toContain('05/10/2026;Venda do bazar;;Entrada;321,50');
    expect(JSON.parse(strFromU8(files['dados-completos.json']!)).conta.email).toBe(account.email);
  });
});

it('changes the password after the current one, and ends the other sessions', async () => {
  open = await browser.open();
  const account = await freshAccount('troca-senha', PASSWORD, 'free');
  await openAccount(account.email);
  const { page } = open;
  await page.getByLabel('Senha atual').fill('Errada#2026x');
  await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha2027');
  await page.getByLabel('Confirme a nova senha').fill('Nova#Senha2027');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await page.getByRole('alert').getByText('A senha atual não confere.').waitFor();
  await page.getByLabel('Senha atual').fill(PASSWORD);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await page.getByText('Senha alterada.', { exact: false }).waitFor();
  // The API client signed in before the change has lost its session.
  expect((await account.api.auth.refreshSession()).error).not.toBeNull();
  const again = apiClient();
  expect((await again.auth.signInWithPassword({ email: account.email, password: 'Nova#Senha2027' })).error).toBeNull();
});

it('deletes the account only with the password, then the user is gone', async () => {
  open = await browser.open();
  const account = await freshAccount('exclui', PASSWORD, 'free');
  await openAccount(account.email);
  const { page } = open;
  await page.getByRole('button', { name: 'Usar modo escuro' }).click();
  await screenshot(page, 'minha-conta-escuro');
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir minha conta?' });
  await dialog.getByLabel('Senha').fill('Errada#2026x');
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await dialog.getByRole('alert').getByText('Senha incorreta. A conta não foi excluída.').waitFor();
  await screenshot(page, 'minha-conta-excluir');
  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await page.getByText('Sua conta foi excluída.').waitFor();
  await page.getByRole('button', { name: 'Ir para o início' }).click();
  await page.waitForURL(url('/'));
  expect((await apiClient().auth.signInWithPassword({ email: account.email, password: PASSWORD })).error).not.toBeNull();
});
