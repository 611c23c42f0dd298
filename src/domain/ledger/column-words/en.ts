// The names of the daily profit's columns, one file a language so a page loads only its own. The daily screen
// (the ledger's catalogue) and its CSV and PDF exports both take them from here: a column is named one way.

export const DAILY_COLUMN_WORDS = {
  orders: 'Orders',
  confirmed: 'Confirmed',
  delivered: 'Delivered',
  returned: 'Returned',
  inTransit: 'In transit',
  confirmationRate: 'Confirmation rate',
  deliveryRate: 'Delivery rate',
  projectedDeliveryRate: 'Projected delivery rate',
  adSpend: 'Ad spend',
  cpl: 'Cost per lead',
  revenue: 'Revenue collected',
  product: 'Product cost',
  returnLoss: 'Return loss',
  packaging: 'Packaging',
  fees: 'Fees',
  feeVat: 'VAT on fees',
  tax: 'Tax',
  profitRealised: 'Profit realised',
  profitProjected: 'Profit projected',
  roas: 'ROAS',
} as const;
