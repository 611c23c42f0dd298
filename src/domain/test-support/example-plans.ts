import type { SimulationPayload } from '../schemas';

// The example plans the tests share (unit, API and e2e), typed once. Test support, not production code:
// the linter refuses an import of this folder from anything but a test (docs/architecture.md).

/**
 * The reference example save (the body of POST /api/simulations with the fees of a market), worked by hand:
 * 100 leads, 25 % confirmed → 25 orders, 60 % delivered → 15 (10 returned); revenue 15 × $48 = $720;
 * ads 100 × $1 = $100, product 15 × $3 = $45 (investment $145); service 5 % of $720 = $36; profit $539;
 * ROI 539 / 145 = 371.72 %.
 */
export const SPEC_EXAMPLE: SimulationPayload = Object.freeze({
  serviceName: 'Express COD',
  countryName: 'Morocco',
  countryCurrency: 'Dirham (MAD)',
  totalLeads: 100,
  adsCost: 1,
  productCost: 3,
  averageAOV: 48,
  confirmedRate: 25,
  deliveredRate: 60,
  orderFees: 0,
  confirmedLead: 0,
  deliveredLead: 0,
  shippingDelivered: 0,
  shippingReturned: 0,
  serviceFees: 5,
});

/** A plan with every fee in use and fractional figures: what the plans, shares and actuals tests save and reopen. */
export const PLAN_EXAMPLE: SimulationPayload = Object.freeze({
  serviceName: 'Express COD',
  countryName: 'Morocco',
  countryCurrency: 'Dirham (MAD)',
  totalLeads: 300,
  adsCost: 1.2,
  productCost: 3.5,
  averageAOV: 41,
  confirmedRate: 42,
  deliveredRate: 61,
  orderFees: 0.5,
  confirmedLead: 1,
  deliveredLead: 0.8,
  shippingDelivered: 4,
  shippingReturned: 2.5,
  serviceFees: 4,
});
