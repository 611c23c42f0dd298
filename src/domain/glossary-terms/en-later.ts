// The glossary's English words that the home page's first load does not show (docs/glossary.md): the inputs of
// Cost model, whose panel loads when opened, and the lines only an exported file has. Kept apart from
// en.ts so the home's first JavaScript stays within its budget (docs/product.md#performance-budgets); glossary.ts joins the two.

export const EN_LATER = {
  upsellRate: 'Upsell rate',
  upsellRevenue: 'Upsell revenue',
  upsellProductCost: 'Upsell product cost',
  lostOnReturnsRate: 'Product lost on returns',
  packagingPerOrder: 'Packaging per order',
  taxRate: 'Tax rate',
  feeVatRate: 'VAT on fees',
  customerDeliveryFee: 'Delivery fee paid by customer',
  fixedCostsPerMonth: 'Fixed costs per month',
  leadsPerMonth: 'Leads per month',
  payoutDelayDays: 'Payout delay',
  upsellSales: 'Upsells',
  customerDeliveryRevenue: 'Delivery Fees Paid by Customers',
  monthlyRevenue: 'Monthly Revenue',
  profitP10: 'Profit at P10',
  profitP50: 'Profit at P50',
  profitP90: 'Profit at P90',
  roiP10: 'ROI at P10',
  roiP50: 'ROI at P50',
  roiP90: 'ROI at P90',
  lossProbability: 'Chance of a loss',
} as const;
