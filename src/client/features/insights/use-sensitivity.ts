import { useDeferredValue, useMemo } from 'react';
import { sensitivityAxes, sensitivityGrid, type SensitivityGrid } from '@domain/model/insights';
import type { SimulationInput } from '@domain/model/simulate';

/**
 * The profit grid around the current inputs. Deferred, so typing in the simulator never waits for the
 * map to redraw, and memoised on the input object (the simulator keeps it stable between renders).
 */
export function useSensitivity(input: SimulationInput): { grid: SensitivityGrid; input: SimulationInput } {
  const deferred = useDeferredValue(input);
  const grid = useMemo(() => sensitivityGrid(deferred, sensitivityAxes(deferred, { reachBreakEven: true })), [deferred]);
  return { grid, input: deferred };
}
