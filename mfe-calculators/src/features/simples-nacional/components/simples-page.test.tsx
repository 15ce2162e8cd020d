// The Simples tab as a user meets it: the Manual do PGDAS-D's published examples typed in give
// the same DAS on screen, tax by tax, with the due date; a link fills the form.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endereco, renderApp } from '../../../testing/render-app';

jest.setTimeout(60_000);

beforeEach(() => localStorage.clear());

function linha(nome: RegExp): HTMLElement {
  return within(screen.getByRole('table')).getByRole('row', { name: nome });
}

async function escrever(rotulo: string, texto: string) {
  const campo = screen.getByLabelText(rotulo);
  await userEvent.clear(campo);
  await userEvent.type(campo, texto);
}

describe('/calculadora-icms/simples', () => {
  it('tem o próprio endereço, com as abas da área como links', async () => {
    renderApp('/calculadora-icms/simples');
    // Issue 14: the tab's page is its own chunk; opened by its address, it arrives after a skeleton.
    expect(screen.getByRole('status', { name: 'Carregando a calculadora' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Simples Nacional (DAS)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Calcular/ })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Calculadoras' });
    // jsdom matches no media query, so the area lays out as on a phone: the short names.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['ICMS', 'Simples (DAS)', 'MEI', 'Em atraso']);
    expect(within(nav).getByRole('link', { name: 'Simples (DAS)' })).toHaveAttribute('aria-current', 'page');
    // The official generator of the guide, on the Receita's own address.
    expect(screen.getByRole('link', { name: 'PGDAS-D' })).toHaveAttribute('href', 'https://www8.receita.fazenda.gov.br/SimplesNacional/');
    await userEvent.click(within(nav).getByRole('link', { name: 'ICMS' }));
    expect(endereco.atual).toBe('/calculadora-icms');
    expect(screen.getByRole('heading', { level: 2, name: 'Calculadora ICMS' })).toBeInTheDocument();
  });

  it('Exemplo 1 do Manual do PGDAS-D: Anexo I, RBT12 300.000, receita 100.000 → DAS R$ 5.320,00', async () => {
    renderApp('/calculadora-icms/simples');
    await escrever('Período de apuração (mês/ano)', '052018');
    expect(screen.getByLabelText('Período de apuração (mês/ano)')).toHaveValue('05/2018');
    await userEvent.type(screen.getByLabelText('Receita do mês'), '100.000');
    await userEvent.click(screen.getByRole('radio', { name: 'Anexo I — comércio' }));
    await userEvent.type(screen.getByLabelText('Receita dos 12 meses anteriores (RBT12)'), '300000');
    await userEvent.click(screen.getByRole('button', { name: /Calcular/ }));

    expect(await screen.findByRole('heading', { name: 'Resultado — Simples Nacional (DAS)' })).toBeInTheDocument();
    const destaque = document.querySelector('[aria-live="polite"]')!;
    expect(destaque).toHaveTextContent('DAS a pagar');
    expect(destaque).toHaveTextContent('R$ 5.320,00');
    expect(destaque).toHaveTextContent('vence em 20/06/2018');
    expect(linha(/^IRPJ/)).toHaveTextContent('R$ 292,60');
    expect(linha(/^CSLL/)).toHaveTextContent('R$ 186,20');
    expect(linha(/^Cofins/)).toHaveTextContent('R$ 677,77');
    expect(linha(/^PIS/)).toHaveTextContent('R$ 146,83');
    expect(linha(/^CPP/)).toHaveTextContent('R$ 2.207,80');
    expect(linha(/^ICMS/)).toHaveTextContent('R$ 1.808,80');
    expect(linha(/^Valor do DAS/)).toHaveTextContent('R$ 5.320,00');
    expect(linha(/^Alíquota efetiva/)).toHaveTextContent('5,32%');
    expect(linha(/^Faixa/)).toHaveTextContent('2ª faixa do Anexo I');
    expect(linha(/^Vencimento/)).toHaveTextContent('20/06/2018');
    const memoria = screen.getByRole('list', { name: 'Memória de cálculo' });
    expect(memoria).toHaveTextContent('LC 123/2006');
    // The engine's own warnings are on screen.
    expect(screen.getByText(/Isenção ou redução de ICMS\/ISS/)).toBeInTheDocument();
  });

  it('copia o resultado como texto e guarda as entradas para a próxima visita', async () => {
    const { unmount } = renderApp('/calculadora-icms/simples?pa=2018-05&receita=100000&rbt12=300000&anexo=I');
    const escrever = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: escrever }, configurable: true });
    await userEvent.click(await screen.findByRole('button', { name: /Copiar resultado/ }));
    expect(escrever).toHaveBeenCalledWith(expect.stringContaining('SemMultas — Calculadoras: Simples Nacional (DAS)'));
    expect(escrever.mock.calls[0][0]).toContain('DAS a pagar: R$ 5.320,00');
    expect(escrever.mock.calls[0][0]).toContain('IRPJ — 0,2926% da receita: R$ 292,60');
    unmount();
    renderApp('/calculadora-icms/simples');
    expect(screen.getByLabelText('Período de apuração (mês/ano)')).toHaveValue('05/2018');
    expect(screen.getByLabelText('Receita do mês')).toHaveValue('100.000,00');
    expect(screen.getByRole('radio', { name: 'Anexo I — comércio' })).toBeChecked();
    expect(await screen.findByText('R$ 5.320,00', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
  });

  it('Exemplo 3 (início de atividade): aberta em 01/2018, PA 03/2018 → RBT12 660.000 e DAS R$ 7.400,00', async () => {
    renderApp('/calculadora-icms/simples');
    await escrever('Período de apuração (mês/ano)', '032018');
    await userEvent.type(screen.getByLabelText('Receita do mês'), '100000');
    await userEvent.click(screen.getByRole('radio', { name: 'Anexo I — comércio' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'A empresa abriu há menos de 13 meses' }));
    await userEvent.type(screen.getByLabelText('Mês de abertura (CNPJ)'), '012018');
    await userEvent.type(screen.getByLabelText('Receita de 01/2018'), '10000');
    await userEvent.type(screen.getByLabelText('Receita de 02/2018'), '100000');
    await userEvent.click(screen.getByRole('button', { name: /Calcular/ }));
    expect(await screen.findByText('R$ 7.400,00', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    expect(linha(/^RBT12 considerada/)).toHaveTextContent('R$ 660.000,00');
    expect(linha(/^Faixa/)).toHaveTextContent('3ª faixa do Anexo I');
  });

  it('receita por atividade com segregação: normal + ICMS-ST + monofásico no Anexo I (RBT12 600.000) → DAS R$ 3.216,81', async () => {
    renderApp('/calculadora-icms/simples');
    await escrever('Período de apuração (mês/ano)', '052026');
    await userEvent.type(screen.getByLabelText('Receita do mês'), '30000');
    await userEvent.click(screen.getByRole('radio', { name: 'Anexo I — comércio' }));
    await userEvent.type(screen.getByLabelText('Receita dos 12 meses anteriores (RBT12)'), '600000');
    await userEvent.click(screen.getByRole('button', { name: /Adicionar outra atividade/ }));
    await userEvent.click(screen.getByRole('button', { name: /Adicionar outra atividade/ }));
    const atividades: [number, string, RegExp][] = [
      [2, '12000', /substituição tributária/],
      [3, '8000', /monofásico/],
    ];
    for (const [n, receita, segregacao] of atividades) {
      const grupo = screen.getByRole('group', { name: `Atividade ${n}` });
      await userEvent.type(within(grupo).getByLabelText(`Receita da atividade ${n}`), receita);
      await userEvent.click(within(grupo).getByRole('radio', { name: 'Anexo I — comércio' }));
      await userEvent.click(within(grupo).getByRole('checkbox', { name: segregacao }));
    }
    await userEvent.click(screen.getByRole('button', { name: /Calcular/ }));
    expect(await screen.findByText('R$ 3.216,81', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    expect(linha(/^Valor do DAS/)).toHaveTextContent('R$ 3.216,81');
  });

  it('sem anexo, a mensagem aparece ao lado do campo; abaixo de R$ 10,00 avisa', async () => {
    renderApp('/calculadora-icms/simples');
    await userEvent.type(screen.getByLabelText('Receita do mês'), '100');
    await userEvent.click(screen.getByRole('button', { name: /Calcular/ }));
    expect(await screen.findByText('Escolha o anexo da receita 1.', { selector: '[id$="-erro"]' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Anexo I — comércio' }));
    expect(await screen.findByText(/DAS abaixo de R\$ 10,00 não é emitido/)).toBeInTheDocument();
  });

  it('Fator R: com folha de 28% ou mais, a atividade vai para o Anexo III', async () => {
    renderApp('/calculadora-icms/simples?pa=2026-05&receita=10000&rbt12=120000&anexo=fator_r&folha12=36000');
    expect(await screen.findByRole('heading', { name: 'Resultado — Simples Nacional (DAS)' })).toBeInTheDocument();
    await waitFor(() => expect(endereco.atual).toBe('/calculadora-icms/simples'));
    expect(screen.getByLabelText('Folha de salários dos 12 meses anteriores')).toHaveValue('36.000,00');
    expect(linha(/^Fator R/)).toHaveTextContent('30% → Anexo III');
    expect(linha(/^Valor do DAS/)).toHaveTextContent('R$ 600,00');
    expect(linha(/^Vencimento/)).toHaveTextContent('22/06/2026');
  });

  it('Exemplo 10 na 6ª faixa: federais e ICMS à parte na tela; desmarcado o ICMS/ISS no DAS, só os federais, com a base legal', async () => {
    renderApp('/calculadora-icms/simples?pa=2018-05&receita=100000&rbt12=6000000&anexo=I');
    expect(await screen.findByText('R$ 17.003,08', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    expect(linha(/^Tributos federais \(6ª faixa\)/)).toHaveTextContent('R$ 12.700,00');
    expect(linha(/^ICMS\/ISS \(pela 5ª faixa\)/)).toHaveTextContent('R$ 4.303,08');
    expect(linha(/^Faixa/)).toHaveTextContent('6ª faixa do Anexo I');
    expect(screen.getByText(/RBT12 na 6ª faixa: o ICMS\/ISS continua no DAS, pela 5ª faixa/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'ICMS e ISS pagos no DAS' }));
    expect(await screen.findByText('R$ 12.700,00', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('sem ICMS/ISS, pagos à parte');
    expect(linha(/^Valor do DAS \(só tributos federais\)/)).toHaveTextContent('R$ 12.700,00');
    expect(linha(/^ICMS\/ISS/)).toHaveTextContent('fora do DAS');
    expect(within(screen.getByRole('table')).queryByRole('row', { name: /^ICMS R\$/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(/ICMS\/ISS fora do DAS \(sublimite ultrapassado\).*LC 123\/2006 art\. 13-A, art\. 19 e art\. 20 § 1º/),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Memória de cálculo' })).toHaveTextContent('ICMS e ISS fora do DAS');
  });
});
