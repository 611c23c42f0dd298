import { describe, expect, it } from 'vitest';
import { AdSpendRowReader } from './ad-spend-rows';
import { proposeMapping } from './import-presets';

function read(headers: string[], rows: string[][], source: 'meta' | 'tiktok' | 'generic' = 'meta') {
  const reader = new AdSpendRowReader({ headers, source, currency: 'USD', mapping: proposeMapping('adSpend', source, headers, null) });
  rows.forEach((row, index) => reader.add(row, index + 2));
  return { rows: reader.finish(), errors: reader.errors.sorted() };
}

describe('AdSpendRowReader', () => {
  const META = ['Reporting starts', 'Reporting ends', 'Campaign name', 'Ad set name', 'Amount spent (MAD)'];

  it('adds up a Meta export per day and campaign, in the currency its header names', () => {
    const { rows, errors } = read(META, [
      ['2026-03-01', '2026-03-01', 'Argan', 'Women 25+', '120.50'],
      ['2026-03-01', '2026-03-01', 'Argan', 'Men 25+', '79.50'],
      ['2026-03-02', '2026-03-02', 'Argan', 'Women 25+', '150'],
    ]);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { day: '2026-03-01', platform: 'meta', campaign: 'Argan', sku: null, countryCode: null, currency: 'MAD', amountMinor: 20000 },
      { day: '2026-03-02', platform: 'meta', campaign: 'Argan', sku: null, countryCode: null, currency: 'MAD', amountMinor: 15000 },
    ]);
  });

  it('reads a generic file with a platform column and refuses its bad rows', () => {
    const { rows, errors } = read(['Date', 'Plateforme', 'Montant', 'Devise'], [
      ['01/03/2026', 'Facebook', '10', 'EUR'],
      ['2026-03-02', 'MySpace', '10', 'EUR'],
      ['', 'TikTok', '-4', 'EUR'],
    ], 'generic');
    expect(rows).toBeNull();
    expect(errors).toEqual([
      { row: 3, column: 'platform', code: 'unknownPlatform', params: { value: 'MySpace' } },
      { row: 4, column: 'date', code: 'required', params: {} },
      { row: 4, column: 'amount', code: 'invalidAmount', params: { value: '-4' } },
    ]);
  });
});
