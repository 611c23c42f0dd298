import { isUsableRate } from '../costs/money-inputs';
import { planInputsOf, type PlanInputs, type PlanRecord } from '../plans/plan-inputs';
import type { Simulation } from '../schemas';
import type { DriverKey } from './plan-vs-actual';

/** Rates and amounts go into the simulator's fields with two decimals, as a seller would type them. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * "Re-plan with actual rates": the saved plan's inputs with the real confirmation and delivery rates,
 * cost per lead and order value filled in; the lead count stays the plan's (the next campaign's volume is
 * the seller's choice). An amount the plan entered in local units is given back in local units.
 */
export function replanInputs(
  record: PlanRecord & Pick<Simulation, 'localCurrencyInputs' | 'currencyRate'>,
  actual: Record<DriverKey, number>,
): PlanInputs {
  const inputs = planInputsOf(record);
  const entered = (key: 'adsCost' | 'averageAOV', dollars: number) =>
    record.localCurrencyInputs.includes(key) && isUsableRate(record.currencyRate) ? dollars * record.currencyRate : dollars;
  return {
    ...inputs,
    values: { ...inputs.values, adsCost: round2(entered('adsCost', actual.adsCost)), averageAOV: round2(entered('averageAOV', actual.averageAOV)) },
    fees: { ...inputs.fees, confirmedRate: round2(actual.confirmedRate), deliveredRate: round2(actual.deliveredRate) },
  };
}
