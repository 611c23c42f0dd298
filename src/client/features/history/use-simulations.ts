import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Simulation } from '@domain/entities';
import type { HistoryFacets, HistorySort } from '@domain/plans/plan-schemas';
import { apiJson, apiRequest } from '../../lib/api';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';

export const HISTORY_PAGE_SIZE = 20;

/** What the seller asked History for; empty texts mean "any". */
export interface HistoryFilters {
  q: string;
  country: string;
  service: string;
  from: string;
  to: string;
  sort: HistorySort;
}

export const NO_FILTERS: HistoryFilters = { q: '', country: '', service: '', from: '', to: '', sort: 'date' };

interface Page {
  items: Simulation[];
  total: number;
  nextCursor: string | null;
}

/** The query string of a page: the filters given, and the position the previous page ended at. */
export function historySearch(filters: HistoryFilters, cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  for (const key of ['q', 'country', 'service', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.sort !== 'date') params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/**
 * The signed-in seller's simulations matching the filters, 20 at a time, each page starting where the
 * last one ended (X-Next-Cursor, keyset), the count of all matches in X-Total-Count. The key starts
 * with SIMULATIONS_KEY, so saving or deleting refreshes it.
 */
export function useSimulations(enabled: boolean, filters: HistoryFilters) {
  const query = useInfiniteQuery({
    queryKey: [...SIMULATIONS_KEY, 'pages', filters],
    enabled,
    initialPageParam: null as string | null,
    // The list stays on screen while a new search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    queryFn: async ({ pageParam }): Promise<Page> => {
      const response = await apiRequest('GET', `/api/simulations?${historySearch(filters, pageParam)}`);
      const items = (await response.json()) as Simulation[];
      return { items, total: Number(response.headers.get('x-total-count') ?? items.length), nextCursor: response.headers.get('x-next-cursor') };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const simulations = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, simulations, total };
}

/** The countries and services the seller's simulations use: the filters' choices. */
export function useHistoryFacets(enabled: boolean) {
  return useQuery({
    queryKey: [...SIMULATIONS_KEY, 'facets'],
    enabled,
    queryFn: () => apiJson<HistoryFacets>('GET', '/api/simulations/facets'),
  });
}
