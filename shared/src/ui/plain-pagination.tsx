import { useState, type CSSProperties } from 'react';
import { theme } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGE_SIZE_OPTIONS } from '../use-page-size';
import { PlainSelect } from './plain-select';

// Issue 14, thirteenth round: antd's Pagination imports antd's Select for its size chooser (and
// with it rc-select, a virtual list and rc-trigger), so the ledger's first screen evaluated a
// dropdown library to draw "1 2 3 ›". This is antd's small pager with the same pages shown, the
// same words (antd's pt_BR locale: "Próxima página", "5 páginas anteriores"…) and measures, and
// the size chooser is the browser's <select> (PlainSelect). The ledger's list and the admin's
// tables (fourteenth round) use it.
const CSS = `
.sm-pager { display: flex; flex-wrap: wrap; align-items: center; gap: var(--sm-pager-gap); margin: 0; padding: 0; list-style: none; }
.sm-pager button {
  box-sizing: border-box; min-width: var(--sm-pager-size); height: var(--sm-pager-size); margin: 0; padding: 0 4px;
  font: inherit; line-height: calc(var(--sm-pager-size) - 2px); color: var(--sm-pager-fg); text-align: center;
  background: transparent; border: 1px solid transparent; border-radius: var(--sm-pager-radius); cursor: pointer;
  transition: background-color 0.2s, color 0.2s;
}
.sm-pager button:hover:not(:disabled):not([aria-current]) { background: var(--sm-pager-hover); }
.sm-pager button:focus-visible { outline: var(--sm-pager-focus); outline-offset: 1px; }
.sm-pager button[aria-current] { color: var(--sm-pager-active); border-color: var(--sm-pager-active); background: var(--sm-pager-bg); font-weight: var(--sm-pager-strong); }
.sm-pager button:disabled { color: var(--sm-pager-disabled); cursor: not-allowed; }
.sm-pager-jump { letter-spacing: 2px; color: var(--sm-pager-muted) !important; }
.sm-pager-jump:hover { color: var(--sm-pager-active) !important; }
.sm-pager-simple { display: flex; align-items: center; gap: 8px; padding-inline: 4px; white-space: nowrap; }
.sm-pager-simple input {
  box-sizing: border-box; width: 48px; height: var(--sm-pager-size); margin: 0; padding: 0 6px; font: inherit; text-align: center;
  color: var(--sm-pager-fg); background: var(--sm-pager-bg); border: 1px solid var(--sm-pager-border); border-radius: var(--sm-pager-radius);
  outline: none; transition: border-color 0.2s, box-shadow 0.2s;
}
.sm-pager-simple input:hover { border-color: var(--sm-pager-active); }
.sm-pager-simple input:focus { border-color: var(--sm-pager-active); box-shadow: 0 0 0 2px var(--sm-pager-outline); }
@media (forced-colors: active) { .sm-pager-simple input:focus { outline: 2px solid; } }
`;

/** A page number, or antd's "•••" that jumps 5 pages back or forward. */
export type PagerItem = number | 'prev5' | 'next5';

/**
 * The pages antd's Pagination shows (rc-pagination, `showLessItems` off): all of them up to 7;
 * beyond, the first, the last, the pages around the current one, and "•••" between.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  const buffer = 2;
  if (pages <= 3 + buffer * 2) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - buffer);
  let right = Math.min(current + buffer, pages);
  if (current - 1 <= buffer) right = 1 + buffer * 2;
  if (pages - current <= buffer) left = pages - buffer * 2;
  const jumpPrev = current - 1 >= buffer * 2 && current !== 1 + 2;
  const jumpNext = pages - current >= buffer * 2 && current !== pages - 2;
  // Room for the "•••": one page fewer on its side (rc-pagination 5).
  if (jumpPrev && right !== pages) left += 1;
  if (jumpNext && left !== 1) right -= 1;
  const items: PagerItem[] = [];
  for (let i = left; i <= right; i++) items.push(i);
  if (jumpPrev) items.unshift('prev5');
  if (jumpNext) items.push('next5');
  if (left !== 1) items.unshift(1);
  if (right !== pages) items.push(pages);
  return items;
}

const SIZE_OPTIONS = PAGE_SIZE_OPTIONS.map((n) => ({ value: n as number, label: `${n} / página` }));

export interface PlainPaginationProps {
  current: number;
  total: number;
  pageSize: number;
  /** A page or a size chosen: (page, size), as antd's onChange (the caller keeps the first row in view). */
  onChange: (page: number, pageSize: number) => void;
  /** antd's `simple`: ‹ [3] / 6 ›, the page a field, for a phone. */
  simple?: boolean;
  /** The table's key (usePageSize): the size chooser's id. */
  table: string;
  'aria-label': string;
  style?: CSSProperties;
}

/** antd's simple pager on a phone: the page is a field (Enter or leaving it goes there), then "/ 6". */
function SimplePager({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  const [text, setText] = useState(String(page));
  // A move from the arrows shows the new page; the field keeps its focus (no remount).
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setText(String(page));
  }
  const commit = () => {
    const wanted = Number.parseInt(text, 10);
    if (Number.isFinite(wanted) && wanted !== page) go(wanted);
    else setText(String(page));
  };
  return (
    <li className="sm-pager-simple">
      <input
        aria-label={`Página (de ${pages})`}
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
        onBlur={commit}
      />
      <span aria-hidden>/ {pages}</span>
    </li>
  );
}

/** antd's small Pagination with its size chooser (see above). */
export function PlainPagination({ current, total, pageSize, onChange, simple, table, style, ...aria }: PlainPaginationProps) {
  const { token } = theme.useToken();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, current), pages);
  const go = (to: number) => onChange(Math.min(Math.max(1, to), pages), pageSize);
  const button = (item: PagerItem) => {
    if (item === 'prev5' || item === 'next5') {
      const back = item === 'prev5';
      const title = back ? '5 páginas anteriores' : '5 próximas páginas';
      return (
        <button type="button" className="sm-pager-jump" title={title} aria-label={title} onClick={() => go(page + (back ? -5 : 5))}>
          •••
        </button>
      );
    }
    return (
      <button
        type="button"
        title={String(item)}
        aria-label={`Página ${item}`}
        aria-current={item === page ? 'page' : undefined}
        onClick={() => item !== page && go(item)}
      >
        {item}
      </button>
    );
  };
  return (
    <nav
      {...aria}
      style={
        {
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: token.marginXS,
          fontSize: token.fontSize,
          '--sm-pager-gap': `${token.marginXXS}px`,
          '--sm-pager-size': `${token.controlHeightSM}px`,
          '--sm-pager-radius': `${token.borderRadius}px`,
          '--sm-pager-fg': token.colorText,
          '--sm-pager-bg': token.colorBgContainer,
          '--sm-pager-border': token.colorBorder,
          '--sm-pager-outline': token.controlOutline,
          '--sm-pager-hover': token.colorBgTextHover,
          '--sm-pager-active': token.colorPrimary,
          // antd's colour for the "•••": the theme raises it to 4.5:1 (issue 15).
          '--sm-pager-muted': token.colorTextDisabled,
          '--sm-pager-disabled': token.colorTextDisabled,
          '--sm-pager-strong': token.fontWeightStrong,
          '--sm-pager-focus': `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}`,
          ...style,
        } as CSSProperties
      }
    >
      <style href="sm-plain-pagination" precedence="default">
        {CSS}
      </style>
      <ul className="sm-pager">
        <li>
          <button type="button" title="Página anterior" aria-label="Página anterior" disabled={page <= 1} onClick={() => go(page - 1)}>
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {simple ? (
          <SimplePager page={page} pages={pages} go={go} />
        ) : (
          pagerItems(page, pages).map((item) => <li key={item}>{button(item)}</li>)
        )}
        <li>
          <button type="button" title="Próxima página" aria-label="Próxima página" disabled={page >= pages} onClick={() => go(page + 1)}>
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      <PlainSelect
        id={`tamanho-pagina-${table}`}
        aria-label="Linhas por página"
        size="small"
        value={pageSize}
        options={SIZE_OPTIONS}
        onChange={(size) => onChange(page, size)}
      />
    </nav>
  );
}
