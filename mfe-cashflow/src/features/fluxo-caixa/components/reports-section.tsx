// Loaded on demand (React.lazy): the chart and the breakdown are below the fold and not
// needed to add the day's first entry.
import { memo, useMemo } from 'react';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { applyFilters, categoryBreakdown, monthlySeries, type Filters, type IndexedTransaction } from '../utils/ledger';
import { CategoryBreakdownView } from './category-breakdown';
import { MonthlyChart } from './monthly-chart';

export interface ReportsSectionProps {
  index: IndexedTransaction[];
  filtered: IndexedTransaction[];
  filters: Filters;
  /** The year the chart shows: the year filter, else the current year. */
  year: number;
}

function ReportsSection({ index, filtered, filters, year }: ReportsSectionProps) {
  // The chart keeps every filter but the month (it shows all twelve) and uses its own year.
  const series = useMemo(() => monthlySeries(applyFilters(index, { ...filters, month: null, year }), year), [index, filters, year]);
  const breakdown = useMemo(() => categoryBreakdown(filtered), [filtered]);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: 16, marginTop: 24 }}>
      <PlainCard title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>{`Entradas e saídas por mês — ${year}`}</h3>} size="small">
        <MonthlyChart series={series} year={year} />
      </PlainCard>
      <PlainCard title={<h3 style={{ margin: 0, fontSize: 'inherit' }}>Por categoria</h3>} size="small">
        <CategoryBreakdownView breakdown={breakdown} />
      </PlainCard>
    </div>
  );
}

export default memo(ReportsSection);
