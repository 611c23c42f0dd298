import type { z } from 'zod';
import { simulationSchema, type Simulation } from './schemas';

/**
 * What anyone holding a share link sees: the plan's names, inputs, fees and results (the `/s/` page and
 * "Copy to my simulator"), never its private note, its id or when it was saved.
 */
export const sharedSimulationSchema = simulationSchema.omit({ id: true, note: true, createdAt: true, updatedAt: true });
export type SharedSimulation = z.infer<typeof sharedSimulationSchema>;

/** A saved simulation as a share link shows it. */
export function toSharedSimulation({ id: _id, note: _note, createdAt: _created, updatedAt: _updated, ...shared }: Simulation): SharedSimulation {
  return shared;
}
