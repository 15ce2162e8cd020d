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
});
