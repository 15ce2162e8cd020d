import { ConfigProvider } from 'antd';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashflowTransaction, TransactionInput } from '../utils/ledger';
import { parseOfx } from '../utils/ofx';
import { OFX_SGML_1252, OFX_SGML_THREE_ACCOUNTS } from '@semmultas/shared/testing/ofx-statements.ts';
import OfxReviewModal, { describeAccount } from './ofx-review-modal';

jest.setTimeout(30_000);

const categories = [
  { id: 1, name: 'Aluguel' },
  { id: 2, name: 'Vendas' },
  { id: 3, name: 'Tarifas bancárias' },
];
const ledger: CashflowTransaction[] = [
  { id: 1, date: '2026-10-02', description: 'Aluguel 10/2026', amount: 100, type: 'Saída', category: 'Aluguel' },
  { id: 2, date: '2026-10-03', description: 'TARIFA PACOTE SERVIÇOS', amount: 89.9, type: 'Saída', category: 'Tarifas bancárias' },
];

function setup(text: string) {
  const onImport = jest.fn<Promise<void>, [TransactionInput[]]>(() => Promise.resolve());
  const onDone = jest.fn();
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <OfxReviewModal
        fileName="extrato.ofx"
        file={parseOfx(text)}
        transactions={ledger}
        categories={categories}
        onImport={onImport}
        onDone={onDone}
        onClose={() => {}}
      />
    </ConfigProvider>,
  );
  return { onImport, onDone, user: userEvent.setup({ delay: null }) };
}

const dialog = () => screen.getByRole('dialog');
const importButton = () => within(dialog()).getByRole('button', { name: /^Importar/ });

async function pick(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  const popups = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await user.click(within(popups[popups.length - 1] as HTMLElement).getByTitle(option));
}

describe('OFX review', () => {
  it('asks which account of a multi-account file to import, and lists only its lines', async () => {
    const { user, onImport } = setup(OFX_SGML_THREE_ACCOUNTS);
    expect(within(dialog()).getByText('O arquivo traz 3 contas. Qual delas importar?')).toBeInTheDocument();
    const radios = within(dialog()).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      'Conta corrente · banco 0001 · nº 1111-1 — 2 lançamentos',
      'Conta poupança · banco 0001 · nº 2222-2 — 1 lançamento',
      'Cartão de crédito · nº 5555********9999 — sem lançamentos',
    ]);
    expect(radios[2]).toBeDisabled();
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();
    expect(importButton()).toBeDisabled();

    await user.click(radios[1]!);
    expect(within(dialog()).getByText('RENDIMENTO POUPANÇA')).toBeInTheDocument();
    expect(within(dialog()).queryByText('ALUGUEL')).not.toBeInTheDocument();
    await user.click(radios[0]!);
    expect(within(dialog()).getByText('VENDA')).toBeInTheDocument();
    await user.click(importButton());
    await waitFor(() => expect(onImport).toHaveBeenCalledTimes(1));
    expect(onImport.mock.calls[0]![0].map((t) => t.description)).toEqual(['ALUGUEL', 'VENDA']);
  });

  it('saves a category per line: suggested from the ledger, changed per line or for all ticked', async () => {
    const { user, onImport } = setup(OFX_SGML_1252);
    expect(within(dialog()).queryByRole('radio')).not.toBeInTheDocument(); // one account: no question
    const select = (description: string) => within(dialog()).getByRole('combobox', { name: new RegExp(`^Categoria de "${description}"`) });
    // "TARIFA PACOTE SERVIÇOS" was filed under Tarifas bancárias before; "Aluguel 10/2026" is another payee.
    expect(select('TARIFA PACOTE SERVIÇOS').closest('.ant-select')).toHaveTextContent('Tarifas bancárias');
    expect(within(dialog()).getAllByText('sugerida pelo histórico')).toHaveLength(1);

    await pick(user, select('PIX RECEBIDO JOÃO CONFECÇÕES LTDA'), 'Vendas');
    await pick(user, select('PAG BOLETO ALUGUEL LOJA SÃO JOSÉ'), 'Aluguel');
    await user.click(within(dialog()).getByRole('checkbox', { name: /DAS SIMPLES NACIONAL/ }));
    await user.click(importButton());
    await waitFor(() => expect(onImport).toHaveBeenCalledTimes(1));
    expect(onImport.mock.calls[0]![0].map((t) => [t.description, t.category])).toEqual([
      ['PAG BOLETO ALUGUEL LOJA SÃO JOSÉ', 'Aluguel'],
      ['PIX RECEBIDO JOÃO CONFECÇÕES LTDA', 'Vendas'],
      ['TARIFA PACOTE SERVIÇOS', 'Tarifas bancárias'],
    ]);
  });

  it('applies one category to every ticked line', async () => {
    const { user, onImport } = setup(OFX_SGML_1252);
    await user.click(within(dialog()).getByRole('checkbox', { name: /PIX RECEBIDO/ }));
    await pick(user, within(dialog()).getByLabelText('Aplicar uma categoria a todos os marcados'), 'Vendas');
    await user.click(importButton());
    await waitFor(() => expect(onImport).toHaveBeenCalledTimes(1));
    expect(onImport.mock.calls[0]![0].map((t) => t.category)).toEqual(['Vendas', 'Vendas', 'Vendas']);
  });

  it('names an account the way the user knows it', () => {
    const [checking, , card] = parseOfx(OFX_SGML_THREE_ACCOUNTS).accounts;
    expect(describeAccount(checking!)).toBe('Conta corrente · banco 0001 · nº 1111-1');
    expect(describeAccount(card!)).toBe('Cartão de crédito · nº 5555********9999');
  });
});
