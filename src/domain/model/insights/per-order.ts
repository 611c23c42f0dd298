import { ONE_ORDER_BASE_LEADS, simulate, simulatePerDeliveredOrder, type SimulationInput } from '../simulate';

/** Dollars per delivered order, as the "One Order" view reads them. */
export interface PerDeliveredOrder {
  /** Leads needed per delivered order. */
  leads: number;
  /** Confirmed orders needed per delivered order. */
  confirmed: number;
  revenue: number;
  adCost: number;
  /** Call-center and shipping fees plus the service's percentage of the order value. */
  serviceCost: number;
  productCost: number;
  /** Packaging, tax and VAT on the provider's fees (docs/product.md#the-cost-model): 0 while those lines are off. */
  otherCosts: number;
  /** Negative is a loss. */
  profit: number;
}

export interface OrderEconomics {
  /** Null when nothing is delivered (0 % rates or 0 AOV-independent counts): never Infinity/NaN. */
  perDeliveredOrder: PerDeliveredOrder | null;
  /** Return on ad spend on delivered revenue: sellingPrice ÷ ad costs. 0 when nothing is delivered; null when ads cost 0. */
  roas: number | null;
  /**
   * The naive ROAS an ad dashboard shows, counting every lead as an order at the average order value:
   * leads × averageAOV ÷ ad costs (= averageAOV ÷ adsCost). Null when ads cost 0.
   */
  naiveRoas: number | null;
}

/**
 * Per-order economics and ROAS. Like the One Order tab they use the 100-lead base and ignore
 * `confirmedOverride`; every figure is a ratio, so Total Leads (even 0) does not change them.
 */
export function orderEconomics(input: SimulationInput): OrderEconomics {
  const per = simulatePerDeliveredOrder(input);
  const base = simulate({ ...input, totalLeads: ONE_ORDER_BASE_LEADS, confirmedOverride: undefined });
  const adsPaid = base.adCosts > 0 && Number.isFinite(base.adCosts);
  return {
    perDeliveredOrder: per && {
      leads: per.leads,
      confirmed: per.confirmedOrders,
      revenue: per.sellingPrice,
      adCost: per.adCosts,
      serviceCost: per.servicesCost + per.percentageCost,
      productCost: per.productCosts,
      otherCosts: per.packaging + per.tax + per.feeVat,
      profit: per.profit,
    },
    roas: adsPaid ? finiteOrNull(base.sellingPrice / base.adCosts) : null,
    naiveRoas: adsPaid ? finiteOrNull((base.leads * input.averageAOV) / base.adCosts) : null,
  };
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}
