import { pickFeeValues, type FeeValues } from '../fees';
import type { SimulatorField } from '../number-field';
import type { Simulation } from '../schemas';

/**
 * Everything the simulator loads from a saved (or shared) simulation: the market by name (a snapshot
 * keeps names, not catalogue ids), the four inputs, the eight fees, and which plan it came from.
 */
export interface PlanInputs {
  /** The saved simulation "Save → update" writes to; absent for a shared plan copied in. */
  planId?: string;
  name: string;
  productName: string;
  note: string;
  serviceName: string;
  countryName: string;
  values: Record<SimulatorField, number>;
  fees: FeeValues;
}

/** The fields of a record the simulator reads: any saved record, including ones with later columns. */
export type PlanRecord = Pick<
  Simulation,
  | 'name'
  | 'productName'
  | 'note'
  | 'serviceName'
  | 'countryName'
  | 'totalLeads'
  | 'adsCost'
  | 'productCost'
  | 'averageAOV'
  | keyof FeeValues
> & { id?: string };

/**
 * The one way a saved record becomes simulator inputs ("Open in simulator", "Copy to my simulator",
 * "Re-plan with actual rates"): inputs added to records later are mapped here and nowhere else.
 */
export function planInputsOf(record: PlanRecord, options: { keepId: boolean } = { keepId: true }): PlanInputs {
  return {
    ...(options.keepId && record.id ? { planId: record.id } : {}),
    name: record.name,
    productName: record.productName,
    note: record.note,
    serviceName: record.serviceName,
    countryName: record.countryName,
    values: { totalLeads: record.totalLeads, adsCost: record.adsCost, productCost: record.productCost, averageAOV: record.averageAOV },
    fees: pickFeeValues(record),
  };
}
