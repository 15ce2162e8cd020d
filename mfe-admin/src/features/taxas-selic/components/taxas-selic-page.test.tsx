// The admin's Selic table against an in-memory database: listed newest first with the
// single-source months marked, a month added and corrected with Portuguese refusals first,
// and a deletion that asks before it deletes.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@semmultas/shared/testing/render-remote.tsx';
import { withDesktopScreen } from '../../../testing/desktop-screen';
import { fakeDb } from '../../../testing/fake-db';
import App from '../../../expose/app';

jest.setTimeout(60_000);

withDesktopScreen();
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const taxas = [
  { mes: '2025-11', taxa: '1.05', fonte: 'gomescampos.com.br (fonte única)', fonte_unica: true, updated_at: '2026-11-24T12:00:00Z' },
  { mes: '2025-12', taxa: '1.22', fonte: 'gomescampos.com.br (fonte única)', fonte_unica: true, updated_at: '2026-11-24T12:00:00Z' },
  { mes: '2025-09', taxa: '1.22', fonte: 'Receita Federal', fonte_unica: false, updated_at: '2026-11-24T12:00:00Z' },
];

function setup() {
  const db = fakeDb({ taxas_selic: taxas });
  const user = userEvent.setup({ delay: null });
  renderRemote(App, { basePath: '/admin', path: '/admin/taxas-selic', supabase: db.client });
  return { db, user };
}

const linhas = () =>
  within(screen.getByRole('table', { name: 'Taxas Selic cadastradas' }))
    .getAllByRole('row')
    .slice(1);
const dialogo = () => screen.getByRole('dialog');

describe('/admin/taxas-selic', () => {
  it('lists the months newest first, with the rate and the single-source ones marked', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Taxas Selic' })).toBeInTheDocument();
    await screen.findByText('12/2025');
    expect(linhas().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['12/2025', '11/2025', '09/2025']);
    expect(linhas()[0]).toHaveTextContent('1,22%');
    expect(linhas()[0]).toHaveTextContent('Fonte única');
    expect(linhas()[2]).not.toHaveTextContent('Fonte única');
  });

  it('adds a month: refuses a wrong month and rate in Portuguese first, then saves 01/2026 at 1,16%', async () => {
    const { db, user } = setup();
    await screen.findByText('12/2025');
    await user.click(screen.getByRole('button', { name: 'Nova taxa' }));
    await user.type(within(dialogo()).getByLabelText('Mês'), '2026-01');
    await user.type(within(dialogo()).getByLabelText('Taxa (% ao mês)'), '12');
    await user.click(within(dialogo()).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialogo()).findByText('Informe o mês como MM/AAAA, de 01/1995 em diante (por exemplo 01/2026).'),
    ).toBeInTheDocument();
    expect(await within(dialogo()).findByText(/^Taxa Selic deve ser maior que 0 e menor que 10/)).toBeInTheDocument();
    expect(db.calls.some((c) => c.startsWith('taxas_selic.insert'))).toBe(false);

    await user.clear(within(dialogo()).getByLabelText('Mês'));
    await user.type(within(dialogo()).getByLabelText('Mês'), '01/2026');
    await user.clear(within(dialogo()).getByLabelText('Taxa (% ao mês)'));
    await user.type(within(dialogo()).getByLabelText('Taxa (% ao mês)'), '1,16');
    await user.click(within(dialogo()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Taxa Selic adicionada.')).toBeInTheDocument();
    expect(db.tables.taxas_selic!.find((r) => r.mes === '2026-01')).toMatchObject({
      taxa: 1.16,
      fonte: 'Receita Federal, "Taxa de Juros Selic" (gov.br)',
      fonte_unica: false,
    });
    await waitFor(() => expect(linhas()[0]).toHaveTextContent('01/2026'));
  });

  it('corrects a month and clears its single-source mark', async () => {
    const { db, user } = setup();
    await screen.findByText('12/2025');
    await user.click(screen.getByRole('button', { name: 'Editar Taxa Selic de 12/2025' }));
    expect(within(dialogo()).getByLabelText('Mês')).toBeDisabled();
    await user.clear(within(dialogo()).getByLabelText('Fonte'));
    await user.type(within(dialogo()).getByLabelText('Fonte'), 'Receita Federal, tabela de janeiro');
    await user.click(within(dialogo()).getByRole('checkbox', { name: 'Fonte única (ainda não conferida)' }));
    await user.click(within(dialogo()).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Taxa Selic atualizada.')).toBeInTheDocument();
    expect(db.calls).toContain(
      'taxas_selic.update {"taxa":1.22,"fonte":"Receita Federal, tabela de janeiro","fonte_unica":false} mes=2025-12',
    );
  });

  it('asks before deleting a month, and Cancelar keeps it', async () => {
    const { db, user } = setup();
    await screen.findByText('12/2025');
    await user.click(screen.getByRole('button', { name: 'Excluir Taxa Selic de 11/2025' }));
    const confirmacao = await screen.findByRole('dialog');
    expect(confirmacao).toHaveTextContent('Tem certeza de que deseja excluir esta taxa Selic?');
    await user.click(within(confirmacao).getByRole('button', { name: 'Cancelar' }));
    expect(db.calls.some((c) => c.startsWith('taxas_selic.delete'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Excluir Taxa Selic de 11/2025' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Taxa Selic excluída.')).toBeInTheDocument();
    expect(db.calls).toContain('taxas_selic.delete mes=2025-11');
    await waitFor(() => expect(linhas()).toHaveLength(2));
  });
});
