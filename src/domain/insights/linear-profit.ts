import type { SimulationInput } from '../simulate';

/**
 * Profit of SPEC §9 regrouped by what each order stage earns or costs, so every break-even is a
 * closed form:  profit = delivered × netPerDelivered − returned × shippingReturned
 *                        − confirmed × confirmedLead − leads × (adsCost + orderFees).
 * Counts are orders; the other fields are dollars per order of that stage.
 */
export interface ProfitTerms {
  leads: number;
  /** Honours `confirmedOverride`, like `simulate`. */
  confirmed: number;
  delivered: number;
  returned: number;
  /** Dollars kept per delivered order: AOV minus the service's percentage, product, delivered-lead fee and shipping. */
  netPerDelivered: number;
  /** Dollars lost per returned order (return shipping). */
  costPerReturned: number;
  /** Dollars per confirmed order (call-center confirmation fee). */
  costPerConfirmed: number;
  /** Dollars per lead before advertising (call-center order fee). */
  feePerLead: number;
}

/** Splits an input into the stage terms above; pure and allocation-light. */
export function profitTerms(input: SimulationInput): ProfitTerms {
  const leads = input.totalLeads;
  const confirmed = input.confirmedOverride ?? (leads * input.confirmedRate) / 100;
  const delivered = (confirmed * input.deliveredRate) / 100;
  return {
    leads,
    confirmed,
    delivered,
    returned: confirmed - delivered,
    netPerDelivered: netPerDeliveredOrder(input),
    costPerReturned: input.shippingReturned,
    costPerConfirmed: input.confirmedLead,
    feePerLead: input.orderFees,
  };
}

/** Dollars kept per delivered order before ads, returns and confirmation fees. */
export function netPerDeliveredOrder(input: SimulationInput): number {
  return (
    input.averageAOV -
    (input.averageAOV * input.serviceFees) / 100 -
    input.productCost -
    input.deliveredLead -
    input.shippingDelivered
  );
}

/** Profit in dollars when advertising is free (adsCost = 0); the intercept of profit in CPL. */
export function profitBeforeAds(t: ProfitTerms): number {
  return (
    t.delivered * t.netPerDelivered -
    t.returned * t.costPerReturned -
    t.confirmed * t.costPerConfirmed -
    t.leads * t.feePerLead
  );
}
