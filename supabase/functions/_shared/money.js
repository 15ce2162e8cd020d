// Money as integer cents, converted from the providers' decimal values by string arithmetic
// (never through a binary float): "14.99" / 14.99 → 1499.

/** @param {number | string} value @returns {number} */
export function toCents(value) {
  const text = typeof value === 'number' ? String(value) : String(value ?? '').trim();
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new Error(`valor monetário inválido: ${text}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 1499 → "14.99" (what provider APIs take). @param {number} cents */
export function centsToDecimal(cents) {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1499 → "R$ 14,99" (pt-BR). @param {number} cents */
export function formatBRL(cents) {
  const abs = Math.abs(cents);
  const reais = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}R$ ${reais},${String(abs % 100).padStart(2, '0')}`;
}

export const PLAN_PRICE_CENTS = 1499;
