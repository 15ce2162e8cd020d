// The money field as a person uses it: digits from the right wherever the caret was left,
// Backspace, replacing a selection, pasting an amount, letters ignored.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { MoneyInput } from './money-input';

function Field({ initial = 0, onValue }: { initial?: number; onValue?: (reais: number) => void }) {
  const [value, setValue] = useState<number>(initial);
  return (
    <MoneyInput
      aria-label="Valor"
      value={value}
      onChange={(reais) => {
        setValue(reais);
        onValue?.(reais);
      }}
    />
  );
}

const field = () => screen.getByRole('textbox', { name: 'Valor' }) as HTMLInputElement;

describe('MoneyInput', () => {
  it('reads digits as cents and shows BRL as you type', async () => {
    const seen: number[] = [];
    render(<Field onValue={(v) => seen.push(v)} />);
    await userEvent.type(field(), '123456');
    expect(field()).toHaveValue('R$ 1.234,56');
    expect(seen.at(-1)).toBe(1234.56);
    await userEvent.type(field(), '{Backspace}{Backspace}');
    expect(field()).toHaveValue('R$ 12,34');
  });

  it('enters digits from the right even when the caret was left at the start', async () => {
    render(<Field initial={12.34} />);
    const el = field();
    el.focus();
    el.setSelectionRange(0, 0); // a click before "R$", or a programmatic focus
    await userEvent.keyboard('5');
    expect(el).toHaveValue('R$ 123,45');
    el.setSelectionRange(4, 4); // in the middle of the digits
    await userEvent.keyboard('{Backspace}');
    expect(el).toHaveValue('R$ 12,34');
  });

  it('replaces the whole amount when it is selected, and ignores letters and separators', async () => {
    render(<Field initial={99.99} />);
    const el = field();
    el.focus();
    el.setSelectionRange(0, el.value.length);
    await userEvent.keyboard('7');
    expect(el).toHaveValue('R$ 0,07');
    await userEvent.keyboard('a,.-');
    expect(el).toHaveValue('R$ 0,07');
    // A swallowed key keeps the selection: the next digit still replaces the amount.
    el.setSelectionRange(0, el.value.length);
    await userEvent.keyboard('-5');
    expect(el).toHaveValue('R$ 0,05');
  });

  it('does nothing on undo and redo (the browser would undo another field)', async () => {
    render(<Field initial={12.34} />);
    const el = field();
    el.focus();
    const undo = fireEvent.keyDown(el, { key: 'z', ctrlKey: true });
    const redo = fireEvent.keyDown(el, { key: 'y', metaKey: true });
    expect([undo, redo]).toEqual([false, false]); // default prevented
    expect(el).toHaveValue('R$ 12,34');
  });

  it('shows an amount in another currency without the R$', async () => {
    render(<MoneyInput aria-label="Valor" symbol={false} value={10000.5} />);
    expect(field()).toHaveValue('10.000,50');
  });

  it('reads a pasted amount as written, and keeps the amount when the paste has no digits', () => {
    render(<Field />);
    fireEvent.paste(field(), { clipboardData: { getData: () => 'R$ 1.234,5' } });
    expect(field()).toHaveValue('R$ 1.234,50');
    fireEvent.paste(field(), { clipboardData: { getData: () => 'abc' } });
    expect(field()).toHaveValue('R$ 1.234,50');
  });

  it('still reads input that arrives without keys (autofill, some phone keyboards)', () => {
    render(<Field />);
    fireEvent.change(field(), { target: { value: 'R$ 0,005' } });
    expect(field()).toHaveValue('R$ 0,05');
  });
});

function WrittenField({
  initial = null,
  onValue,
  ...props
}: {
  initial?: number | null;
  onValue?: (reais: number) => void;
  symbol?: boolean;
  allowNegative?: boolean;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      {/* As a form item labels it: the label's text, not the "R$" beside the field, is its name. */}
      <label htmlFor="valor">Valor dos produtos</label>
      <MoneyInput
        id="valor"
        mode="written"
        {...props}
        value={value}
        onChange={(reais) => {
          setValue(reais);
          onValue?.(reais);
        }}
      />
    </>
  );
}

const written = () => screen.getByRole('textbox', { name: 'Valor dos produtos' }) as HTMLInputElement;

describe('MoneyInput mode="written" (calculators, admin: DECISIONS.md 10)', () => {
  it.each([
    ['10000', '10.000'],
    ['10.000', '10.000'],
    ['10.000,00', '10.000,00'],
  ])('"%s" typed key by key is ten thousand reais, and shows "10.000,00" on blur', async (typed, shown) => {
    const seen: number[] = [];
    render(<WrittenField onValue={(v) => seen.push(v)} />);
    await userEvent.type(written(), typed);
    expect(written()).toHaveValue(shown);
    expect(seen.at(-1)).toBe(10000);
    await userEvent.tab();
    expect(written()).toHaveValue('10.000,00');
    expect(seen.at(-1)).toBe(10000);
  });

  it('reads "1.234,5" as R$ 1.234,50 and formats as it is typed', async () => {
    const seen: number[] = [];
    render(<WrittenField onValue={(v) => seen.push(v)} />);
    await userEvent.type(written(), '1234,5');
    expect(written()).toHaveValue('1.234,5');
    expect(seen.at(-1)).toBe(1234.5);
    await userEvent.type(written(), '{Backspace}{Backspace}', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(written()).toHaveValue('1.234');
    // One more removes a digit: the thousands dot never becomes a decimal point.
    await userEvent.type(written(), '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(written()).toHaveValue('123');
    expect(seen.at(-1)).toBe(123);
    await userEvent.type(written(), '1.234,5', { initialSelectionStart: 0, initialSelectionEnd: 3 });
    expect(written()).toHaveValue('1.234,5');
    expect(seen.at(-1)).toBe(1234.5);
  });

  it('is labelled by its label, asks for a decimal keypad and shows R$ beside the text', () => {
    render(<WrittenField initial={10000} />);
    expect(written()).toHaveAttribute('inputmode', 'decimal');
    expect(written()).toHaveValue('10.000,00');
    expect(written().closest('.sm-input')?.querySelector('.sm-input-prefix')).toHaveTextContent('R$');
  });

  it('in another currency shows no R$', () => {
    render(<WrittenField initial={10000.5} symbol={false} />);
    expect(written()).toHaveValue('10.000,50');
    expect(written().closest('.sm-input')?.querySelector('.sm-input-prefix')).toBeNull();
  });

  it("keeps the caret among the same digits inside antd's Form.Item too (which gives the field a ref of its own)", async () => {
    render(
      <Form initialValues={{ valor: 12345 }}>
        <Form.Item name="valor" label="Valor do frete">
          <MoneyInput mode="written" />
        </Form.Item>
      </Form>,
    );
    const el = screen.getByRole('textbox', { name: 'Valor do frete' }) as HTMLInputElement;
    expect(el).toHaveValue('12.345,00');
    await userEvent.type(el, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(el).toHaveValue('1.245,00');
    expect(el.selectionStart).toBe(3);
  });

  it('Backspace in the middle removes the digit before the caret and keeps the caret there', async () => {
    render(<WrittenField initial={12345} />);
    const el = written();
    // "12.3|45,00": Backspace removes the 3.
    await userEvent.type(el, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(el).toHaveValue('1.245,00');
    expect(el.selectionStart).toBe(3);
    // Typing there puts the digit back where it was.
    await userEvent.keyboard('3');
    expect(el).toHaveValue('12.345,00');
    expect(el.selectionStart).toBe(4);
  });

  it('ignores letters and the minus sign, and refuses a third decimal', async () => {
    const seen: number[] = [];
    render(<WrittenField onValue={(v) => seen.push(v)} />);
    await userEvent.type(written(), '-1a0b0,5x67');
    expect(written()).toHaveValue('100,56');
    expect(seen.at(-1)).toBe(100.56);
  });

  it('takes a minus sign when allowed', async () => {
    const seen: number[] = [];
    render(<WrittenField allowNegative onValue={(v) => seen.push(v)} />);
    await userEvent.type(written(), '-1.000,5');
    expect(written()).toHaveValue('-1.000,5');
    expect(seen.at(-1)).toBe(-1000.5);
  });

  it.each([
    ['R$ 1.234,56', '1.234,56', 1234.56],
    ['1.234,56', '1.234,56', 1234.56],
    ['1234.56', '1.234,56', 1234.56],
    ['10.000', '10.000,00', 10000],
  ])('reads a pasted "%s" as written', async (pasted, shown, reais) => {
    const seen: number[] = [];
    render(<WrittenField initial={5} onValue={(v) => seen.push(v)} />);
    await userEvent.click(written());
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste(pasted);
    expect(written()).toHaveValue(shown);
    expect(seen.at(-1)).toBe(reais);
  });

  it('keeps the amount when a paste has no digits', () => {
    render(<WrittenField initial={5} />);
    fireEvent.paste(written(), { clipboardData: { getData: () => 'abc' } });
    expect(written()).toHaveValue('5,00');
  });

  it('shows an amount set from outside, and an empty field for zero', () => {
    const { rerender } = render(<MoneyInput mode="written" aria-label="Valor dos produtos" value={0} />);
    expect(written()).toHaveValue('');
    expect(written()).toHaveAttribute('placeholder', '0,00');
    rerender(<MoneyInput mode="written" aria-label="Valor dos produtos" value={1234.5} />);
    expect(written()).toHaveValue('1.234,50');
    rerender(<MoneyInput mode="written" aria-label="Valor dos produtos" value={0} />);
    expect(written()).toHaveValue('');
  });
});
