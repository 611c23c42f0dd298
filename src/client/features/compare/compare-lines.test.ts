import { describe, expect, it } from 'vitest';
import type { Comparison } from '@domain/plans/compare-schemas';
import { shownSections } from './compare-lines';

// Two plans: Morocco at 10 MAD a dollar (the baseline) and Saudi Arabia at 3.75 SAR, saved in the same minute.
const COMPARISON: Comparison = {
  plans: [
    { id: '5b0c3a4e-6f57-4a51-9d2c-3c3b0f0a9e11', name: 'Morocco', unit: 'MAD', hasRate: true },
    { id: '6b0c3a4e-6f57-4a51-9d2c-3c3b0f0a9e12', name: 'Saudi', unit: 'SAR', hasRate: true },
  ],
  sections: [
    {
      id: 'basic',
      title: 'Basic Information',
      rows: [
        { key: 'currencyRate', label: 'Currency rate', kind: 'rate', kinds: ['rate', 'rate'], comparable: false, values: [10, 3.75], locals: [null, null] },
        { key: 'createdAt', label: 'Saved', kind: 'datetime', kinds: ['datetime', 'datetime'], comparable: true, values: ['2026-03-09T14:05:02.000Z', '2026-03-09T14:05:41.000Z'], locals: [null, null] },
      ],
    },
    {
      id: 'results',
      title: 'Calculated Results',
      rows: [{ key: 'profit', label: 'Profit', kind: 'money', kinds: ['money', 'money'], comparable: true, values: [539, 332.5], locals: [null, null] }],
    },
  ],
};
const words = { days: (n: string) => `${n} days`, rate: (amount: string) => `1 USD = ${amount}` };

describe('shownSections', () => {
  const [basic, results] = shownSections(COMPARISON, 0, 'en', words);
  const saudi = (section: typeof basic, key: string) => section!.lines.find((line) => line.key === key)!.cells[1]!;

  it('says the rates of two currencies are not compared, and draws no difference between them', () => {
    expect(saudi(basic, 'currencyRate')).toMatchObject({ text: '1 USD = SAR\u00a03.75', difference: null, otherCurrency: true });
  });

  it('calls two plans saved in the same minute the same', () => {
    expect(saudi(basic, 'createdAt').cell.verdict).toBe('same');
  });

  it('compares the dollar results: $332.50 against $539.00 is $206.50 worse', () => {
    expect(saudi(results, 'profit')).toMatchObject({ difference: '-$206.50', otherCurrency: false, cell: { verdict: 'worse' } });
  });
});
