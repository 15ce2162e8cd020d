// Written amounts (DECISIONS.md 10, revised): the field as a person types into it, key by key,
// and the laws that tie typing, pasting and showing together.
import fc from 'fast-check';
import {
  centsFromWrittenAmount,
  editWrittenAmount,
  formatWrittenAmount,
  type WrittenAmountEdit,
  type WrittenAmountOptions,
} from './format';

interface Field {
  text: string;
  caret: number;
  cents: number | null;
}

/**
 * Keys as a browser applies them to a text field (a character goes in at the caret, Backspace
 * takes the one before it), each edit then passed through editWrittenAmount; a refused edit
 * leaves the field as it was.
 */
function type(keys: string[], start: Partial<Field> = {}, options: WrittenAmountOptions = {}): Field {
  let field: Field = { text: '', cents: null, ...start, caret: start.caret ?? start.text?.length ?? 0 };
  for (const key of keys) {
    const { text, caret } = field;
    const after =
      key === 'Backspace'
        ? caret > 0
          ? text.slice(0, caret - 1) + text.slice(caret)
          : text
        : text.slice(0, caret) + key + text.slice(caret);
    const at = key === 'Backspace' ? Math.max(0, caret - 1) : caret + key.length;
    const edit: WrittenAmountEdit | null = editWrittenAmount(text, after, at, options);
    if (edit) field = edit;
  }
  return field;
}
const keys = (text: string) => [...text];

describe('a written amount typed key by key', () => {
  it.each([
    ['10000', '10.000', 1_000_000],
    ['10.000', '10.000', 1_000_000],
    ['10.000,00', '10.000,00', 1_000_000],
    ['10000,5', '10.000,5', 1_000_050],
    ['1.234,5', '1.234,5', 123_450],
    ['1234,56', '1.234,56', 123_456],
    ['0,07', '0,07', 7],
    [',5', '0,5', 50],
    ['007', '7', 700],
    ['1234567', '1.234.567', 123_456_700],
  ])('"%s" shows "%s" and is %i centavos', (typed, shown, cents) => {
    const field = type(keys(typed));
    expect(field).toEqual({ text: shown, caret: shown.length, cents });
  });

  it('groups thousands as they are typed', () => {
    const steps: string[] = [];
    let field = type([]);
    for (const key of '10000,5') {
      field = type([key], field);
      steps.push(field.text);
    }
    expect(steps).toEqual(['1', '10', '100', '1.000', '10.000', '10.000,', '10.000,5']);
  });

  it('reads a "." followed by one or two digits, with no comma, as a decimal point', () => {
    // A keypad or a spreadsheet without a comma: "1234.56" is R$ 1.234,56.
    expect(type(keys('1234.56'))).toMatchObject({ text: '1.234.56', cents: 123_456 });
    expect(type(keys('10.5'))).toMatchObject({ text: '10.5', cents: 1050 });
    // On the way to "10.000" the field reads ten for a moment; three digits make it thousands.
    expect(type(keys('10.00'))).toMatchObject({ text: '10.00', cents: 1000 });
    expect(type(keys('10.000'))).toMatchObject({ text: '10.000', cents: 1_000_000 });
    expect(type(keys('10.0000'))).toMatchObject({ text: '100.000', cents: 10_000_000 });
    // A trailing "." waits for the next keys.
    expect(type(keys('1.000.'))).toMatchObject({ text: '1.000.', cents: 100_000 });
    // With a comma the comma is the decimal separator and every "." groups.
    expect(type(keys('1.234,5.'))).toMatchObject({ text: '1.234,5', cents: 123_450 });
  });

  it('ignores letters and, unless allowed, the minus sign', () => {
    expect(type(keys('R$ 1a0b0'))).toMatchObject({ text: '100', cents: 10_000 });
    expect(type(keys('-50'))).toMatchObject({ text: '50', cents: 5000 });
    expect(type(keys('-50,5'), {}, { allowNegative: true })).toMatchObject({ text: '-50,5', cents: -5050 });
    expect(type(keys('-'), {}, { allowNegative: true })).toMatchObject({ text: '-', cents: null });
  });

  it('refuses a third decimal and a 14th digit of reais, keeping the field as it was', () => {
    expect(type(keys('12,345'))).toEqual({ text: '12,34', caret: 5, cents: 1234 });
    const big = type(keys('9'.repeat(14)));
    expect(big.text).toBe('9.999.999.999.999');
    expect(big.cents).toBe(999_999_999_999_900);
  });

  it('Backspace at the end removes digits and never turns a thousands dot into a decimal point', () => {
    const field = type(['Backspace'], { text: '10.000', cents: 1_000_000 });
    expect(field).toEqual({ text: '1.000', caret: 5, cents: 100_000 });
    expect(type(['Backspace', 'Backspace'], field)).toEqual({ text: '10', caret: 2, cents: 1000 });
    // Undoing a decimal typed with a "." keeps it a decimal.
    expect(type(['Backspace'], { text: '1.234.56' })).toMatchObject({ text: '1.234.5', cents: 123_450 });
    // Deleting decimals and then the comma leaves the whole reais.
    expect(type(['Backspace', 'Backspace', 'Backspace'], { text: '10.000,00' })).toMatchObject({ text: '10.000', cents: 1_000_000 });
  });

  it('keeps the caret among the same digits when editing in the middle', () => {
    // "1|0.000": Backspace removes the 1.
    expect(type(['Backspace'], { text: '10.000', caret: 1 })).toEqual({ text: '0', caret: 0, cents: 0 });
    // "10.|000": Backspace over a grouping dot moves before it; the next one removes the 0.
    const overDot = type(['Backspace'], { text: '10.000', caret: 3 });
    expect(overDot).toEqual({ text: '10.000', caret: 2, cents: 1_000_000 });
    expect(type(['Backspace'], overDot)).toEqual({ text: '1.000', caret: 1, cents: 100_000 });
    // "1.|000": a 5 typed there stays right after the caret's digits: "15|.000".
    expect(type(['5'], { text: '1.000', caret: 2 })).toEqual({ text: '15.000', caret: 2, cents: 1_500_000 });
    // "|100": a digit at the start shifts the grouping: "2|.100".
    expect(type(['2'], { text: '100', caret: 0 })).toEqual({ text: '2.100', caret: 1, cents: 210_000 });
    // A comma typed in the middle splits reais and centavos: "12|,34".
    expect(type([','], { text: '1.234', caret: 3 })).toEqual({ text: '12,34', caret: 3, cents: 1234 });
  });
});

describe('a written amount at rest and pasted', () => {
  it('shows two decimals, grouped, and nothing for "not given"', () => {
    expect(formatWrittenAmount(1_000_000)).toBe('10.000,00');
    expect(formatWrittenAmount(123_450)).toBe('1.234,50');
    expect(formatWrittenAmount(7)).toBe('0,07');
    expect(formatWrittenAmount(-5)).toBe('-0,05');
    expect(formatWrittenAmount(0)).toBe('0,00');
    expect(formatWrittenAmount(null)).toBe('');
    expect(formatWrittenAmount(999_999_999_999_999)).toBe('9.999.999.999.999,99');
  });

  it.each([
    ['R$ 1.234,56', 123_456],
    ['1.234,56', 123_456],
    ['1234.56', 123_456],
    ['10.000', 1_000_000],
    ['10000', 1_000_000],
    ['10.000,00', 1_000_000],
    ['1.234,5', 123_450],
    ['R$\u00a010.000,00', 1_000_000],
    ['-45,90', 4590],
  ])('reads a pasted "%s" as %i centavos', (pasted, cents) => {
    expect(centsFromWrittenAmount(pasted)).toBe(cents);
  });

  it('reads a sign only where allowed, and nothing from text without digits', () => {
    expect(centsFromWrittenAmount('-45,90', { allowNegative: true })).toBe(-4590);
    expect(centsFromWrittenAmount('R$ -1.000', { allowNegative: true })).toBe(-100_000);
    expect(centsFromWrittenAmount('abc')).toBeNull();
    expect(centsFromWrittenAmount('')).toBeNull();
  });
});

describe('laws of written amounts', () => {
  const cents = fc.integer({ min: 0, max: 999_999_999_999_999 });

  it('what is shown reads back as the same amount, pasted or typed key by key', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const shown = formatWrittenAmount(c);
        expect(centsFromWrittenAmount(shown)).toBe(c);
        expect(type(keys(shown))).toEqual({ text: shown, caret: shown.length, cents: c });
      }),
      { numRuns: 300 },
    );
  });

  it('any digit string typed key by key ends with the amount it has when pasted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,13}$/), (digits) => {
        const typed = type(keys(digits));
        expect(typed.cents).toBe(centsFromWrittenAmount(digits));
        expect(typed.text).toBe(formatWrittenAmount(typed.cents).replace(/,00$/, ''));
      }),
      { numRuns: 300 },
    );
  });

  it('a written amount typed key by key with a comma ends with the amount it has when pasted', () => {
    const escrito = fc
      .tuple(fc.stringMatching(/^[1-9][0-9]{0,9}$/), fc.stringMatching(/^[0-9]{0,2}$/), fc.boolean())
      .map(([whole, fraction, grouped]) => `${grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole},${fraction}`);
    fc.assert(
      fc.property(escrito, (text) => {
        expect(type(keys(text)).cents).toBe(centsFromWrittenAmount(text));
      }),
      { numRuns: 300 },
    );
  });
});
