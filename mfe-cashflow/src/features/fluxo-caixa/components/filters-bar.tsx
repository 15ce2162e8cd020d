// SPEC §9 filters: month 1–12, the last 5 years, category, type; plus a text search.
import { memo } from 'react';
import { Button, Input, Select } from 'antd';
import { ClearOutlined, CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { Category, TransactionType } from '@semmultas/shared/types';
import { isFiltered, MONTHS, NO_CATEGORY, NO_CATEGORY_LABEL, NO_FILTERS, sortCategories, TYPES, type Filters } from '../utils/ledger';

export interface FiltersBarProps {
  filters: Filters;
  years: number[];
  categories: Category[];
  onChange: (next: Filters) => void;
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
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
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => onChange({ ...filters, [key]: value });
  return (
    <section
      aria-label="Filtros"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))', gap: 12, alignItems: 'end', marginBottom: 16 }}
    >
      <Field id="filtro-mes" label="Mês">
        <Select
          id="filtro-mes"
          style={{ width: '100%' }}
          value={filters.month ?? 0}
          onChange={(v: number) => set('month', v || null)}
          options={[{ value: 0, label: 'Todos os meses' }, ...MONTHS.map((m, i) => ({ value: i + 1, label: m }))]}
        />
      </Field>
      <Field id="filtro-ano" label="Ano">
        <Select
          id="filtro-ano"
          style={{ width: '100%' }}
          value={filters.year ?? 0}
          onChange={(v: number) => set('year', v || null)}
          options={[{ value: 0, label: 'Todos os anos' }, ...years.map((y) => ({ value: y, label: String(y) }))]}
        />
      </Field>
      <Field id="filtro-categoria" label="Categoria">
        <Select
          id="filtro-categoria"
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          value={filters.category ?? ''}
          onChange={(v: string) => set('category', v || null)}
          options={[
            { value: '', label: 'Todas' },
            { value: NO_CATEGORY, label: NO_CATEGORY_LABEL },
            ...sortCategories(categories).map((c) => ({ value: c.name, label: c.name })),
          ]}
        />
      </Field>
      <Field id="filtro-tipo" label="Tipo">
        <Select
          id="filtro-tipo"
          style={{ width: '100%' }}
          value={filters.type ?? ''}
          onChange={(v: string) => set('type', (v || null) as TransactionType | null)}
          options={[{ value: '', label: 'Todos' }, ...TYPES.map((t) => ({ value: t, label: t }))]}
        />
      </Field>
      <Field id="filtro-busca" label="Buscar">
        <Input
          id="filtro-busca"
          allowClear={{ clearIcon: <CloseCircleFilled aria-label="Limpar busca" /> }}
          value={filters.search}
          onChange={(e) => set('search', e.target.value)}
          placeholder="Descrição…"
          prefix={<SearchOutlined aria-hidden />}
          autoComplete="off"
        />
      </Field>
      <Button icon={<ClearOutlined aria-hidden />} onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(filters)}>
        Limpar filtros
      </Button>
    </section>
  );
});
