import type { SimulationResult } from './simulate';

/** A cost line of the waterfall from revenue down to profit. */
export type WaterfallCostKey = 'ads' | 'product' | 'services' | 'percentage' | 'packaging' | 'tax' | 'feeVat' | 'returnLoss' | 'fixedCosts';

export interface Waterfall {
  /** Dollars of revenue the waterfall starts from. */
  revenue: number;
  /** Each cost line in use (non-zero), in the order money leaves, with the running total after it. */
  steps: { key: WaterfallCostKey; amount: number; after: number }[];
  /** Dollars left at the end: profit, after fixed costs when they are given. */
  profit: number;
}

/**
 * Where the revenue goes: one step per cost line in use. The product's return loss is its own step
 * (taken out of product costs), and fixed costs, a monthly figure, are charged only when `fixedCosts`
 * is given (the month's view).
 */
export function waterfall(result: SimulationResult, fixedCosts = 0): Waterfall {
  const lines: [WaterfallCostKey, number][] = [
    ['ads', result.adCosts],
    ['product', result.productCosts - result.returnLoss],
    ['returnLoss', result.returnLoss],
    ['services', result.servicesCost],
    ['percentage', result.percentageCost],
    ['packaging', result.packaging],
    ['tax', result.tax],
    ['feeVat', result.feeVat],
    ['fixedCosts', fixedCosts],
  ];
  let running = result.sellingPrice;
  const steps: Waterfall['steps'] = [];
  for (const [key, amount] of lines) {
    if (amount === 0) continue;
    running -= amount;
    steps.push({ key, amount, after: running });
  }
  return { revenue: result.sellingPrice, steps, profit: running };
}
