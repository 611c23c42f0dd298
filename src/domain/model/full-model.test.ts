import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeTo, fullInputArb, inputArb, makeInput, scaleOf } from '../test-support/simulation-inputs';
import { simulate, type SimulationInput, type SimulationResult } from './simulate';
import { NO_ADVANCED_COSTS } from './advanced-costs';

// The cost lines (docs/product.md#the-cost-model), each worked by hand on the simulator's defaults: 100 leads at $1,
// $3 product, $48 AOV, 25 % confirmed (25 orders), 60 % delivered (15 delivered, 10 returned), 5 % fee.

describe('simulate with the cost lines (worked by hand)', () => {
  const cases: { name: string; input: Partial<SimulationInput>; expected: Partial<SimulationResult> }[] = [
    {
      name: 'upsell: 20 % of 15 delivered take a $10 upsell costing $4',
      input: { upsellRate: 20, upsellRevenue: 10, upsellProductCost: 4 },
      // 3 upsells: revenue 720 + 30; 5 % of 750; product 45 + 12
      expected: { upsellSales: 30, sellingPrice: 750, percentageCost: 37.5, productCosts: 57, investment: 157, totalInvestment: 194.5, profit: 555.5 },
    },
    {
      name: 'product lost on returns: half of 10 returned units at $3',
      input: { lostOnReturnsRate: 50 },
      expected: { returnLoss: 15, productCosts: 60, investment: 160, totalInvestment: 196, profit: 524 },
    },
    {
      name: 'packaging: $2 on each of 25 confirmed orders, delivered or not',
      input: { packagingPerOrder: 2 },
      expected: { packaging: 50, totalInvestment: 231, profit: 489, roi: (489 / 145) * 100 },
    },
    {
      name: 'tax: 20 % included in $720 of revenue',
      input: { taxRate: 20 },
      expected: { tax: 120, totalInvestment: 301, profit: 419 },
    },
    {
      name: 'VAT on fees: 15 % of $70 services and $36 percentage',
      input: { feeVatRate: 15, orderFees: 0.5, shippingReturned: 2 },
      // services = 100 × 0.5 + 10 returned × 2
      expected: { returnCosts: 20, servicesCost: 70, feeVat: 15.9, totalInvestment: 266.9, profit: 453.1 },
    },
    {
      name: 'delivery fee paid by the customer: $2 on 15 delivered orders is revenue',
      input: { customerDeliveryFee: 2 },
      expected: { customerDeliveryRevenue: 30, sellingPrice: 750, percentageCost: 37.5, totalInvestment: 182.5, profit: 567.5 },
    },
    {
      name: 'returned orders and their shipping shown as lines',
      input: { shippingReturned: 3 },
      expected: { returnedOrders: 10, returnCosts: 30, servicesCost: 30, profit: 509 },
    },
    {
      name: 'every line at once',
      input: {
        upsellRate: 20, upsellRevenue: 10, upsellProductCost: 4, lostOnReturnsRate: 50, packagingPerOrder: 2,
        taxRate: 20, feeVatRate: 15, customerDeliveryFee: 2, orderFees: 0.5, shippingReturned: 2,
      },
      // revenue 720 + 30 + 30 = 780; services 50 + 20; percentage 39; product 45 + 12 + 15; tax 780 × 20/120;
      // fee VAT (70 + 39) × 15 %; total 172 + 70 + 39 + 50 + 130 + 16.35
      expected: {
        sellingPrice: 780, servicesCost: 70, percentageCost: 39, productCosts: 72, returnLoss: 15, investment: 172,
        packaging: 50, tax: 130, feeVat: 16.35, totalInvestment: 477.35, profit: 302.65, roi: (302.65 / 172) * 100,
      },
    },
    {
      name: 'month inputs do not change the campaign figures',
      input: { fixedCostsPerMonth: 5000, leadsPerMonth: 3000, payoutDelayDays: 10 },
      expected: { sellingPrice: 720, totalInvestment: 181, profit: 539 },
    },
  ];

  it.each(cases)('$name', ({ input, expected }) => {
    const result = simulate(makeInput(input));
    for (const [key, value] of Object.entries(expected)) expect(result[key as keyof SimulationResult], key).toBeCloseTo(value as number, 9);
  });
});

/** The funnel alone, without cost lines, typed again here so the comparison does not trust the code under test. */
function specSimulate(input: SimulationInput): Record<string, number> {
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
  return { leads, confirmedOrders, deliveredOrders, returnedOrders, sellingPrice, servicesCost, percentageCost, adCosts, productCosts, investment, totalInvestment, profit, roi };
}

describe('the full model', () => {
  it('equals the funnel exactly with every new input absent or 0', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (input, explicitZeros) => {
        const result = simulate(explicitZeros ? { ...input, ...NO_ADVANCED_COSTS } : input);
        const spec = specSimulate(input);
        for (const [key, value] of Object.entries(spec)) expect(result[key as keyof SimulationResult], key).toBe(value);
        for (const key of ['upsellSales', 'customerDeliveryRevenue', 'returnLoss', 'packaging', 'tax', 'feeVat'] as const) expect(result[key], key).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('profit equals revenue minus total investment, and total investment is the sum of its lines', () => {
    fc.assert(
      fc.property(fullInputArb, (input) => {
        const r = simulate(input);
        const lines = r.adCosts + r.productCosts + r.servicesCost + r.percentageCost + r.packaging + r.tax + r.feeVat;
        return closeTo(r.profit, r.sellingPrice - r.totalInvestment, scaleOf(r)) && closeTo(r.totalInvestment, lines, scaleOf(r));
      }),
      { numRuns: 300 },
    );
  });

  const costKeys = [
    'adsCost', 'productCost', 'orderFees', 'confirmedLead', 'deliveredLead', 'shippingDelivered', 'shippingReturned', 'serviceFees',
    'upsellProductCost', 'lostOnReturnsRate', 'packagingPerOrder', 'taxRate', 'feeVatRate',
  ] as const;
  it.each(costKeys)('profit never rises when %s rises, whatever the other lines', (key) => {
    fc.assert(
      fc.property(fullInputArb, fc.double({ min: 0, max: 1000, noNaN: true }), (input, increase) => {
        const before = simulate(input);
        const after = simulate({ ...input, [key]: (input[key] ?? 0) + increase });
        return after.profit <= before.profit + 1e-9 * scaleOf(after);
      }),
      { numRuns: 150 },
    );
  });

  it('every figure stays finite with 1e9 in every amount and 100 % in every rate', () => {
    const huge = makeInput({
      totalLeads: 1e9, adsCost: 1e9, productCost: 1e9, averageAOV: 1e9, upsellRate: 100, upsellRevenue: 1e9, upsellProductCost: 1e9,
      lostOnReturnsRate: 100, packagingPerOrder: 1e9, taxRate: 100, feeVatRate: 100, customerDeliveryFee: 1e9, confirmedRate: 100, deliveredRate: 50,
    });
    for (const [key, value] of Object.entries(simulate(huge))) expect(Number.isFinite(value), key).toBe(true);
  });
});
