import type { AdvancedCosts } from './advanced-costs';
import { type FeeValues } from '../fees';
import { readNumber } from '../number-input';

/**
 * Everything the simulator needs: lead volume, per-unit costs in dollars, the eight fees and the
 * optional cost lines (docs/product.md#the-cost-model; all 0 by default).
 */
export interface SimulationInput extends FeeValues, AdvancedCosts {
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
  /** Revenue of delivered orders, dollars: order value, upsells and the customer's delivery fee. */
  sellingPrice: number;
  /** The upsells' share of the revenue, dollars. */
  upsellSales: number;
  /** The delivery fees customers paid, dollars (part of the revenue). */
  customerDeliveryRevenue: number;
  servicesCost: number;
  /** The service's percentage of the order value, dollars. */
  percentageCost: number;
  adCosts: number;
  /** Delivered units, upsell units and the returned units that cannot be resold, dollars. */
  productCosts: number;
  /** The product cost of returned units that cannot be resold (part of product costs), dollars. */
  returnLoss: number;
  /** Return shipping of returned orders (part of services cost), dollars. */
  returnCosts: number;
  /** Packaging / fulfilment of every confirmed order, dollars. */
  packaging: number;
  /** Tax included in the revenue, dollars. */
  tax: number;
  /** VAT on the provider's services and percentage costs, dollars. */
  feeVat: number;
  /** Ad costs plus product costs ("your investment"). */
  investment: number;
  /** Every dollar spent: investment + services + percentage cost + packaging + tax + fee VAT. */
  totalInvestment: number;
  /** Dollars; negative is a loss. */
  profit: number;
  /** Percent of investment; 0 when investment is 0. */
  roi: number;
}

/**
 * Formulas with the cost lines, unrounded. Profit in dollars (negative is a
 * loss); ROI is 0 when investment is 0. With every advanced input 0 (or absent) this is the funnel exactly (docs/product.md#the-funnel).
 */
export function simulate(input: SimulationInput): SimulationResult {
  const leads = input.totalLeads;
  const confirmedOrders = input.confirmedOverride ?? (leads * input.confirmedRate) / 100;
  const deliveredOrders = (confirmedOrders * input.deliveredRate) / 100;
  const returnedOrders = confirmedOrders - deliveredOrders;
  const upsells = (deliveredOrders * (input.upsellRate ?? 0)) / 100;
  const upsellSales = upsells * (input.upsellRevenue ?? 0);
  const customerDeliveryRevenue = deliveredOrders * (input.customerDeliveryFee ?? 0);
  const sellingPrice = deliveredOrders * input.averageAOV + upsellSales + customerDeliveryRevenue;
  const returnCosts = returnedOrders * input.shippingReturned;
  const servicesCost =
    leads * input.orderFees +
    confirmedOrders * input.confirmedLead +
    deliveredOrders * input.deliveredLead +
    deliveredOrders * input.shippingDelivered +
    returnCosts;
  const percentageCost = (sellingPrice * input.serviceFees) / 100;
  const adCosts = leads * input.adsCost;
  const returnLoss = (returnedOrders * (input.lostOnReturnsRate ?? 0) * input.productCost) / 100;
  const productCosts = deliveredOrders * input.productCost + upsells * (input.upsellProductCost ?? 0) + returnLoss;
  const packaging = confirmedOrders * (input.packagingPerOrder ?? 0);
  const taxRate = input.taxRate ?? 0;
  // The tax is included in the order value: a 20 % rate keeps 20/120 of the revenue.
  const tax = taxRate === 0 ? 0 : (sellingPrice * taxRate) / (100 + taxRate);
  const feeVat = ((servicesCost + percentageCost) * (input.feeVatRate ?? 0)) / 100;
  const investment = adCosts + productCosts;
  const totalInvestment = investment + servicesCost + percentageCost + packaging + tax + feeVat;
  const profit = sellingPrice - totalInvestment;
  const roi = investment === 0 ? 0 : (profit / investment) * 100;
  return {
    leads,
    confirmedOrders,
    deliveredOrders,
    returnedOrders,
    sellingPrice,
    upsellSales,
    customerDeliveryRevenue,
    servicesCost,
    percentageCost,
    adCosts,
    productCosts,
    returnLoss,
    returnCosts,
    packaging,
    tax,
    feeVat,
    investment,
    totalInvestment,
    profit,
    roi,
  };
}

/** The lead base the one-order view calculates on (docs/product.md#defaults-and-limits). */
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
  const result = Object.fromEntries(
    Object.entries(base).map(([key, value]) => [key, key === 'roi' ? value : value / per]),
  ) as unknown as SimulationResult;
  result.deliveredOrders = 1;
  // A vanishingly small delivered count (e.g. a 1e-320 % rate) still overflows the divisions.
  for (const value of Object.values(result)) if (!Number.isFinite(value)) return null;
  return result;
}

/** Simulator inputs are free text, read by `readNumber`'s rule; anything it cannot read is 0. */
export function parseLooseNumber(text: string): number {
  const read = readNumber(text);
  return read.ok ? read.value : 0;
}
