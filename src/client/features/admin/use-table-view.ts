import { useMemo, useState } from 'react';
import { usePagination } from '../../components/catalogue/use-pagination';

/** A tab's search box and client-side paging over its list (the management screens' behaviour). */
export function useTableView<T>(rows: readonly T[] | undefined, matches: (row: T, needle: string) => boolean) {
  const [search, setSearch] = useState('');
  const filtered = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return (rows ?? []).filter((row) => !needle || matches(row, needle));
    // `matches` is a module-level function in every tab, so it is not a dependency.
  }, [rows, search]);
  const pagination = usePagination(filtered, search);
  return { search, setSearch, filtered, pagination };
}
