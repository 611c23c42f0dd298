import { ADVANCED_COST_KEYS, type AdvancedCostKey } from '../model/advanced-costs';
import { SIMULATOR_CURRENCY_KEYS, toDollarInputs, type MoneyInputKey, type SimulatorCurrencyKey } from '../model/money-inputs';
import { isUsableRate } from '../money';
import { pickFeeValues, type FeeValues } from '../fees';
import type { SimulatorField } from '../number-field';
import type { UncertainInputs } from '../risk/uncertain-inputs';
import type { Simulation } from '../schemas';
import { RECORD_INPUT_DEFAULTS } from '../simulation-record';

/**
 * Everything the simulator loads from a saved (or shared) simulation: the market (by catalogue ids when the
 * record has them, else by name), the four inputs, the eight fees, the advanced cost lines, which amounts
 * were typed in the country's currency and at what rate, and which plan it came from.
 */
export interface PlanInputs {
  /** The saved simulation "Save → update" writes to; absent for a shared plan copied in. */
  planId?: string;
  name: string;
  productName: string;
  note: string;
  serviceName: string;
  countryName: string;
  /** The catalogue rows the plan was made with; absent on records that kept only names. */
  serviceId?: string;
  countryId?: string;
  /** As entered: an amount listed in `localCurrencyInputs` is in local units. */
  values: Record<SimulatorField, number>;
  /** As entered, like `values`. */
  fees: FeeValues;
  /** The advanced cost lines as entered: an amount listed in `localCurrencyInputs` is in local units. */
  advanced: Record<AdvancedCostKey, number>;
  /** The simulator's amounts that were typed in the country's currency. */
  localCurrencyInputs: SimulatorCurrencyKey[];
  /** Local units per dollar the plan was made at; null when it recorded none (then every amount is dollars). */
  currencyRate: number | null;
  /** The inputs the seller was unsure of, as saved ({} for a plan saved without any). */
  uncertainty: UncertainInputs;
}

/**
 * The fields of a record the simulator reads: any saved record, including ones with later columns. The
 * advanced lines and the currencies may be missing (a record from before them): they read as off and dollars.
 */
export type PlanRecord = Pick<
  Simulation,
  | 'name'
  | 'productName'
  | 'serviceName'
  | 'countryName'
  | 'totalLeads'
  | 'adsCost'
  | 'productCost'
  | 'averageAOV'
  | keyof FeeValues
> &
  // A shared plan carries no note (it is private to its owner): copied, it starts with none.
  Partial<Pick<Simulation, AdvancedCostKey | 'currencyRate' | 'localCurrencyInputs' | 'note' | 'uncertainty'>> & {
    id?: string;
    serviceId?: string | null;
    countryId?: string | null;
  };

const isSimulatorKey = (key: MoneyInputKey): key is SimulatorCurrencyKey => (SIMULATOR_CURRENCY_KEYS as readonly string[]).includes(key);

/**
 * The one way a saved record becomes simulator inputs ("Open in simulator", "Copy to my simulator",
 * "Re-plan with actual rates"): inputs added to records later are mapped here and nowhere else. The amounts
 * the simulator can type in local units come back as typed, with their currency; an advanced amount
 * recorded in local units (only the API can save one) is turned into dollars, the currency the simulator
 * types it in, so every figure stays the one saved.
 */
export function planInputsOf(record: PlanRecord, options: { keepId: boolean } = { keepId: true }): PlanInputs {
  const filled = { ...RECORD_INPUT_DEFAULTS, ...record };
  const currencyRate = isUsableRate(filled.currencyRate) ? filled.currencyRate : null;
  const local = currencyRate === null ? [] : filled.localCurrencyInputs;
  // Every amount the simulator can type in local units comes back as typed; one it cannot is turned into dollars.
  const advanced = toDollarInputs(
    Object.fromEntries(ADVANCED_COST_KEYS.map((key) => [key, filled[key]])) as Record<AdvancedCostKey, number>,
    { localCurrencyInputs: local.filter((key) => !isSimulatorKey(key)), currencyRate },
  );
  return {
    ...(options.keepId && record.id ? { planId: record.id } : {}),
    name: record.name,
    productName: record.productName,
    note: record.note ?? '',
    serviceName: record.serviceName,
    countryName: record.countryName,
    ...(record.serviceId ? { serviceId: record.serviceId } : {}),
    ...(record.countryId ? { countryId: record.countryId } : {}),
    values: { totalLeads: record.totalLeads, adsCost: record.adsCost, productCost: record.productCost, averageAOV: record.averageAOV },
    fees: pickFeeValues(record),
    advanced,
    localCurrencyInputs: local.filter(isSimulatorKey),
    currencyRate,
    uncertainty: record.uncertainty ?? {},
  };
}
