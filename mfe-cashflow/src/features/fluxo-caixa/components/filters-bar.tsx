// SPEC §9 filters: month 1–12, the last 5 years, category, type; plus a text search.
// Each control is memoised with fixed options and handlers, so changing one filter redraws
// that control and the list, not the other four (it counts on a slow phone: bench/cashflow.mjs).
// The four choices are the browser's own <select> (PlainSelect, issue 14): a phone opens its
// own picker, and typing a category's first letters jumps to it.
import { memo, useCallback, useMemo, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { Button } from 'antd';
import { BaseInput } from '@semmultas/shared/ui/base-input';
import { PlainSelect } from '@semmultas/shared/ui/plain-select';
import { ClearOutlined, CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { Category, TransactionType } from '@semmultas/shared/types';
import { isFiltered, MONTHS, NO_CATEGORY, NO_CATEGORY_LABEL, NO_FILTERS, sortCategories, TYPES, type Filters } from '../utils/ledger';

export interface FiltersBarProps {
  filters: Filters;
  years: number[];
  categories: Category[];
  onChange: Dispatch<SetStateAction<Filters>>;
}

// memo() loses PlainSelect's generic signature; the props are the same.
const MemoSelect = memo(PlainSelect) as unknown as typeof PlainSelect;
const FULL_WIDTH = { width: '100%' };
const MONTH_OPTIONS = [{ value: 0, label: 'Todos os meses' }, ...MONTHS.map((m, i) => ({ value: i + 1, label: m }))];
const TYPE_OPTIONS = [{ value: '', label: 'Todos' }, ...TYPES.map((t) => ({ value: t, label: t }))];
const CLEAR_SEARCH = { clearIcon: <CloseCircleFilled aria-label="Limpar busca" /> };
const SEARCH_ICON = <SearchOutlined aria-hidden />;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4 }}>
        {label}
      </label>
      {children}
    </div>
  );
}

export const FiltersBar = memo(function FiltersBar({ filters, years, categories, onChange }: FiltersBarProps) {
  const yearOptions = useMemo(() => [{ value: 0, label: 'Todos os anos' }, ...years.map((y) => ({ value: y, label: String(y) }))], [years]);
  // The filter may come from an address (?categoria=impostos) or outlive its category (renamed,
  // deleted): it matches regardless of case, so the option it matches is shown; a name no
  // category has is listed as it is, rather than a blank box over an empty list.
  const chosenCategory = filters.category;
  const [categoryOptions, categoryValue] = useMemo(() => {
    const options = [
      { value: '', label: 'Todas' },
      { value: NO_CATEGORY, label: NO_CATEGORY_LABEL },
      ...sortCategories(categories).map((c) => ({ value: c.name, label: c.name })),
    ];
    if (!chosenCategory) return [options, ''] as const;
    const same = options.find((o) => o.value !== '' && o.value.toLowerCase() === chosenCategory.toLowerCase());
    return same
      ? ([options, same.value] as const)
      : ([[...options, { value: chosenCategory, label: chosenCategory }], chosenCategory] as const);
  }, [categories, chosenCategory]);
  const setMonth = useCallback((v: number) => onChange((f) => ({ ...f, month: v || null })), [onChange]);
  const setYear = useCallback((v: number) => onChange((f) => ({ ...f, year: v || null })), [onChange]);
  const setCategory = useCallback((v: string) => onChange((f) => ({ ...f, category: v || null })), [onChange]);
  const setType = useCallback((v: string) => onChange((f) => ({ ...f, type: (v || null) as TransactionType | null })), [onChange]);

  return (
    <section
      aria-label="Filtros"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
        gap: 12,
        alignItems: 'end',
        marginBottom: 16,
      }}
    >
      <Field id="filtro-mes" label="Mês">
        <MemoSelect id="filtro-mes" style={FULL_WIDTH} value={filters.month ?? 0} onChange={setMonth} options={MONTH_OPTIONS} />
      </Field>
      <Field id="filtro-ano" label="Ano">
        <MemoSelect id="filtro-ano" style={FULL_WIDTH} value={filters.year ?? 0} onChange={setYear} options={yearOptions} />
      </Field>
      <Field id="filtro-categoria" label="Categoria">
        <MemoSelect id="filtro-categoria" style={FULL_WIDTH} value={categoryValue} onChange={setCategory} options={categoryOptions} />
      </Field>
      <Field id="filtro-tipo" label="Tipo">
        <MemoSelect id="filtro-tipo" style={FULL_WIDTH} value={filters.type ?? ''} onChange={setType} options={TYPE_OPTIONS} />
      </Field>
      <Field id="filtro-busca" label="Buscar">
        <BaseInput
          id="filtro-busca"
          allowClear={CLEAR_SEARCH}
          value={filters.search}
          onChange={(e) => onChange((f) => ({ ...f, search: e.target.value }))}
          placeholder="Descrição…"
          prefix={SEARCH_ICON}
          autoComplete="off"
        />
      </Field>
      <Button icon={<ClearOutlined aria-hidden />} onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(filters)}>
        Limpar filtros
      </Button>
    </section>
  );
});
