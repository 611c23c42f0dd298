import { isUsableRate } from '../money';
import type { Simulation } from '../schemas';
import type { DriverKey } from './plan-vs-actual';

/** Rates and amounts go into the simulator's fields with two decimals, as a seller would type them. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export type ReplanFields = Pick<Simulation, 'adsCost' | 'averageAOV' | 'confirmedRate' | 'deliveredRate'>;

/**
 * "Re-plan with actual rates": the inputs of a saved plan that its actuals replace, as the plan enters them
 * (an amount the plan entered in local units comes back in local units). The simulator opens the plan with
 * these over its own (`planInputsOf({ ...record, ...fields })`); the lead count stays the plan's, since the
 * next campaign's volume is the seller's choice.
 */
export function replanFields(record: Pick<Simulation, 'localCurrencyInputs' | 'currencyRate'>, actual: Record<DriverKey, number>): ReplanFields {
  const entered = (key: 'adsCost' | 'averageAOV') =>
    round2(record.localCurrencyInputs.includes(key) && isUsableRate(record.currencyRate) ? actual[key] * record.currencyRate : actual[key]);
  return {
    adsCost: entered('adsCost'),
    averageAOV: entered('averageAOV'),
    confirmedRate: round2(actual.confirmedRate),
    deliveredRate: round2(actual.deliveredRate),
  };
}
