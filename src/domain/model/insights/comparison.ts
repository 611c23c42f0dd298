import { ADVANCED_COST_KEYS, type AdvancedCosts } from '../advanced-costs';
import type { FeeValues } from '../../fees';
import { simulate, type SimulationInput, type SimulationResult } from '../simulate';
import { breakEvenAdsCostPerLead } from './break-even';

/** The product being compared: everything of a simulation except the fees (advanced cost lines included). */
export type ComparisonBase = Pick<SimulationInput, 'totalLeads' | 'adsCost' | 'productCost' | 'averageAOV'> & AdvancedCosts;

/** A country (and optionally a service) with the fee structure that applies to it. */
export interface Market {
  countryId: string;
  countryName: string;
  serviceId: string | null;
  serviceName: string | null;
  fees: FeeValues;
}

export interface MarketComparisonRow extends Market {
  /** `simulate({ ...base, ...fees })`, unrounded. */
  result: SimulationResult;
  /** Dollars; negative is a loss. */
  profit: number;
  /** Percent of investment; 0 when investment is 0. */
  roi: number;
  /** Highest ads cost per lead (dollars) keeping profit ≥ 0; null when none exists (loss even with free ads, or 0 leads). */
  breakEvenCpl: number | null;
}

/**
 * The same product in every market, ranked by profit (highest first). Ties keep a stable order by
 * country name, then service name (no service first), then input order.
 */
export function compareMarkets(base: ComparisonBase, markets: readonly Market[]): MarketComparisonRow[] {
  const rows = markets.map((market, index) => {
    const input: SimulationInput = { ...market.fees, ...pickBase(base) };
    const result = simulate(input);
    const breakEven = breakEvenAdsCostPerLead(input);
    const row: MarketComparisonRow = {
      ...market,
      result,
      profit: result.profit,
      roi: result.roi,
      breakEvenCpl: breakEven.kind === 'value' ? breakEven.value : null,
    };
    return { row, index };
  });
  rows.sort(
    (a, b) =>
      b.row.profit - a.row.profit ||
      compareText(a.row.countryName, b.row.countryName) ||
      compareText(a.row.serviceName ?? '', b.row.serviceName ?? '') ||
      a.index - b.index,
  );
  return rows.map((entry) => entry.row);
}

/**
 * What the comparison keeps of the simulator's input: the product and every advanced cost line in use
 * (like every other insight; docs/product.md#the-cost-model), never the fees, which each market brings.
 */
export function comparisonBase(input: SimulationInput): ComparisonBase {
  return pickBase(input);
}

function pickBase(base: ComparisonBase): ComparisonBase {
  const picked: ComparisonBase = { totalLeads: base.totalLeads, adsCost: base.adsCost, productCost: base.productCost, averageAOV: base.averageAOV };
  for (const key of ADVANCED_COST_KEYS) if (base[key] !== undefined) picked[key] = base[key];
  return picked;
}

// Code-point order: the same on every machine and language, unlike a locale collation.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
