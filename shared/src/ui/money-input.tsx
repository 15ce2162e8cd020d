// DECISIONS.md 10: money is typed as digits only, read as cents and shown as you type in BRL
// ("R$ 1.234,56"). Value and onChange speak reais (numbers), like the rest of the app.
import { Input, type InputProps } from 'antd';
import { centsFromInput, formatCentsInput } from '../format';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value?: number | null;
  onChange?: (reais: number) => void;
}

export function MoneyInput({ value, onChange, ...rest }: MoneyInputProps) {
  const cents = Math.round((value ?? 0) * 100);
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={formatCentsInput(cents)}
      onChange={(e) => onChange?.(centsFromInput(e.target.value) / 100)}
      onFocus={(e) => {
        // Keep the caret at the end: digits enter from the right, like a POS terminal.
        const el = e.target;
        requestAnimationFrame(() => el.setSelectionRange(el.value.length, el.value.length));
        rest.onFocus?.(e);
      }}
    />
  );
}
