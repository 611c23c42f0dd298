import { describe, expect, it } from 'vitest';
import { simulationInputSchema, type SimulationPayload } from './schemas';

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

describe('simulationInputSchema totalLeads', () => {
  it.each([0, 1, 250, 1_000_000_000])('accepts %s leads', (totalLeads) => {
    expect(simulationInputSchema.safeParse({ ...PAYLOAD, totalLeads }).success).toBe(true);
  });

  it.each([0.5, 99.9, 1e-7, -1, -0.5, 1_000_000_001, Number.POSITIVE_INFINITY, Number.NaN])(
    'refuses %s leads, naming the field',
    (totalLeads) => {
      const result = simulationInputSchema.safeParse({ ...PAYLOAD, totalLeads });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path)).toEqual([['totalLeads']]);
    },
  );

  it('keeps fractional amounts valid where they are money (ads cost per lead)', () => {
    expect(simulationInputSchema.safeParse({ ...PAYLOAD, adsCost: 0.5 }).success).toBe(true);
  });
});
