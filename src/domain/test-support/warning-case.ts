import type { SimulationInput } from '../model/simulate';

// The campaign the early-warning tests share (the rule's unit tests, the API's and the journey's), worked by hand
// once. Test support, not production code.

/**
 * The plan: 100 leads at $3.70, 50 % confirmed, 60 % delivered, $27 an order, $5 of product, $4 of shipping per
 * delivered order and $2 per returned one; no other fee. With C confirmed orders, delivery rate d and ad spend S:
 *   profit = C·d·(27 − 5 − 4) − C·(1 − d)·2 − S = C·(20·d − 2) − S.
 * For 100 orders, 50 confirmed and $370 of ads: profit = 1000·d − 470, so the delivery rate breaks even at 47 %.
 */
export const WARNING_PLAN: SimulationInput = Object.freeze({
  totalLeads: 100,
  adsCost: 3.7,
  productCost: 5,
  averageAOV: 27,
  confirmedRate: 50,
  deliveredRate: 60,
  orderFees: 0,
  confirmedLead: 0,
  deliveredLead: 0,
  shippingDelivered: 4,
  shippingReturned: 2,
  serviceFees: 0,
});

/**
 * The week that warns: 100 orders at $27 with $370 of ads, 50 never confirmed, 8 delivered, 17 returned and 25 on
 * the road. With the mature cohort below (the product delivers 20 of 40 settled orders in its country, 50 %), the
 * week projects 8 + 25 × 50 % = 20.5 delivered of 50 = 41 %: 1000 × 0.41 − 470 = −$60 a week.
 */
export const FALLING_WEEK = Object.freeze({ orders: 100, cancelled: 50, delivered: 8, returned: 17, inTransit: 25 });
export const MATURE_COHORT = Object.freeze({ delivered: 20, returned: 20 });
