import { centsAfterKey } from './cents-keys';

describe('amount typed as cents, key by key', () => {
  it('enters digits from the right and drops them with Backspace', () => {
    let cents = 0;
    for (const k of '123456') cents = centsAfterKey(cents, k, false)!;
    expect(cents).toBe(123456); // R$ 1.234,56
    expect(centsAfterKey(cents, 'Backspace', false)).toBe(12345);
    expect(centsAfterKey(5, 'Backspace', false)).toBe(0);
  });
  it('replaces a selected amount', () => {
    expect(centsAfterKey(123456, '7', true)).toBe(7);
    expect(centsAfterKey(123456, 'Backspace', true)).toBe(0);
    expect(centsAfterKey(123456, 'Delete', true)).toBe(0);
  });
  it('leaves other keys alone and stops at 15 digits', () => {
    expect(centsAfterKey(10, 'Tab', false)).toBeNull();
    expect(centsAfterKey(10, 'a', false)).toBeNull();
    expect(centsAfterKey(10, 'Delete', false)).toBeNull();
    expect(centsAfterKey(999_999_999_999_999, '9', false)).toBe(999_999_999_999_999);
  });
});
