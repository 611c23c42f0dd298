import { parseLooseNumber } from './model/simulate';

/** Scenario tabs. "one" is the per-delivered-order view; the others set Total Leads. */
export const SCENARIOS = ['one', 100, 250, 500, 1000] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** Simulator input defaults. */
export const DEFAULT_SIMULATOR_INPUTS = Object.freeze({
  totalLeads: 100,
  adsCost: 1,
  productCost: 3,
  averageAOV: 48,
});

/** The lead-count tab that matches a typed Total Leads, if any (docs/product.md#the-funnel). */
export function scenarioForLeads(totalLeads: number): Scenario | undefined {
  return SCENARIOS.find((s) => s !== 'one' && s === totalLeads);
}

/**
 * Total Leads as typed (free text, unparsable is 0; docs/product.md#validation). Leads are whole, so a fraction is
 * dropped (12.7 → 12): the screen shows, and a save sends, the same whole count the API accepts.
 */
export function parseLeadCount(text: string): number {
  return Math.trunc(parseLooseNumber(text)) || 0;
}
