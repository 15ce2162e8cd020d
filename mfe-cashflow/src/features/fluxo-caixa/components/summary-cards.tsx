// SPEC §9: the balance when nothing is filtered, the total of the filtered entries otherwise,
// with the entradas and saídas behind it.
import { memo, useId } from 'react';
import { theme } from 'antd';
import { formatBRL } from '@semmultas/shared/format';
import type { Summary } from '../utils/ledger';
import { lancamentos } from '../utils/words';
import { PlainText } from '@semmultas/shared/ui/plain-typography';

interface FigureProps {
  label: string;
  cents: number;
  note?: string;
  tone: 'success' | 'danger' | 'auto';
  /** The ledger is still loading: the figure keeps its place and size, without a value. */
  loading: boolean;
}

function Figure({ label, cents, note, tone, loading }: FigureProps) {
  const id = useId();
  const { token } = theme.useToken();
  const type = tone === 'auto' ? (cents < 0 ? 'danger' : undefined) : tone;
  // While loading, the value's line is drawn as a bar of the same height (no shift when the
  // value arrives, issue 14); the list below says "Carregando" to a screen reader.
  const placeholder = loading
    ? ({
        color: 'transparent',
        // A bar of 70% of the line, so the value's and the note's bars stay apart.
        background: `linear-gradient(${token.colorFillSecondary}, ${token.colorFillSecondary}) left center / 100% 70% no-repeat`,
        userSelect: 'none',
      } as const)
    : null;
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
      <PlainText type="secondary" id={id} style={{ display: 'block' }}>
        {label}
      </PlainText>
      {placeholder ? (
        <div aria-hidden>
          <PlainText strong style={{ ...placeholder, fontSize: token.fontSizeHeading3, display: 'block', width: '8em', maxWidth: '100%' }}>
            {'\u00a0'}
          </PlainText>
          {note ? <PlainText style={{ ...placeholder, display: 'block', width: '14em', maxWidth: '100%' }}>{'\u00a0'}</PlainText> : null}
        </div>
      ) : (
        <>
          <PlainText type={type} strong style={{ fontSize: token.fontSizeHeading3, display: 'block', overflowWrap: 'anywhere' }}>
            {cents < 0 ? '− ' : ''}
            {formatBRL(Math.abs(cents) / 100)}
          </PlainText>
          {note ? <PlainText type="secondary">{note}</PlainText> : null}
        </>
      )}
    </div>
  );
}

export const SummaryCards = memo(function SummaryCards({ summary, loading = false }: { summary: Summary; loading?: boolean }) {
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
        loading={loading}
      />
      <Figure label="Entradas" cents={totals.entradasCents} tone="success" loading={loading} />
      <Figure label="Saídas" cents={totals.saidasCents} tone="danger" loading={loading} />
    </section>
  );
});
