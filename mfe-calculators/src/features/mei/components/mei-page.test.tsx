// The MEI tab: the 2026 DAS-MEI (SIMPLES.md §12) and the year's limit with the progress bar.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';

jest.setTimeout(60_000);

beforeEach(() => localStorage.clear());

async function escolher(rotulo: string, opcao: string) {
  await userEvent.selectOptions(screen.getByLabelText(rotulo), opcao);
}

describe('/calculadora-icms/mei', () => {
  it('serviços em 2026: R$ 86,05; aberto em julho, limite de R$ 40.500,00 e R$ 45.000 vendidos ficam nos 20%', async () => {
    renderApp('/calculadora-icms/mei');
    // Issue 14: the tab's page is its own chunk, loaded when opened by its address.
    expect(await screen.findByRole('heading', { level: 2, name: 'MEI' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PGMEI' })).toHaveAttribute(
      'href',
      'https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgmei.app/Identificacao',
    );
    await escolher('Ano', '2026');
    await userEvent.click(screen.getByRole('radio', { name: 'Serviços (paga ISS)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'O MEI foi aberto neste ano' }));
    await escolher('Mês de abertura', 'julho');
    await userEvent.type(screen.getByLabelText('Receita do ano até agora (opcional)'), '45.000');
    await userEvent.click(screen.getByRole('button', { name: /Calcular/ }));

    const destaque = await screen.findByText('R$ 86,05', { selector: '.sm-calc-principal-valor' });
    expect(destaque).toBeInTheDocument();
    const tabela = screen.getByRole('table');
    expect(within(tabela).getByRole('row', { name: /^INSS/ })).toHaveTextContent('R$ 81,05');
    expect(within(tabela).getByRole('row', { name: /^ISS/ })).toHaveTextContent('R$ 5,00');
    expect(within(tabela).getByRole('row', { name: /^Limite de receita em 2026/ })).toHaveTextContent('R$ 40.500,00');
    expect(within(tabela).getByRole('row', { name: /^Acima do limite/ })).toHaveTextContent('R$ 4.500,00');
    expect(screen.getByText(/Receita do ano: R\$ 45\.000,00 de R\$ 40\.500,00 \(111% do limite\)/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByText(/continua MEI até 31\/12\/2026 e passa a ME\/EPP em 01\/01\/2027/)).toBeInTheDocument();
  });

  it('guarda as entradas para a próxima visita, com o resultado', async () => {
    const { unmount } = renderApp('/calculadora-icms/mei');
    await escolher('Ano', '2026');
    await userEvent.click(screen.getByRole('radio', { name: 'Serviços (paga ISS)' }));
    await userEvent.click(screen.getByRole('button', { name: /Calcular/ }));
    expect(await screen.findByText('R$ 86,05', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    unmount();
    renderApp('/calculadora-icms/mei');
    expect(screen.getByRole('radio', { name: 'Serviços (paga ISS)' })).toBeChecked();
    expect(await screen.findByText('R$ 86,05', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
  });

  it('transportador autônomo de cargas com ICMS: R$ 195,52', async () => {
    renderApp('/calculadora-icms/mei?ano=2026&atividade=tac_icms');
    expect(await screen.findByText('R$ 195,52', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('row', { name: /^Limite de receita em 2026/ })).toHaveTextContent('R$ 251.600,00');
  });
});
