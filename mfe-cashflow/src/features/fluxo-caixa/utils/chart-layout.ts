// Geometry of the monthly chart, in pixels of the space it is drawn in, apart from React so it
// is tested like the rest: twelve groups of two bars (entradas, saídas) and the month's
// balance as a line, over a zero line that moves up when a month ends negative.
import type { MonthPoint } from './ledger';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGroup {
  point: MonthPoint;
  center: number;
  entradas: Rect;
  saidas: Rect;
  /** the balance marker */
  balance: { x: number; y: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  zeroY: number;
  ticks: Array<{ cents: number; y: number }>;
  groups: ChartGroup[];
}

/** 1, 2 or 5 times a power of ten: steps people read at a glance. */
export function niceStep(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
}

export function chartLayout(series: readonly MonthPoint[], width: number, height: number, marginLeft = 64): ChartLayout {
  const plot = { left: marginLeft, top: 12, right: width - 8, bottom: height - 28 };
  let max = 0;
  let min = 0;
  for (const p of series) {
    max = Math.max(max, p.entradasCents, p.saidasCents, p.balanceCents);
    min = Math.min(min, p.balanceCents);
  }
  if (max === 0 && min === 0) max = 100_00; // an empty year still draws an axis up to R$ 100
  const step = niceStep((max - min) / 4);
  const lo = Math.floor(min / step) * step;
  const hi = Math.ceil(max / step) * step;
  const y = (cents: number) => plot.bottom - ((cents - lo) / (hi - lo)) * (plot.bottom - plot.top);
  const ticks: ChartLayout['ticks'] = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push({ cents: v, y: y(v) });

  const zeroY = y(0);
  const groupWidth = (plot.right - plot.left) / Math.max(1, series.length);
  const barWidth = Math.max(2, Math.min(18, groupWidth * 0.3));
  const bar = (x: number, cents: number): Rect => {
    const top = y(cents);
    return { x, y: Math.min(top, zeroY), width: barWidth, height: Math.abs(zeroY - top) };
  };
  const groups = series.map((point, i) => {
    const center = plot.left + groupWidth * (i + 0.5);
    return {
      point,
      center,
      entradas: bar(center - barWidth - 1, point.entradasCents),
      saidas: bar(center + 1, point.saidasCents),
      balance: { x: center, y: y(point.balanceCents) },
    };
  });
  return { width, height, plot, zeroY, ticks, groups };
}
