import { describe, expect, it } from 'vitest';
import { enteredCurrencies, simulationRate, toDollarInputs } from './money-inputs';

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
