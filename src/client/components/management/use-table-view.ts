import { useMemo, useState } from 'react';
import { usePagination } from './use-pagination';

/**
 * A management list's search box and client-side paging (docs/product.md#screens). `matches` gets the trimmed, lower-case
 * search text; keep it stable (module level or useCallback): a new function filters again.
 */
export function useTableView<T>(
  rows: readonly T[] | undefined,
  matches: (row: T, needle: string) => boolean,
  /** The search state, when the screen also hands the text to the server (a list read by pages). */
  searchState?: readonly [string, (text: string) => void],
) {
  const ownState = useState('');
  const [search, setSearch] = searchState ?? ownState;
  const filtered = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (rows ?? []).filter((row) => !needle || matches(row, needle));
  }, [rows, search, matches]);
  const pagination = usePagination(filtered, search);
  return { search, setSearch, filtered, pagination };
}
