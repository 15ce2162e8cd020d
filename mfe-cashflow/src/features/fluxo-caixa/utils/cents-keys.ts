// DECISIONS 10 as a POS terminal does it: each digit key shifts the amount left and enters
// as the last centavo, Backspace drops the last digit, whatever the caret position. Typing
// then never depends on where a click or a programmatic focus left the caret (a digit typed
// at the start of "R$ 0,00" would otherwise become the leading digit).
const MAX_DIGITS = 15; // as centsFromInput

/** The amount in cents after `key`, or null when the key is not ours to handle. */
export function centsAfterKey(cents: number, key: string, wholeSelected: boolean): number | null {
  const base = wholeSelected ? 0 : Math.max(0, Math.round(cents));
  if (/^[0-9]$/.test(key)) {
    const next = base * 10 + Number(key);
    return String(next).length > MAX_DIGITS ? base : next;
  }
  if (key === 'Backspace') return Math.floor(base / 10);
  if (key === 'Delete') return wholeSelected ? 0 : null;
  return null;
}
