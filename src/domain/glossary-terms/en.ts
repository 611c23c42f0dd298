// The glossary's English words (docs/glossary.md). A file per language, so a page in one language loads only its
// own words; src/domain/glossary.ts puts the three together for the exports and the parity test. The home page's
// first load holds these; the words it does not show at once are in en-later.ts (home budget; docs/product.md#performance-budgets).

/**
 * The result lines of the cost model (its inputs and the file-only lines are in en-later.ts), a group of
 * their own so the simulator's "Every cost line" takes them whole.
 */
export const EN_COST_LINES = {
  deliveryRateOfLeads: 'Delivered share of leads',
  returnLoss: 'Product Lost on Returns',
  returnCosts: 'Return Shipping',
  packaging: 'Packaging',
  tax: 'Tax',
  feeVat: 'VAT on Fees',
  monthlyProfit: 'Monthly Net Profit',
  breakEvenLeadsPerMonth: 'Break-even Leads per Month',
  peakCash: 'Peak Cash Tied Up',
  paybackDay: 'Pays Back on Day',
} as const;

export const EN = {
  service: 'Service',
  country: 'Country',
  currency: 'Currency',
  currencyChange: 'Exchange rate',
  createdAt: 'Saved on',
  totalLeads: 'Total Leads',
  adsCost: 'Ads Cost',
  perLead: 'per lead',
  productCost: 'Product Cost',
  averageAOV: 'Average AOV',
  confirmedRate: 'Confirmed rate',
  deliveredRate: 'Delivered rate',
  orderFees: 'Confirmation fees',
  confirmedLead: 'Confirmed lead fee',
  deliveredLead: 'Delivered order fee',
  shippingDelivered: 'Shipping delivered',
  shippingReturned: 'Shipping returned',
  serviceFees: 'Service fees',
  confirmedOrders: 'Confirmed Orders',
  deliveredOrders: 'Delivered Orders',
  returnedOrders: 'Returned Orders',
  // The total the delivered orders bring in (not a unit price): the word sellers read as that.
  sellingPrice: 'Revenue',
  adCosts: 'Ad Costs',
  productCosts: 'Product Costs',
  investment: 'Your Investment',
  servicesCost: 'Service Costs',
  percentageCost: 'Percentage Cost',
  totalInvestment: 'Total Investment',
  profit: 'Profit',
  roi: 'Return on Investment (ROI)',
  ...EN_COST_LINES,
  timeZone: 'Time zone',
} as const;
