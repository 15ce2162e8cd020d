// SPEC §9: the balance when nothing is filtered, the total of the filtered entries otherwise,
// with the entradas and saídas behind it.
import { memo, useId } from 'react';
import { Typography, theme } from 'antd';
import { formatBRL } from '@semmultas/shared/format';
import type { Summary } from '../utils/ledger';
import { lancamentos } from '../utils/words';

function Figure({ label, cents, note, tone }: { label: string; cents: number; note?: string; tone: 'success' | 'danger' | 'auto' }) {
  const id = useId();
  const { token } = theme.useToken();
  const type = tone === 'auto' ? (cents < 0 ? 'danger' : undefined) : tone;
  return (
    <div
      role="group"
      aria-labelledby={id}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: '12px 16px',
        minWidth: 0,
      }}
    >
      <Typography.Text type="secondary" id={id} style={{ display: 'block' }}>
        {label}
      </Typography.Text>
      <Typography.Text type={type} strong style={{ fontSize: token.fontSizeHeading3, display: 'block', overflowWrap: 'anywhere' }}>
        {cents < 0 ? '− ' : ''}
        {formatBRL(Math.abs(cents) / 100)}
      </Typography.Text>
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </div>
  );
}

export const SummaryCards = memo(function SummaryCards({ summary }: { summary: Summary }) {
  const { totals } = summary;
  return (
    <section
      aria-label="Resumo"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', gap: 12, marginBottom: 16 }}
    >
      <Figure
        label={summary.kind === 'balance' ? 'Saldo' : 'Total filtrado'}
        cents={summary.headlineCents}
        note={
          summary.kind === 'balance' ? `Entradas menos saídas · ${lancamentos(totals.count)}` : `${lancamentos(totals.count)} nos filtros`
        }
        tone="auto"
      />
      <Figure label="Entradas" cents={totals.entradasCents} tone="success" />
      <Figure label="Saídas" cents={totals.saidasCents} tone="danger" />
    </section>
  );
});
