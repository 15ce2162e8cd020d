// Entradas, saídas and balance per month of one year: a hand-made SVG (a chart library would
// add 100+ kB gzipped for twelve pairs of bars). Accessible: the SVG is one image with a
// title and a summary, every bar has a tooltip, and the same numbers are one click away as
// a table. Colours come from the antd theme, so dark mode just works.
import { useId, useState } from 'react';
import { Button, Flex, theme } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { formatBRL } from '@semmultas/shared/format';
import { chartLayout } from '../utils/chart-layout';
import { MONTHS, MONTHS_SHORT, type MonthPoint } from '../utils/ledger';
import { useElementWidth } from '../hooks/use-element-width';
import { PlainText } from '@semmultas/shared/ui/plain-typography';

const compact = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });
function axisLabel(cents: number): string {
  // The sign is written by hand: some ICU builds drop it in compact currency notation.
  return `${cents < 0 ? '−' : ''}${compact.format(Math.abs(cents) / 100).replace(/\u00a0/g, ' ')}`;
}
/** As the rest of the page writes money: "− R$ 345,90" for a negative balance. */
const brl = (cents: number) => `${cents < 0 ? '− ' : ''}${formatBRL(Math.abs(cents) / 100)}`;

function Swatch({ color, line }: { color: string; line?: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 12,
        height: line ? 3 : 12,
        borderRadius: line ? 2 : 3,
        background: color,
        verticalAlign: 'middle',
        marginInlineEnd: 6,
      }}
    />
  );
}

export function MonthlyChart({ series, year }: { series: MonthPoint[]; year: number }) {
  const { token } = theme.useToken();
  const [box, width] = useElementWidth<HTMLDivElement>();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const descId = useId();
  const tableId = useId();
  const narrow = width < 480;
  const chartWidth = Math.max(280, width);
  const height = narrow ? 200 : 240;
  // The axis labels decide the left margin (≈ 6.3 px per character at 11 px): "−R$ 125,5 mil"
  // needs more room than "R$ 2 mil".
  const draft = chartLayout(series, chartWidth, height);
  const longest = Math.max(...draft.ticks.map((t) => axisLabel(t.cents).length));
  const layout = chartLayout(series, chartWidth, height, Math.ceil(longest * 6.3) + 10);
  const colors = { entradas: token.colorSuccess, saidas: token.colorError, saldo: token.colorInfo };
  const totalIn = series.reduce((s, p) => s + p.entradasCents, 0);
  const totalOut = series.reduce((s, p) => s + p.saidasCents, 0);
  const balancePath = layout.groups.map((g, i) => `${i ? 'L' : 'M'}${g.balance.x.toFixed(1)},${g.balance.y.toFixed(1)}`).join(' ');

  return (
    <div>
      <Flex wrap gap={16} align="center" style={{ marginBottom: 8 }}>
        <PlainText>
          <Swatch color={colors.entradas} />
          Entradas
        </PlainText>
        <PlainText>
          <Swatch color={colors.saidas} />
          Saídas
        </PlainText>
        <PlainText>
          <Swatch color={colors.saldo} line />
          Saldo do mês
        </PlainText>
        <Button
          size="small"
          icon={<TableOutlined aria-hidden />}
          aria-expanded={asTable}
          aria-controls={tableId}
          onClick={() => setAsTable((v) => !v)}
          style={{ marginInlineStart: 'auto' }}
        >
          {asTable ? 'Ocultar tabela' : 'Ver como tabela'}
        </Button>
      </Flex>
      <div style={{ width: '100%' }}>
        {/* What is measured: the box's width, with no height of its own, so drawing the chart at
            that width inside the observer's call cannot change its size (a ResizeObserver loop). */}
        <div ref={box} aria-hidden />
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          style={{ display: 'block', maxWidth: '100%', height: 'auto', fontFamily: 'inherit' }}
        >
          <title id={titleId}>{`Entradas, saídas e saldo por mês em ${year}`}</title>
          <desc id={descId}>{`Total do ano: entradas ${brl(totalIn)}, saídas ${brl(totalOut)}, saldo ${brl(totalIn - totalOut)}.`}</desc>
          {layout.ticks.map((t) => (
            <g key={t.cents}>
              <line
                x1={layout.plot.left}
                x2={layout.plot.right}
                y1={t.y}
                y2={t.y}
                stroke={t.cents === 0 ? token.colorTextTertiary : token.colorBorderSecondary}
                strokeWidth={1}
              />
              <text x={layout.plot.left - 6} y={t.y} dy="0.32em" textAnchor="end" fontSize={11} fill={token.colorTextSecondary}>
                {axisLabel(t.cents)}
              </text>
            </g>
          ))}
          {layout.groups.map((g) => {
            const name = MONTHS[g.point.month - 1]!;
            return (
              <g key={g.point.month}>
                <rect {...g.entradas} rx={2} fill={colors.entradas}>
                  <title>{`${name}: entradas ${brl(g.point.entradasCents)}`}</title>
                </rect>
                <rect {...g.saidas} rx={2} fill={colors.saidas}>
                  <title>{`${name}: saídas ${brl(g.point.saidasCents)}`}</title>
                </rect>
                {/* On a phone every other month is labelled; the bars' tooltips and the table name them all. */}
                {narrow && g.point.month % 2 === 0 ? null : (
                  <text x={g.center} y={layout.plot.bottom + 18} textAnchor="middle" fontSize={11} fill={token.colorTextSecondary}>
                    {MONTHS_SHORT[g.point.month - 1]}
                  </text>
                )}
              </g>
            );
          })}
          <path d={balancePath} fill="none" stroke={colors.saldo} strokeWidth={2} strokeLinejoin="round" />
          {layout.groups.map((g) => (
            <circle
              key={g.point.month}
              cx={g.balance.x}
              cy={g.balance.y}
              r={3.5}
              fill={token.colorBgContainer}
              stroke={colors.saldo}
              strokeWidth={2}
            >
              <title>{`${MONTHS[g.point.month - 1]}: saldo ${brl(g.point.balanceCents)}`}</title>
            </circle>
          ))}
        </svg>
      </div>
      <div id={tableId} hidden={!asTable} style={{ overflowX: 'auto', marginTop: 12 }}>
        <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
          <caption style={{ textAlign: 'start', paddingBottom: 4 }}>{`Entradas, saídas e saldo por mês em ${year}`}</caption>
          <thead>
            <tr>
              {['Mês', 'Entradas', 'Saídas', 'Saldo'].map((h, i) => (
                <th
                  key={h}
                  scope="col"
                  style={{ textAlign: i ? 'end' : 'start', padding: '4px 6px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.month}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal', padding: '4px 6px' }}>
                  <abbr title={MONTHS[p.month - 1]} style={{ textDecoration: 'none' }}>
                    {MONTHS[p.month - 1]!.slice(0, 3)}
                  </abbr>
                </th>
                <td style={{ textAlign: 'end', padding: '4px 6px', whiteSpace: 'nowrap' }}>{brl(p.entradasCents)}</td>
                <td style={{ textAlign: 'end', padding: '4px 6px', whiteSpace: 'nowrap' }}>{brl(p.saidasCents)}</td>
                <td style={{ textAlign: 'end', padding: '4px 6px', whiteSpace: 'nowrap' }}>{brl(p.balanceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
