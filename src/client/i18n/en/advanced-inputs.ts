import { EN_LATER as g } from '../../../domain/glossary-terms/en-later.js';
import { withUnit } from '../../../domain/glossary-terms/with-unit.js';

// The labels of the advanced-costs panel's inputs (`simulator.advanced.*`): the panel is closed at first and loads
// when opened, with these words (home budget; docs/product.md#performance-budgets), so the home's first load carries neither.
export const advancedInputs = {
  upsellRate: g.upsellRate,
  upsellRevenue: g.upsellRevenue,
  upsellProductCost: g.upsellProductCost,
  lostOnReturnsRate: g.lostOnReturnsRate,
  packagingPerOrder: g.packagingPerOrder,
  taxRate: g.taxRate,
  taxRateCountry: "Country's default: {{value}}",
  feeVatRate: g.feeVatRate,
  customerDeliveryFee: g.customerDeliveryFee,
  fixedCostsPerMonth: g.fixedCostsPerMonth,
  leadsPerMonth: g.leadsPerMonth,
  payoutDelayDays: withUnit(g.payoutDelayDays, 'days'),
} as const;
