// Shared fixtures and fast-check arbitraries for the domain tests (imported only by *.test.ts).
import fc from 'fast-check';
import { DEFAULT_FEES } from '../fees';
import { DEFAULT_SIMULATOR_INPUTS } from '../scenarios';
import type { SimulationInput, SimulationResult } from '../model/simulate';

/** The simulator's defaults (docs/product.md#defaults-and-limits) with overrides. */
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

/** `inputArb` with every cost line drawn too (each 0 a quarter of the time). */
export const fullInputArb: fc.Arbitrary<SimulationInput> = fc
  .tuple(
    inputArb,
    fc.record({
      upsellRate: sometimesZero(percent),
      upsellRevenue: sometimesZero(money(100)),
      upsellProductCost: sometimesZero(money(50)),
      lostOnReturnsRate: sometimesZero(percent),
      packagingPerOrder: sometimesZero(money(10)),
      taxRate: sometimesZero(percent),
      feeVatRate: sometimesZero(percent),
      customerDeliveryFee: sometimesZero(money(20)),
      fixedCostsPerMonth: sometimesZero(money(100_000)),
      leadsPerMonth: sometimesZero(fc.integer({ min: 0, max: 100_000 })),
      payoutDelayDays: sometimesZero(fc.integer({ min: 0, max: 90 })),
    }),
  )
  .map(([base, advanced]) => ({ ...base, ...advanced }));

function sometimesZero(arb: fc.Arbitrary<number>): fc.Arbitrary<number> {
  return fc.oneof({ arbitrary: fc.constant(0), weight: 1 }, { arbitrary: arb, weight: 3 });
}

/** Magnitude of the money a result moves, for relative float tolerances. */
export function scaleOf(r: SimulationResult): number {
  return (
    Math.abs(r.sellingPrice) +
    Math.abs(r.adCosts) +
    Math.abs(r.productCosts) +
    Math.abs(r.servicesCost) +
    Math.abs(r.percentageCost) +
    Math.abs(r.packaging) +
    Math.abs(r.tax) +
    Math.abs(r.feeVat)
  );
}

export function closeTo(actual: number, expected: number, scale: number, relative = 1e-9): boolean {
  return Math.abs(actual - expected) <= relative * Math.max(scale, Math.abs(expected)) + 1e-12;
}
