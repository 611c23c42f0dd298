import { toCents, withoutBinaryTail } from '../money';
import { simulate, type SimulationInput, type SimulationResult } from '../model/simulate';
import type { ActualRecordInput } from './actual-record';

/** A record as the model reads it: its amounts in dollars (`actualInDollars` converts one typed in local units). */
export type DollarActual = Omit<ActualRecordInput, 'localCurrencyInputs'>;

// Plan against actuals (docs/decisions/0025). The actual side is the plan's own model run
// with the real lead count, cost per lead, rates and revenue per order: the same fees, through `simulate`.

/** The records added up: what the campaign really did so far. */
export interface ActualTotals {
  records: number;
  leads: number;
  adSpend: number;
  confirmed: number;
  delivered: number;
  returned: number;
  /** Dollars collected, or null when no record says (the plan's order value is used instead). */
  revenueCollected: number | null;
}

/** The inputs that differ between plan and actual, in the order their effects are measured (decision 0025). */
export const DRIVER_KEYS = ['totalLeads', 'adsCost', 'confirmedRate', 'deliveredRate', 'averageAOV'] as const;
export type DriverKey = (typeof DRIVER_KEYS)[number];

export interface Driver {
  key: DriverKey;
  plan: number;
  actual: number;
  /** Dollars of profit this input's change made, the earlier inputs already at their actual values. */
  effect: number;
}

export const COMPARED_LINES = [
  'leads',
  'adsCost',
  'confirmedRate',
  'deliveredRate',
  'confirmedOrders',
  'deliveredOrders',
  'returnedOrders',
  'sellingPrice',
  'adCosts',
  'productCosts',
  'servicesCost',
  'totalInvestment',
  'profit',
  'roi',
] as const;
export type ComparedLine = (typeof COMPARED_LINES)[number];

export interface LineGap {
  key: ComparedLine;
  plan: number;
  actual: number;
  /** actual − plan (percentage points for rates and ROI). */
  gap: number;
}

export interface PlanVsActual {
  totals: ActualTotals;
  /** Confirmed orders neither delivered nor returned yet. */
  inTransit: number;
  /** Delivered orders counting the ones in transit at the in-transit rate (projected). */
  projectedDelivered: number;
  /** Returned orders counting the ones in transit at the in-transit rate (projected). */
  projectedReturned: number;
  /** The inputs of the actual run: what "Re-plan with actual rates" fills in (dollars and percents). */
  actualInputs: Record<DriverKey, number>;
  lines: LineGap[];
  /** One per input, in DRIVER_KEYS order; their effects add up to the profit gap. */
  drivers: Driver[];
  /** The driver with the largest effect either way; null when no input moved profit by a cent. */
  biggestDriver: Driver | null;
  profitGap: number;
}

/** The records added up; revenue is summed over the records that give it, null when none does. */
export function totalActuals(records: readonly DollarActual[]): ActualTotals {
  const totals: ActualTotals = { records: records.length, leads: 0, adSpend: 0, confirmed: 0, delivered: 0, returned: 0, revenueCollected: null };
  for (const record of records) {
    totals.leads += record.leads;
    totals.adSpend += record.adSpend;
    totals.confirmed += record.confirmed;
    totals.delivered += record.delivered;
    totals.returned += record.returned;
    if (record.revenueCollected !== undefined) totals.revenueCollected = (totals.revenueCollected ?? 0) + record.revenueCollected;
  }
  return totals;
}

/** Below half a cent, a driver has not moved profit (floating-point noise of equal inputs). */
const NO_EFFECT = 0.005;

function lineValue(key: ComparedLine, input: SimulationInput, result: SimulationResult): number {
  if (key === 'adsCost' || key === 'confirmedRate' || key === 'deliveredRate') return input[key];
  return result[key];
}

/**
 * The real inputs: rates from the counts (orders in transit projected at `transitDeliveredPercent`), cost
 * per lead from the spend, and the order value from the revenue collected per settled delivered order net
 * of the plan's upsell and customer delivery fee (they stay in the model). Null without a lead.
 */
function actualInputsOf(plan: SimulationInput, totals: ActualTotals, transitDeliveredPercent: number) {
  if (totals.leads <= 0) return null;
  const inTransit = totals.confirmed - totals.delivered - totals.returned;
  const projectedDelivered = totals.delivered + (inTransit * transitDeliveredPercent) / 100;
  const extrasPerDelivered = ((plan.upsellRate ?? 0) / 100) * (plan.upsellRevenue ?? 0) + (plan.customerDeliveryFee ?? 0);
  const inputs: Record<DriverKey, number> = {
    totalLeads: totals.leads,
    adsCost: totals.adSpend / totals.leads,
    confirmedRate: (totals.confirmed / totals.leads) * 100,
    // Nothing confirmed says nothing about delivery: the plan's rate stays (it moves no money then).
    deliveredRate: totals.confirmed > 0 ? (projectedDelivered / totals.confirmed) * 100 : plan.deliveredRate,
    averageAOV:
      totals.revenueCollected !== null && totals.delivered > 0
        ? totals.revenueCollected / totals.delivered - extrasPerDelivered
        : plan.averageAOV,
  };
  return { inputs, inTransit, projectedDelivered, projectedReturned: totals.confirmed - projectedDelivered };
}

const MONEY_LINES: ReadonlySet<ComparedLine> = new Set(['sellingPrice', 'adCosts', 'productCosts', 'servicesCost', 'totalInvestment', 'profit']);

/** A line as the answer gives it, like a saved plan's figures: dollars to the cent, the others without a binary tail. */
function answeredLine(key: ComparedLine, value: number): number {
  return MONEY_LINES.has(key) ? toCents(value) : withoutBinaryTail(value);
}

/**
 * The profit gap between a plan and other values of the five inputs, split by input: each is changed from the
 * plan's value to the other in DRIVER_KEYS order (sequential substitution, decision 0025), so the effects add up
 * to the whole gap. Also answers the plan with every input changed.
 */
export function splitProfitGap(planInput: SimulationInput, actualInputs: Record<DriverKey, number>): { drivers: Driver[]; actualInput: SimulationInput } {
  const drivers: Driver[] = [];
  let stepInput = planInput;
  let stepProfit = simulate(planInput).profit;
  for (const key of DRIVER_KEYS) {
    stepInput = { ...stepInput, [key]: actualInputs[key] };
    const profit = simulate(stepInput).profit;
    drivers.push({ key, plan: planInput[key], actual: actualInputs[key], effect: profit - stepProfit });
    stepProfit = profit;
  }
  return { drivers, actualInput: stepInput };
}

/**
 * Plan against what happened: each line of plan and actual with its gap, and the profit gap split by input
 * by changing one input at a time from plan to actual in DRIVER_KEYS order (sequential substitution,
 * decision 0025), so the effects add up to the gap exactly. Orders still in transit are settled at
 * `transitDeliveredPercent` (the ledger's projected delivery rate, docs/product.md#early-warning);
 * typed records, which carry no history to project from, settle them at the plan's rate. Null without a
 * record or a lead.
 */
export function comparePlanToActuals(
  plan: SimulationInput,
  records: readonly DollarActual[],
  transitDeliveredPercent: number = plan.deliveredRate,
): PlanVsActual | null {
  if (records.length === 0) return null;
  const totals = totalActuals(records);
  const actual = actualInputsOf(plan, totals, transitDeliveredPercent);
  if (!actual) return null;
  const planInput: SimulationInput = { ...plan, confirmedOverride: undefined };
  const planResult = simulate(planInput);

  const { drivers, actualInput } = splitProfitGap(planInput, actual.inputs);
  const actualResult = simulate(actualInput);

  const lines = COMPARED_LINES.map((key) => {
    const planValue = answeredLine(key, lineValue(key, planInput, planResult));
    const actualValue = answeredLine(key, lineValue(key, actualInput, actualResult));
    return { key, plan: planValue, actual: actualValue, gap: answeredLine(key, actualValue - planValue) };
  });
  const biggest = drivers.reduce<Driver | null>((best, driver) => (Math.abs(driver.effect) > Math.abs(best?.effect ?? 0) ? driver : best), null);
  return {
    totals,
    inTransit: actual.inTransit,
    projectedDelivered: actual.projectedDelivered,
    projectedReturned: actual.projectedReturned,
    actualInputs: actual.inputs,
    lines,
    drivers,
    biggestDriver: biggest && Math.abs(biggest.effect) >= NO_EFFECT ? biggest : null,
    profitGap: actualResult.profit - planResult.profit,
  };
}
