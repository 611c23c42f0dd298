import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { listPagesQuery, pagedRows } from '../../lib/list-pages';
import type { CatalogueScope } from '../../lib/catalogue-queries';
import type { CatalogueApi } from './api/catalogue-api';

/**
 * A kind's rows: the whole list, or for a list that grows (`api.pagedUrl`, the fee structures) the pages
 * loaded so far, with `more` to load the next one while the server has one (docs/decisions/0031).
 */
export function useCatalogueRows<T, TInput>(api: CatalogueApi<T, TInput>, scope: CatalogueScope) {
  const pagedUrl = api.pagedUrl?.(scope);
  const whole = useQuery({ ...api.query(scope), enabled: !pagedUrl });
  // Both hooks always run (a hook is never conditional); only the one the kind uses fetches.
  const pages = useInfiniteQuery({ ...listPagesQuery<T>(pagedUrl ?? 'unpaged'), enabled: !!pagedUrl });
  if (!pagedUrl)
    return {
      data: whole.data,
      isLoading: whole.isLoading,
      isFetching: whole.isFetching,
      refetch: () => void whole.refetch(),
      more: undefined,
    };
  return pagedRows(pages);
}
