import type { CSSProperties, Key, ReactNode } from 'react';
import { theme } from 'antd';

// Issue 14: antd's Table brings rc-table with its measuring and virtual list, and for the filter
// and selection features it always imports Tree, Menu, Dropdown, Checkbox, Radio, Spin and
// Pagination: ~500 KB of source (≈ 190 KB minified) in the ledger's first chunk, and in the chunk
// of every calculator's result, for tables that only show rows. This draws the same table (antd
// 6's measures and theme tokens: the header's background, weight and split lines, the cells'
// padding by size, the row hover, the rounded top) as a plain <table>, which lays itself out: no
// cell is measured after the render. The admin's tables page and filter around it (AdminTable);
// tables that sort or select rows (the OFX review) keep antd's.
const CSS = `
.sm-plain-table { font-size: var(--sm-table-font-size); background: var(--sm-table-bg); border-radius: var(--sm-table-radius) var(--sm-table-radius) 0 0; }
.sm-plain-table table { width: 100%; text-align: start; border-collapse: separate; border-spacing: 0; border-radius: inherit; }
.sm-plain-table th, .sm-plain-table td { position: relative; padding: var(--sm-table-padding); overflow-wrap: break-word; border-bottom: var(--sm-table-border);
  transition: background-color var(--sm-table-motion); }
.sm-plain-table th { color: var(--sm-table-head-color); font-weight: var(--sm-table-head-weight); text-align: start; background: var(--sm-table-head-bg); }
.sm-plain-table th:not(:last-child)::before { position: absolute; top: 50%; inset-inline-end: 0; width: 1px; height: 1.6em; background: var(--sm-table-split);
  transform: translateY(-50%); content: ''; }
.sm-plain-table th:first-child { border-start-start-radius: var(--sm-table-radius); }
.sm-plain-table th:last-child { border-start-end-radius: var(--sm-table-radius); }
.sm-plain-table tbody tr:hover > td { background: var(--sm-table-hover); }
.sm-plain-table .sm-plain-table-empty { padding: 32px 16px; text-align: center; color: var(--sm-table-empty); }
.sm-plain-table-scroll { overflow-x: auto; }
.sm-plain-table-scroll > table { width: max-content; min-width: 100%; }
/* A column kept in view at the end while the table scrolls sideways: solid behind its translucent fills. */
.sm-plain-table .sm-plain-table-fixed-end { position: sticky; inset-inline-end: 0; z-index: 1; background: var(--sm-table-bg); }
.sm-plain-table th.sm-plain-table-fixed-end { background: linear-gradient(var(--sm-table-head-bg), var(--sm-table-head-bg)), var(--sm-table-bg); }
.sm-plain-table tbody tr:hover > td.sm-plain-table-fixed-end { background: linear-gradient(var(--sm-table-hover), var(--sm-table-hover)), var(--sm-table-bg); }
`;

export type PlainColumn<T> = {
  key: string;
  title: ReactNode;
  /** px; with `tableLayout="fixed"` the columns without one share what is left. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Kept in view at the end of the row when the table scrolls sideways (antd's `fixed: 'right'`). */
  fixed?: 'end';
  render: (row: T, index: number) => ReactNode;
};

export type PlainTableProps<T> = {
  columns: readonly PlainColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** antd's sizes: the cells' padding 16 px (large), 12 × 8 (middle, the default), 8 (small). */
  size?: 'large' | 'middle' | 'small';
  tableLayout?: 'auto' | 'fixed';
  /** antd's `scroll={{ x: 'max-content' }}`: the columns take what they need and the table scrolls sideways. */
  scrollX?: boolean;
  rowClassName?: (row: T) => string;
  /** What an empty table says, in its one row. */
  emptyText?: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

const fixedClass = (c: { fixed?: 'end' }) => (c.fixed ? 'sm-plain-table-fixed-end' : undefined);

/** A table that looks like antd's Table (see above), for rows that are only shown. */
export function PlainTable<T>({
  columns,
  rows,
  rowKey,
  size = 'middle',
  tableLayout = 'auto',
  scrollX = false,
  rowClassName,
  emptyText = 'Não há dados',
  ...aria
}: PlainTableProps<T>) {
  const { token } = theme.useToken();
  const padding = {
    large: `${token.padding}px ${token.padding}px`,
    middle: `${token.paddingSM}px ${token.paddingXS}px`,
    small: `${token.paddingXS}px ${token.paddingXS}px`,
  }[size];
  const vars = {
    '--sm-table-font-size': `${token.fontSize}px`,
    '--sm-table-bg': token.colorBgContainer,
    '--sm-table-radius': `${token.borderRadiusLG}px`,
    '--sm-table-padding': padding,
    '--sm-table-border': `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
    '--sm-table-motion': token.motionDurationMid,
    '--sm-table-head-color': token.colorTextHeading,
    '--sm-table-head-weight': token.fontWeightStrong,
    // antd 6's headerBg and rowHoverBg: the alternate fill laid on the container's background,
    // which is what this translucent fill over the box's own background shows.
    '--sm-table-head-bg': token.colorFillAlter,
    '--sm-table-hover': token.colorFillAlter,
    '--sm-table-split': token.colorBorderSecondary,
    '--sm-table-empty': token.colorTextDescription,
  } as CSSProperties;
  const widths = columns.some((c) => c.width !== undefined);
  return (
    <div className={scrollX ? 'sm-plain-table sm-plain-table-scroll' : 'sm-plain-table'} style={vars}>
      <style href="sm-plain-table" precedence="default">
        {CSS}
      </style>
      <table style={{ tableLayout }} {...aria}>
        {widths ? (
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={c.width !== undefined ? { width: c.width } : undefined} />
            ))}
          </colgroup>
        ) : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={fixedClass(c)} style={c.align ? { textAlign: c.align } : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="sm-plain-table-empty" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)} className={rowClassName?.(row) || undefined}>
                {columns.map((c) => (
                  <td key={c.key} className={fixedClass(c)} style={c.align ? { textAlign: c.align } : undefined}>
                    {c.render(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
