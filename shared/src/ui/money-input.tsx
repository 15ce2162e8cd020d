// DECISIONS.md 10: money is typed as digits only, read as cents and shown as you type in BRL
// ("R$ 1.234,56"). Value and onChange speak reais (numbers), like the rest of the app.
//
// Keys are taken as a POS terminal takes them (centsAfterKey): a digit enters as the last
// centavo and Backspace drops the last digit wherever the caret is, so typing never depends on
// where a click or a programmatic focus left it, however fast the keys come. A paste is read as
// an amount ("1.234,56"). Input that arrives without key events (autofill, some phone
// keyboards) still goes through onChange, reading the field's digits as cents.
import { Input, type InputProps } from 'antd';
import { centsAfterKey, centsFromInput, centsFromPastedText, formatCentsInput } from '../format';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value?: number | null;
  onChange?: (reais: number) => void;
  /** false for an amount in another currency: "10.000,50" instead of "R$ 10.000,50". */
  symbol?: boolean;
}

function caretToEnd(el: HTMLInputElement) {
  el.setSelectionRange(el.value.length, el.value.length);
}

export function MoneyInput({ value, onChange, onKeyDown, onPaste, onFocus, symbol = true, ...rest }: MoneyInputProps) {
  const cents = Math.round((value ?? 0) * 100);
  const change = (next: number) => {
    if (next !== cents) onChange?.(next / 100);
  };
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      value={formatCentsInput(cents, { symbol })}
      onChange={(e) => change(centsFromInput(e.target.value))}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.defaultPrevented) return;
        // The field keeps no edit history of its own (keys are taken here), and the browser's
        // undo would reach into the previous field instead: undo and redo do nothing here.
        if ((e.ctrlKey || e.metaKey) && /^[zy]$/i.test(e.key)) {
          e.preventDefault();
          return;
        }
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const el = e.currentTarget;
        const whole = el.value.length > 0 && el.selectionStart === 0 && el.selectionEnd === el.value.length;
        const next = centsAfterKey(cents, e.key, whole);
        if (next === null) return;
        e.preventDefault();
        // A swallowed key (a letter, "-") leaves the amount and any selection as they were.
        if (next === cents) return;
        change(next);
        caretToEnd(el);
      }}
      onPaste={(e) => {
        onPaste?.(e);
        if (e.defaultPrevented) return;
        const pasted = centsFromPastedText(e.clipboardData.getData('text'));
        if (pasted === null) return;
        e.preventDefault();
        change(pasted);
      }}
      onFocus={(e) => {
        // Digits enter from the right: show the caret there. A click places the caret after
        // focus, hence the next frame.
        const el = e.target;
        requestAnimationFrame(() => {
          if (document.activeElement === el && el.selectionStart === el.selectionEnd) caretToEnd(el);
        });
        onFocus?.(e);
      }}
    />
  );
}
