import { describe, expect, it } from 'vitest';
import { FEE_KEYS } from '../fees';
import { buildSimulationRecord } from '../simulation-record';
import { planInputsOf } from './plan-inputs';

const record = {
  id: '5b0c3a4e-6f57-4a51-9d2c-3c3b0f0a9e11',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...buildSimulationRecord({
    name: 'Base',
    productName: 'Oil',
    note: 'n',
    serviceName: 'Express COD',
    countryName: 'Morocco',
    countryCurrency: 'MAD',
    totalLeads: 300,
    adsCost: 1.2,
    productCost: 3.5,
    averageAOV: 41,
    confirmedRate: 42,
    deliveredRate: 61,
    orderFees: 0.5,
    confirmedLead: 1,
    deliveredLead: 0.8,
    shippingDelivered: 4,
    shippingReturned: 2.5,
    serviceFees: 4,
  }),
};

describe('planInputsOf', () => {
  it('carries every input and every fee of the record, and the plan it came from', () => {
    const inputs = planInputsOf(record);
    expect(inputs).toEqual({
      planId: record.id,
      name: 'Base',
      productName: 'Oil',
      note: 'n',
      serviceName: 'Express COD',
      countryName: 'Morocco',
      values: { totalLeads: 300, adsCost: 1.2, productCost: 3.5, averageAOV: 41 },
      fees: Object.fromEntries(FEE_KEYS.map((key) => [key, record[key]])),
    });
  });

  it('leaves the plan out when the inputs are copied (a shared plan is not the viewer’s to update)', () => {
    expect(planInputsOf(record, { keepId: false })).not.toHaveProperty('planId');
  });
});
