/** @jest-environment node */
import { centavos, Decimal, duasCasas } from './decimal';
import { formatarData, formatarNumero, formatarPercentual, formatarReais } from './formatacao';

describe('arredondamento (ICMS.md: meio para cima)', () => {
  it('arredonda dinheiro a centavos, meio centavo para cima', () => {
    expect(centavos(new Decimal('25.925')).toFixed()).toBe('25.93');
    expect(centavos(new Decimal('25.9249')).toFixed()).toBe('25.92');
    expect(centavos(new Decimal('0.005')).toFixed()).toBe('0.01');
  });

  it('arredonda a MVA ajustada a duas casas do percentual', () => {
    expect(duasCasas(new Decimal('52.4945')).toFixed()).toBe('52.49');
    expect(duasCasas(new Decimal('52.495')).toFixed()).toBe('52.5');
  });

  it('não altera o Decimal global de quem mais usar decimal.js', () => {
    // A global configuration change would show up as a different default rounding.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const Global = require('decimal.js') as typeof Decimal;
    expect(Global.rounding).toBe(4); // ROUND_HALF_UP is 4 by default too …
    expect(Global.precision).toBe(20); // … but our precision (40) stays in our clone.
    expect(Decimal.precision).toBe(40);
  });
});

describe('formatação pt-BR', () => {
  it('formata reais com milhar e centavos', () => {
    expect(formatarReais(1234.5)).toBe('R$ 1.234,50');
    expect(formatarReais(112867.9)).toBe('R$ 112.867,90');
    expect(formatarReais(0)).toBe('R$ 0,00');
    expect(formatarReais(1234567.891)).toBe('R$ 1.234.567,89');
  });

  it('formata percentuais como a lei escreve', () => {
    expect(formatarPercentual(12)).toBe('12%');
    expect(formatarPercentual(20.5)).toBe('20,5%');
    expect(formatarPercentual(new Decimal('52.494457831'))).toBe('52,4945%');
    expect(formatarPercentual(new Decimal('52.49'), 2)).toBe('52,49%');
  });

  it('formata números e datas', () => {
    expect(formatarNumero(5.4321)).toBe('5,4321');
    expect(formatarNumero(12000)).toBe('12.000');
    expect(formatarData('2024-02-07')).toBe('07/02/2024');
  });
});
