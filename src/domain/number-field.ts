import { readNumber } from './number-input';

/**
 * What a numeric field accepts once `readNumber` has read the text (decision 0014): never below 0,
 * whole numbers only for counts, at most 100 for percents.
 */
export interface FieldRule {
  /** How the understood value is shown next to the field (and what the field holds). */
  kind: 'count' | 'money' | 'percent';
  whole: boolean;
  max: number;
}

/** Why a field's text is not used, each with its own message at the field. */
export type FieldProblem = 'empty' | 'invalid' | 'negative' | 'notWhole' | 'aboveMax';

export type FieldReading = { ok: true; value: number } | { ok: false; problem: FieldProblem };

/** Leads, orders: whole and ≥ 0. */
export const COUNT_FIELD: FieldRule = { kind: 'count', whole: true, max: Number.POSITIVE_INFINITY };
/** Dollars: ≥ 0, any decimals. */
export const MONEY_FIELD: FieldRule = { kind: 'money', whole: false, max: Number.POSITIVE_INFINITY };
/** A share in percent, 0–100. */
export const PERCENT_FIELD: FieldRule = { kind: 'percent', whole: false, max: 100 };

/** Reads a field's text by the number rule (decision 0013), then checks it against the field's rule. */
export function readField(typed: string, rule: FieldRule): FieldReading {
  const read = readNumber(typed);
  if (!read.ok) return { ok: false, problem: read.reason };
  if (read.value < 0) return { ok: false, problem: 'negative' };
  if (rule.whole && !Number.isInteger(read.value)) return { ok: false, problem: 'notWhole' };
  if (read.value > rule.max) return { ok: false, problem: 'aboveMax' };
  return { ok: true, value: read.value };
}

/** The simulator's four free-text inputs (docs/product.md#validation) and what each accepts. */
export const SIMULATOR_FIELDS = {
  totalLeads: COUNT_FIELD,
  adsCost: MONEY_FIELD,
  productCost: MONEY_FIELD,
  averageAOV: MONEY_FIELD,
} as const satisfies Record<string, FieldRule>;

export type SimulatorField = keyof typeof SIMULATOR_FIELDS;

/** The optional cost lines (docs/product.md#the-cost-model; the "Advanced costs" section) and what each accepts. */
export const ADVANCED_FIELDS = {
  upsellRate: PERCENT_FIELD,
  upsellRevenue: MONEY_FIELD,
  upsellProductCost: MONEY_FIELD,
  lostOnReturnsRate: PERCENT_FIELD,
  packagingPerOrder: MONEY_FIELD,
  taxRate: PERCENT_FIELD,
  feeVatRate: PERCENT_FIELD,
  customerDeliveryFee: MONEY_FIELD,
  fixedCostsPerMonth: MONEY_FIELD,
  leadsPerMonth: COUNT_FIELD,
  // A payout later than a year is no delay a courier has; the API refuses it too.
  payoutDelayDays: { kind: 'count', whole: true, max: 365 },
} as const satisfies Record<string, FieldRule>;

/** The Goal panel's targets (docs/product.md#goals): money in dollars, a ROI that may pass 100 %, a margin within 100 %. */
export const GOAL_FIELDS = {
  monthlyProfit: MONEY_FIELD,
  roiPercent: { kind: 'percent', whole: false, max: Number.POSITIVE_INFINITY },
  profit: MONEY_FIELD,
  marginPercent: PERCENT_FIELD,
} as const satisfies Record<string, FieldRule>;

export type GoalField = keyof typeof GOAL_FIELDS;
