import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider, theme } from 'antd';
import { PlainSelect, type PlainSelectOption } from './plain-select';

const MESES: PlainSelectOption<number | null>[] = [
  { value: null, label: 'Escolha o mês' },
  { value: 1, label: 'janeiro' },
  { value: 2, label: 'fevereiro' },
  { value: 12, label: 'dezembro' },
];

function Mes({ inicial = null as number | null, onChange = (_: number | null) => {} }) {
  const [mes, setMes] = useState<number | null>(inicial);
  return (
    <>
      <label htmlFor="mes">Mês</label>
      <PlainSelect
        id="mes"
        value={mes}
        options={MESES}
        onChange={(v) => {
          setMes(v);
          onChange(v);
        }}
      />
      <output>{String(mes)}</output>
    </>
  );
}

describe('PlainSelect (issue 14)', () => {
  it('is a labelled native select that hands back the option’s own value, not its text', async () => {
    const seen: (number | null)[] = [];
    render(<Mes onChange={(v) => seen.push(v)} />);
    const campo = screen.getByRole('combobox', { name: 'Mês' });
    expect(campo.tagName).toBe('SELECT');
    expect(campo).toHaveDisplayValue('Escolha o mês');
    await userEvent.selectOptions(campo, 'dezembro');
    expect(seen).toEqual([12]);
    expect(campo).toHaveDisplayValue('dezembro');
    await userEvent.selectOptions(campo, 'Escolha o mês');
    expect(seen).toEqual([12, null]);
    expect(screen.getByRole('status')).toHaveTextContent('null');
  });

  it('reads as a placeholder (muted) only while the chosen value is empty', async () => {
    const { container } = render(<Mes />);
    const caixa = container.querySelector('.sm-select');
    expect(caixa).toHaveClass('sm-select-placeholder');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mês' }), 'janeiro');
    expect(caixa).not.toHaveClass('sm-select-placeholder');
  });

  it('shows no option as chosen when the value is not among them (never the first one by default)', () => {
    render(
      <PlainSelect aria-label="Tipo" value={'outro' as string} options={[{ value: 'Entrada', label: 'Entrada' }]} onChange={() => {}} />,
    );
    const campo = screen.getByRole('combobox', { name: 'Tipo' }) as HTMLSelectElement;
    expect(campo.value).toBe('');
    expect(campo.selectedOptions[0]).toHaveAttribute('hidden');
  });

  it('keeps numbers and strings apart: 0 and "0" are different values', async () => {
    const seen: unknown[] = [];
    render(
      <PlainSelect<number | string>
        aria-label="Ano"
        value={0}
        options={[
          { value: 0, label: 'Todos os anos' },
          { value: '0', label: 'texto zero' },
        ]}
        onChange={(v) => seen.push(v)}
      />,
    );
    const campo = screen.getByRole('combobox', { name: 'Ano' });
    expect(campo).toHaveDisplayValue('Todos os anos');
    await userEvent.selectOptions(campo, 'texto zero');
    expect(seen).toEqual(['0']);
  });

  it('passes the field’s description, invalid state and disabled options to the select', () => {
    render(
      <>
        <p id="erro">Escolha a UF de destino.</p>
        <PlainSelect
          aria-label="UF de destino"
          aria-describedby="erro"
          aria-invalid
          status="error"
          value={null as string | null}
          options={[
            { value: null, label: 'Escolha a UF' },
            { value: 'SP', label: 'SP — São Paulo' },
            { value: 'XX', label: 'fechada', disabled: true },
          ]}
          onChange={() => {}}
        />
      </>,
    );
    const campo = screen.getByRole('combobox', { name: 'UF de destino' });
    expect(campo).toHaveAccessibleDescription('Escolha a UF de destino.');
    expect(campo).toBeInvalid();
    expect(screen.getByRole('option', { name: 'fechada' })).toBeDisabled();
  });

  it.each([false, true])("draws with the theme's tokens (dark: %s): antd's height, border, radius and colours", (dark) => {
    let tokens: ReturnType<typeof theme.getDesignToken> | undefined;
    function Tokens() {
      tokens = theme.useToken().token;
      return null;
    }
    const { container } = render(
      <ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>
        <Tokens />
        <PlainSelect
          aria-label="Tipo"
          value="Entrada"
          options={[{ value: 'Entrada', label: 'Entrada' }]}
          onChange={() => {}}
          status="error"
        />
      </ConfigProvider>,
    );
    const caixa = container.querySelector<HTMLElement>('.sm-select')!;
    const t = tokens!;
    expect(caixa.style.getPropertyValue('--sm-select-h')).toBe(`${t.controlHeight}px`);
    expect(caixa.style.getPropertyValue('--sm-select-radius')).toBe(`${t.borderRadius}px`);
    expect(caixa.style.getPropertyValue('--sm-select-fg')).toBe(t.colorText);
    expect(caixa.style.getPropertyValue('--sm-select-bg')).toBe(t.colorBgContainer);
    // status="error": antd's error border and focus outline.
    expect(caixa.style.getPropertyValue('--sm-select-border')).toBe(t.colorError);
    expect(caixa.style.getPropertyValue('--sm-select-outline')).toBe(t.colorErrorOutline);
  });
});
