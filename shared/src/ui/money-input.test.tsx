// The money field as a person uses it: digits from the right wherever the caret was left,
// Backspace, replacing a selection, pasting an amount, letters ignored.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
