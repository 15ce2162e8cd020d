// Every admin list: 5 rows a page (SPEC §9) unless the admin chose more (remembered per table,
// issue 21), a free-text search over the row and filters on the columns that have them.
// Matching lives in lib/table-query.ts; this only draws.
//
// Issue 14, fourteenth round: drawn with the shared plain controls (PlainTable, PlainPagination,
// PlainSelect, PlainInput) instead of antd's Table, whose filter menus and pager always import
// Tree, Select, Checkbox, Radio, Dropdown and a virtual list (~260 KB of minified JavaScript on
// every admin page). A column's filter is a choice above the table, named after the column,
// instead of a funnel in its header: seen without opening anything, and the same on a phone. It
// takes one value at a time (antd's took several; lib/table-query.ts still reads a list).
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { PlainInput } from '@semmultas/shared/ui/plain-input';
import { PlainPagination } from '@semmultas/shared/ui/plain-pagination';
import { PlainSelect } from '@semmultas/shared/ui/plain-select';
import { PlainTable, type PlainColumn } from '@semmultas/shared/ui/plain-table';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { useSearchQuery } from '@semmultas/shared/ui/search-box';
import { pageKeepingFirstRow, usePageSize } from '@semmultas/shared/use-page-size';
import { applyTableQuery, isNarrowed, type ColumnFilters, type FilterValue, type TableQuerySpec } from '../lib/table-query';

/** One column of an admin table. */
export interface AdminColumn<T> {
  /** The column's key; a column with `filters` is filtered by the spec's `filterValue[key]`. */
  key: string;
  title: string;
  render: (row: T) => ReactNode;
  /** px. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Shown only from this screen width up (antd's breakpoints: md 768 px, lg 992 px). */
  responsive?: 'md' | 'lg';
  /** Kept in view at the end of the row while a wide table scrolls sideways. */
  fixed?: 'end';
  /** The choices of the column's filter. */
  filters?: readonly { text: string; value: FilterValue }[];
}

export interface AdminTableProps<T> {
  /** Names the table where its page size is remembered, e.g. "admin-posts". */
  pageSizeKey: string;
  /** Accessible name of the table, e.g. "Posts cadastrados". */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly AdminColumn<T>[];
  /**
   * For phones: fewer, stacked columns so the row's controls stay on screen instead of behind a
   * sideways scroll. The filters are the wide columns' in both layouts.
   */
  compactColumns?: readonly AdminColumn<T>[];
  spec: TableQuerySpec<T>;
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown when there are no rows at all (not when a search found none). */
  emptyText: string;
  /** Beside the search box, e.g. the "Novo post" button. */
  actions?: ReactNode;
}

function plural(n: number) {
  return n === 1 ? '1 registro' : `${n} registros`;
}

/** The filter of one column: "Todos" or one of its choices, each saying its column. */
function ColumnFilter({
  title,
  filters,
  chosen,
  onChange,
}: {
  title: string;
  filters: NonNullable<AdminColumn<unknown>['filters']>;
  chosen: FilterValue | null;
  onChange: (value: FilterValue | null) => void;
}) {
  const options = useMemo(
    // A chosen filter still tells which column it narrows.
    () => [{ value: null, label: `${title}: todos` }, ...filters.map((f) => ({ value: f.value, label: `${title}: ${f.text}` }))],
    [title, filters],
  );
  return (
    <PlainSelect<FilterValue | null>
      aria-label={`Filtrar por ${title}`}
      value={chosen}
      options={options}
      onChange={onChange}
      style={{ flex: '0 1 220px', minWidth: 150 }}
    />
  );
}

export function AdminTable<T extends object>({
  pageSizeKey,
  label,
  rows,
  rowKey,
  columns,
  compactColumns,
  spec,
  searchLabel,
  searchPlaceholder,
  emptyText,
  actions,
}: AdminTableProps<T>) {
  // The search lives in the address (?busca=): another page can link to a filtered list.
  const [search, setSearch] = useSearchQuery();
  const [filters, setFilters] = useState<ColumnFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = usePageSize(pageSizeKey);
  const screens = useScreens();
  const compact = Boolean(compactColumns) && screens.md === false;

  const shownColumns = useMemo<PlainColumn<T>[]>(
    () =>
      (compact && compactColumns ? compactColumns : columns)
        .filter((c) => !c.responsive || screens[c.responsive] !== false)
        .map((c) => ({
          key: c.key,
          title: c.title,
          width: c.width,
          align: c.align,
          fixed: compact ? undefined : c.fixed,
          render: c.render,
        })),
    [compact, compactColumns, columns, screens],
  );
  const filterable = useMemo(
    () => columns.filter((c): c is AdminColumn<T> & { filters: NonNullable<AdminColumn<T>['filters']> } => Boolean(c.filters?.length)),
    [columns],
  );

  const query = useMemo(() => ({ search, filters }), [search, filters]);
  const shown = useMemo(() => applyTableQuery(rows, query, spec), [rows, query, spec]);
  const lastPage = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, lastPage);
  const visible = shown.slice((current - 1) * pageSize, current * pageSize);

  const filterBy = (key: string, value: FilterValue | null) => {
    setFilters((f) => ({ ...f, [key]: value === null ? null : [value] }));
    setPage(1);
  };

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <div role="search" style={{ flex: '1 1 260px', maxWidth: 460 }}>
          <PlainInput
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            onClear={() => {
              setSearch('');
              setPage(1);
            }}
            aria-label={searchLabel}
            placeholder={searchPlaceholder}
            prefix={<SearchOutlined aria-hidden />}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        {actions ? <div style={{ display: 'flex', gap: 8 }}>{actions}</div> : null}
      </div>
      {filterable.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 12 }}>
          {filterable.map((c) => (
            <ColumnFilter
              key={c.key}
              title={c.title}
              filters={c.filters}
              chosen={filters[c.key]?.[0] ?? null}
              onChange={(value) => filterBy(c.key, value)}
            />
          ))}
        </div>
      ) : null}
      <PlainTable<T>
        aria-label={label}
        rowKey={rowKey}
        columns={shownColumns}
        rows={visible}
        size="middle"
        // Wide: columns take what they need and the table scrolls sideways if it must. Phones:
        // the stacked columns fit the screen exactly, long e-mails wrap.
        scrollX={!compact}
        tableLayout={compact ? 'fixed' : 'auto'}
        emptyText={
          <PlainEmpty
            image="simple"
            style={{ marginBlock: 0 }}
            description={isNarrowed(query) ? <PlainText>Nenhum resultado para a busca ou o filtro escolhido.</PlainText> : emptyText}
          />
        }
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'flex-end', alignItems: 'center', marginTop: 16 }}>
        <PlainText type="secondary" aria-live="polite">
          {plural(shown.length)}
        </PlainText>
        <PlainPagination
          current={current}
          pageSize={pageSize}
          table={pageSizeKey}
          total={shown.length}
          simple={screens.sm === false}
          aria-label={`Páginas de ${label.toLowerCase()}`}
          onChange={(to, size) => {
            if (size !== pageSize) {
              setPageSize(size);
              setPage(pageKeepingFirstRow(current, pageSize, size));
            } else setPage(to);
          }}
        />
      </div>
    </div>
  );
}
