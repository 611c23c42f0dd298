import { orderValuePlausibility } from './column-proposals';
import type { ActualRecordInput } from './actual-record';

// A typed actual record is checked like an imported file (docs/product.md#actuals-and-the-plan-vs-actual-split): an amount that makes
// more than 5 times, or less than a fifth of, the plan's own figure is most often typed in the other currency, or a
// figure of another period, and is confirmed by the seller before it is compared.

/** The plan's figures an actual record's amounts are weighed against, in dollars. */
export interface PlanUnitFigures {
  /** The plan's revenue per delivered order (its average order value). */
  orderValue: number;
  /** The plan's cost per lead. */
  costPerLead: number;
}

/** An amount of a record that is far from the plan: the field to check, what it makes per unit and the plan's, in dollars. */
export interface ImplausibleAmount {
  path: 'adSpend' | 'revenueCollected';
  verdict: 'tooHigh' | 'tooLow';
  actual: number;
  plan: number;
}

/**
 * The amounts of a record (in dollars) far from the plan: the revenue per delivered order against the plan's order
 * value, the ad spend per lead against the plan's cost per lead. A figure with nothing to judge by (no delivered
 * order, no revenue typed, a plan figure of 0) is not questioned.
 */
export function implausibleAmounts(
  record: Pick<ActualRecordInput, 'leads' | 'delivered' | 'adSpend' | 'revenueCollected'>,
  plan: PlanUnitFigures,
): ImplausibleAmount[] {
  const found: ImplausibleAmount[] = [];
  const weigh = (path: ImplausibleAmount['path'], actual: number, planned: number) => {
    const verdict = orderValuePlausibility(actual, planned);
    if (verdict !== 'plausible') found.push({ path, verdict, actual, plan: planned });
  };
  if (record.leads > 0) weigh('adSpend', record.adSpend / record.leads, plan.costPerLead);
  if (record.revenueCollected !== undefined && record.delivered > 0) weigh('revenueCollected', record.revenueCollected / record.delivered, plan.orderValue);
  return found;
}
