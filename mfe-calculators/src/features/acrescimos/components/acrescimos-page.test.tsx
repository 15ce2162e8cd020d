// The late-payment tab: ACRESCIMOS.md §8's published example (Jettax, PIS 2022) typed in, the
// Selic months shown, the honest notes with the official links, and a month without Selic refused by name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { endereco, renderApp } from '../../../testing/render-app';

jest.setTimeout(60_000);

beforeEach(() => {
  localStorage.clear();
  // The default test client cannot read the Selic table: the page logs it and uses the shipped one.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

function linha(nome: RegExp): HTMLElement {
  return within(screen.getByRole('table', { name: 'Resultado — DAS/DARF em atraso' })).getByRole('row', { name: nome });
}

/** A client whose taxas_selic answers these rows (as PostgREST does: numeric as text). */
function clienteComSelic(linhas: { mes: string; taxa: string; fonte: string; fonte_unica: boolean }[]): SupabaseClient {
  const consulta = { select: () => consulta, order: async () => ({ data: linhas, error: null }) };
  return { from: (tabela: string) => (tabela === 'taxas_selic' ? consulta : null) } as unknown as SupabaseClient;
}

const BCB = 'Banco Central do Brasil, SGS série 4390 (Selic acumulada no mês)';

/** pub-jettax-pis-2022, typed as a user would: DARF of R$ 2.200, due 25/03, paid 22/06/2022. */
async function calcularJettax() {
  await userEvent.click(screen.getByRole('radio', { name: 'DARF (tributo federal)' }));
  await userEvent.type(screen.getByLabelText('Valor principal'), '2.200');
  await userEvent.type(screen.getByLabelText('Vencimento'), '25032022');
  await userEvent.clear(screen.getByLabelText('Data do pagamento'));
  await userEvent.type(screen.getByLabelText('Data do pagamento'), '22062022');
  await userEvent.click(screen.getByRole('button', { name: /Calcular/ }));
}

describe('/calculadora-icms/atraso', () => {
  it('o pagamento começa como hoje em São Paulo', async () => {
    renderApp('/calculadora-icms/atraso');
    const hoje = todayInSaoPaulo().split('-').reverse().join('/');
    // Issue 14: the tab's page is its own chunk, loaded when opened by its address.
    expect(await screen.findByLabelText('Data do pagamento')).toHaveValue(hoje);
  });

  it('pub-jettax-pis-2022: DARF R$ 2.200, 25/03 → 22/06/2022 = 87 dias, multa 20%, juros 2,86%, total R$ 2.702,92', async () => {
    renderApp('/calculadora-icms/atraso');
    await calcularJettax();

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

  it('guarda a guia para a próxima visita; a data do pagamento volta a ser hoje', async () => {
    const { unmount } = renderApp('/calculadora-icms/atraso');
    await calcularJettax();
    expect(await screen.findByText('R$ 2.702,92', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    unmount();
    renderApp('/calculadora-icms/atraso');
    expect(screen.getByRole('radio', { name: 'DARF (tributo federal)' })).toBeChecked();
    expect(screen.getByLabelText('Valor principal')).toHaveValue('2.200,00');
    expect(screen.getByLabelText('Vencimento')).toHaveValue('25/03/2022');
    expect(screen.getByLabelText('Data do pagamento')).toHaveValue(todayInSaoPaulo().split('-').reverse().join('/'));
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

  it('usa a tabela Selic do banco: "Taxas Selic até 05/2026", a fonte de cada mês, o aviso de fonte única e a recusa de 06/2026', async () => {
    const supabase = clienteComSelic([
      { mes: '2026-05', taxa: '1.12', fonte: BCB, fonte_unica: false },
      { mes: '2026-04', taxa: '1.05', fonte: BCB, fonte_unica: false },
      { mes: '2026-03', taxa: '1.10', fonte: 'Receita Federal (digitada pelo administrador)', fonte_unica: true },
      { mes: '2026-02', taxa: '1.00', fonte: BCB, fonte_unica: false },
      { mes: '2026-01', taxa: '1.16', fonte: BCB, fonte_unica: false },
    ]);
    renderApp('/calculadora-icms/atraso?tributo=DAS&principal=1000&vencimento=2026-01-20&pagamento=2026-06-15', undefined, supabase);
    // 20/01 → 15/06/2026: 145 days (multa 20%); juros 1,00 + 1,10 + 1,05 + 1,12 (02–05/2026) + 1 = 5,27%.
    expect(await screen.findByText('R$ 1.252,70', { selector: '.sm-calc-principal-valor' })).toBeInTheDocument();
    expect(linha(/^Juros de mora/)).toHaveTextContent('5,27% = R$ 52,70');
    expect(linha(/^Taxas Selic até/)).toHaveTextContent('05/2026');
    const selic = screen.getByRole('table', { name: 'Taxas Selic usadas (até 05/2026)' });
    // jsdom lays out as a phone: the source column is hidden (the browser suite sees it at 1280 px).
    expect(within(selic).getByRole('row', { name: /04\/2026/ })).toHaveTextContent('1,05%');
    expect(within(selic).getByRole('row', { name: /03\/2026/ })).toHaveTextContent('(fonte única)');
    expect(screen.getByText(/A taxa Selic de 03\/2026 veio de uma única fonte/)).toBeInTheDocument();
    expect(screen.queryByText(/tabela que acompanha o aplicativo/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Antes de pagar' })).getByText(/Taxas Selic até 05\/2026\./)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Data do pagamento'));
    await userEvent.type(screen.getByLabelText('Data do pagamento'), '10072026');
    expect(await screen.findByText(/A taxa Selic de 06\/2026 ainda não foi carregada/, { selector: '[id$="-erro"]' })).toBeInTheDocument();
    expect(screen.getByText(/A tabela vai de 01\/2026 a 05\/2026/, { selector: '[id$="-erro"]' })).toBeInTheDocument();
  });

  it('sem acesso à tabela do banco, calcula com a tabela do aplicativo e diz isso', async () => {
    // The default test client has no methods: the request fails.
    renderApp('/calculadora-icms/atraso?tributo=DAS&principal=1000&vencimento=2025-09-22&pagamento=2026-01-15');
    // 22/09/2025 → 15/01/2026: juros 1,28 + 1,05 + 1,22 (10–12/2025) + 1 = 4,55%.
    expect(
      await screen.findByText(
        /Não foi possível ler a tabela Selic atualizada; este cálculo usou a tabela que acompanha o aplicativo \(taxas até 12\/2025\)/,
      ),
    ).toBeInTheDocument();
    expect(linha(/^Juros de mora/)).toHaveTextContent('4,55% = R$ 45,50');
    expect(screen.getByText(/A taxa Selic de 10\/2025, 11\/2025, 12\/2025 veio de uma única fonte/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Antes de pagar' })).getByText(
        /tabela que acompanha o aplicativo: não foi possível ler a atualizada/,
      ),
    ).toBeInTheDocument();
  });
});
