import { describe, expect, it } from 'vitest';
import type { SimulationPayload } from './schemas';
import { simulate } from './simulate';
import { buildSimulationRecord, exportFileName, exportSections } from './simulation-record';

const PAYLOAD: SimulationPayload = {
  serviceName: 'Express COD',
  countryName: 'Morocco',
  countryCurrency: 'Dirham (MAD)',
  totalLeads: 100,
  adsCost: 1,
  productCost: 3,
  averageAOV: 48,
  confirmedRate: 25,
  deliveredRate: 60,
  orderFees: 0,
  confirmedLead: 0,
  deliveredLead: 0,
  shippingDelivered: 0,
  shippingReturned: 0,
  serviceFees: 5,
};

describe('buildSimulationRecord', () => {
  it('recomputes every result and ignores the ones sent', () => {
    const record = buildSimulationRecord({ ...PAYLOAD, profit: 1e9, roi: 1, sellingPrice: 0, investment: 0 });
    const result = simulate(PAYLOAD);
    expect(record).toMatchObject({
      confirmedOrders: 25,
      deliveredOrders: 15,
      sellingPrice: 720,
      investment: 145,
      servicesCost: 0,
      profit: result.profit,
      roi: result.roi,
    });
    expect(record.profit).toBeCloseTo(720 - 145 - 36);
  });

  it('gives ROI 0 when nothing is invested', () => {
    expect(buildSimulationRecord({ ...PAYLOAD, adsCost: 0, productCost: 0 }).roi).toBe(0);
  });

  it('keeps only the stored fields (no client extras)', () => {
    expect(Object.keys(buildSimulationRecord({ ...PAYLOAD, profit: 3 })).sort()).toEqual(
      [
        ...Object.keys(PAYLOAD),
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

describe('exportSections', () => {
  it.each(['en', 'ar'] as const)('lists four sections with every input, fee and result (%s)', (language) => {
    const simulation = { ...buildSimulationRecord(PAYLOAD), id: 'x', createdAt: '2026-01-02T03:04:05.000Z' };
    const sections = exportSections(simulation, language);
    expect(sections.map((s) => s.id)).toEqual(['basic', 'inputs', 'fees', 'results']);
    expect(sections.map((s) => s.rows.length)).toEqual([4, 4, 8, 12]);
    const labels = sections.flatMap((s) => s.rows.map((r) => r.label));
    expect(new Set(labels).size).toBe(labels.length);
    const roi = sections[3]!.rows.at(-1)!;
    expect(roi).toMatchObject({ kind: 'percent', value: simulation.roi });
  });
});

describe('exportFileName', () => {
  it.each([
    ['Express COD', 'Express-COD-2026-01-02.csv', 'Express-COD-2026-01-02.csv'],
    ['../../etc/passwd', 'etc-passwd-2026-01-02.csv', 'etc-passwd-2026-01-02.csv'],
    ['Café "Rapide"', 'Cafe-Rapide-2026-01-02.csv', 'Café-Rapide-2026-01-02.csv'],
    ['توصيل سريع', 'simulation-2026-01-02.csv', 'توصيل-سريع-2026-01-02.csv'],
    ['=HYPERLINK("x")', 'HYPERLINK-x-2026-01-02.csv', 'HYPERLINK-x-2026-01-02.csv'],
    // An astral (Adlam) letter straddling the 80-unit cut is dropped whole, never halved.
    [`${'a'.repeat(79)}𞤀𞤁`, `${'a'.repeat(79)}-2026-01-02.csv`, `${'a'.repeat(79)}-2026-01-02.csv`],
    [`${'a'.repeat(78)}𞤀𞤁`, `${'a'.repeat(78)}-2026-01-02.csv`, `${'a'.repeat(78)}𞤀-2026-01-02.csv`],
  ])('names %j safely', (name, ascii, unicode) => {
    expect(exportFileName(name, '2026-01-02T03:04:05.000Z', 'csv')).toEqual({ asciiName: ascii, unicodeName: unicode });
  });
});
