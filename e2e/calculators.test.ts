// Issue 7 in the browser: the three ICMS calculators filled as a user would (UFs picked from
// the list, amounts typed key by key as written in Portuguese, rates with a comma), the
// published examples of ICMS.md §5 read back in pt-BR, an error next to its field, the
// memória, copy, print, the inputs kept across a reload, phone and dark mode, and the free
// plan sent to /plano_premium. Issue 21: "10000", "10.000" and "10.000,00" are ten thousand.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { SCREENSHOTS } from './lib/browser';
import { setUpBrowser } from './lib/set-up-browser';
import { login, screenshot, url, type OpenPage } from './lib/app';

const browser = setUpBrowser();
let open: OpenPage;

async function abrir(viewport?: { width: number; height: number }, aba?: 'st' | 'importacao' | 'difal') {
  open = await browser.open(viewport);
  await login(open.page, 'premium');
  await open.page.goto(url(`/calculadora-icms${aba ? `?calculadora=${aba}` : ''}`));
  await open.page.getByRole('heading', { level: 2, name: 'Calculadora ICMS' }).waitFor();
  // The header is painted before the area has loaded (issue 14): its tabs say it is in.
  await open.page.getByRole('tab').first().waitFor();
  return open.page;
}

/** The open tab: the calculators share field names, only one is visible at a time. */
function painel(page: Page): Locator {
  return page.getByRole('tabpanel').filter({ visible: true });
}

/**
 * Picks a UF as a keyboard user does on the native <select> (PlainSelect, issue 14): focus it and
 * type the sigla; the browser jumps to the first option starting with it ("SP — São Paulo", not
 * Espírito Santo, whose name contains "sp").
 */
async function escolherUf(page: Page, rotulo: string, sigla: string) {
  const campo = painel(page).getByLabel(rotulo, { exact: true });
  await campo.focus();
  await page.keyboard.type(sigla);
  const escolhida = await campo.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
  if (!escolhida.startsWith(`${sigla} —`)) throw new Error(`${rotulo}: digitar ${sigla} escolheu "${escolhida}"`);
}

/**
 * An amount typed key by key as people write it (DECISIONS.md 10, issue 21): "10000", "10.000"
 * and "10.000,00" are all ten thousand reais.
 */
async function digitarValor(page: Page, rotulo: string, escrito: string) {
  await painel(page).getByLabel(rotulo, { exact: true }).click();
  await page.keyboard.type(escrito);
}

async function digitar(page: Page, rotulo: string, texto: string) {
  await painel(page).getByLabel(rotulo, { exact: true }).fill(texto);
}

async function calcular(page: Page) {
  await painel(page).getByRole('button', { name: 'Calcular' }).click();
}

/** The whole page from its top, and the screen as the user sees it with this field in the middle. */
async function fotos(page: Page, campo: Locator, nome: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, nome);
  await campo.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${nome}-tela.png`) });
}

const escapar = (texto: string) => texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value cell of the result table's row with exactly this label (and its NF-e tag, if any). */
function valor(page: Page, rotulo: string): Locator {
  const exato = new RegExp(`^${escapar(rotulo)}\\s*([a-z][A-Za-z]*)?$`);
  const celula = page.getByRole('cell').filter({ hasText: exato });
  return painel(page).getByRole('row').filter({ has: celula }).getByRole('cell').last();
}

async function esperarValor(page: Page, rotulo: string, esperado: string) {
  const celula = valor(page, rotulo);
  // The result follows the fields as React renders: give it a moment to arrive, then compare
  // (a wrong value fails below with both values in the message).
  const exato = new RegExp(`^${escapar(esperado)}$`);
  await celula
    .filter({ hasText: exato })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(celula.textContent()).resolves.toBe(esperado);
}

describe('Interestadual com ST (ICMS.md §5)', () => {
  it('SP → RS: as UFs preenchem 12% e 17%, a MVA é ajustada e o ICMS-ST dá R$ 13,92', async () => {
    const page = await abrir();
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Interestadual com ST', 'Importação', 'DIFAL']);
    await escolherUf(page, 'UF de origem', 'SP');
    await escolherUf(page, 'UF de destino', 'RS');
    expect(await painel(page).getByLabel('Alíquota interestadual').inputValue()).toBe('12');
    expect(await painel(page).getByLabel('Alíquota interna do destino').inputValue()).toBe('17');
    await digitarValor(page, 'Valor dos produtos', '100');
    expect(await painel(page).getByLabel('Valor dos produtos').inputValue()).toBe('100');
    await digitar(page, 'MVA original', '43,83');
    expect(await painel(page).getByLabel('Valor dos produtos').inputValue()).toBe('100,00');
    await calcular(page);

    await page.getByRole('heading', { name: 'Resultado — Interestadual com ST' }).waitFor();
    await esperarValor(page, 'MVA ajustada', '52,49%');
    await esperarValor(page, 'Base de cálculo do ICMS-ST', 'R$ 152,49');
    await esperarValor(page, 'ICMS-ST a reter', 'R$ 13,92');
    const memoria = page.getByRole('list', { name: 'Memória de cálculo' });
    await memoria.waitFor();
    expect(await memoria.getByRole('listitem').count()).toBeGreaterThanOrEqual(8);
    await memoria.getByText('17% (alíquota padrão de RS)').waitFor();
    await memoria.getByText('Fundamento: Convênio ICMS 142/2018 (MVA ajustada)', { exact: false }).waitFor();
    await screenshot(page, 'calculadora-st-1280');
  });

  it('PR → SP com IPI e frete, MVA já ajustada: R$ 375,96 de ST e R$ 3.105,96 de nota', async () => {
    const page = await abrir();
    await escolherUf(page, 'UF de origem', 'PR');
    await escolherUf(page, 'UF de destino', 'SP');
    await digitarValor(page, 'Valor dos produtos', '2.250');
    await digitarValor(page, 'Valor do frete', '350,00');
    await digitar(page, 'Alíquota do IPI', '5');
    await digitar(page, 'MVA original', '40');
    await painel(page).getByRole('switch', { name: 'Ajustar a MVA' }).click();
    await calcular(page);
    await esperarValor(page, 'Base de cálculo do ICMS próprio', 'R$ 2.600,00');
    await esperarValor(page, 'ICMS próprio', 'R$ 312,00');
    await esperarValor(page, 'IPI', 'R$ 130,00');
    await esperarValor(page, 'Base de cálculo do ICMS-ST', 'R$ 3.822,00');
    await esperarValor(page, 'ICMS-ST a reter', 'R$ 375,96');
    await esperarValor(page, 'Valor total da nota', 'R$ 3.105,96');
    await esperarValor(page, 'MVA aplicada (sem ajuste)', '40%');
  });

  it('SP → RJ com a alíquota da mercadoria (18%) e o FECP sugerido: R$ 15,00 + R$ 3,00; importado vira 4%', async () => {
    const page = await abrir();
    await escolherUf(page, 'UF de origem', 'SP');
    await escolherUf(page, 'UF de destino', 'RJ');
    expect(await painel(page).getByLabel('Alíquota interna do destino').inputValue()).toBe('20');
    await digitar(page, 'Alíquota interna do destino', '18');
    await painel(page).getByRole('button', { name: 'Usar 2%' }).click();
    expect(await painel(page).getByLabel('Percentual do FCP-ST').inputValue()).toBe('2');
    await digitarValor(page, 'Valor dos produtos', '100');
    await digitar(page, 'MVA original', '50');
    await painel(page).getByRole('switch', { name: 'Ajustar a MVA' }).click();
    await calcular(page);
    await esperarValor(page, 'Base de cálculo do ICMS-ST', 'R$ 150,00');
    await esperarValor(page, 'ICMS-ST a reter', 'R$ 15,00');
    await esperarValor(page, 'FCP retido por ST', 'R$ 3,00');
    // The engine flags that 18 % is not RJ's standard 20 %: the user confirms the product's rate.
    await painel(page).getByText('difere da alíquota padrão de RJ', { exact: false }).waitFor();

    await painel(page).getByRole('switch', { name: 'Mercadoria importada' }).click();
    expect(await painel(page).getByLabel('Alíquota interestadual').inputValue()).toBe('4');
    // Recomputed at once: ICMS próprio at 4 %.
    await esperarValor(page, 'ICMS próprio', 'R$ 4,00');
  });

  it('mostra a mensagem ao lado do campo e não quebra', async () => {
    const page = await abrir();
    await escolherUf(page, 'UF de origem', 'SP');
    await escolherUf(page, 'UF de destino', 'MG');
    await digitarValor(page, 'Valor dos produtos', '100');
    await calcular(page);
    const mva = painel(page).getByLabel('MVA original');
    // The message sits in the field's own form item, right under it.
    const item = painel(page)
      .locator('.sm-calc-item')
      .filter({ has: page.getByLabel('MVA original') });
    await item.getByText('MVA original é obrigatória.').waitFor();
    expect(await mva.getAttribute('aria-invalid')).toBe('true');
    await expect(mva.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await digitar(page, 'MVA original', '40');
    await item.getByText('MVA original é obrigatória.').waitFor({ state: 'detached' });
    await digitar(page, 'Alíquota interna do destino', '100');
    await painel(page)
      .locator('.sm-calc-item')
      .filter({ has: page.getByLabel('Alíquota interna do destino') })
      .getByText('Alíquota interna do destino deve ser menor que 100%.')
      .waitFor();
    await screenshot(page, 'calculadora-st-erro');
  });

  it('copia o resultado como texto e imprime só o resultado e a memória', async () => {
    const page = await abrir();
    await open.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await escolherUf(page, 'UF de origem', 'SP');
    await escolherUf(page, 'UF de destino', 'RS');
    await digitarValor(page, 'Valor dos produtos', '100');
    await digitar(page, 'MVA original', '43,83');
    await calcular(page);
    await page.getByRole('button', { name: 'Copiar resultado' }).click();
    await page.getByText('Resultado copiado para a área de transferência.').waitFor();
    const texto = await page.evaluate(() => navigator.clipboard.readText());
    expect(texto).toContain('SemMultas — Calculadora ICMS: Interestadual com ST');
    expect(texto).toContain('ICMS-ST a reter (vICMSST): R$ 13,92');
    expect(texto).toContain('Memória de cálculo\n1. Valor da operação');

    // window.print would block headless Chromium: count the call, then look at print media.
    await page.evaluate(() => {
      (window as unknown as { impressoes: number }).impressoes = 0;
      window.print = () => {
        (window as unknown as { impressoes: number }).impressoes += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { impressoes: number }).impressoes)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await painel(page).getByLabel('Valor dos produtos').isVisible()).toBe(false);
    expect(await page.getByRole('tab', { name: 'Importação' }).isVisible()).toBe(false);
    expect(await page.getByRole('menu', { name: 'Navegação principal' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Copiar resultado' }).isVisible()).toBe(false);
    expect(await page.getByRole('list', { name: 'Memória de cálculo' }).isVisible()).toBe(true);
    expect(await valor(page, 'ICMS-ST a reter').isVisible()).toBe(true);
    await page.getByText('SemMultas — Calculadora ICMS · calculado em', { exact: false }).waitFor();
    await screenshot(page, 'calculadora-st-impressao');
  });
});

describe('issue 21: o valor dos produtos lido como escrito, tecla a tecla', () => {
  for (const { largura, altura } of [
    { largura: 390, altura: 844 },
    { largura: 1280, altura: 800 },
  ]) {
    it(`${largura} px: "10000", "10.000" e "10.000,00" dão R$ 2.657,29 de ICMS-ST SP → BA com MVA 40%`, async () => {
      const page = await abrir({ width: largura, height: altura });
      await escolherUf(page, 'UF de origem', 'SP');
      await escolherUf(page, 'UF de destino', 'BA');
      expect(await painel(page).getByLabel('Alíquota interestadual').inputValue()).toBe('7');
      expect(await painel(page).getByLabel('Alíquota interna do destino').inputValue()).toBe('20,5');
      await digitar(page, 'MVA original', '40');
      const campo = painel(page).getByLabel('Valor dos produtos', { exact: true });
      for (const [i, [escrito, enquantoDigita]] of [
        ['10000', '10.000'],
        ['10.000', '10.000'],
        ['10.000,00', '10.000,00'],
      ].entries()) {
        await campo.fill('');
        await campo.pressSequentially(escrito);
        expect(await campo.inputValue()).toBe(enquantoDigita);
        if (i === 0) await calcular(page);
        else await campo.press('Tab');
        expect(await campo.inputValue()).toBe('10.000,00');
        await esperarValor(page, 'MVA ajustada', '63,77%');
        await esperarValor(page, 'ICMS-ST a reter', 'R$ 2.657,29');
      }
      // Typed once more and left focused, for the screenshots: the amount as the user sees it.
      await campo.fill('');
      await campo.pressSequentially('10000,5');
      expect(await campo.inputValue()).toBe('10.000,5');
      await esperarValor(page, 'Base de cálculo do ICMS próprio', 'R$ 10.000,50');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
      await fotos(page, campo, `calculadora-st-valor-escrito-${largura}-claro`);
      await page.getByRole('button', { name: 'Usar modo escuro' }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await campo.focus();
      await fotos(page, campo, `calculadora-st-valor-escrito-${largura}-escuro`);
    });
  }
});

describe('Importação (ICMS.md §5), num celular', () => {
  it('VA R$ 66.560,00; II 10; IPI 15; PIS 2,1; COFINS 10,45; SP: ICMS R$ 20.316,22', async () => {
    const page = await abrir({ width: 390, height: 844 }, 'importacao');
    await digitarValor(page, 'Valor aduaneiro (R$)', '66560');
    expect(await painel(page).getByLabel('Valor aduaneiro (R$)').inputValue()).toBe('66.560');
    await digitar(page, 'Alíquota do II', '10');
    await digitar(page, 'Alíquota do IPI', '15');
    expect(await painel(page).getByLabel('Alíquota do PIS-Importação').inputValue()).toBe('2,1');
    await digitar(page, 'Alíquota da COFINS-Importação', '10,45');
    await escolherUf(page, 'UF do importador', 'SP');
    expect(await painel(page).getByLabel('Alíquota do ICMS').inputValue()).toBe('18');
    await calcular(page);
    await esperarValor(page, 'Imposto de Importação (II)', 'R$ 6.656,00');
    await esperarValor(page, 'IPI na importação', 'R$ 10.982,40');
    await esperarValor(page, 'PIS-Importação', 'R$ 1.397,76');
    await esperarValor(page, 'COFINS-Importação', 'R$ 6.955,52');
    await esperarValor(page, 'Base de cálculo do ICMS', 'R$ 112.867,90');
    await esperarValor(page, 'ICMS na importação', 'R$ 20.316,22');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'calculadora-importacao-390');
  });
});

describe('DIFAL (ICMS.md §5)', () => {
  it('RS → SP em base dupla: R$ 73,17, e as entradas voltam depois de recarregar', async () => {
    const page = await abrir();
    await page.getByRole('tab', { name: 'DIFAL' }).click();
    await page.waitForURL(/\/calculadora-icms\?calculadora=difal$/);
    await page.getByRole('tabpanel', { name: 'DIFAL' }).waitFor();
    await escolherUf(page, 'UF de origem', 'RS');
    await escolherUf(page, 'UF de destino', 'SP');
    expect(await painel(page).getByLabel('Alíquota interestadual').inputValue()).toBe('12');
    expect(await painel(page).getByLabel('Alíquota interna do destino').inputValue()).toBe('18');
    expect(await painel(page).getByRole('radio', { name: 'Base dupla' }).isChecked()).toBe(true);
    await digitarValor(page, 'Valor da operação', '1.000');
    await calcular(page);
    await esperarValor(page, 'Base de cálculo no destino', 'R$ 1.073,17');
    await esperarValor(page, 'DIFAL devido ao destino', 'R$ 73,17');

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Calculadora ICMS' }).waitFor();
    expect(await page.getByRole('tab', { name: 'DIFAL' }).getAttribute('aria-selected')).toBe('true');
    expect(await painel(page).getByLabel('Valor da operação').inputValue()).toBe('1.000,00');
    // The UFs came back too: the native selects show what was chosen.
    expect(
      await painel(page)
        .getByLabel('UF de origem', { exact: true })
        .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent),
    ).toBe('RS — Rio Grande do Sul');
    await esperarValor(page, 'DIFAL devido ao destino', 'R$ 73,17');
    await screenshot(page, 'calculadora-difal-1280');
  });

  it('no modo escuro, num celular de 360 px', async () => {
    const page = await abrir({ width: 360, height: 780 }, 'difal');
    await page.getByRole('button', { name: 'Usar modo escuro' }).click();
    // All three tabs on one line, none scrolled out of sight.
    for (const nome of ['ST interestadual', 'Importação', 'DIFAL']) {
      const caixa = await page.getByRole('tab', { name: nome }).boundingBox();
      expect(caixa && caixa.x + caixa.width).toBeLessThanOrEqual(360);
    }
    await escolherUf(page, 'UF de origem', 'SP');
    await escolherUf(page, 'UF de destino', 'BA');
    await digitarValor(page, 'Valor da operação', '1000');
    await calcular(page);
    await esperarValor(page, 'Alíquota interestadual', '7%');
    await esperarValor(page, 'Alíquota interna do destino', '20,5%');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'calculadora-difal-360-escuro');
  });
});

describe('plano', () => {
  it('manda a conta grátis para /plano_premium', async () => {
    open = await browser.open();
    await login(open.page, 'gratis');
    await open.page.goto(url('/calculadora-icms'));
    // The shell may name the feature asked for (?recurso=…); the address is the plan page either way.
    await open.page.waitForURL(/\/plano_premium(\?.*)?$/);
  });
});

// Issue 18 (DECISIONS.md 14): Simples Nacional (DAS), MEI and "DAS/DARF em atraso" are tabs of
// the area, each at its own address, filled as a user would, on a phone and a desktop, light
// and dark. Published examples: SIMPLES.md (Manual do PGDAS-D, Ex. 1), ACRESCIMOS.md §8.
async function abrirAba(viewport: { width: number; height: number }, caminho: string, titulo: string) {
  open = await browser.open(viewport);
  await login(open.page, 'premium');
  await open.page.goto(url(`/calculadora-icms${caminho}`));
  await open.page.getByRole('heading', { level: 2, name: titulo }).waitFor();
  return open.page;
}

/** The value cell of the result row whose label starts with `rotulo`. */
function valorDaLinha(page: Page, rotulo: string): Locator {
  const celula = page.getByRole('cell').filter({ hasText: new RegExp(`^${escapar(rotulo)}`) });
  return page.getByRole('row').filter({ has: celula }).first().getByRole('cell').last();
}

async function esperarLinha(page: Page, rotulo: string, esperado: string) {
  const celula = valorDaLinha(page, rotulo);
  await celula
    .filter({ hasText: esperado })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  expect(await celula.textContent()).toContain(esperado);
}

/** In the light theme, then in the dark one: the page from its top and the result on screen. */
async function fotosClaroEscuro(page: Page, nome: string, largura: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
  // The area's four tabs on one line, none past the screen's edge.
  const abas = await page
    .getByRole('navigation', { name: 'Calculadoras' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getBoundingClientRect()).map((r) => ({ topo: Math.round(r.top), direita: r.right })));
  expect(new Set(abas.map((a) => a.topo)).size).toBe(1);
  expect(Math.max(...abas.map((a) => a.direita))).toBeLessThanOrEqual(largura);
  await fotos(page, page.locator('.sm-calc-principal'), `${nome}-${largura}-claro`);
  await page.getByRole('button', { name: 'Usar modo escuro' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await fotos(page, page.locator('.sm-calc-principal'), `${nome}-${largura}-escuro`);
}

async function escreverData(page: Page, rotulo: string, digitos: string) {
  const campo = page.getByLabel(rotulo, { exact: true });
  await campo.fill('');
  await campo.pressSequentially(digitos);
}

describe('issue 18: Simples Nacional, MEI e DAS/DARF em atraso', () => {
  for (const { largura, altura } of [
    { largura: 390, altura: 844 },
    { largura: 1280, altura: 800 },
  ]) {
    it(`${largura} px: Simples, Exemplo 1 do Manual do PGDAS-D — Anexo I, RBT12 300.000, receita 100.000: DAS R$ 5.320,00`, async () => {
      const page = await abrirAba({ width: largura, height: altura }, '/simples', 'Simples Nacional (DAS)');
      await escreverData(page, 'Período de apuração (mês/ano)', '052018');
      expect(await page.getByLabel('Período de apuração (mês/ano)').inputValue()).toBe('05/2018');
      await page.getByLabel('Receita do mês', { exact: true }).click();
      await page.keyboard.type('100.000');
      await page.getByRole('radio', { name: 'Anexo I — comércio' }).check();
      await page.getByLabel('Receita dos 12 meses anteriores (RBT12)').click();
      await page.keyboard.type('300000');
      await page.getByRole('button', { name: 'Calcular' }).click();
      await page.getByRole('heading', { name: 'Resultado — Simples Nacional (DAS)' }).waitFor();
      await page.locator('.sm-calc-principal-valor', { hasText: 'R$ 5.320,00' }).waitFor();
      await esperarLinha(page, 'IRPJ', 'R$ 292,60');
      await esperarLinha(page, 'Cofins', 'R$ 677,77');
      await esperarLinha(page, 'CPP', 'R$ 2.207,80');
      await esperarLinha(page, 'ICMS', 'R$ 1.808,80');
      await esperarLinha(page, 'Alíquota efetiva', '5,32%');
      await esperarLinha(page, 'Vencimento', '20/06/2018');
      await page.getByRole('list', { name: 'Memória de cálculo' }).waitFor();
      await fotosClaroEscuro(page, 'calculadora-simples', largura);
    });

    it(`${largura} px: MEI de serviços em 2026, aberto em julho, com R$ 45.000 vendidos: R$ 86,05 e o limite de R$ 40.500,00`, async () => {
      const page = await abrirAba({ width: largura, height: altura }, '/mei', 'MEI');
      await page.getByRole('radio', { name: 'Serviços (paga ISS)' }).check();
      await page.getByRole('checkbox', { name: 'O MEI foi aberto neste ano' }).check();
      await page.getByLabel('Mês de abertura', { exact: true }).selectOption({ label: 'julho' });
      await page.getByLabel('Receita do ano até agora (opcional)').click();
      await page.keyboard.type('45.000');
      await page.getByRole('button', { name: 'Calcular' }).click();
      await page.locator('.sm-calc-principal-valor', { hasText: 'R$ 86,05' }).waitFor();
      await esperarLinha(page, 'Limite de receita em', 'R$ 40.500,00');
      await esperarLinha(page, 'Acima do limite', 'R$ 4.500,00');
      await page.getByRole('progressbar').waitFor();
      await page
        .getByText(/continua MEI até 31\/12/)
        .first()
        .waitFor();
      await fotosClaroEscuro(page, 'calculadora-mei', largura);
    });

    it(`${largura} px: DARF em atraso (ACRESCIMOS.md §8, Jettax): R$ 2.200, 25/03 → 22/06/2022 = R$ 2.702,92`, async () => {
      const page = await abrirAba({ width: largura, height: altura }, '/atraso', 'DAS/DARF em atraso');
      await page.getByRole('radio', { name: 'DARF (tributo federal)' }).check();
      await page.getByLabel('Valor principal').click();
      await page.keyboard.type('2.200');
      await escreverData(page, 'Vencimento', '25032022');
      await escreverData(page, 'Data do pagamento', '22062022');
      await page.getByRole('button', { name: 'Calcular' }).click();
      await page.locator('.sm-calc-principal-valor', { hasText: 'R$ 2.702,92' }).waitFor();
      await esperarLinha(page, 'Dias de atraso', '87');
      await esperarLinha(page, 'Multa de mora', '20% = R$ 440,00');
      await esperarLinha(page, 'Juros de mora', '2,86% = R$ 62,92');
      await esperarLinha(page, 'Taxas Selic até', '12/2025');
      // Read from the database (public.taxas_selic), each month with its source on a wide screen.
      const selic = page.getByRole('table', { name: 'Taxas Selic usadas (até 12/2025)' });
      await selic
        .getByRole('row', { name: /05\/2022/ })
        .filter({ hasText: '1,03%' })
        .waitFor();
      if (largura >= 768)
        await selic
          .getByRole('row', { name: /05\/2022/ })
          .getByText(/marcca\.com\.br/)
          .waitFor();
      await page.getByRole('link', { name: /Sicalc/ }).waitFor();
      await fotosClaroEscuro(page, 'calculadora-atraso', largura);
    });
  }

  it('as abas são endereços: um link com valores abre o resultado, e o menu da área navega', async () => {
    const page = await abrirAba(
      { width: 1280, height: 800 },
      '/atraso?tributo=DAS&principal=1000&vencimento=2026-10-20&pagamento=2026-11-23',
      'DAS/DARF em atraso',
    );
    await page.locator('.sm-calc-principal-valor', { hasText: 'R$ 1.122,20' }).waitFor();
    await page.waitForURL(/\/calculadora-icms\/atraso$/);
    const nav = page.getByRole('navigation', { name: 'Calculadoras' });
    await nav.getByRole('link', { name: 'Simples Nacional (DAS)' }).click();
    await page.waitForURL(/\/calculadora-icms\/simples$/);
    await nav.getByRole('link', { name: 'ICMS' }).click();
    await page.getByRole('heading', { level: 2, name: 'Calculadora ICMS' }).waitFor();
    await page.getByRole('tab').first().waitFor();
    await page.goto(url('/calculadora-icms/simples?pa=2018-05&receita=100000&rbt12=300000&anexo=I'));
    await page.locator('.sm-calc-principal-valor', { hasText: 'R$ 5.320,00' }).waitFor();
  });
});
