// Shared fixtures and fast-check arbitraries for the domain tests (imported only by *.test.ts).
import fc from 'fast-check';
import { DEFAULT_FEES } from '../fees';
import { DEFAULT_SIMULATOR_INPUTS } from '../scenarios';
import type { SimulationInput, SimulationResult } from '../simulate';

/** The simulator's defaults (SPEC §9) with overrides. */
export function makeInput(overrides: Partial<SimulationInput> = {}): SimulationInput {
  return { ...DEFAULT_SIMULATOR_INPUTS, ...DEFAULT_FEES, ...overrides };
}

// Values as a user can type them (tenths of a cent, hundredths of a percent): subnormal doubles are
// not inputs, and their own edge cases have explicit table tests.
const money = (max: number) => fc.integer({ min: 0, max: max * 1000 }).map((v) => v / 1000);
const percent = fc.integer({ min: 0, max: 10_000 }).map((v) => v / 100);

/** Realistic but wide inputs: every value finite and ≥ 0, rates 0–100. */
export const inputArb: fc.Arbitrary<SimulationInput> = fc.record({
  totalLeads: fc.oneof(fc.integer({ min: 0, max: 100_000 }), money(1e6)),
  adsCost: money(50),
  productCost: money(200),
  averageAOV: money(500),
  confirmedRate: percent,
  deliveredRate: percent,
  orderFees: money(5),
  confirmedLead: money(10),
  deliveredLead: money(10),
  shippingDelivered: money(20),
  shippingReturned: money(20),
  serviceFees: percent,
});

/** Magnitude of the money a result moves, for relative float tolerances. */
export function scaleOf(r: SimulationResult): number {
  return Math.abs(r.sellingPrice) + Math.abs(r.adCosts) + Math.abs(r.productCosts) + Math.abs(r.servicesCost) + Math.abs(r.percentageCost);
}

export function closeTo(actual: number, expected: number, scale: number, relative = 1e-9): boolean {
  return Math.abs(actual - expected) <= relative * Math.max(scale, Math.abs(expected)) + 1e-12;
}
