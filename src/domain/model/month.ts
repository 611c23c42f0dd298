import type { SimulationInput, SimulationResult } from './simulate';

/**
 * A month of the campaign (docs/product.md#month-and-cash): with L leads bought per month and fixed costs F per month, profit
 * per lead p = profit ÷ leads, monthly net profit = p × L − F and break-even leads per month = F ÷ p.
 */
export interface MonthFigures {
  /** Dollars of profit per lead bought; null with no leads (nothing to divide by). */
  profitPerLead: number | null;
  /** Dollars of revenue in a month of L leads; null with no leads. */
  monthlyRevenue: number | null;
  /** Dollars after fixed costs; null with no leads. */
  monthlyProfit: number | null;
  /** Leads per month where monthly profit is 0; see `BreakEvenLeads`. */
  breakEvenLeadsPerMonth: BreakEvenLeads;
}

/**
 * - `value`: buying at least `value` leads a month covers the fixed costs (0 when there are none);
 * - `loses-per-lead`: each lead loses money (or earns nothing), so no volume covers fixed costs;
 * - `no-leads`: there is no lead to learn the profit per lead from.
 */
export type BreakEvenLeads = { kind: 'value'; value: number } | { kind: 'loses-per-lead' } | { kind: 'no-leads' };

/**
 * Whether a month is planned: leads bought per month are set. Without them a monthly profit and a month's cash
 * would be zeros the inputs do not support, so they are not shown (the break-even leads per month need none).
 */
export function monthIsPlanned(input: Pick<SimulationInput, 'leadsPerMonth'>): boolean {
  return (input.leadsPerMonth ?? 0) > 0;
}

/** The month's figures for a simulation and its result. */
export function monthFigures(input: SimulationInput, result: SimulationResult): MonthFigures {
  const leadsPerMonth = input.leadsPerMonth ?? 0;
  const fixed = input.fixedCostsPerMonth ?? 0;
  const finite = (value: number) => (Number.isFinite(value) ? value : null);
  if (!(result.leads > 0)) return { profitPerLead: null, monthlyRevenue: null, monthlyProfit: null, breakEvenLeadsPerMonth: { kind: 'no-leads' } };
  const profitPerLead = result.profit / result.leads;
  return {
    profitPerLead: finite(profitPerLead),
    monthlyRevenue: finite((result.sellingPrice / result.leads) * leadsPerMonth),
    monthlyProfit: finite(profitPerLead * leadsPerMonth - fixed),
    breakEvenLeadsPerMonth: breakEvenLeads(profitPerLead, fixed),
  };
}

function breakEvenLeads(profitPerLead: number, fixed: number): BreakEvenLeads {
  if (fixed <= 0) return { kind: 'value', value: 0 };
  if (!(profitPerLead > 0)) return { kind: 'loses-per-lead' };
  const leads = fixed / profitPerLead;
  return Number.isFinite(leads) ? { kind: 'value', value: leads } : { kind: 'loses-per-lead' };
}
