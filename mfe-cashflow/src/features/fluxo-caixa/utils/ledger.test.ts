import {
  applyFilters,
  categoryBreakdown,
  categoryUsage,
  indexTransactions,
  isFiltered,
  monthlySeries,
  NO_CATEGORY,
  NO_FILTERS,
  paginate,
  summarize,
  totalsOf,
  yearOptions,
  type CashflowTransaction,
} from './ledger';

let nextId = 1;
function tx(
  date: string,
  type: 'Entrada' | 'Saída',
  amount: number,
  description = 'x',
  category: string | null = null,
): CashflowTransaction {
  return { id: nextId++, date, type, amount, description, category };
}

const ledger: CashflowTransaction[] = [
  tx('2026-01-05', 'Entrada', 1000, 'Venda balcão', 'Vendas'),
  tx('2026-01-20', 'Saída', 250.35, 'Aluguel janeiro', 'Aluguel'),
  tx('2026-02-03', 'Saída', 0.1, 'Tarifa PIX', 'Tarifas'),
  tx('2026-02-03', 'Saída', 0.2, 'Tarifa PIX', 'Tarifas'),
  tx('2025-12-28', 'Entrada', 500, 'Serviço de consultoria', 'Serviços'),
  tx('2026-03-15', 'Saída', 1234.56, 'DAS Simples Nacional', 'Impostos'),
  tx('2026-03-16', 'Entrada', 80, 'Venda sem nota', null),
  tx('2022-07-01', 'Entrada', 10, 'Antiga', 'Vendas'),
];

describe('balance and totals', () => {
  it('adds Entradas and subtracts Saídas, in exact cents', () => {
    expect(totalsOf([]).balanceCents).toBe(0);
    expect(totalsOf(ledger).balanceCents).toBe(100000 - 25035 - 10 - 20 + 50000 - 123456 + 8000 + 1000);
    // 0.1 + 0.2 is 30 cents, not 0.30000000000000004 reais
    expect(totalsOf(ledger.filter((t) => t.category === 'Tarifas'))).toEqual({
      entradasCents: 0,
      saidasCents: 30,
      balanceCents: -30,
      count: 2,
    });
  });

  it('totals entradas and saídas apart', () => {
    const t = totalsOf(ledger);
    expect(t.entradasCents).toBe(100000 + 50000 + 8000 + 1000);
    expect(t.saidasCents).toBe(25035 + 30 + 123456);
    expect(t.balanceCents).toBe(t.entradasCents - t.saidasCents);
    expect(t.count).toBe(8);
  });
});

describe('filters (SPEC §9)', () => {
  const index = indexTransactions(ledger);

  it('orders newest first, the later id first on the same day', () => {
    expect(index.map((e) => e.t.date)).toEqual([
      '2026-03-16',
      '2026-03-15',
      '2026-02-03',
      '2026-02-03',
      '2026-01-20',
      '2026-01-05',
      '2025-12-28',
      '2022-07-01',
    ]);
    expect(index[2]!.t.amount).toBe(0.2); // same date: id 4 before id 3
  });

  it('filters by month, year, category, type and text, together', () => {
    expect(applyFilters(index, { ...NO_FILTERS, month: 2 }).map((e) => e.t.description)).toEqual(['Tarifa PIX', 'Tarifa PIX']);
    expect(applyFilters(index, { ...NO_FILTERS, year: 2025 }).map((e) => e.t.description)).toEqual(['Serviço de consultoria']);
    expect(applyFilters(index, { ...NO_FILTERS, month: 1, year: 2026, type: 'Saída' }).map((e) => e.t.description)).toEqual([
      'Aluguel janeiro',
    ]);
    expect(applyFilters(index, { ...NO_FILTERS, category: 'vendas' }).map((e) => e.t.id)).toEqual([1, 8]);
    expect(applyFilters(index, { ...NO_FILTERS, category: NO_CATEGORY }).map((e) => e.t.description)).toEqual(['Venda sem nota']);
    expect(applyFilters(index, { ...NO_FILTERS, search: 'servico' }).map((e) => e.t.description)).toEqual(['Serviço de consultoria']);
    expect(applyFilters(index, { ...NO_FILTERS, search: '  venda  nota ' }).map((e) => e.t.description)).toEqual(['Venda sem nota']);
    expect(applyFilters(index, { ...NO_FILTERS, search: 'impostos' })).toHaveLength(1); // category text too
    expect(applyFilters(index, { ...NO_FILTERS, month: 12, year: 2026 })).toEqual([]);
  });

  it('knows when anything is filtered', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, month: 3 })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, type: 'Entrada' })).toBe(true);
  });

  it('shows the balance unfiltered and the signed total of the filtered entries otherwise', () => {
    const all = summarize(index, applyFilters(index, NO_FILTERS), NO_FILTERS);
    expect(all.kind).toBe('balance');
    expect(all.headlineCents).toBe(totalsOf(ledger).balanceCents);
    const f = { ...NO_FILTERS, year: 2026, month: 1 };
    const jan = summarize(index, applyFilters(index, f), f);
    expect(jan).toEqual({
      kind: 'filtered',
      headlineCents: 100000 - 25035,
      totals: { entradasCents: 100000, saidasCents: 25035, balanceCents: 74965, count: 2 },
    });
    const s = { ...NO_FILTERS, type: 'Saída' as const };
    expect(summarize(index, applyFilters(index, s), s).headlineCents).toBe(-(25035 + 30 + 123456));
  });

  it('offers the current year and the four before it', () => {
    expect(yearOptions('2026-11-21')).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});

describe('paging by 5', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);
  it('cuts pages and clamps the page number', () => {
    expect(paginate(items, 1)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pageCount: 3, total: 12, from: 1, to: 5 });
    expect(paginate(items, 3)).toMatchObject({ items: [11, 12], page: 3, from: 11, to: 12 });
    expect(paginate(items, 9).page).toBe(3); // a deletion emptied the last page
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1, total: 0, from: 0, to: 0 });
  });
});

describe('reports', () => {
  const index = indexTransactions(ledger);
  it('sums each month of the year', () => {
    const series = monthlySeries(index, 2026);
    expect(series).toHaveLength(12);
    expect(series[0]).toEqual({ month: 1, entradasCents: 100000, saidasCents: 25035, balanceCents: 74965 });
    expect(series[2]).toEqual({ month: 3, entradasCents: 8000, saidasCents: 123456, balanceCents: -115456 });
    expect(series[11]).toEqual({ month: 12, entradasCents: 0, saidasCents: 0, balanceCents: 0 });
    expect(monthlySeries(index, 2025)[11]!.entradasCents).toBe(50000);
  });

  it('breaks entradas and saídas down by category, largest first', () => {
    const b = categoryBreakdown(index);
    expect(b.saidas.map((s) => [s.category, s.cents, s.count])).toEqual([
      ['Impostos', 123456, 1],
      ['Aluguel', 25035, 1],
      ['Tarifas', 30, 2],
    ]);
    expect(b.entradas.map((s) => s.category)).toEqual(['Vendas', 'Serviços', null]);
    expect(b.saidas.reduce((sum, s) => sum + s.share, 0)).toBeCloseTo(1);
  });

  it('counts how many entries use each category', () => {
    expect(categoryUsage(ledger).get('tarifas')).toBe(2);
    expect(categoryUsage(ledger).get('impostos')).toBe(1);
  });
});
