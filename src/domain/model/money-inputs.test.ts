import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../fees';
import { closeTo, fullInputArb, makeInput, scaleOf } from '../test-support/simulation-inputs';
import { DEFAULT_SIMULATOR_INPUTS } from '../scenarios';
import { simulate, type SimulationResult } from './simulate';
import { enteredCurrencies, FEE_CURRENCY_KEYS, SIMULATOR_CURRENCY_KEYS, simulationRate, toDollarInputs } from './money-inputs';

describe('simulationRate', () => {
  it.each<[string, number | null | undefined, number | null, number | null]>([
    ["the country's rate when none is typed", 10, null, 10],
    ["the seller's override before the country's", 10, 10.8, 10.8],
    ['an override even for a country without a rate', null, 3.75, 3.75],
    ['no rate without either', undefined, null, null],
    ['no rate from a zero country rate', 0, null, null],
    ["the country's rate when the override is 0", 10, 0, 10],
  ])('takes %s', (_name, country, override, expected) => {
    expect(simulationRate(country, override)).toBe(expected);
  });
});

describe('enteredCurrencies', () => {
  it('keeps the local amounts and the rate while there is a rate', () => {
    expect(enteredCurrencies(['productCost', 'averageAOV'], 10)).toEqual({ localCurrencyInputs: ['productCost', 'averageAOV'], currencyRate: 10 });
  });

  it('counts every amount as dollars without a rate (no country, or one without a rate)', () => {
    expect(enteredCurrencies(['productCost'], null)).toEqual({ localCurrencyInputs: [], currencyRate: null });
  });

  it('gives the dollars the model computes on: 80 MAD and 299 MAD at 10 are $8 and $29.90, ads in USD stay', () => {
    const dollars = toDollarInputs({ adsCost: 1, productCost: 80, averageAOV: 299 }, enteredCurrencies(['productCost', 'averageAOV'], 10));
    expect(dollars).toEqual({ adsCost: 1, productCost: 8, averageAOV: 29.9 });
  });
});

describe('money fees typed in the country\'s currency (decision 0028)', () => {
  it('are worked by hand: 35 MAD shipping delivered and 20 MAD returned at 10 MAD/USD, $0.50 confirmation in USD', () => {
    // Defaults: 100 leads, 25 confirmed, 15 delivered, 10 returned; $720 revenue, $36 percentage, $145 investment.
    const entered = { ...DEFAULT_FEES, ...DEFAULT_SIMULATOR_INPUTS, orderFees: 0.5, shippingDelivered: 35, shippingReturned: 20 };
    const result = simulate(toDollarInputs(entered, enteredCurrencies(['shippingDelivered', 'shippingReturned'], 10)));
    // services = 100 × 0.5 + 15 × 3.5 + 10 × 2 = 122.5; total = 145 + 122.5 + 36 = 303.5; profit = 720 − 303.5
    expect(result.servicesCost).toBeCloseTo(122.5, 9);
    expect(result.returnCosts).toBeCloseTo(20, 9);
    expect(result.totalInvestment).toBeCloseTo(303.5, 9);
    expect(result.profit).toBeCloseTo(416.5, 9);
  });

  it('every money fee is one the simulator may switch, and no percent fee is', () => {
    expect(SIMULATOR_CURRENCY_KEYS).toEqual(expect.arrayContaining([...FEE_CURRENCY_KEYS]));
    expect(FEE_CURRENCY_KEYS).not.toContain('serviceFees');
    expect(FEE_CURRENCY_KEYS).not.toContain('confirmedRate');
  });

  const sameResult = (actual: SimulationResult, expected: SimulationResult) =>
    (Object.keys(expected) as (keyof SimulationResult)[]).every((key) => closeTo(actual[key], expected[key], scaleOf(expected)));

  it('all in USD (with or without a rate) equals today: the inputs and every figure are unchanged', () => {
    fc.assert(
      fc.property(fullInputArb, fc.option(fc.double({ min: 0.01, max: 1000, noNaN: true }), { nil: null }), (input, rate) => {
        const dollars = toDollarInputs(input, enteredCurrencies([], rate));
        expect(dollars).toEqual(input);
        expect(simulate(dollars)).toEqual(simulate(input));
      }),
    );
  });

  it('a fee typed in local units at rate r gives the figures of that fee ÷ r typed in dollars', () => {
    fc.assert(
      fc.property(
        fullInputArb,
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.subarray([...FEE_CURRENCY_KEYS], { minLength: 1 }),
        (input, rate, keys) => {
          const local = toDollarInputs(input, enteredCurrencies(keys, rate));
          const byHand = makeInput({ ...input, ...Object.fromEntries(keys.map((key) => [key, input[key] / rate])) });
          return sameResult(simulate(local), simulate(byHand));
        },
      ),
    );
  });
});
