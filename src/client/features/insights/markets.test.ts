import { describe, expect, it } from 'vitest';
import type { Country, FeeStructure, Service } from '../../../domain/entities';
import { DEFAULT_FEES } from '../../../domain/fees';
import { buildMarkets, currentMarketKey, marketKey } from './markets';

const owned = (ownerId: string | null) => ({ ownerId, isDefault: ownerId === null });
const country = (id: string, name: string): Country => ({
  id, name, code: null, currency: 'SAR', currencyCode: 'SAR', currencyChange: 3.75, taxRate: 0, status: 'active', createdAt: '', updatedAt: null, ...owned(null),
});
const service = (id: string, name: string): Service => ({
  id, name, icon: '', color: '#000', status: 'active', createdAt: '', updatedAt: null, ...owned(null),
});
let next = 0;
const fees = (countryId: string, serviceId: string | null, ownerId: string | null, confirmedRate: number): FeeStructure => ({
  ...DEFAULT_FEES, confirmedRate, id: `f${next++}`, countryId, serviceId, createdAt: '', updatedAt: null, ...owned(ownerId),
});

const countries = [country('sa', 'Saudi Arabia'), country('ma', 'Morocco')];
const services = [service('s1', 'Express')];

describe('buildMarkets', () => {
  it('makes one market per country and service, naming both, with "no service" kept as null', () => {
    const markets = buildMarkets([fees('sa', null, null, 30), fees('sa', 's1', null, 35)], countries, services);
    expect(markets).toEqual([
      { countryId: 'sa', countryName: 'Saudi Arabia', serviceId: null, serviceName: null, fees: { ...DEFAULT_FEES, confirmedRate: 30 } },
      { countryId: 'sa', countryName: 'Saudi Arabia', serviceId: 's1', serviceName: 'Express', fees: { ...DEFAULT_FEES, confirmedRate: 35 } },
    ]);
  });

  it("prefers the seller's own row over the default for the same key, whichever comes first", () => {
    const ownFirst = buildMarkets([fees('ma', null, 'u1', 50), fees('ma', null, null, 40)], countries, services);
    const defaultFirst = buildMarkets([fees('ma', null, null, 40), fees('ma', null, 'u1', 50)], countries, services);
    expect(ownFirst.map((m) => m.fees.confirmedRate)).toEqual([50]);
    expect(defaultFirst.map((m) => m.fees.confirmedRate)).toEqual([50]);
  });

  it('leaves out rows whose country or service is not in the lists, and copies only the eight fees', () => {
    const markets = buildMarkets(
      [fees('gone', null, null, 1), fees('sa', 'gone', null, 2), fees('sa', 's1', null, 3)],
      countries,
      services,
    );
    expect(markets).toHaveLength(1);
    expect(Object.keys(markets[0]!.fees).sort()).toEqual(Object.keys(DEFAULT_FEES).sort());
  });
});

describe('currentMarketKey', () => {
  const markets = [
    { countryId: 'sa', serviceId: null },
    { countryId: 'sa', serviceId: 's1' },
    { countryId: 'ma', serviceId: null },
  ];

  it.each([
    ['sa', 's1', marketKey('sa', 's1')],
    ['sa', undefined, marketKey('sa', null)],
    ['ma', 's1', marketKey('ma', null)],
    ['xx', undefined, null],
    [undefined, 's1', null],
  ] as const)('country %s with service %s is %s', (countryId, serviceId, expected) => {
    expect(currentMarketKey(markets, countryId, serviceId)).toBe(expected);
  });
});
