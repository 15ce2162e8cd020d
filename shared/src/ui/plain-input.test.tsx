import { createRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cssColor as cor } from '../testing/css-color';
import { ConfigProvider, Form, theme } from 'antd';
import { PlainInput } from './plain-input';

describe('PlainInput (issue 14)', () => {
  it('is a labelled text field whose props are the <input>’s own', async () => {
    function Campo() {
      const [texto, setTexto] = useState('');
      return (
        <>
          <label htmlFor="aliquota">Alíquota</label>
          <PlainInput
            id="aliquota"
            inputMode="decimal"
            placeholder="0"
            suffix="%"
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
          />
        </>
      );
    }
    render(<Campo />);
    const campo = screen.getByRole('textbox', { name: 'Alíquota' });
    expect(campo).toHaveAttribute('inputmode', 'decimal');
    expect(campo).toHaveAttribute('placeholder', '0');
    await userEvent.type(campo, '18,5');
    expect(campo).toHaveValue('18,5');
  });

  it('puts its adornments beside the text, and a press on one puts the caret in the field', async () => {
    render(<PlainInput aria-label="Valor" prefix="R$" suffix="%" />);
    const campo = screen.getByRole('textbox', { name: 'Valor' });
    const caixa = campo.closest('.sm-input')!;
    expect(caixa.querySelector('.sm-input-prefix')).toHaveTextContent('R$');
    expect(caixa.querySelector('.sm-input-suffix')).toHaveTextContent('%');
    expect([...caixa.children].filter((e) => e.tagName !== 'STYLE').map((e) => e.className || e.tagName)).toEqual([
      'sm-input-prefix',
      'INPUT',
      'sm-input-suffix',
    ]);
    await userEvent.click(screen.getByText('R$'));
    expect(campo).toHaveFocus();
  });

  it("clears as antd's allowClear: a button while there is text, out of the Tab order, focus back in the field", async () => {
    function Busca() {
      const [texto, setTexto] = useState('sao paulo');
      return <PlainInput aria-label="Buscar" value={texto} onChange={(e) => setTexto(e.target.value)} onClear={() => setTexto('')} />;
    }
    render(<Busca />);
    const campo = screen.getByRole('textbox', { name: 'Buscar' });
    const limpar = screen.getByRole('button', { name: 'Limpar' });
    expect(limpar).toHaveAttribute('tabindex', '-1');
    await userEvent.click(limpar);
    expect(campo).toHaveValue('');
    expect(campo).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpar' })).toBeNull();
    await userEvent.type(campo, 'x');
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument();
  });

  it('hands its ref the <input> itself (a caret can be placed)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PlainInput aria-label="Ref" ref={ref} defaultValue="123" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Ref' }));
  });

  it('takes the error colours from its status, or from antd’s Form.Item around it', async () => {
    const token = theme.getDesignToken();
    const { unmount } = render(<PlainInput aria-label="Direto" status="error" />);
    const direto = screen.getByRole('textbox', { name: 'Direto' }).closest('.sm-input') as HTMLElement;
    expect(cor(direto.style.getPropertyValue('--sm-input-border'))).toBe(cor(token.colorError));
    unmount();

    render(
      <Form>
        <Form.Item name="valor" rules={[{ required: true, message: 'Informe o valor.' }]}>
          <PlainInput aria-label="No formulário" />
        </Form.Item>
        <button type="submit">Salvar</button>
      </Form>,
    );
    const caixa = screen.getByRole('textbox', { name: 'No formulário' }).closest('.sm-input') as HTMLElement;
    expect(cor(caixa.style.getPropertyValue('--sm-input-border'))).toBe(cor(token.colorBorder));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o valor.')).toBeInTheDocument();
    expect(cor(caixa.style.getPropertyValue('--sm-input-border'))).toBe(cor(token.colorError));
  });

  it("inside antd's Form.Item, shows the form's value: empty before any, and again after a reset", async () => {
    function Formulario() {
      const [form] = Form.useForm();
      return (
        <Form form={form}>
          <Form.Item name="valor">
            <PlainInput aria-label="Valor" />
          </Form.Item>
          <button type="button" onClick={() => form.resetFields()}>
            Limpar formulário
          </button>
        </Form>
      );
    }
    const erros = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<Formulario />);
    const campo = screen.getByRole('textbox', { name: 'Valor' });
    expect(campo).toHaveValue('');
    await userEvent.type(campo, 'abc');
    expect(campo).toHaveValue('abc');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar formulário' }));
    expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveValue('');
    // React's "uncontrolled to controlled" warning: the field is controlled from the start.
    expect(erros.mock.calls.flat().join(' ')).not.toMatch(/uncontrolled/);
    erros.mockRestore();
  });

  it('cannot be typed in when disabled', async () => {
    render(<PlainInput aria-label="Parado" disabled defaultValue="1" />);
    const campo = screen.getByRole('textbox', { name: 'Parado' });
    await userEvent.type(campo, '2');
    expect(campo).toHaveValue('1');
    expect(campo.closest('.sm-input')).toHaveClass('sm-input-disabled');
  });

  it.each([
    ['claro', theme.defaultAlgorithm],
    ['escuro', theme.darkAlgorithm],
  ])("has antd's measures and colours from the theme (%s)", (_modo, algorithm) => {
    render(
      <ConfigProvider theme={{ algorithm }}>
        <PlainInput aria-label="Medidas" />
      </ConfigProvider>,
    );
    const estilo = (screen.getByRole('textbox', { name: 'Medidas' }).closest('.sm-input') as HTMLElement).style;
    const token = theme.getDesignToken({ algorithm });
    // antd's Input: 32 px high = 4 px + 22 px of text + 4 px + two 1 px borders; 11 px at the sides.
    expect(estilo.getPropertyValue('--sm-input-py')).toBe('4px');
    expect(estilo.getPropertyValue('--sm-input-px')).toBe('11px');
    expect(cor(estilo.getPropertyValue('--sm-input-bg'))).toBe(cor(token.colorBgContainer));
    expect(cor(estilo.getPropertyValue('--sm-input-fg'))).toBe(cor(token.colorText));
    expect(cor(estilo.getPropertyValue('--sm-input-active'))).toBe(cor(token.colorPrimary));
  });
});
