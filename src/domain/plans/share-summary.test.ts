import { describe, expect, it } from 'vitest';
import { buildSimulationRecord } from '../simulation-record';
import { SPEC_EXAMPLE } from '../test-support/example-plans';
import { shareSummary, type ShareSummaryWords } from './share-summary';

const WORDS: ShareSummaryWords = {
  leads: 'Leads',
  adsCost: 'Ads cost per lead',
  productCost: 'Product cost',
  averageAOV: 'Average order',
  confirmedRate: 'Confirmed',
  deliveredRate: 'Delivered',
  profit: 'Profit',
  roi: 'ROI',
  breakEvenCpl: 'Break-even CPL',
  noBreakEven: 'none',
  anyCpl: 'any',
};

// Worked by hand: 100 leads, 25 % confirmed → 25, 60 % delivered → 15; revenue 15 × 48 = 720;
// ads 100 × 1 = 100, product 15 × 3 = 45 (investment 145); service 5 % of 720 = 36;
// profit 720 − 145 − 36 = 539; ROI 539 / 145 = 371.7 %. Break-even CPL: profit before ads 639 / 100 leads = 6.39.
const simulation = {
  id: '5b0c3a4e-6f57-4a51-9d2c-3c3b0f0a9e11',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...buildSimulationRecord({ ...SPEC_EXAMPLE, name: 'Ramadan' }),
};

describe('shareSummary', () => {
  it('lists the inputs, profit, ROI and break-even CPL, one a line, the link last', () => {
    const text = shareSummary(simulation, WORDS, 'en', 'https://ribh.example/s/abc');
    expect(text.split('\n')).toEqual([
      'Ramadan (Express COD · Morocco)',
      'Leads: 100',
      'Ads cost per lead: $1.00',
      'Product cost: $3.00',
      'Average order: $48.00',
      'Confirmed: 25%',
      'Delivered: 60%',
      'Profit: $539.00',
      'ROI: 371.7%',
      'Break-even CPL: $6.39',
      'https://ribh.example/s/abc',
    ]);
  });

  it('names a sample service and country in the language of the text', () => {
    const sample = { ...simulation, serviceName: 'Sample Express', countryName: 'Morocco (sample)', countryCode: 'MA' };
    expect(shareSummary(sample, WORDS, 'ar', 'https://ribh.example/s/x').split('\n')[0]).toBe('Ramadan (إكسبرس (نموذج) · المغرب (نموذج))');
    expect(shareSummary(sample, WORDS, 'fr', 'https://ribh.example/s/x').split('\n')[0]).toBe('Ramadan (Express (exemple) · Maroc (exemple))');
  });

  it('says so when no CPL breaks even', () => {
    const losing = { ...simulation, averageAOV: 1, sellingPrice: 15 };
    expect(shareSummary(losing, WORDS, 'en', 'L').split('\n').at(-2)).toBe('Break-even CPL: none');
  });
});
