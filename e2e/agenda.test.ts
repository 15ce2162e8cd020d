// Issue 19 in the browser: a new account opens the tax calendar from the menu, tells about its
// company (a wrong CNPJ is refused on the page), sees its DAS and DEFIS with the reason and the
// legal basis of each date, marks one paid, finds the mark after a reload and undoes it, shares
// the company with a second account (read-only there) and revokes it; the free plan's limit of
// one company; both widths, both colour modes.
import type { Page } from 'playwright-core';
import { freshAccount } from './lib/api';
import { login, menuLink, PHONE, screenshotsLightAndDark as fotos, url } from './lib/app';
import { setUpBrowser } from './lib/set-up-browser';

jest.setTimeout(240_000);

const { open } = setUpBrowser();

async function criarEmpresa(page: Page, nome: string) {
  await page.getByRole('heading', { name: 'Conte sobre sua empresa' }).waitFor();
  await page.getByLabel('Nome da empresa').fill(nome);
  await page.getByLabel(/^CNPJ/).fill('11.222.333/0001-82');
  await page.getByLabel('UF').selectOption({ label: 'SP — São Paulo' });
  await page.getByRole('button', { name: 'Salvar empresa' }).click();
  await page.getByText('CNPJ inválido: confira os dígitos verificadores.').waitFor();
  await page.getByLabel(/^CNPJ/).fill('11.222.333/0001-81');
  await page.getByRole('button', { name: 'Salvar empresa' }).click();
}

describe('Agenda tributária', () => {
  it('um Simples Nacional sem empregados: DAS e DEFIS com o motivo da data e a base legal; marcar como pago e desfazer', async () => {
    const conta = await freshAccount('agenda', 'Agenda#2026', 'premium');
    const { page, errors } = await open();
    await login(page, conta);
    await menuLink(page, 'Agenda tributária').click();
    await page.waitForURL(/\/agenda-tributaria$/);
    await criarEmpresa(page, 'Padaria Pão Quente');

    const das = page.getByRole('listitem', { name: /^DAS do Simples Nacional \(e PGDAS-D\), competência 11\/2026, vence em 21\/12\/2026/ });
    await das.waitFor();
    expect(await das.textContent()).toContain('Por quê: 20/12 é domingo: prorrogado para 21/12.');
    expect(await das.textContent()).toContain('Base legal: LC 123/2006 art. 21, III; Res. CGSN 140/2018 art. 40, caput e § 3º.');
    const defis = page.getByRole('listitem', { name: /^DEFIS, competência 2026, vence em 31\/03\/2027/ });
    await defis.waitFor();
    expect(await defis.textContent()).toContain('Res. CGSN 140/2018 art. 72 § 1º');
    // No employees: no DCTFWeb, FGTS or eSocial.
    expect(await page.getByRole('listitem', { name: /^FGTS/ }).count()).toBe(0);
    await fotos(page, 'agenda-proximos', 1280);

    await das.getByRole('button', { name: /^Marcar como pago/ }).click();
    await das.getByText('Pago', { exact: true }).waitFor();
    await page.reload();
    await das.getByText('Pago', { exact: true }).waitFor();
    await das.getByRole('button', { name: /^Desfazer/ }).click();
    await das.getByRole('button', { name: /^Marcar como pago/ }).waitFor();

    await page.getByRole('tab', { name: 'Mês' }).click();
    await page.getByRole('heading', { name: /^Vencimentos de \d{2}\/\d{4}$/ }).waitFor();
    await fotos(page, 'agenda-mes', 1280);
    await page.getByRole('tab', { name: 'Empresas' }).click();
    await page.getByText('CNPJ 11.222.333/0001-81').waitFor();
    await page.getByText('SP', { exact: true }).waitFor();

    // Shared with the accountant (a second account): read-only there, revoked here.
    const contador = await freshAccount('agenda-contador', 'Contador#2026', 'free');
    await page.getByLabel('E-mail do contador de Padaria Pão Quente').fill(contador.email);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    await page.getByRole('button', { name: `Revogar o acesso de ${contador.email}` }).waitFor();
    await fotos(page, 'agenda-empresas', 1280);
    const outro = await open();
    await login(outro.page, contador);
    await outro.page.goto(url('/agenda-tributaria'));
    const dasLa = outro.page.getByRole('listitem', { name: /^DAS do Simples Nacional \(e PGDAS-D\), competência 11\/2026/ });
    await dasLa.waitFor();
    // Read-only: nothing that writes (the memória de cálculo still opens).
    await dasLa.getByRole('button', { name: 'Memória de cálculo' }).waitFor();
    expect(await dasLa.getByRole('button', { name: /Marcar como|Desfazer|Salvar valor/ }).count()).toBe(0);
    expect(await dasLa.getByLabel('Valor da guia').count()).toBe(0);
    await outro.page.getByRole('tab', { name: 'Empresas' }).click();
    await outro.page.getByText('Compartilhada com você (somente leitura)').waitFor();
    await page.getByRole('button', { name: `Revogar o acesso de ${contador.email}` }).click();
    await page.getByRole('button', { name: `Revogar o acesso de ${contador.email}` }).waitFor({ state: 'detached' });
    await outro.page.reload();
    await outro.page.getByRole('heading', { name: 'Conte sobre sua empresa' }).waitFor();
    expect(outro.errors).toEqual([]);
    expect(errors).toEqual([]);

    // The same account on a phone.
    const phone = await open(PHONE);
    await login(phone.page, conta);
    await phone.page.goto(url('/agenda-tributaria'));
    await phone.page
      .getByRole('listitem', { name: /^DAS do Simples Nacional/ })
      .first()
      .waitFor();
    await fotos(phone.page, 'agenda-proximos', PHONE.width);
    expect(phone.errors).toEqual([]);
  });

  it('plano Grátis: uma empresa, os próximos 30 dias, e o convite ao Premium', async () => {
    const conta = await freshAccount('agenda-gratis', 'Agenda#2026', 'free');
    const { page, errors } = await open();
    await login(page, conta);
    await page.goto(url('/agenda-tributaria'));
    await criarEmpresa(page, 'MEI da Ana');
    await page.getByText('O plano Grátis mostra os próximos 30 dias de 1 empresa.').waitFor();
    await page.getByRole('tab', { name: 'Empresas' }).click();
    await page.getByText('O plano Grátis inclui 1 empresa.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Adicionar empresa' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
