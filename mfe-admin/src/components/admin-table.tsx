// Every admin list: 5 rows a page (SPEC §9) unless the admin chose more (remembered per table,
// issue 21), a free-text search over the row and filters on the columns that have them.
// Matching lives in lib/table-query.ts; antd only draws.
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Empty, Flex, Input, Table } from 'antd';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { SearchOutlined } from '@ant-design/icons';
import { useSearchQuery } from '@semmultas/shared/ui/search-box';
import { pageKeepingFirstRow, pageSizeChanger, pageSizeStyle, usePageSize } from '@semmultas/shared/use-page-size';
import { applyTableQuery, isNarrowed, type ColumnFilters, type TableQuerySpec } from '../lib/table-query';

export interface AdminTableProps<T> {
  /** Names the table where its page size is remembered, e.g. "admin-posts". */
  pageSizeKey: string;
  /** Accessible name of the table, e.g. "Posts cadastrados". */
  label: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: ColumnsType<T>;
  /**
   * For phones: fewer, stacked columns so the row's controls stay on screen instead of behind a
   * sideways scroll. A column keeps its filter when its key is one the spec filters by.
   */
  compactColumns?: ColumnsType<T>;
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
  const shownColumns = compact && compactColumns ? compactColumns : columns;

  const query = useMemo(() => ({ search, filters }), [search, filters]);
  const shown = useMemo(() => applyTableQuery(rows, query, spec), [rows, query, spec]);
  const lastPage = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, lastPage);

  // antd draws the filter menus; the chosen values are ours (no onFilter: we filtered already).
  const controlled = useMemo(
    () =>
      shownColumns.map((c) =>
        c.key !== undefined && c.filters ? { ...c, filteredValue: (filters[String(c.key)] as Key[] | undefined) ?? null } : c,
      ),
    [shownColumns, filters],
  );

  const onChange: TableProps<T>['onChange'] = (pagination, chosen, _sorter, extra) => {
    if (extra.action === 'filter') {
      setFilters(chosen as ColumnFilters);
      setPage(1);
    } else if (pagination.pageSize && pagination.pageSize !== pageSize) {
      setPageSize(pagination.pageSize);
      setPage(pageKeepingFirstRow(current, pageSize, pagination.pageSize));
    } else if (pagination.current) setPage(pagination.current);
  };

  return (
    <div>
      {pageSizeStyle()}
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <div role="search" style={{ flex: '1 1 260px', maxWidth: 460 }}>
          <Input
            allowClear
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            aria-label={searchLabel}
            placeholder={searchPlaceholder}
            prefix={<SearchOutlined aria-hidden />}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        {actions ? <Flex gap={8}>{actions}</Flex> : null}
      </Flex>
      <Table<T>
        aria-label={label}
        rowKey={rowKey}
        columns={controlled}
        dataSource={shown}
        onChange={onChange}
        size="middle"
        // Wide: columns take what they need and the table scrolls sideways if it must. Phones:
        // the stacked columns fit the screen exactly, long e-mails wrap.
        scroll={compact ? undefined : { x: 'max-content' }}
        tableLayout={compact ? 'fixed' : undefined}
        pagination={{
          current,
          ...pageSizeChanger(pageSize, pageSizeKey),
          total: shown.length,
          hideOnSinglePage: false,
          showTotal: (total) => plural(total),
          size: 'small',
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={isNarrowed(query) ? <PlainText>Nenhum resultado para a busca ou o filtro escolhido.</PlainText> : emptyText}
            />
          ),
        }}
      />
    </div>
  );
}
