// /fluxo-caixa mounted the way the shell mounts it, against the RPCs in memory.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderRemote } from '@semmultas/shared/testing/render-remote.tsx';
import { fakeLedgerApi } from '../features/fluxo-caixa/testing/fake-ledger-api';
import type { CashflowTransaction } from '../features/fluxo-caixa/utils/ledger';
import App, { warm } from './app';

const BASE = '/fluxo-caixa';

// Whole antd pages in jsdom: a second or two each on a quiet machine, more on a busy one.
jest.setTimeout(120_000);

// Nothing here is hidden with CSS (dialogs that closed are removed from the DOM), so role
// queries can skip the per-element visibility check, and typing the pointer-events check.
configure({ defaultHidden: true });
const userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

function seedTransactions(n: number): CashflowTransaction[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    description: `Lançamento ${i + 1}`,
    amount: 10 * (i + 1),
    type: i % 3 === 0 ? 'Saída' : 'Entrada',
    category: i % 2 ? 'Vendas' : null,
    date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  }));
}

/** Text fields get their value at once (typing is exercised where it matters: the amount). */
function setText(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/** A button by its text or aria-label (icon buttons carry only the label). */
function button(name: string, scope: HTMLElement = document.body): HTMLElement {
  const found = Array.from(scope.querySelectorAll('button')).filter(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
  if (found.length !== 1) throw new Error(`${found.length} botões "${name}"`);
  return found[0]!;
}

function findButton(name: string, scope?: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => button(name, scope));
}

function figure(name: string) {
  return screen.getByRole('group', { name });
}

async function openNewTransaction() {
  await userEvent.click(button('Nova transação'));
  return screen.findByRole('dialog', { name: 'Nova transação' });
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // Failures are logged on purpose (SPEC §8); keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('/fluxo-caixa', () => {
  it('creates the empty ledger on the first visit and shows the balance', async () => {
    const api = fakeLedgerApi();
    renderRemote(App, { basePath: BASE, supabase: api.client });
    expect(screen.getByRole('heading', { level: 2, name: 'Fluxo de Caixa' })).toBeInTheDocument();
    expect(await screen.findByText(/Nenhuma transação ainda/)).toBeInTheDocument();
    expect(api.calls.map((c) => c.fn)).toEqual(['fluxo_caixa_get_or_create']);
    expect(figure('Saldo')).toHaveTextContent('R$ 0,00');
  });

  it('refuses an incomplete transaction, reads the amount as cents and saves', async () => {
    const api = fakeLedgerApi();
    renderRemote(App, { basePath: BASE, supabase: api.client });
    await screen.findByText(/Nenhuma transação ainda/);
    const dialog = await openNewTransaction();
    await userEvent.click(button('Salvar', dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos corretamente.');
    expect(api.calls).toHaveLength(1);
    // Each marked field says what it needs; the hint goes as the field is corrected.
    expect(within(dialog).getByText('Escreva uma descrição (até 200 caracteres).')).toBeInTheDocument();
    expect(within(dialog).getByText('Digite um valor maior que zero.')).toBeInTheDocument();

    setText(within(dialog).getByLabelText('Descrição'), 'Venda à vista');
    const amount = within(dialog).getByLabelText('Valor');
    await userEvent.type(amount, '123456');
    expect(amount).toHaveValue('R$ 1.234,56');
    await waitFor(() => expect(within(dialog).queryByText('Digite um valor maior que zero.')).not.toBeInTheDocument());
    await userEvent.click(button('Salvar', dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova transação' })).not.toBeInTheDocument());
    expect(api.calls.at(-1)).toEqual({
      fn: 'fluxo_caixa_add_transaction',
      args: {
        transaction: {
          description: 'Venda à vista',
          amount: 1234.56,
          type: 'Entrada',
          category: null,
          date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        },
      },
    });
    // (the first render may lay out the table before the breakpoint says "phone": wait it out)
    await waitFor(() => expect(screen.getByText('Venda à vista')).toBeInTheDocument());
    expect(figure('Saldo')).toHaveTextContent('R$ 1.234,56');
  });

  it('keeps what the user typed when the save fails, and says so', async () => {
    const api = fakeLedgerApi();
    renderRemote(App, { basePath: BASE, supabase: api.client });
    await screen.findByText(/Nenhuma transação ainda/);
    const dialog = await openNewTransaction();
    setText(within(dialog).getByLabelText('Descrição'), 'Aluguel');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '250000');
    await userEvent.click(within(dialog).getByLabelText('Saída'));
    api.failNext = { message: 'TypeError: Failed to fetch' };
    await userEvent.click(button('Salvar', dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao salvar transação.');
    expect(alert).toHaveTextContent('O que você digitou foi mantido');
    expect(within(dialog).getByLabelText('Descrição')).toHaveValue('Aluguel');
    expect(within(dialog).getByLabelText('Valor')).toHaveValue('R$ 2.500,00');
    expect(within(dialog).getByLabelText('Saída')).toBeChecked();
    // The second try goes through with the same values.
    await userEvent.click(button('Salvar', dialog));
    await waitFor(() =>
      expect(api.transactions).toEqual([expect.objectContaining({ description: 'Aluguel', amount: 2500, type: 'Saída' })]),
    );
  });

  it('shows the database reason on a refused save', async () => {
    const api = fakeLedgerApi();
    renderRemote(App, { basePath: BASE, supabase: api.client });
    await screen.findByText(/Nenhuma transação ainda/);
    const dialog = await openNewTransaction();
    setText(within(dialog).getByLabelText('Descrição'), 'X');
    await userEvent.type(within(dialog).getByLabelText('Valor'), '1');
    api.failNext = { code: '22007', message: 'A data da transação é inválida.' };
    await userEvent.click(button('Salvar', dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro ao salvar transação. A data da transação é inválida.');
  });

  it('pages by 5, newest first, and edits and deletes with the spec confirmation', async () => {
    const api = fakeLedgerApi({ transactions: seedTransactions(12), categories: [{ id: 1, name: 'Vendas' }] });
    renderRemote(App, { basePath: BASE, supabase: api.client });
    const list = await screen.findByRole('list', { name: 'Transações' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => within(li).getByText(/^Lançamento/).textContent),
    ).toEqual(['Lançamento 12', 'Lançamento 11', 'Lançamento 10', 'Lançamento 9', 'Lançamento 8']);
    expect(screen.getByText('1–5 de 12')).toBeInTheDocument();

    await userEvent.click(button('Excluir "Lançamento 12"'));
    expect((await screen.findAllByText('Tem certeza de que deseja excluir "Lançamento 12"?')).length).toBeGreaterThan(0);
    await userEvent.click(button('Excluir'));
    await waitFor(() => expect(screen.queryByText('Lançamento 12')).not.toBeInTheDocument());
    expect(api.calls.at(-1)).toEqual({ fn: 'fluxo_caixa_delete_transaction', args: { transaction_id: 12 } });

    await userEvent.click(button('Editar "Lançamento 11"'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar transação' });
    const description = within(dialog).getByLabelText('Descrição');
    expect(description).toHaveValue('Lançamento 11');
    setText(description, 'Venda corrigida');
    await userEvent.click(button('Salvar', dialog));
    await waitFor(() => expect(screen.getByText('Venda corrigida')).toBeInTheDocument());
    expect(api.calls.at(-1)).toMatchObject({
      fn: 'fluxo_caixa_update_transaction',
      args: { transaction_id: 11, changes: { description: 'Venda corrigida', amount: 110 } },
    });
  });

  it('shows more entries a page when asked, keeps the choice after a reload, and a filter goes back to page 1', async () => {
    window.localStorage.clear();
    const api = fakeLedgerApi({ transactions: seedTransactions(30), categories: [{ id: 1, name: 'Vendas' }] });
    const first = renderRemote(App, { basePath: BASE, supabase: api.client });
    await screen.findByText('1–5 de 30');
    // A phone (no matchMedia here): the simple pager, "3 / 6".
    await userEvent.click(screen.getByTitle('Próxima página'));
    await userEvent.click(screen.getByTitle('Próxima página'));
    expect(screen.getByText('11–15 de 30')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Linhas por página' }), '10 / página');
    // The first entry on screen stays on screen: 11–20.
    expect(await screen.findByText('11–20 de 30')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Transações' })).getAllByRole('listitem')).toHaveLength(10);
    expect(window.localStorage.getItem('semmultas:tamanho-pagina:fluxo-caixa')).toBe('10');
    first.unmount();

    renderRemote(App, { basePath: BASE, supabase: api.client });
    expect(await screen.findByText('1–10 de 30')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('Próxima página'));
    expect(screen.getByText('11–20 de 30')).toBeInTheDocument();
    setText(screen.getByRole('textbox', { name: 'Buscar' }), 'Lançamento');
    expect(await screen.findByText('1–10 de 30')).toBeInTheDocument();
    window.localStorage.clear();
  });

  it('shows the total of the filtered entries, read from the address', async () => {
    const api = fakeLedgerApi({ transactions: seedTransactions(6), categories: [{ id: 1, name: 'Vendas' }] });
    renderRemote(App, { basePath: BASE, path: `${BASE}?tipo=Sa%C3%ADda`, supabase: api.client });
    // Saídas: 1 (10) and 4 (40)
    const total = await screen.findByRole('group', { name: 'Total filtrado' });
    await waitFor(() => expect(total).toHaveTextContent('− R$ 50,00'));
    expect(within(screen.getByRole('list', { name: 'Transações' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(button('Limpar filtros'));
    expect(await screen.findByRole('group', { name: 'Saldo' })).toHaveTextContent('R$ 110,00'); // entradas 20 + 30 + 50 + 60 − saídas 10 + 40
  });

  it("refuses a blank category name with the spec's sentence", async () => {
    const api = fakeLedgerApi();
    renderRemote(App, { basePath: BASE, supabase: api.client });
    await screen.findByText(/Nenhuma transação ainda/);
    await userEvent.click(button('Categorias'));
    const dialog = await screen.findByRole('dialog', { name: 'Categorias' });
    setText(within(dialog).getByLabelText('Nova categoria'), '   ');
    await userEvent.click(button('Adicionar', dialog));
    expect(await within(dialog).findByText('O nome da categoria não pode estar vazio.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
    setText(within(dialog).getByLabelText('Nova categoria'), 'Impostos');
    await userEvent.click(button('Adicionar', dialog));
    expect(await within(dialog).findByText('Impostos')).toBeInTheDocument();
    expect(api.categories).toEqual([expect.objectContaining({ name: 'Impostos' })]);
  });

  it('asks what to do with the entries of a category in use, and moves them', async () => {
    const api = fakeLedgerApi({
      transactions: seedTransactions(3),
      categories: [
        { id: 1, name: 'Vendas' },
        { id: 2, name: 'Serviços' },
      ],
    });
    renderRemote(App, { basePath: BASE, supabase: api.client });
    await screen.findByRole('list', { name: 'Transações' });
    await userEvent.click(button('Categorias'));
    await userEvent.click(await findButton('Excluir categoria Vendas'));
    expect((await screen.findAllByText('Tem certeza de que deseja excluir esta categoria?')).length).toBeGreaterThan(0);
    expect(screen.getByText('A categoria “Vendas” é usada por 1 lançamento. O que fazer com ele?')).toBeInTheDocument();
    expect(screen.getByLabelText('Mover para outra categoria')).toBeChecked();
    await userEvent.click(button('Excluir categoria'));
    await waitFor(() => expect(api.categories.map((c) => c.name)).toEqual(['Serviços']));
    expect(api.calls.at(-1)).toEqual({
      fn: 'fluxo_caixa_delete_category',
      args: { category_id: 1, on_transactions: 'reassign', reassign_to: 'Serviços' },
    });
    expect(api.transactions.filter((t) => t.category === 'Serviços')).toHaveLength(1);
  });

  it("says 'Erro ao carregar dados' and retries", async () => {
    const api = fakeLedgerApi();
    api.failNext = { message: 'Failed to fetch' };
    renderRemote(App, { basePath: BASE, supabase: api.client });
    expect(await screen.findByText('Erro ao carregar dados')).toBeInTheDocument();
    await userEvent.click(button('Tentar novamente'));
    expect(await screen.findByText(/Nenhuma transação ainda/)).toBeInTheDocument();
  });

  it('shows the premium notice when the database refuses the ledger', async () => {
    const api = fakeLedgerApi();
    api.failNext = { code: '42501', message: 'O Fluxo de Caixa é exclusivo para assinantes com plano Premium ativo.' };
    renderRemote(App, { basePath: BASE, supabase: api.client, plan: 'expired' });
    expect(await screen.findByText('Conteúdo exclusivo do plano Premium')).toBeInTheDocument();
  });

  it('opens read-only for an expired plan: the entries, the filters and the CSV export stay, writing asks for the plan', async () => {
    const api = fakeLedgerApi({ transactions: seedTransactions(3) });
    renderRemote(App, { basePath: BASE, supabase: api.client, plan: 'expired' });
    expect(await screen.findByText('Seu plano Premium não está ativo: o Fluxo de Caixa está somente para leitura.')).toBeInTheDocument();
    expect((await screen.findAllByText('Lançamento 3')).length).toBeGreaterThan(0);
    for (const gone of ['Nova transação', 'Categorias', 'Importar OFX', 'Editar "Lançamento 3"', 'Excluir "Lançamento 3"'])
      expect(() => button(gone)).toThrow(/^0 botões/);
    expect(button('Exportar CSV')).toBeEnabled();
    expect(button('Renovar o Premium')).toBeEnabled();
    expect(api.calls.map((c) => c.fn)).toEqual(['select fluxo_caixa']);
  });

  // Issue 14: the area shows at the click, not when the ledger has arrived.
  it('shows the title, the actions and the filters while the ledger loads, with only the rows saying they load', async () => {
    const api = fakeLedgerApi({ transactions: seedTransactions(3), categories: [{ id: 1, name: 'Vendas' }] });
    const release = api.hold();
    renderRemote(App, { basePath: BASE, supabase: api.client });
    expect(screen.getByRole('heading', { level: 2, name: 'Fluxo de Caixa' })).toBeInTheDocument();
    expect(button('Nova transação')).toBeDisabled();
    expect(button('Exportar CSV')).toBeDisabled();
    expect(screen.getByRole('heading', { level: 3, name: 'Transações' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Saldo' })).not.toHaveTextContent('R$');
    const loading = screen.getByRole('status', { name: 'Carregando o fluxo de caixa' });
    expect(within(screen.getByRole('region', { name: 'Transações' })).getByRole('status')).toBe(loading);
    // The filters are there and take what is typed; it stays when the rows arrive.
    setText(screen.getByLabelText('Buscar'), 'Lançamento 2');
    expect(screen.queryByText('Lançamento 1')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.fn)).toEqual(['fluxo_caixa_get_or_create']);

    await act(async () => release());
    expect(await screen.findAllByText('Lançamento 2')).not.toHaveLength(0);
    expect(screen.queryByRole('status', { name: 'Carregando o fluxo de caixa' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Buscar')).toHaveValue('Lançamento 2');
    expect(screen.queryByText('Lançamento 1')).not.toBeInTheDocument();
    expect(button('Nova transação')).toBeEnabled();
  });

  it('says at once that an expired plan reads only, before the entries arrive', async () => {
    const api = fakeLedgerApi({ transactions: seedTransactions(2) });
    const release = api.hold();
    renderRemote(App, { basePath: BASE, supabase: api.client, plan: 'expired' });
    expect(screen.getByText('Seu plano Premium não está ativo: o Fluxo de Caixa está somente para leitura.')).toBeInTheDocument();
    expect(button('Renovar o Premium')).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Carregando o fluxo de caixa' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findAllByText('Lançamento 2')).not.toHaveLength(0);
    expect(api.calls.map((c) => c.fn)).toEqual(['select fluxo_caixa']);
  });

  it('opens with the rows at once when the menu entry warmed the read, and reads once', async () => {
    const api = fakeLedgerApi({ transactions: seedTransactions(2) });
    warm({ supabase: api.client, plan: 'premium' });
    warm({ supabase: api.client, plan: 'premium' }); // a second hover reads nothing more
    await act(async () => undefined);
    renderRemote(App, { basePath: BASE, supabase: api.client });
    expect(screen.getAllByText('Lançamento 2')).not.toHaveLength(0);
    expect(screen.queryByRole('status', { name: 'Carregando o fluxo de caixa' })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.fn)).toEqual(['fluxo_caixa_get_or_create']);
    // With the page open, a hover on its menu entry reads nothing: the page has its own.
    warm({ supabase: api.client, plan: 'premium' });
    expect(api.calls).toHaveLength(1);
  });

  it('waits for a warm read still under way instead of asking again, and the free plan warms nothing', async () => {
    const api = fakeLedgerApi({ transactions: seedTransactions(2) });
    warm({ supabase: api.client, plan: 'free' });
    expect(api.calls).toHaveLength(0);
    const release = api.hold();
    warm({ supabase: api.client, plan: 'premium' });
    renderRemote(App, { basePath: BASE, supabase: api.client });
    expect(screen.getByRole('status', { name: 'Carregando o fluxo de caixa' })).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findAllByText('Lançamento 2')).not.toHaveLength(0);
    expect(api.calls.map((c) => c.fn)).toEqual(['fluxo_caixa_get_or_create']);
  });

  it('does not show a warm read older than the page would keep', async () => {
    const api = fakeLedgerApi({ transactions: seedTransactions(1) });
    warm({ supabase: api.client, plan: 'premium' });
    await act(async () => undefined);
    api.transactions.push({ id: 9, description: 'Escrito depois', amount: 1, type: 'Entrada', category: null, date: '2026-04-01' });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 5_000);
    renderRemote(App, { basePath: BASE, supabase: api.client });
    expect(await screen.findAllByText('Escrito depois')).not.toHaveLength(0);
    expect(api.calls).toHaveLength(2);
    jest.restoreAllMocks();
  });

  it('re-reads the ledger when the tab comes back into view', async () => {
    const api = fakeLedgerApi();
    renderRemote(App, { basePath: BASE, supabase: api.client });
    await screen.findByText(/Nenhuma transação ainda/);
    api.transactions.push({ id: 5, description: 'Da outra aba', amount: 1, type: 'Entrada', category: null, date: '2026-01-01' });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 5_000);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Da outra aba')).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
