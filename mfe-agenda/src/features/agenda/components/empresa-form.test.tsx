// The first company's form (issue 19): the UF is the browser's <select> (PlainSelect, issue 14)
// inside antd's Form.Item, which hands it its value, its id and its error.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { theme } from 'antd';
import { EmpresaForm } from './empresa-form';
import type { NovaEmpresa } from '../api/write-agenda';

describe('EmpresaForm', () => {
  it('asks for the UF when none is chosen, on the field itself, and saves the one chosen', async () => {
    const salvas: NovaEmpresa[] = [];
    render(<EmpresaForm onSalvar={async (e) => void salvas.push(e)} />);
    await userEvent.type(screen.getByLabelText('Nome da empresa'), 'Padaria Pão Quente');
    const uf = screen.getByRole('combobox', { name: 'UF' });
    expect(uf).toHaveDisplayValue('Escolha o estado');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar empresa' }));

    expect(await screen.findByText('Escolha a UF.')).toBeInTheDocument();
    expect(uf).toHaveAttribute('aria-invalid', 'true');
    expect(uf).toHaveAccessibleDescription('Escolha a UF.');
    // The error colour, from Form.Item's status.
    const borda = () => uf.closest<HTMLElement>('.sm-select')!.style.getPropertyValue('--sm-select-border');
    expect(borda()).toBe(theme.getDesignToken().colorError);
    expect(salvas).toEqual([]);

    // Typing the sigla on the closed select, as a keyboard user does, is selectOptions here.
    await userEvent.selectOptions(uf, 'SP — São Paulo');
    await waitFor(() => expect(screen.queryByText('Escolha a UF.')).not.toBeInTheDocument());
    expect(uf).not.toHaveAttribute('aria-invalid');
    expect(borda()).toBe(theme.getDesignToken().colorBorder);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar empresa' }));
    await waitFor(() => expect(salvas).toHaveLength(1));
    expect(salvas[0]).toMatchObject({ nome: 'Padaria Pão Quente', uf: 'SP', regime: 'SIMPLES', tem_empregados: false });
    // Saved: the form starts over (antd mounts its fields anew), the UF back to its placeholder.
    await waitFor(() => expect(screen.getByLabelText('Nome da empresa')).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveDisplayValue('Escolha o estado');
  });

  it("takes the regime, the employees and the regime's own facts from the browser's radios and checkboxes", async () => {
    const salvas: NovaEmpresa[] = [];
    render(<EmpresaForm onSalvar={async (e) => void salvas.push(e)} />);
    await userEvent.type(screen.getByLabelText('Nome da empresa'), 'Metalúrgica Aço Forte');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'UF' }), 'MG — Minas Gerais');
    // Simples Nacional: only the withholding question; no IPI or ECD.
    expect(screen.getByRole('radio', { name: 'Simples Nacional' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'É indústria (IPI)' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Lucro Presumido' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'É indústria (IPI)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Precisa entregar a ECD (escrituração contábil digital)' }));
    expect(screen.getByRole('checkbox', { name: 'Retém ou sofre retenção de tributos (EFD-Reinf)' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar empresa' }));
    await waitFor(() => expect(salvas).toHaveLength(1));
    expect(salvas[0]).toMatchObject({
      nome: 'Metalúrgica Aço Forte',
      uf: 'MG',
      regime: 'PRESUMIDO',
      tem_empregados: true,
      industria: true,
      ecd_obrigatoria: true,
      retencoes: false,
    });
  });

  it('does not save a CNPJ whose check digits are wrong, and says so on the field', async () => {
    const salvas: NovaEmpresa[] = [];
    render(<EmpresaForm onSalvar={async (e) => void salvas.push(e)} />);
    await userEvent.type(screen.getByLabelText('Nome da empresa'), 'Padaria');
    await userEvent.type(screen.getByLabelText(/^CNPJ/), '11.222.333/0001-00');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'UF' }), 'SP — São Paulo');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar empresa' }));
    expect(await screen.findByText('CNPJ inválido: confira os dígitos verificadores.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^CNPJ/)).toHaveAttribute('aria-invalid', 'true');
    expect(salvas).toEqual([]);
  });
});
