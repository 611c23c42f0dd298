import type { z } from 'zod';
import { simulationSchema, type Simulation } from './schemas';

/**
 * What anyone holding a share link sees: the plan's names, inputs, fees and results (the `/s/` page and
 * "Copy to my simulator", which copies its uncertain inputs too), never its private note, its id, when it was saved
 * or the owner's catalogue rows it was made with (the viewer has other rows; a copy finds them by name).
 */
export const sharedSimulationSchema = simulationSchema.omit({
  id: true,
  note: true,
  createdAt: true,
  updatedAt: true,
  serviceId: true,
  countryId: true,
});
export type SharedSimulation = z.infer<typeof sharedSimulationSchema>;

/** A saved simulation as a share link shows it. */
export function toSharedSimulation({
  id: _id,
  note: _note,
  createdAt: _created,
  updatedAt: _updated,
  serviceId: _service,
  countryId: _country,
  ...shared
}: Simulation): SharedSimulation {
  return shared;
}
