import { describe, expect, it } from 'vitest';
import { simulationInputSchema, simulationSchema } from './schemas';
import { simulate } from './model/simulate';
import {
  buildSimulationRecord,
  nonFiniteResults,
  RECORD_INPUT_DEFAULTS,
  RECORDED_RESULT_KEYS,
  recordedFigure,
  recordedResults,
  type RecordedResultKey,
} from './simulation-record';
import { SPEC_EXAMPLE } from './test-support/example-plans';

// Results overflow: ROI divides a huge loss by a vanishing investment.
const OVERFLOWING = { ...SPEC_EXAMPLE, totalLeads: 1e9, adsCost: 5e-324, productCost: 0, deliveredRate: 0, orderFees: 1e9 };

describe('buildSimulationRecord', () => {
  it('recomputes every result and ignores the ones sent', () => {
    const record = buildSimulationRecord({ ...SPEC_EXAMPLE, profit: 1e9, roi: 1, sellingPrice: 0, investment: 0 });
    expect(record).toMatchObject({
      confirmedOrders: 25,
      deliveredOrders: 15,
      sellingPrice: 720,
      investment: 145,
      servicesCost: 0,
      profit: 539,
    });
    expect(record.roi).toBeCloseTo((539 / 145) * 100, 9);
  });

  it('gives ROI 0 when nothing is invested', () => {
    expect(buildSimulationRecord({ ...SPEC_EXAMPLE, adsCost: 0, productCost: 0 }).roi).toBe(0);
  });

  it('keeps only the stored fields (no client extras)', () => {
    expect(Object.keys(buildSimulationRecord({ ...SPEC_EXAMPLE, profit: 3 })).sort()).toEqual(
      [
        ...Object.keys(SPEC_EXAMPLE),
        // A payload without a country code gets no country code (its default), never undefined.
        'countryCode',
        // Nor catalogue ids (null: the plan reopens by name).
        'serviceId',
        'countryId',
        // Given by the save's schema from the label or the country; null when a payload is built without it.
        'countryCurrencyCode',
        ...Object.keys(RECORD_INPUT_DEFAULTS),
        ...['returnedOrders', 'returnCosts', 'returnLoss', 'packaging', 'tax', 'feeVat'],
        'name',
        'productName',
        'note',
        'uncertainty',
        'confirmedOrders',
        'deliveredOrders',
        'sellingPrice',
        'investment',
        'servicesCost',
        'profit',
        'roi',
      ].sort(),
    );
  });
});

describe('the name of a record', () => {
  const day = new Date('2026-11-23T10:00:00Z');
  it.each([
    ['no name', {}, 'Express COD · Morocco · 2026-11-23'],
    ['a blank name', { name: '   ' }, 'Express COD · Morocco · 2026-11-23'],
    ['a product and no name', { productName: ' Argan oil ' }, 'Argan oil'],
    ['a name', { name: ' Ramadan test ', productName: 'Argan oil' }, 'Ramadan test'],
  ])('with %s is %s', (_case, details, expected) => {
    expect(buildSimulationRecord({ ...SPEC_EXAMPLE, ...details }, day).name).toBe(expected);
  });

  it('keeps the product name and note trimmed, empty when not given', () => {
    expect(buildSimulationRecord(SPEC_EXAMPLE, day)).toMatchObject({ productName: '', note: '' });
    expect(buildSimulationRecord({ ...SPEC_EXAMPLE, productName: ' Oil ', note: ' test in Casablanca ' }, day)).toMatchObject({
      productName: 'Oil',
      note: 'test in Casablanca',
    });
  });
});

describe('recordedResults and nonFiniteResults', () => {
  it('keep every result a record stores, and only those', () => {
    expect(Object.keys(recordedResults(simulate(SPEC_EXAMPLE))).sort()).toEqual([...RECORDED_RESULT_KEYS].sort());
    expect(nonFiniteResults(buildSimulationRecord(SPEC_EXAMPLE))).toEqual([]);
  });

  it.each<[RecordedResultKey, number, number]>([
    // 5.5 × 10 in binary floating point is 55.00000000000001: dollars are kept to the cent.
    ['profit', 5.5 * 10, 55],
    ['sellingPrice', 0.1 + 0.2, 0.3],
    ['profit', 1.005, 1.01],
    ['profit', -1.005, -1.01],
    ['investment', 12_345.678, 12_345.68],
    // Counts and ROI lose only the binary tail.
    ['confirmedOrders', 111 * 0.3, 33.3],
    ['roi', (539 / 145) * 100, 371.724137931],
    ['deliveredOrders', 19.98, 19.98],
    ['roi', Infinity, Infinity],
    ['profit', -Infinity, -Infinity],
  ])('keep %s = %s as %s', (key, computed, kept) => {
    expect(recordedFigure(key, computed)).toBe(kept);
  });

  it('keep NaN as computed, so the record is refused rather than stored as a number', () => {
    expect(recordedFigure('roi', Number.NaN)).toBeNaN();
  });

  it('name the results that overflow', () => {
    expect(nonFiniteResults(buildSimulationRecord(OVERFLOWING))).toEqual(['roi']);
  });
});

describe('simulationInputSchema', () => {
  it('parses a payload into the record to store, its results computed once, here', () => {
    const parsed = simulationInputSchema.parse({ ...SPEC_EXAMPLE, profit: 999_999, roi: -50 });
    // "Dirham (MAD)" names its currency.
    expect(parsed).toEqual(buildSimulationRecord({ ...SPEC_EXAMPLE, countryCurrencyCode: 'MAD' }));
  });

  it.each([
    ['the code sent', { countryCurrencyCode: 'mad', countryCurrency: 'Dirham' }, 'MAD'],
    ['the code in the label', { countryCurrency: 'Saudi Riyal (SAR)' }, 'SAR'],
    ["the currency of the country's code", { countryCurrency: 'Dirham', countryCode: 'MA' }, 'MAD'],
    ['no code when nothing names one', { countryCurrency: 'Dirham', countryCode: '' }, null],
    ['the code in the label when the code sent is null', { countryCurrency: 'Dirham (MAD)', countryCurrencyCode: null }, 'MAD'],
  ])('stores %s as the currency code', (_case, fields, code) => {
    expect(simulationInputSchema.parse({ ...SPEC_EXAMPLE, ...fields }).countryCurrencyCode).toBe(code);
  });

  it('refuses a currency code that is not a currency, at its field', () => {
    const parsed = simulationInputSchema.safeParse({ ...SPEC_EXAMPLE, countryCurrencyCode: 'QQQ' });
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['countryCurrencyCode'] })]);
  });

  it('refuses inputs whose results overflow, naming the result', () => {
    const parsed = simulationInputSchema.safeParse(OVERFLOWING);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['roi'], message: 'These values are too extreme to compute a result.' })]);
  });

  it('refuses an id, a date or any unknown field (the server gives the first two)', () => {
    for (const extra of [{ id: '5b0c3a4e-6f57-4a51-9d2c-3c3b0f0a9e11' }, { createdAt: '2026-01-02T03:04:05.000Z' }, { userId: 'x' }]) {
      expect(simulationInputSchema.safeParse({ ...SPEC_EXAMPLE, ...extra }).success).toBe(false);
    }
  });
});

describe('simulationSchema', () => {
  it('accepts a stored record with its id and date, and nothing more', () => {
    const stored = { id: '5b0c3a4e-6f57-4a51-9d2c-3c3b0f0a9e11', ...buildSimulationRecord(SPEC_EXAMPLE), createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-01-03T03:04:05.000Z' };
    expect(simulationSchema.parse(stored)).toEqual(stored);
    expect(simulationSchema.safeParse({ ...stored, userId: stored.id }).success).toBe(false);
    expect(simulationSchema.safeParse({ ...stored, profit: Number.NaN }).success).toBe(false);
  });
});
