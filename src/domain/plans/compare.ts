// Comparing 2–4 saved plans: which way is better on each line, how a plan differs
// from the baseline, and which plan makes the best profit. Screen, CSV and PDF all ask here.

/** How many saved plans a comparison holds. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Whether more of a figure is better for the seller, less is, or neither (a matter of scale or a label). */
export type Direction = 'higher' | 'lower' | 'neutral';

/**
 * The line-by-line rule (docs/decisions/0024). Money coming in, rates of success and profit: higher is
 * better. Every cost, fee, loss, tax, delay and the leads needed to break even: lower is better. Volume
 * (leads bought or planned per month), the exchange rate and the names are a choice, not a quality.
 */
export const COMPARE_DIRECTIONS = {
  serviceName: 'neutral',
  countryName: 'neutral',
  countryCurrency: 'neutral',
  currencyRate: 'neutral',
  createdAt: 'neutral',
  totalLeads: 'neutral',
  adsCost: 'lower',
  productCost: 'lower',
  averageAOV: 'higher',
  upsellRate: 'higher',
  upsellRevenue: 'higher',
  upsellProductCost: 'lower',
  lostOnReturnsRate: 'lower',
  packagingPerOrder: 'lower',
  taxRate: 'lower',
  feeVatRate: 'lower',
  customerDeliveryFee: 'higher',
  fixedCostsPerMonth: 'lower',
  leadsPerMonth: 'neutral',
  payoutDelayDays: 'lower',
  confirmedRate: 'higher',
  deliveredRate: 'higher',
  orderFees: 'lower',
  confirmedLead: 'lower',
  deliveredLead: 'lower',
  shippingDelivered: 'lower',
  shippingReturned: 'lower',
  serviceFees: 'lower',
  confirmedOrders: 'higher',
  deliveredOrders: 'higher',
  returnedOrders: 'lower',
  deliveryRateOfLeads: 'higher',
  sellingPrice: 'higher',
  upsellSales: 'higher',
  customerDeliveryRevenue: 'higher',
  adCosts: 'lower',
  productCosts: 'lower',
  returnLoss: 'lower',
  investment: 'lower',
  servicesCost: 'lower',
  returnCosts: 'lower',
  percentageCost: 'lower',
  packaging: 'lower',
  tax: 'lower',
  feeVat: 'lower',
  totalInvestment: 'lower',
  profit: 'higher',
  roi: 'higher',
  monthlyRevenue: 'higher',
  monthlyProfit: 'higher',
  breakEvenLeadsPerMonth: 'lower',
  peakCash: 'lower',
  paybackDay: 'lower',
  profitP10: 'higher',
  profitP50: 'higher',
  profitP90: 'higher',
  roiP10: 'higher',
  roiP50: 'higher',
  roiP90: 'higher',
  lossProbability: 'lower',
} as const satisfies Record<string, Direction>;

export type CompareKey = keyof typeof COMPARE_DIRECTIONS;

/** How a plan's figure stands against the baseline's on one line. */
export type Verdict = 'baseline' | 'same' | 'better' | 'worse' | 'different' | 'none';

export interface CompareCell {
  verdict: Verdict;
  /** This plan's figure minus the baseline's, when both are numbers; null otherwise. */
  difference: number | null;
}

// Figures are shown to the cent (or to 0.01 %); a smaller gap is rounding, not a difference.
const SAME_WITHIN = 0.005;

/**
 * One plan's figure against the baseline's. Numbers give a signed difference; it is better or worse by
 * the line's direction, "different" on a neutral line, "same" within half a cent. Text (a name, "never")
 * is the same or different; a missing figure (null) on either side has no verdict.
 */
export function compareCell(key: CompareKey, value: number | string | null, baseline: number | string | null, isBaseline = false): CompareCell {
  if (isBaseline) return { verdict: 'baseline', difference: null };
  if (value === null || baseline === null) return { verdict: 'none', difference: null };
  if (typeof value !== 'number' || typeof baseline !== 'number') {
    // A time is shown to the minute: two plans saved in the same minute read the same and are the same.
    const same = key === 'createdAt' && typeof value === 'string' && typeof baseline === 'string' ? sameMinute(value, baseline) : value === baseline;
    return { verdict: same ? 'same' : 'different', difference: null };
  }
  const difference = value - baseline;
  if (Math.abs(difference) < SAME_WITHIN) return { verdict: 'same', difference: 0 };
  const direction: Direction = COMPARE_DIRECTIONS[key];
  if (direction === 'neutral') return { verdict: 'different', difference };
  return { verdict: (difference > 0) === (direction === 'higher') ? 'better' : 'worse', difference };
}

/** Whether two ISO times fall in the same minute (every time zone's offset is whole minutes, so the minute is the shown one). */
function sameMinute(a: string, b: string): boolean {
  const minute = (iso: string) => Math.floor(Date.parse(iso) / 60_000);
  return Number.isFinite(Date.parse(a)) && minute(a) === minute(b);
}

/** Every plan's cell on one line against the plan at `baselineIndex`. */
export function compareLine(key: CompareKey, values: readonly (number | string | null)[], baselineIndex: number): CompareCell[] {
  const baseline = values[baselineIndex] ?? null;
  return values.map((value, index) => compareCell(key, value, baseline, index === baselineIndex));
}

/**
 * The indexes of the plans with the highest profit (ties share the mark); none when every plan makes
 * the same profit, since then no plan stands out.
 */
export function bestProfitIndexes(profits: readonly number[]): number[] {
  if (profits.length === 0) return [];
  const best = Math.max(...profits);
  const top = profits.flatMap((profit, index) => (best - profit < SAME_WITHIN ? [index] : []));
  return top.length === profits.length && profits.length > 1 ? [] : top;
}
