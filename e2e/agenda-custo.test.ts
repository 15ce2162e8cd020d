// Issue 19, "what a miss costs", in the browser: a Simples company sees beside its DAS the multa
// and juros of paying a week and a month late, types the guide's amount and sees them in reais
// (kept after a reload), sees its DEFIS with the late-filing fine and its legal basis, and the
// DAS opens the Simples calculator with its período de apuração filled in; both widths, both modes.
import { freshAccount } from './lib/api';
import { login, PHONE, screenshotsLightAndDark as fotos, url } from './lib/app';
import { setUpBrowser } from './lib/set-up-browser';

jest.setTimeout(240_000);

const { open } = setUpBrowser();

describe('Agenda tributária: o custo de perder a data', () => {
  it('DAS com multa e juros de 1 semana e 1 mês, o valor digitado guardado, a DEFIS com a multa por atraso e o link para a calculadora', async () => {
    const conta = await freshAccount('agendacusto', 'Custo#2026', 'premium');
    // The company is created through the API: the onboarding form has its own test (agenda.test.ts).
    const criada = await conta.api.from('empresas').insert({ nome: 'Oficina Custo', regime: 'SIMPLES', uf: 'SP' }).select('id').single();
    expect(criada.error).toBeNull();
    const { page, errors } = await open();
    await login(page, conta);
    await page.goto(url('/agenda-tributaria'));

    // DAS 11/2026: due Monday 21/12/2026 (20/12 is a Sunday).
    const das = page.getByRole('listitem', { name: /^DAS do Simples Nacional \(e PGDAS-D\), competência 11\/2026, vence em 21\/12\/2026/ });
    await das.waitFor();
    const custoDas = das.getByRole('region', { name: /^Se atrasar/ });
    // Without the amount: the percentages. A week: 22/12–28/12 = 7 days × 0,33%; a month: 30 days, 1% of juros in January.
    await custoDas.getByText('Pagando 1 semana depois (28/12/2026): multa de 2,31% e juros de 0% sobre o valor da guia.').waitFor();
    await custoDas.getByText('Pagando 1 mês depois (20/01/2027): multa de 9,9% e juros de 1% sobre o valor da guia.').waitFor();
    expect(await custoDas.textContent()).toContain(
      'PGDAS-D (a declaração do DAS): entregue até 31/03/2027, não tem multa por atraso; depois, 2% ao mês',
    );

    await custoDas.getByLabel('Valor da guia').fill('1.000,00');
    await custoDas.getByRole('button', { name: 'Salvar valor' }).click();
    await custoDas
      .getByText('Pagando 1 semana depois (28/12/2026): multa R$ 23,10 (2,31%, 7 dias) + juros R$ 0,00 (0%) = R$ 1.023,10.')
      .waitFor();
    await custoDas
      .getByText('Pagando 1 mês depois (20/01/2027): multa R$ 99,00 (9,9%, 30 dias) + juros R$ 10,00 (1%) = R$ 1.109,00.')
      .waitFor();
    await custoDas.getByRole('button', { name: 'Memória de cálculo' }).click();
    await custoDas.getByText(/contagem de 22\/12\/2026 \(1º dia útil seguinte\) a 20\/01\/2027 = 30 dias × 0,33% = 9,9%/).waitFor();

    // DEFIS 2026, due 31/03/2027: Res. CGSN 183/2025.
    const defis = page.getByRole('listitem', { name: /^DEFIS, competência 2026, vence em 31\/03\/2027/ });
    const custoDefis = defis.getByRole('region', { name: /^Se atrasar/ });
    await custoDefis
      .getByText(/^Entregando 1 semana depois \(07\/04\/2027\): 2% dos tributos informados na DEFIS, ainda que pagos, no mínimo R\$ 200,00/)
      .waitFor();
    expect(await custoDefis.textContent()).toContain('Base legal da multa: Res. CGSN 140/2018 art. 97-A, red. Res. CGSN 183/2025');

    await fotos(page, 'agenda-custo', 1280);

    // The amount stays after a reload.
    await page.reload();
    await das
      .getByRole('region', { name: /^Se atrasar/ })
      .getByText(/= R\$ 1\.109,00\.$/)
      .waitFor();

    // The DAS opens the Simples calculator at its período de apuração.
    await das.getByRole('link', { name: 'Calcular este DAS na calculadora do Simples Nacional' }).click();
    await page.waitForURL(/\/calculadora-icms\/simples/);
    await expect(page.getByLabel('Período de apuração (mês/ano)').inputValue()).resolves.toBe('11/2026');

    // An overdue DAS opens the late-payment calculator with its due date filled in.
    await page.goBack();
    const atrasado = page
      .getByRole('region', { name: 'Em atraso' })
      .getByRole('listitem')
      .filter({ hasText: 'DAS do Simples Nacional' })
      .first();
    await atrasado
      .getByRole('region', { name: /^Quanto custa o atraso/ })
      .getByText(/^Pagando hoje \(/)
      .waitFor();
    const vencimento = /Vence em (\d{2}\/\d{2}\/\d{4})/.exec((await atrasado.textContent()) ?? '')![1]!;
    await atrasado.getByRole('link', { name: 'Calcular o DAS em atraso, com multa e juros até o dia do pagamento' }).click();
    // The calculator reads its address and then clears it (use-valores-do-endereco).
    await page.waitForURL(/\/calculadora-icms\/atraso/);
    await expect(page.getByLabel('Vencimento', { exact: true }).inputValue()).resolves.toBe(vencimento);
    expect(errors).toEqual([]);
  });

  it('no celular: o custo de perder a DASN-SIMEI e o aviso do limite do MEI a partir de 80%', async () => {
    const conta = await freshAccount('agendacustocel', 'Custo#2026', 'premium');
    await conta.api.from('empresas').insert({ nome: 'MEI Celular', regime: 'MEI', uf: 'SP' });
    // The MEI limit watch reads the owner's ledger: R$ 66.000,00 of Entradas this year (81,48%).
    const ano = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 4);
    await conta.api.rpc('fluxo_caixa_get_or_create');
    const lancados = await conta.api.rpc('fluxo_caixa_add_transactions', {
      items: [
        { description: 'Vendas do semestre', amount: 60000, type: 'Entrada', category: null, date: `${ano}-01-15` },
        { description: 'Vendas', amount: 6000, type: 'Entrada', category: null, date: `${ano}-02-15` },
        { description: 'Aluguel', amount: 9000, type: 'Saída', category: null, date: `${ano}-02-15` },
      ],
    });
    expect(lancados.error).toBeNull();
    const { page, errors } = await open(PHONE);
    await login(page, conta);
    await page.goto(url('/agenda-tributaria'));
    const limite = page.getByRole('alert').filter({ hasText: `Limite do MEI em ${ano}: MEI Celular` });
    await limite.getByText(`Limite do MEI em ${ano}: MEI Celular — R$ 66.000,00 de R$ 81.000,00 (81,48%)`).waitFor();
    expect(await limite.textContent()).toContain('Faltam R$ 15.000,00 para o limite.');
    expect(await limite.textContent()).toContain(`a empresa continua MEI até 31/12/${ano}`);
    const dasn = page.getByRole('listitem', { name: /^DASN-SIMEI/ }).first();
    await dasn
      .getByRole('region', { name: /^Se atrasar/ })
      .getByText(/no mínimo R\$ 50,00/)
      .first()
      .waitFor();
    await dasn.getByText('Regra incerta').waitFor();
    await fotos(page, 'agenda-custo', 390);
    expect(errors).toEqual([]);
  });

  it('a página inicial abre com o painel da semana; sem empresa, pede primeiro que conte sobre ela', async () => {
    const conta = await freshAccount('agendahome', 'Custo#2026', 'free');
    const { page, errors } = await open();
    await login(page, conta);
    const primeiro = page.getByRole('heading', { name: 'Conte sobre sua empresa' });
    await primeiro.waitFor();
    // The panel comes before the first steps and the feature cards.
    const ordem = await page.evaluate(() => {
      const titulos = [...document.querySelectorAll('main [role="heading"], main h2, main .sm-plain-card-title')].map(
        (e) => e.textContent ?? '',
      );
      return titulos;
    });
    expect(ordem.findIndex((t) => t.includes('Conte sobre sua empresa'))).toBeLessThan(
      ordem.findIndex((t) => t.includes('Primeiros passos')),
    );
    await page.getByRole('button', { name: 'Cadastrar minha empresa' }).click();
    await page.waitForURL(/\/agenda-tributaria$/);

    await conta.api.from('empresas').insert({ nome: 'Loja da Semana', regime: 'SIMPLES', uf: 'SP' });
    await page.goto(url('/pagina-inicial'));
    const painel = page.getByRole('heading', { name: 'Vencimentos desta semana' });
    await painel.waitFor();
    await page.getByRole('link', { name: 'Abrir a agenda', exact: true }).waitFor();
    await fotos(page, 'home-semana', 1280);
    await page.setViewportSize({ width: 390, height: 844 });
    await painel.waitFor();
    await fotos(page, 'home-semana', 390);
    expect(errors).toEqual([]);
  });

  it('um feriado municipal da cidade da empresa adia o DAS e a agenda diz por quê; cadastrar e excluir (com confirmação) na aba Empresas', async () => {
    const conta = await freshAccount('agendaferiado', 'Custo#2026', 'premium');
    const criada = await conta.api
      .from('empresas')
      .insert({ nome: 'Padaria de Campinas', regime: 'SIMPLES', uf: 'SP', municipio: 'Campinas' })
      .select('id')
      .single();
    expect(criada.error).toBeNull();
    // DAS 11/2026: 20/12 is a Sunday, 21/12 a holiday in the town → Tuesday 22/12.
    const f = await conta.api
      .from('empresa_feriados')
      .insert({ empresa_id: criada.data!.id, data: '2026-12-21', nome: 'Feriado municipal de teste' });
    expect(f.error).toBeNull();
    const { page, errors } = await open();
    await login(page, conta);
    await page.goto(url('/agenda-tributaria'));
    const das = page.getByRole('listitem', { name: /^DAS do Simples Nacional \(e PGDAS-D\), competência 11\/2026, vence em 22\/12\/2026/ });
    await das
      .getByText('Por quê: 20/12 é domingo e 21/12 é feriado municipal em Campinas (Feriado municipal de teste): prorrogado para 22/12.')
      .waitFor();
    await das.getByText('Feriado local: Feriado municipal de teste (na localidade da empresa, Campinas/SP, como você informou).').waitFor();

    await page.getByRole('tab', { name: 'Empresas' }).click();
    const feriados = page.getByRole('region', { name: 'Feriados locais: Padaria de Campinas' });
    await feriados.getByText(/Feriado estadual já considerado: 09\/07 \(Revolução Constitucionalista de 1932\)/).waitFor();
    await feriados.getByText('21/12/2026 — Feriado municipal de teste').waitFor();
    await fotos(page, 'agenda-feriados', 1280);
    await feriados.getByRole('button', { name: 'Excluir o feriado de 21/12/2026' }).click();
    // It asks first (the shared confirmation dialog).
    const pergunta = page.getByRole('dialog', { name: 'Excluir o feriado de 21/12/2026?' });
    await pergunta.waitFor();
    await pergunta.getByRole('button', { name: 'Excluir', exact: true }).click();
    await feriados.getByText('21/12/2026 — Feriado municipal de teste').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Próximos vencimentos' }).click();
    await page
      .getByRole('listitem', { name: /^DAS do Simples Nacional \(e PGDAS-D\), competência 11\/2026, vence em 21\/12\/2026/ })
      .waitFor();

    // Adding one through the form: the name is required, and a wrong one keeps what was typed.
    await page.getByRole('tab', { name: 'Empresas' }).click();
    await feriados.getByLabel('Nome do feriado').fill('x');
    await feriados.getByRole('button', { name: 'Adicionar feriado' }).click();
    await feriados.getByText('Informe a data do feriado.').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await fotos(page, 'agenda-feriados', 390);
    expect(errors).toEqual([]);
  });
});
