// Where the money went and came from: each type's categories, largest first, with their
// share. Bars are decoration; the amount and the percentage are written out.
import { Flex, theme } from 'antd';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { formatBRL } from '@semmultas/shared/format';
import { NO_CATEGORY_LABEL, type CategoryBreakdown, type CategoryShare } from '../utils/ledger';
import { PlainText, PlainTitle } from '@semmultas/shared/ui/plain-typography';

const TOP = 6;
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** The largest categories, the rest summed into "Outras". */
function top(shares: CategoryShare[]): Array<CategoryShare & { label: string }> {
  const label = (s: CategoryShare) => s.category ?? NO_CATEGORY_LABEL;
  if (shares.length <= TOP) return shares.map((s) => ({ ...s, label: label(s) }));
  const head = shares.slice(0, TOP - 1).map((s) => ({ ...s, label: label(s) }));
  const rest = shares.slice(TOP - 1);
  head.push({
    category: null,
    label: `Outras (${rest.length})`,
    cents: rest.reduce((s, x) => s + x.cents, 0),
    count: rest.reduce((s, x) => s + x.count, 0),
    share: rest.reduce((s, x) => s + x.share, 0),
  });
  return head;
}

function Side({ title, shares, color }: { title: string; shares: CategoryShare[]; color: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ minWidth: 0 }}>
      <PlainTitle level={4} style={{ marginTop: 0 }}>
        {title}
      </PlainTitle>
      {shares.length === 0 ? (
        <PlainText type="secondary">Nada neste período.</PlainText>
      ) : (
        <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
          {top(shares).map((s) => (
            <li key={s.label}>
              <Flex justify="space-between" gap={8}>
                <PlainText style={{ overflowWrap: 'anywhere' }}>{s.label}</PlainText>
                <PlainText style={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(s.cents / 100)} <PlainText type="secondary">· {percent.format(s.share)}</PlainText>
                </PlainText>
              </Flex>
              <div aria-hidden style={{ height: 6, borderRadius: 3, background: token.colorFillSecondary, marginTop: 4 }}>
                <div style={{ width: `${Math.max(1, s.share * 100)}%`, height: '100%', borderRadius: 3, background: color }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function CategoryBreakdownView({ breakdown }: { breakdown: CategoryBreakdown }) {
  const { token } = theme.useToken();
  if (!breakdown.entradas.length && !breakdown.saidas.length) return <PlainEmpty description="Sem lançamentos nos filtros escolhidos." />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', gap: 24 }}>
      <Side title="Saídas por categoria" shares={breakdown.saidas} color={token.colorError} />
      <Side title="Entradas por categoria" shares={breakdown.entradas} color={token.colorSuccess} />
    </div>
  );
}
