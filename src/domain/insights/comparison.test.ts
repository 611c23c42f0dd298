import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES, type FeeValues } from '../fees';
import { simulate } from '../simulate';
import { breakEvenAdsCostPerLead } from './break-even';
import { compareMarkets, type Market } from './comparison';
import { inputArb } from './test-inputs';

const base = { totalLeads: 100, adsCost: 1, productCost: 3, averageAOV: 48 };
const market = (countryName: string, fees: Partial<FeeValues> = {}, serviceName: string | null = null): Market => ({
  countryId: countryName.toLowerCase(),
  countryName,
  serviceId: serviceName && serviceName.toLowerCase(),
  serviceName,
  fees: { ...DEFAULT_FEES, ...fees },
});

describe('compareMarkets', () => {
  it('ranks markets by profit, highest first, with ROI and break-even CPL', () => {
    const rows = compareMarkets(base, [
      market('Libya', { deliveredRate: 40 }),
      market('Saudi Arabia', { deliveredRate: 80 }),
      market('Morocco', { confirmedRate: 0, orderFees: 1 }),
    ]);
    expect(rows.map((r) => r.countryName)).toEqual(['Saudi Arabia', 'Libya', 'Morocco']);
    expect(rows[2]!.breakEvenCpl).toBeNull(); // loses money even with free ads
    expect(rows[0]!.breakEvenCpl).toBeCloseTo((20 * 42.6) / 100, 12); // 20 delivered × ($45.6 net − $3 product) ÷ 100 leads
    expect(rows[0]!.roi).toBe(rows[0]!.result.roi);
  });

  it('breaks profit ties by country name, then service name, then input order', () => {
    const rows = compareMarkets(base, [
      market('Oman', {}, 'Zeta'),
      market('Egypt', {}, 'Beta'),
      market('Oman', {}, null),
      market('Egypt', {}, 'Alpha'),
      market('Oman', {}, 'Zeta'),
    ]);
    expect(rows.map((r) => `${r.countryName}/${r.serviceName}`)).toEqual(['Egypt/Alpha', 'Egypt/Beta', 'Oman/null', 'Oman/Zeta', 'Oman/Zeta']);
  });

  it('gives null break-even CPL for every market with 0 leads and an empty list for no markets', () => {
    expect(compareMarkets({ ...base, totalLeads: 0 }, [market('Libya')])[0]!.breakEvenCpl).toBeNull();
    expect(compareMarkets(base, [])).toEqual([]);
  });

  it('is sorted and every row equals simulate for its market', () => {
    fc.assert(
      fc.property(fc.array(inputArb, { minLength: 1, maxLength: 8 }), (inputs) => {
        const [first] = inputs;
        const common = { totalLeads: first!.totalLeads, adsCost: first!.adsCost, productCost: first!.productCost, averageAOV: first!.averageAOV };
        const markets = inputs.map((input, i) => {
          const { totalLeads: _l, adsCost: _a, productCost: _p, averageAOV: _v, ...fees } = input;
          return market(`Country ${i % 3}`, fees, i % 2 ? `Service ${i}` : null);
        });
        const rows = compareMarkets(common, markets);
        expect(rows).toHaveLength(markets.length);
        for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.profit).toBeGreaterThanOrEqual(rows[i]!.profit);
        for (const row of rows) {
          const expected = simulate({ ...common, ...row.fees });
          expect(row.result).toEqual(expected);
          expect(row.profit).toBe(expected.profit);
          expect(row.roi).toBe(expected.roi);
          const be = breakEvenAdsCostPerLead({ ...common, ...row.fees });
          expect(row.breakEvenCpl).toBe(be.kind === 'value' ? be.value : null);
        }
      }),
      { numRuns: 200 },
    );
  });
});
