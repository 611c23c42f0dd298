import { type FeeValues } from './fees';
import { readNumber } from './number-input';

/** Everything the simulator needs: lead volume, per-unit costs in dollars, and the eight fees. */
export interface SimulationInput extends FeeValues {
  totalLeads: number;
  /** Dollars of advertising per lead. */
  adsCost: number;
  /** Dollars per delivered unit. */
  productCost: number;
  /** Dollars of revenue per delivered order. */
  averageAOV: number;
  /** When set, replaces the confirmed-order count derived from the confirmation rate. */
  confirmedOverride?: number;
}

export interface SimulationResult {
  leads: number;
  confirmedOrders: number;
  deliveredOrders: number;
  returnedOrders: number;
  /** Revenue of delivered orders, dollars. */
  sellingPrice: number;
  servicesCost: number;
  /** The service's percentage of the order value, dollars. */
  percentageCost: number;
  adCosts: number;
  productCosts: number;
  /** Ad costs plus product costs ("your investment"). */
  investment: number;
  /** Every dollar spent: investment + services cost + percentage cost. */
  totalInvestment: number;
  /** Dollars; negative is a loss. */
  profit: number;
  /** Percent of investment; 0 when investment is 0. */
  roi: number;
}

/** SPEC §9 formulas, unrounded. Profit in dollars (negative is a loss); ROI is 0 when investment is 0. */
export function simulate(input: SimulationInput): SimulationResult {
  const leads = input.totalLeads;
  const confirmedOrders = input.confirmedOverride ?? (leads * input.confirmedRate) / 100;
  const deliveredOrders = (confirmedOrders * input.deliveredRate) / 100;
  const returnedOrders = confirmedOrders - deliveredOrders;
  const sellingPrice = deliveredOrders * input.averageAOV;
  const servicesCost =
    leads * input.orderFees +
    confirmedOrders * input.confirmedLead +
    deliveredOrders * input.deliveredLead +
    deliveredOrders * input.shippingDelivered +
    returnedOrders * input.shippingReturned;
  const percentageCost = (sellingPrice * input.serviceFees) / 100;
  const adCosts = leads * input.adsCost;
  const productCosts = deliveredOrders * input.productCost;
  const investment = adCosts + productCosts;
  const totalInvestment = investment + servicesCost + percentageCost;
  const profit = sellingPrice - totalInvestment;
  const roi = investment === 0 ? 0 : (profit / investment) * 100;
  return {
    leads,
    confirmedOrders,
    deliveredOrders,
    returnedOrders,
    sellingPrice,
    servicesCost,
    percentageCost,
    adCosts,
    productCosts,
    investment,
    totalInvestment,
    profit,
    roi,
  };
}

/** The lead base the one-order view calculates on (SPEC §9). */
export const ONE_ORDER_BASE_LEADS = 100;

/**
 * The "One Order" view: simulate on 100 leads and divide every count and amount by the delivered
 * orders, so figures read per delivered order. Returns null when nothing is delivered (the figures
 * would be infinite) or when any per-order figure would not be finite. ROI is a ratio and does not change.
 */
export function simulatePerDeliveredOrder(input: SimulationInput): SimulationResult | null {
  const base = simulate({ ...input, totalLeads: ONE_ORDER_BASE_LEADS, confirmedOverride: undefined });
  const per = base.deliveredOrders;
  if (!(per > 0) || !Number.isFinite(per)) return null;
  const result: SimulationResult = {
    leads: base.leads / per,
    confirmedOrders: base.confirmedOrders / per,
    deliveredOrders: 1,
    returnedOrders: base.returnedOrders / per,
    sellingPrice: base.sellingPrice / per,
    servicesCost: base.servicesCost / per,
    percentageCost: base.percentageCost / per,
    adCosts: base.adCosts / per,
    productCosts: base.productCosts / per,
    investment: base.investment / per,
    totalInvestment: base.totalInvestment / per,
    profit: base.profit / per,
    roi: base.roi,
  };
  // A vanishingly small delivered count (e.g. a 1e-320 % rate) still overflows the divisions.
  for (const value of Object.values(result)) if (!Number.isFinite(value)) return null;
  return result;
}

/** SPEC §5: simulator inputs are free text, read by `readNumber`'s rule; anything it cannot read is 0. */
export function parseLooseNumber(text: string): number {
  const read = readNumber(text);
  return read.ok ? read.value : 0;
}
