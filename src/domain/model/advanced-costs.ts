/**
 * The cost lines beyond the funnel (docs/product.md#the-cost-model). Every one is optional and 0 by default, and with all of
 * them at 0 `simulate` gives exactly the funnel's figures. Money is in dollars (converted from the
 * seller's currency before it gets here, see money-inputs.ts); rates are percents.
 */
export interface AdvancedCosts {
  /** Percent of delivered orders that take the upsell. */
  upsellRate?: number;
  /** Dollars of extra revenue per upsell taken. */
  upsellRevenue?: number;
  /** Dollars of extra product cost per upsell taken. */
  upsellProductCost?: number;
  /** Percent of returned units that cannot be resold: their product cost is lost. */
  lostOnReturnsRate?: number;
  /** Dollars of packaging / fulfilment per confirmed order (every confirmed order is shipped). */
  packagingPerOrder?: number;
  /** Percent of tax (VAT / sales tax) included in the order value. */
  taxRate?: number;
  /** Percent of VAT the provider adds to its services and percentage costs. */
  feeVatRate?: number;
  /** Dollars the customer pays for delivery on each delivered order: revenue to the seller. */
  customerDeliveryFee?: number;
  /** Dollars of fixed costs per month (team, call centre, subscriptions, tools). */
  fixedCostsPerMonth?: number;
  /** Leads bought per month, for the monthly figures. */
  leadsPerMonth?: number;
  /** Days between a delivery and the courier's payout of its cash. */
  payoutDelayDays?: number;
}

export const ADVANCED_COST_KEYS = [
  'upsellRate',
  'upsellRevenue',
  'upsellProductCost',
  'lostOnReturnsRate',
  'packagingPerOrder',
  'taxRate',
  'feeVatRate',
  'customerDeliveryFee',
  'fixedCostsPerMonth',
  'leadsPerMonth',
  'payoutDelayDays',
] as const satisfies readonly (keyof AdvancedCosts)[];

export type AdvancedCostKey = (typeof ADVANCED_COST_KEYS)[number];

/** The advanced inputs that are percents (0–100); tax may go beyond 100 in principle but is capped there. */
export const ADVANCED_PERCENT_KEYS: ReadonlySet<AdvancedCostKey> = new Set(['upsellRate', 'lostOnReturnsRate', 'taxRate', 'feeVatRate']);

/** Every advanced input off: the funnel alone. */
export const NO_ADVANCED_COSTS: Readonly<Required<AdvancedCosts>> = Object.freeze({
  upsellRate: 0,
  upsellRevenue: 0,
  upsellProductCost: 0,
  lostOnReturnsRate: 0,
  packagingPerOrder: 0,
  taxRate: 0,
  feeVatRate: 0,
  customerDeliveryFee: 0,
  fixedCostsPerMonth: 0,
  leadsPerMonth: 0,
  payoutDelayDays: 0,
});
