import { describe, expect, it } from 'vitest';
import { buildSimulationRecord } from '../simulation-record';
import { replanInputs } from './replan';

const base = {
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
};
const ACTUAL = { totalLeads: 120, adsCost: 4 / 3, confirmedRate: 40, deliveredRate: 63.5555, averageAOV: 39.456 };

describe('replanInputs', () => {
  it('fills in the real rates, cost per lead and order value, rounded as typed; keeps the plan, its leads and fees', () => {
    const record = { id: 'p1', ...buildSimulationRecord(base) };
    const inputs = replanInputs(record, ACTUAL);
    expect(inputs.planId).toBe('p1');
    expect(inputs.values).toEqual({ totalLeads: 300, adsCost: 1.33, productCost: 3.5, averageAOV: 39.46 });
    expect(inputs.fees).toMatchObject({ confirmedRate: 40, deliveredRate: 63.56, shippingReturned: 2.5, serviceFees: 4 });
  });

  it('gives amounts entered in local units back in local units (10 MAD a dollar)', () => {
    const record = buildSimulationRecord({ ...base, adsCost: 12, currencyRate: 10, localCurrencyInputs: ['adsCost'] });
    const inputs = replanInputs(record, ACTUAL);
    expect(inputs.values.adsCost).toBe(13.33);
    expect(inputs.values.averageAOV).toBe(39.46);
  });
});
