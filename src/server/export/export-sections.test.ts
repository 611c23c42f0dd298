import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Simulation } from '../../domain/entities';
import { exportSections, type ExportRowKey } from './export-sections';
import { testSimulation } from '../test/test-simulation';

describe('exportSections', () => {
  it.each(['en', 'ar'] as const)('lists four sections with every input, fee and result (%s)', (language) => {
    const simulation = testSimulation();
    const sections = exportSections(simulation, language);
    expect(sections.map((s) => s.id)).toEqual(['basic', 'inputs', 'fees', 'results']);
    // No rate and no optional line: returned orders, return shipping and the delivered share of leads join the results.
    expect(sections.map((s) => s.rows.length)).toEqual([4, 4, 8, 14]);
    const labels = sections.flatMap((s) => s.rows.map((r) => r.label));
    expect(new Set(labels).size).toBe(labels.length);
    const roi = sections[3]!.rows.at(-1)!;
    expect(roi).toMatchObject({ kind: 'percent', value: simulation.roi });
  });

  it('writes the stored figures as stored, not recomputed', () => {
    const stored = { ...testSimulation(), profit: 12.34, confirmedOrders: 7 };
    const results = exportSections(stored, 'en')[3]!.rows;
    expect(results.find((row) => row.label === 'Profit')).toEqual({ key: 'profit', label: 'Profit', kind: 'money', value: 12.34 });
    expect(results.find((row) => row.label === 'Confirmed Orders')).toEqual({
      key: 'confirmedOrders',
      label: 'Confirmed Orders',
      kind: 'count',
      value: 7,
    });
  });

  it('has a row for every field of a saved simulation but its id and its plan details (the export of a plan; docs/product.md#plans-and-their-snapshots)', () => {
    // The country's and its currency's codes are written through their names, in the reader's language; the local
    // inputs through their units; the uncertain inputs through the profit range's rows. The catalogue ids only reopen
    // the plan on its rows: a reader has the names.
    expectTypeOf<
      Exclude<
        keyof Simulation,
        | 'id'
        | 'countryCode'
        | 'countryCurrencyCode'
        | 'serviceId'
        | 'countryId'
        | 'localCurrencyInputs'
        | 'name'
        | 'productName'
        | 'note'
        | 'updatedAt'
        | 'uncertainty'
        | ExportRowKey
      >
    >().toEqualTypeOf<never>();
  });
});
