import type { SimulationResult } from './simulate';

/**
 * The delivery rate both ways tools define it (docs/product.md#the-cost-model): delivered as a percent of confirmed orders
 * (the fee structure's rate) and as a percent of leads. A rate copied from a tool of the other kind is
 * off by the whole confirmation rate. Null when there is nothing to divide by.
 */
export function deliveryRates(result: SimulationResult): { ofConfirmed: number | null; ofLeads: number | null } {
  const share = (part: number, whole: number) => (whole > 0 && Number.isFinite(part / whole) ? (part / whole) * 100 : null);
  return { ofConfirmed: share(result.deliveredOrders, result.confirmedOrders), ofLeads: share(result.deliveredOrders, result.leads) };
}
