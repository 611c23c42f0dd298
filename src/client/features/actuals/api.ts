import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActualRecordBody } from '@domain/actuals/actual-record';
import type { ActualsAnswer, StoredActual } from '@domain/actuals/actual-schemas';
import type { Simulation } from '@domain/schemas';
import { apiJson, apiRequest } from '../../lib/api';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';

// The actuals feature's data access; its keys live under the saved simulations' root.

const actualsKey = (simulationId: string) => [...SIMULATIONS_KEY, 'one', simulationId, 'actuals'] as const;

// Plain option objects, not queryOptions(): that helper would become a chunk of its own on the home page's first load.
export const planQuery = (simulationId: string) =>
  ({
    queryKey: [...SIMULATIONS_KEY, 'one', simulationId, 'record'],
    queryFn: () => apiJson<Simulation>('GET', `/api/simulations/${encodeURIComponent(simulationId)}`),
    retry: false,
  }) as const;

export const actualsQuery = (simulationId: string) =>
  ({
    queryKey: actualsKey(simulationId),
    queryFn: () => apiJson<ActualsAnswer>('GET', `/api/simulations/${encodeURIComponent(simulationId)}/actuals`),
    retry: false,
  }) as const;

export function useRecordActual(simulationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: ActualRecordBody) => apiJson<StoredActual>('POST', `/api/simulations/${encodeURIComponent(simulationId)}/actuals`, record),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actualsKey(simulationId) }),
  });
}

export function useDeleteActual(simulationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/actuals/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: actualsKey(simulationId) }),
  });
}

/** Refreshes the records and the comparison after an import (the import sends its own request). */
export function useRefreshActuals(simulationId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: actualsKey(simulationId) });
}
