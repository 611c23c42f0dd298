import { MONEY_FIELD, PERCENT_FIELD, readField, type FieldReading, type FieldRule } from './number-field';

/** The eight fee values of a fee structure. Rates are percents (0–100); fees are dollars. */
export interface FeeValues {
  /** Percent of leads that confirm. */
  confirmedRate: number;
  /** Percent of confirmed orders that are delivered. */
  deliveredRate: number;
  /** Dollars charged per lead handled by the call center. */
  orderFees: number;
  /** Dollars per confirmed lead. */
  confirmedLead: number;
  /** Dollars per delivered order (call-center side). */
  deliveredLead: number;
  /** Dollars of shipping per delivered order. */
  shippingDelivered: number;
  /** Dollars of shipping per returned order. */
  shippingReturned: number;
  /** Percent of the delivered order value kept by the service. */
  serviceFees: number;
}

export const FEE_KEYS = [
  'confirmedRate',
  'deliveredRate',
  'orderFees',
  'confirmedLead',
  'deliveredLead',
  'shippingDelivered',
  'shippingReturned',
  'serviceFees',
] as const satisfies readonly (keyof FeeValues)[];

export type FeeKey = (typeof FEE_KEYS)[number];

/** Only the eight fee values of a row that carries more (a fee structure, a simulator input). */
export function pickFeeValues(row: FeeValues): FeeValues {
  return Object.fromEntries(FEE_KEYS.map((key) => [key, row[key]])) as unknown as FeeValues;
}

/** Fee keys expressed as percents; the others are dollar amounts. */
export const PERCENT_FEE_KEYS: ReadonlySet<FeeKey> = new Set(['confirmedRate', 'deliveredRate', 'serviceFees']);

/** The fees in force before a country is chosen, and of a new fee structure. */
export const DEFAULT_FEES: Readonly<FeeValues> = Object.freeze({
  confirmedRate: 25,
  deliveredRate: 60,
  orderFees: 0,
  confirmedLead: 0,
  deliveredLead: 0,
  shippingDelivered: 0,
  shippingReturned: 0,
  serviceFees: 5,
});

/** Where a resolved fee structure came from (docs/product.md#fees-and-their-resolution), most specific first. */
export type FeeSource = 'own-service' | 'own-country' | 'default-service' | 'default-country' | 'built-in';

/** What a fee value accepts: rates are percents of 0–100, the others dollars ≥ 0. */
export function feeFieldRule(key: FeeKey): FieldRule {
  return PERCENT_FEE_KEYS.has(key) ? PERCENT_FIELD : MONEY_FIELD;
}

/**
 * An inline fee edit, read by the one number rule (decision 0013): a rate from 0 to 100 %,
 * an amount of 0 or more. A refused edit names its problem so the field can say why and stay open.
 */
export function readFeeEdit(key: FeeKey, typed: string): FieldReading {
  return readField(typed, feeFieldRule(key));
}

// Kept here for the screens that import it from the fees module; the rule lives with readNumber.
export { toLatinDigits } from './number-input';
