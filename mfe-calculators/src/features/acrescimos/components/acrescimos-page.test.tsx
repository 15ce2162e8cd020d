// The late-payment tab: ACRESCIMOS.md §8's published example (Jettax, PIS 2022) typed in, the
// Selic months shown, the honest notes with the official links, and a month without Selic refused by name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { endereco, renderApp } from '../../../testing/render-app';

jest.setTimeout(60_000);

beforeEach(() => localStorage.clear());

function linha(nome: RegExp): HTMLElement {
  return within(screen.getByRole('table', { name: 'Resultado — DAS/DARF em atraso' })).getByRole('row', { name: nome });
}

describe('/calculadora-icms/atraso', () => {
  it('o pagamento começa como hoje em São Paulo', () => {
    renderApp('/calculadora-icms/atraso');
    const hoje = todayInSaoPaulo().split('-').reverse().join('/');
    expect(screen.getByLabelText('Data do pagamento')).toHaveValue(hoje);
  });

  it('pub-jettax-pis-2022: DARF R$ 2.200, 25/03 → 22/06/2022 = 87 dias, multa 20%, juros 2,86%, total R$ 2.702,92', async () => {
    renderApp('/calculadora-icms/atraso');
    await userEvent.click(screen.getByRole('radio', { name: 'DARF (tributo federal)' }));
    await userEvent.type(screen.getByLabelText('Valor principal'), '2.200');
    await userEvent.type(screen.getByLabelText('Vencimento'), '25032022');
    await userEvent.clear(screen.getByLabelText('Data do pagamento'));
    await userEvent.type(screen.getByLabelText('Data do pagamento'), '22062022');
    await userEvent.click(screen.getByRole('button', { name: /Calcular/ }));

    expect(await screen.findByText('R$ 2.702,92', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    expect(screen.getByText('Total a pagar em 22/06/2022')).toBeInTheDocument();
    expect(linha(/^Dias de atraso/)).toHaveTextContent('87');
    expect(linha(/^Multa de mora/)).toHaveTextContent('20% = R$ 440,00');
    expect(linha(/^Multa de mora/)).toHaveTextContent('87 × 0,33% = 28,71% → limite de 20%');
    expect(linha(/^Juros de mora/)).toHaveTextContent('2,86% = R$ 62,92');
    expect(linha(/^Taxas Selic até/)).toHaveTextContent('12/2025');
    const selic = screen.getByRole('table', { name: /Taxas Selic usadas/ });
    expect(within(selic).getByRole('row', { name: /04\/2022/ })).toHaveTextContent('0,83%');
    expect(within(selic).getByRole('row', { name: /05\/2022/ })).toHaveTextContent('1,03%');
    const notas = screen.getByRole('region', { name: 'Antes de pagar' });
    expect(within(notas).getByRole('link', { name: /Sicalc/ })).toHaveAttribute('href', expect.stringContaining('receita.economia.gov.br'));
    expect(notas).toHaveTextContent('Súmula 360 do STJ');
  });

  it('um link preenche a guia; um mês sem taxa Selic é recusado pelo nome', async () => {
    renderApp('/calculadora-icms/atraso?tributo=DAS&principal=1000&vencimento=2026-05-20&pagamento=2026-11-23');
    await waitFor(() => expect(endereco.atual).toBe('/calculadora-icms/atraso'));
    expect(screen.getByLabelText('Vencimento')).toHaveValue('20/05/2026');
    expect(await screen.findByText(/A taxa Selic de 06\/2026 ainda não foi carregada/, { selector: '[id$="-erro"]' })).toBeInTheDocument();
    // Paid in the month after the due month: 1 % of juros, no Selic needed.
    await userEvent.clear(screen.getByLabelText('Vencimento'));
    await userEvent.type(screen.getByLabelText('Vencimento'), '20102026');
    expect(await screen.findByText('R$ 1.122,20', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    expect(linha(/^Dias de atraso/)).toHaveTextContent('de 21/10/2026 a 23/11/2026');
    expect(linha(/^Multa de mora/)).toHaveTextContent('11,22% = R$ 112,20');
    expect(linha(/^Juros de mora/)).toHaveTextContent('1% = R$ 10,00');
    expect(within(screen.getByRole('region', { name: 'Antes de pagar' })).getByRole('link', { name: /PGDAS-D/ })).toBeInTheDocument();
  });
});
