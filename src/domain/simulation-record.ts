import type { Simulation, SimulationPayload } from './schemas';
import { simulate, type SimulationResult } from './simulate';

// The computations of a saved simulation. Its fields are declared once, by `simulationSchema` in
// schemas.ts (docs/decisions/0012). This module stays free of zod so that the simulator's first bundle,
// which builds the save's body, does not carry it.

/** The lead view's results a saved simulation keeps (SPEC §3); the others follow from its inputs. */
export const RECORDED_RESULT_KEYS = [
  'confirmedOrders',
  'deliveredOrders',
  'sellingPrice',
  'investment',
  'servicesCost',
  'profit',
  'roi',
] as const satisfies readonly (keyof SimulationResult)[];

export type RecordedResultKey = (typeof RECORDED_RESULT_KEYS)[number];

/** What is stored for a saved simulation: everything but the id and the date the database gives it. */
export type SimulationRecordValues = Omit<Simulation, 'id' | 'createdAt'>;

/** The results of a simulation that a record keeps. */
export function recordedResults(result: SimulationResult): Pick<SimulationResult, RecordedResultKey> {
  return Object.fromEntries(RECORDED_RESULT_KEYS.map((key) => [key, result[key]])) as Pick<SimulationResult, RecordedResultKey>;
}

/**
 * The record to store for a payload: its names, inputs and fees, and every result recomputed with
 * `simulate()`; results the client sent are replaced, so a wrong profit can never be stored (DESIGN §3).
 */
export function buildSimulationRecord(payload: SimulationPayload): SimulationRecordValues {
  // Saves from before issue 17 name no country code and no rate.
  const { countryCode = '', currencyChange = 0, ...rest } = payload;
  return { ...rest, countryCode, currencyChange, ...recordedResults(simulate(payload)) };
}

/**
 * The results of a record that are not finite numbers (extreme inputs can overflow a product or make
 * ROI divide by a vanishing investment); such a record cannot be stored or shown.
 */
export function nonFiniteResults(record: SimulationRecordValues): RecordedResultKey[] {
  return RECORDED_RESULT_KEYS.filter((key) => !Number.isFinite(record[key]));
}
