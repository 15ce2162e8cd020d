import { chartLayout, niceStep } from './chart-layout';
import type { MonthPoint } from './ledger';

function months(values: Array<[number, number]>): MonthPoint[] {
  return Array.from({ length: 12 }, (_, i) => {
    const [e, s] = values[i] ?? [0, 0];
    return { month: i + 1, entradasCents: e, saidasCents: s, balanceCents: e - s };
  });
}

describe('monthly chart geometry', () => {
  it('picks readable steps', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(1500)).toBe(2000);
    expect(niceStep(420_00)).toBe(500_00);
  });

  it('draws bars from the zero line and the balance below it when negative', () => {
    const layout = chartLayout(
      months([
        [1000_00, 250_00],
        [0, 2000_00],
      ]),
      600,
      240,
    );
    expect(layout.groups).toHaveLength(12);
    const [jan, feb] = layout.groups;
    expect(jan!.entradas.y + jan!.entradas.height).toBeCloseTo(layout.zeroY);
    expect(jan!.entradas.height).toBeGreaterThan(jan!.saidas.height);
    expect(feb!.balance.y).toBeGreaterThan(layout.zeroY); // below zero on screen
    expect(layout.ticks[0]!.cents).toBeLessThanOrEqual(-2000_00);
    expect(layout.ticks.at(-1)!.cents).toBeGreaterThanOrEqual(2000_00);
    for (const g of layout.groups) {
      expect(g.entradas.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(g.saidas.x + g.saidas.width).toBeLessThanOrEqual(layout.plot.right);
    }
  });

  it('draws an empty year', () => {
    const layout = chartLayout(months([]), 320, 200);
    expect(layout.groups.every((g) => g.entradas.height === 0)).toBe(true);
    expect(layout.ticks.length).toBeGreaterThan(1);
  });
});
