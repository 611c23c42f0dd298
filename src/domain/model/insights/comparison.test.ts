import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES, type FeeValues } from '../../fees';
import { simulate } from '../simulate';
import { breakEvenAdsCostPerLead } from './break-even';
import { compareMarkets, comparisonBase, type Market } from './comparison';
import { inputArb } from '../../test-support/simulation-inputs';

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

describe('the comparison on the full cost model', () => {
  // Two markets for 100 leads at $1 CPL, $3 product, $48 order value and a 5 % service fee, worked by hand:
  // Tunisia: 50 confirmed, 40 % delivered → 20 delivered: 960 − 100 ads − 60 product − 48 fee = $752.
  // Egypt:   25 confirmed, 76 % delivered → 19 delivered: 912 − 100 ads − 57 product − 45.6 fee = $709.40.
  // Packaging at $2 per confirmed order takes $100 from Tunisia ($652) and $50 from Egypt ($659.40): Egypt wins.
  const markets = [market('Tunisia', { confirmedRate: 50, deliveredRate: 40 }), market('Egypt', { confirmedRate: 25, deliveredRate: 76 })];
  const simulator = { ...DEFAULT_FEES, ...base, confirmedRate: 90, serviceFees: 50 };

  it('ranks by the funnel alone while no advanced line is in use', () => {
    const rows = compareMarkets(comparisonBase(simulator), markets);
    expect(rows.map((row) => [row.countryName, row.profit])).toEqual([
      ['Tunisia', expect.closeTo(752, 9)],
      ['Egypt', expect.closeTo(709.4, 9)],
    ]);
  });

  it('lets an advanced line in use (packaging) change the ranking, and never carries the simulator\'s own fees', () => {
    const rows = compareMarkets(comparisonBase({ ...simulator, packagingPerOrder: 2 }), markets);
    expect(rows.map((row) => [row.countryName, row.profit])).toEqual([
      ['Egypt', expect.closeTo(659.4, 9)],
      ['Tunisia', expect.closeTo(652, 9)],
    ]);
    expect(rows[0]!.result.packaging).toBeCloseTo(50, 12);
  });
});
