import { useInfiniteQuery } from '@tanstack/react-query';
import type { Simulation } from '@domain/entities';
import { apiRequest } from '../../lib/api';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';

export const HISTORY_PAGE_SIZE = 20;

interface Page {
  items: Simulation[];
  total: number;
  offset: number;
}

/**
 * The signed-in seller's simulations, newest first, 20 at a time (DESIGN §4: limit/offset, the total in
 * X-Total-Count). The key starts with SIMULATIONS_KEY, so saving or deleting refreshes it.
 */
export function useSimulations(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: [...SIMULATIONS_KEY, 'pages'],
    enabled,
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<Page> => {
      const response = await apiRequest('GET', `/api/simulations?limit=${HISTORY_PAGE_SIZE}&offset=${pageParam}`);
      const items = (await response.json()) as Simulation[];
      return { items, total: Number(response.headers.get('x-total-count') ?? items.length), offset: pageParam };
    },
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
  });
  const simulations = query.data?.pages.flatMap((page) => page.items) ?? [];
  // A simulation saved between two pages shifts the offsets; never show one twice.
  const unique = simulations.filter((s, index) => simulations.findIndex((other) => other.id === s.id) === index);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  return { ...query, simulations: unique, total };
}
