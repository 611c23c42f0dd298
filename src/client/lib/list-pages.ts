import { infiniteQueryOptions, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { apiRequest } from './api';

// The lists that grow with the data (the admin's users, the fee structures) are read a page at a time,
// each page starting where the last one ended (X-Next-Cursor, keyset; docs/decisions/0031).

export const LIST_PAGE_SIZE = 100;

interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The pages of `url`'s list (with a search `q` when the list takes one). Its key starts with `url`, so what
 * invalidates the whole list refreshes these.
 */
export function listPagesQuery<T>(url: string, q = '') {
  return infiniteQueryOptions({
    queryKey: [url, 'pages', q],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ListPage<T>> => {
      const params = new URLSearchParams({ limit: String(LIST_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      if (q) params.set('q', q);
      const response = await apiRequest('GET', `${url}?${params.toString()}`);
      return { items: (await response.json()) as T[], nextCursor: response.headers.get('x-next-cursor') };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** What a list screen reads from its pages: the rows loaded so far, and a way to load the next page while one remains. */
export function pagedRows<T>(pages: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>) {
  return {
    data: pages.data?.pages.flatMap((page) => page.items),
    isLoading: pages.isLoading,
    isFetching: pages.isFetching,
    refetch: () => void pages.refetch(),
    more: pages.hasNextPage ? { load: () => void pages.fetchNextPage(), loading: pages.isFetchingNextPage } : undefined,
  };
}
