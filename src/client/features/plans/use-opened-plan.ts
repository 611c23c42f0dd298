import { useQuery } from '@tanstack/react-query';
import type { ActualsAnswer } from '@domain/actuals/actual-schemas';
import { planInputsOf, type PlanInputs } from '@domain/plans/plan-inputs';
import type { Simulation } from '@domain/schemas';
import type { SharedSimulation } from '@domain/shared-plan';
import { apiJson } from '../../lib/api';
import { SIMULATIONS_KEY } from '../../lib/simulations-key';

/**
 * Which plan the simulator's address asks to open: `?plan=<id>` (own) or `?shared=<token>` (a link);
 * `&rates=actual` with an own plan fills in what its recorded actuals really did.
 */
export interface PlanAddress {
  planId: string | null;
  sharedToken: string | null;
  actualRates?: boolean;
}

export function planAddressOf(search: string): PlanAddress {
  const params = new URLSearchParams(search);
  return { planId: params.get('plan'), sharedToken: params.get('shared'), actualRates: params.get('rates') === 'actual' };
}

/**
 * The plan to load into the simulator, read through `planInputsOf` whatever its origin: one of the
 * seller's saved simulations (kept as the plan "Save → update" writes to) or a shared one (copied).
 */
export function useOpenedPlan({ planId, sharedToken, actualRates }: PlanAddress) {
  return useQuery({
    // Keys of their own: the shared page caches the raw answer under ['/api/shared', token].
    queryKey: planId ? [...SIMULATIONS_KEY, 'one', planId, 'inputs', actualRates] : ['/api/shared', sharedToken, 'inputs'],
    enabled: !!planId || !!sharedToken,
    // A reopened plan is read fresh each time: another tab may have changed it.
    staleTime: 0,
    queryFn: async (): Promise<PlanInputs> => {
      if (planId) {
        const path = `/api/simulations/${encodeURIComponent(planId)}`;
        // A re-plan puts the server's actual inputs over the plan's; before any actual (null) it opens as saved.
        const [record, actuals] = await Promise.all([apiJson<Simulation>('GET', path), actualRates ? apiJson<ActualsAnswer>('GET', `${path}/actuals`) : null]);
        return planInputsOf({ ...record, ...actuals?.replan });
      }
      const shared = await apiJson<{ simulation: SharedSimulation }>('GET', `/api/shared/${encodeURIComponent(sharedToken!)}`);
      return planInputsOf(shared.simulation, { keepId: false });
    },
  });
}
