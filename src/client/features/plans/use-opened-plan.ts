import { useQuery } from '@tanstack/react-query';
import { planInputsOf, type PlanInputs } from '@domain/plans/plan-inputs';
import type { Simulation } from '@domain/schemas';
import { apiJson } from '../../lib/api';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';

/** Which plan the simulator's address asks to open: `?plan=<id>` (own) or `?shared=<token>` (a link). */
export interface PlanAddress {
  planId: string | null;
  sharedToken: string | null;
}

export function planAddressOf(search: string): PlanAddress {
  const params = new URLSearchParams(search);
  return { planId: params.get('plan'), sharedToken: params.get('shared') };
}

/**
 * The plan to load into the simulator, read through `planInputsOf` whatever its origin: one of the
 * seller's saved simulations (kept as the plan "Save → update" writes to) or a shared one (copied).
 */
export function useOpenedPlan({ planId, sharedToken }: PlanAddress) {
  return useQuery({
    // Keys of their own: the shared page caches the raw answer under ['/api/shared', token].
    queryKey: planId ? [...SIMULATIONS_KEY, 'one', planId, 'inputs'] : ['/api/shared', sharedToken, 'inputs'],
    enabled: !!planId || !!sharedToken,
    // A reopened plan is read fresh each time: another tab may have changed it.
    staleTime: 0,
    queryFn: async (): Promise<PlanInputs> => {
      if (planId) return planInputsOf(await apiJson<Simulation>('GET', `/api/simulations/${encodeURIComponent(planId)}`));
      const shared = await apiJson<{ simulation: Simulation }>('GET', `/api/shared/${encodeURIComponent(sharedToken!)}`);
      return planInputsOf(shared.simulation, { keepId: false });
    },
  });
}
