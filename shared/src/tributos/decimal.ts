// Exact decimal arithmetic for the engine. A local clone so that no other code that imports
// decimal.js sees our settings, and ours never depend on theirs.
import DecimalJs from 'decimal.js';

// 40 significant digits is far more than any invoice needs: the "por dentro" divisions
// (880 / 0,82) are the only non-terminating results, and they are rounded right after.
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -30,
  toExpPos: 30,
});
export type Decimal = InstanceType<typeof Decimal>;

export const ZERO = new Decimal(0);
export const UM = new Decimal(1);
const CEM = new Decimal(100);

/** ICMS.md: money is rounded half-up to centavos at each NF-e field. */
export function centavos(valor: Decimal): Decimal {
  return valor.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** ICMS.md: the adjusted MVA is rounded to two decimals of a percent, as SEFAZ publishes it. */
export function duasCasas(percentual: Decimal): Decimal {
  return percentual.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** 12 (percent) → 0,12. */
export function fracao(percentual: Decimal): Decimal {
  return percentual.div(CEM);
}

/** 0,12 → 12 (percent). */
export function percentual(fracaoDecimal: Decimal): Decimal {
  return fracaoDecimal.times(CEM);
}

export function maximo(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b;
}

/** Money and percentages leave the engine as plain numbers (reais, percent). */
export function numero(valor: Decimal): number {
  return valor.toNumber();
}
