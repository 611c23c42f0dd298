import { describe, expect, it } from 'vitest';
import { countryDefaults, type CountryDefaultsRow } from './country-defaults';

// Figures typed by hand: each row's tax rate and rate are distinct so the answer shows which row won.
const row = (id: string, ownerId: string | null, code: string | null, taxRate: number, currencyChange: number): CountryDefaultsRow => ({
  id,
  ownerId,
  code,
  taxRate,
  currencyChange,
});
const defaultMorocco = row('dMA', null, 'MA', 20, 10);
const ownMorocco = row('oMA', 'seller', 'MA', 14, 10.8);
const defaultSaudi = row('dSA', null, 'SA', 15, 3.75);
const defaultNoCode = row('dXX', null, null, 7, 2);
const ownNoCode = row('oXX', 'seller', null, 9, 3);

describe('countryDefaults', () => {
  it.each([
    ['a default with no own twin keeps its figures', defaultSaudi, [defaultMorocco, defaultSaudi, ownMorocco], { taxRate: 15, currencyChange: 3.75, source: 'default', countryId: 'dSA' }],
    ["the seller's own country of the same code overrides a default", defaultMorocco, [defaultMorocco, defaultSaudi, ownMorocco], { taxRate: 14, currencyChange: 10.8, source: 'own', countryId: 'oMA' }],
    ["the seller's own country chosen stands for itself", ownMorocco, [defaultMorocco, ownMorocco], { taxRate: 14, currencyChange: 10.8, source: 'own', countryId: 'oMA' }],
    ['a default without a code is never overridden', defaultNoCode, [defaultNoCode, ownNoCode], { taxRate: 7, currencyChange: 2, source: 'default', countryId: 'dXX' }],
    ['an own row that is not among the choosable ones (inactive) overrides nothing', defaultMorocco, [defaultMorocco], { taxRate: 20, currencyChange: 10, source: 'default', countryId: 'dMA' }],
    ['another default of the same code is no override', defaultMorocco, [row('dMA2', null, 'MA', 5, 11), defaultMorocco], { taxRate: 20, currencyChange: 10, source: 'default', countryId: 'dMA' }],
  ] as const)('%s', (_name, chosen, rows, expected) => {
    expect(countryDefaults(chosen, rows)).toEqual(expected);
  });
});
