import { NO_ADVANCED_COSTS } from './model/advanced-costs';
import { toCents, withoutBinaryTail } from './money';
import { toDollarInputs, type MoneyInputKey } from './model/money-inputs';
import { defaultPlanName } from './plans/plan-name';
import type { Simulation, SimulationPayload } from './schemas';
import { simulate, type SimulationInput, type SimulationResult } from './model/simulate';

// The computations of a saved simulation. Its fields are declared once, by `simulationSchema` in
// schemas.ts (docs/decisions/0012). This module stays free of zod so that the simulator's first bundle,
// which builds the save's body, does not carry it.

/** The lead view's results a saved simulation keeps (docs/product.md#plans-and-their-snapshots); the others follow from its inputs. */
export const RECORDED_RESULT_KEYS = [
  'confirmedOrders',
  'deliveredOrders',
  'sellingPrice',
  'investment',
  'servicesCost',
  'profit',
  'roi',
  // Cost lines; records saved before them read 0, and their returned orders and return costs are filled
  // in by their migration.
  'returnedOrders',
  'returnCosts',
  'returnLoss',
  'packaging',
  'tax',
  'feeVat',
] as const satisfies readonly (keyof SimulationResult)[];

export type RecordedResultKey = (typeof RECORDED_RESULT_KEYS)[number];

/** What is stored for a saved simulation: everything but the id and the date the database gives it. */
export type SimulationRecordValues = Omit<Simulation, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * What a save that predates the cost lines means for the new fields: every cost line off, amounts in dollars,
 * no rate recorded. The save's schema fills them in, and so does the migration for stored records.
 */
export const RECORD_INPUT_DEFAULTS: Readonly<
  typeof NO_ADVANCED_COSTS & { currencyRate: number | null; localCurrencyInputs: readonly MoneyInputKey[] }
> = Object.freeze({ ...NO_ADVANCED_COSTS, currencyRate: null, localCurrencyInputs: [] });

/** A record's inputs as the model takes them: every amount entered in local units turned into dollars. */
export function recordInput(record: Omit<SimulationPayload, 'localCurrencyInputs'> & { localCurrencyInputs?: readonly MoneyInputKey[] }): SimulationInput {
  const filled = { ...RECORD_INPUT_DEFAULTS, ...record };
  return toDollarInputs(filled, filled);
}

/** The recorded results that are dollars: stored and answered in whole cents. */
export const RECORDED_MONEY_KEYS = [
  'sellingPrice',
  'investment',
  'servicesCost',
  'profit',
  'returnCosts',
  'returnLoss',
  'packaging',
  'tax',
  'feeVat',
] as const satisfies readonly RecordedResultKey[];

const MONEY_KEYS: ReadonlySet<RecordedResultKey> = new Set(RECORDED_MONEY_KEYS);

/**
 * A result as a record keeps it, rounded once: dollars to the cent, counts and ROI to 12 significant digits,
 * which drops the binary tail of the arithmetic (55.00000000000001 is 55) and nothing a screen shows. A figure
 * that is not finite, or dollars beyond the money range, stays as computed (such records are refused).
 */
export function recordedFigure(key: RecordedResultKey, value: number): number {
  return MONEY_KEYS.has(key) ? toCents(value) : withoutBinaryTail(value);
}

/** The results of a simulation that a record keeps, rounded once (see recordedFigure). */
export function recordedResults(result: SimulationResult): Pick<SimulationResult, RecordedResultKey> {
  return Object.fromEntries(RECORDED_RESULT_KEYS.map((key) => [key, recordedFigure(key, result[key])])) as Pick<SimulationResult, RecordedResultKey>;
}

/**
 * The record to store for a payload: its names, inputs and fees, and every result recomputed with
 * `simulate()`; results the client sent are replaced, so a wrong profit can never be stored (docs/product.md#plans-and-their-snapshots).
 */
export function buildSimulationRecord(payload: SimulationPayload, date = new Date()): SimulationRecordValues {
  const filled = {
    ...RECORD_INPUT_DEFAULTS,
    countryCode: '',
    serviceId: null,
    countryId: null,
    ...payload,
    countryCurrencyCode: payload.countryCurrencyCode ?? null,
    localCurrencyInputs: [...(payload.localCurrencyInputs ?? [])],
  };
  const productName = payload.productName?.trim() ?? '';
  const name = payload.name?.trim() || defaultPlanName({ ...payload, productName }, date);
  return {
    ...filled,
    name,
    productName,
    note: payload.note?.trim() ?? '',
    uncertainty: payload.uncertainty ?? {},
    ...recordedResults(simulate(recordInput(filled))),
  };
}

/**
 * The results of a record that are not finite numbers (extreme inputs can overflow a product or make
 * ROI divide by a vanishing investment); such a record cannot be stored or shown.
 */
export function nonFiniteResults(record: SimulationRecordValues): RecordedResultKey[] {
  return RECORDED_RESULT_KEYS.filter((key) => !Number.isFinite(record[key]));
}
