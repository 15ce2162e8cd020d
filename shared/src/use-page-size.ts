// How many rows a table shows per page: 5 by default (SPEC §9: the ledger and the admin
// tables page by 5), with a choice of more, remembered per table in this browser (issue 21).
// One mechanism for every table: the ledger's list and each admin table call usePageSize
// with their own key and hand it to PlainPagination (shared/src/ui/plain-pagination.tsx), whose
// size chooser offers PAGE_SIZE_OPTIONS.
import { useCallback, useState } from 'react';

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 5;

const STORAGE_PREFIX = 'semmultas:tamanho-pagina:';

/** The localStorage key of a table's page size, e.g. "semmultas:tamanho-pagina:admin-posts". */
export function pageSizeStorageKey(table: string): string {
  return `${STORAGE_PREFIX}${table}`;
}

function isOption(n: number): boolean {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(n);
}

/** The size stored for a table, or the default when nothing (or nothing valid) is stored. */
export function readPageSize(table: string, fallback = DEFAULT_PAGE_SIZE): number {
  try {
    const stored = Number(window.localStorage.getItem(pageSizeStorageKey(table)));
    return isOption(stored) ? stored : fallback;
  } catch {
    return fallback; // storage blocked (private mode, sandboxed frame): the default
  }
}

function writePageSize(table: string, size: number) {
  try {
    window.localStorage.setItem(pageSizeStorageKey(table), String(size));
  } catch {
    /* storage blocked: the choice lasts until the page is closed */
  }
}

/**
 * The page where the first row now on screen lands with the new size, so changing the size
 * never throws the reader back to page 1 or past the end.
 */
export function pageKeepingFirstRow(page: number, oldSize: number, newSize: number): number {
  const firstRow = (Math.max(1, page) - 1) * oldSize;
  return Math.floor(firstRow / newSize) + 1;
}

/** [size, setSize] for one table; setSize ignores sizes that are not among the options. */
export function usePageSize(table: string, fallback = DEFAULT_PAGE_SIZE): [number, (size: number) => void] {
  const [size, setSize] = useState(() => readPageSize(table, fallback));
  const choose = useCallback(
    (next: number) => {
      if (!isOption(next)) return;
      setSize(next);
      writePageSize(table, next);
    },
    [table],
  );
  return [size, choose];
}

/** True when a list of `total` rows needs the pager at all, counting the size chooser. */
export function needsPager(total: number): boolean {
  return total > PAGE_SIZE_OPTIONS[0];
}
