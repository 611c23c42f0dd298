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

/** SPEC §9: the fees in force before a country is chosen, and of a new fee structure. */
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

/** Where a resolved fee structure came from (DESIGN §3), most specific first. */
export type FeeSource = 'own-service' | 'own-country' | 'default-service' | 'default-country' | 'built-in';

/**
 * SPEC §5: an inline fee edit applies only when the text is a number ≥ 0; otherwise the old value stays.
 * Rates above 100 % make no sense, so they keep the old value too.
 */
export function applyFeeEdit(key: FeeKey, oldValue: number, typed: string): number {
  const trimmed = toLatinDigits(typed.trim());
  // Number() alone would also accept "0x10", "0b1" and "Infinity"; only plain decimals count.
  if (!PLAIN_DECIMAL.test(trimmed)) return oldValue;
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0) return oldValue;
  if (PERCENT_FEE_KEYS.has(key) && key !== 'serviceFees' && value > 100) return oldValue;
  return value;
}

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits and the Arabic decimal/thousands separators as ASCII,
 * so numbers typed on an Arabic keyboard parse like Latin ones.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B\u066C]/g, (ch) => {
    const code = ch.charCodeAt(0);
    if (code === 0x066b) return '.';
    if (code === 0x066c) return ',';
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}
