// DECISIONS.md 10 (revised): one money field, two ways of reading it. Value and onChange speak
// reais (numbers) in both, like the rest of the app (an empty field reports 0).
//
// mode="cents" (the default; the ledger, per the SPEC): typed as digits only, read as cents
// and shown as you type in BRL ("R$ 1.234,56"). Keys are taken as a POS terminal takes them
// (centsAfterKey): a digit enters as the last centavo and Backspace drops the last digit
// wherever the caret is, so typing never depends on where a click or a programmatic focus left
// it, however fast the keys come. A paste is read as an amount ("1.234,56"). Input that arrives
// without key events (autofill, some phone keyboards) still goes through onChange, reading the
// field's digits as cents.
//
// mode="written" (calculators, admin): read as people write it in Portuguese, "10000",
// "10.000" and "10.000,00" being ten thousand (editWrittenAmount in format.ts says how a "."
// is read). The browser edits the text as in any field; each edit is re-shown with its
// thousands grouped and the caret kept among the same digits, and on blur with two decimals.
// A paste replaces the amount, read the same way. "R$" is an adornment beside the text.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { setRefs } from './plain-field';
import { PlainInput, type PlainInputProps } from './plain-input';
import {
  centsAfterKey,
  centsFromInput,
  centsFromPastedText,
  centsFromWrittenAmount,
  editWrittenAmount,
  formatCentsInput,
  formatWrittenAmount,
} from '../format';

interface CommonProps extends Omit<PlainInputProps, 'value' | 'onChange' | 'type'> {
  value?: number | null;
  onChange?: (reais: number) => void;
  /** false for an amount in another currency: "10.000,50" instead of "R$ 10.000,50". */
  symbol?: boolean;
}

export type MoneyInputProps =
  | (CommonProps & { mode?: 'cents'; allowNegative?: never })
  | (CommonProps & {
      mode: 'written';
      /** A leading "-" makes the amount negative; by default it is ignored like a letter. */
      allowNegative?: boolean;
    });

export function MoneyInput(props: MoneyInputProps) {
  if (props.mode === 'written') {
    const { mode: _mode, ...rest } = props;
    return <WrittenMoneyInput {...rest} />;
  }
  const { mode: _mode, allowNegative: _allowNegative, ...rest } = props;
  return <CentsMoneyInput {...rest} />;
}

function caretToEnd(el: HTMLInputElement) {
  el.setSelectionRange(el.value.length, el.value.length);
}

function CentsMoneyInput({ value, onChange, onKeyDown, onPaste, onFocus, symbol = true, ...rest }: CommonProps) {
  const cents = Math.round((value ?? 0) * 100);
  const change = (next: number) => {
    if (next !== cents) onChange?.(next / 100);
  };
  return (
    <PlainInput
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

const centsOf = (reais: number | null | undefined) =>
  reais === null || reais === undefined || !Number.isFinite(reais) ? null : Math.round(reais * 100);

/** Zero and "not given" both show as an empty field (its placeholder reads "0,00"). */
const shownAtRest = (cents: number | null) => (cents ? formatWrittenAmount(cents) : '');

function WrittenMoneyInput({
  value,
  onChange,
  onPaste,
  onBlur,
  ref: outerRef,
  symbol = true,
  allowNegative = false,
  ...rest
}: CommonProps & { allowNegative?: boolean }) {
  const external = centsOf(value);
  const options = { allowNegative };
  const [field, setField] = useState<{ text: string; caret: number | null }>(() => ({ text: shownAtRest(external), caret: null }));
  // The value changed from outside (restored, cleared, filled by another field): show it, unless
  // the text already says the same amount (the user's own edit coming back).
  const [seen, setSeen] = useState(external);
  if (external !== seen) {
    setSeen(external);
    if ((centsFromWrittenAmount(field.text, options) ?? 0) !== (external ?? 0)) setField({ text: shownAtRest(external), caret: null });
  }

  const ref = useRef<HTMLInputElement | null>(null);
  // The caret is placed through this field's own ref; a caller's (antd's Form.Item gives one) gets the field too.
  const setRef = useCallback((el: HTMLInputElement | null) => setRefs(el, ref, outerRef), [outerRef]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (field.caret !== null && el && document.activeElement === el) el.setSelectionRange(field.caret, field.caret);
  }, [field]);

  const report = (cents: number | null) => {
    if ((cents ?? 0) !== (external ?? 0)) {
      setSeen(cents ?? 0);
      onChange?.((cents ?? 0) / 100);
    }
  };

  return (
    <PlainInput
      ref={setRef}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      prefix={symbol ? 'R$' : undefined}
      {...rest}
      value={field.text}
      onChange={(e) => {
        const el = e.target;
        const caret = el.selectionStart ?? el.value.length;
        const edit = editWrittenAmount(field.text, el.value, caret, options);
        if (!edit) {
          // Refused (a third decimal, a 14th digit of reais): the text stays, the caret goes back.
          setField({ text: field.text, caret: Math.max(0, caret - (el.value.length - field.text.length)) });
          return;
        }
        setField({ text: edit.text, caret: edit.caret });
        report(edit.cents);
      }}
      onPaste={(e) => {
        onPaste?.(e);
        if (e.defaultPrevented) return;
        e.preventDefault();
        const cents = centsFromWrittenAmount(e.clipboardData.getData('text'), options);
        if (cents === null) return; // no digits: nothing to read
        const shown = formatWrittenAmount(cents);
        setField({ text: shown, caret: shown.length });
        report(cents);
      }}
      onBlur={(e) => {
        const cents = centsFromWrittenAmount(field.text, options);
        setField({ text: cents === null ? '' : formatWrittenAmount(cents), caret: null });
        onBlur?.(e);
      }}
    />
  );
}
