import { describe, expect, it } from 'vitest';
import { NO_ADVANCED_COSTS } from '../model/advanced-costs';
import { FEE_KEYS } from '../fees';
import { buildSimulationRecord } from '../simulation-record';
import { PLAN_EXAMPLE } from '../test-support/example-plans';
import { planInputsOf } from './plan-inputs';

const saved = (payload = {}) => ({
  id: '5b0c3a4e-6f57-4a51-9d2c-3c3b0f0a9e11',
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
  ...buildSimulationRecord({ ...PLAN_EXAMPLE, name: 'Base', productName: 'Oil', note: 'n', ...payload }),
});
const record = saved();

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
      advanced: NO_ADVANCED_COSTS,
      localCurrencyInputs: [],
      currencyRate: null,
      // A record saved without uncertain inputs takes every input as known.
      uncertainty: {},
    });
  });

  it('leaves the plan out when the inputs are copied (a shared plan is not the viewer’s to update)', () => {
    expect(planInputsOf(record, { keepId: false })).not.toHaveProperty('planId');
  });

  it('gives back which amounts were typed in the country’s currency, as typed, and the rate', () => {
    // 80 MAD of product and 299 MAD of order value at 10.5 MAD a dollar; ads and the shipping fee in dollars.
    const local = saved({ productCost: 80, averageAOV: 299, shippingDelivered: 35, currencyRate: 10.5, localCurrencyInputs: ['productCost', 'averageAOV', 'shippingDelivered'] });
    const inputs = planInputsOf(local);
    expect(inputs.values).toEqual({ totalLeads: 300, adsCost: 1.2, productCost: 80, averageAOV: 299 });
    expect(inputs.fees.shippingDelivered).toBe(35);
    expect(inputs.localCurrencyInputs).toEqual(['productCost', 'averageAOV', 'shippingDelivered']);
    expect(inputs.currencyRate).toBe(10.5);
  });

  it('keeps the rate of a plan whose amounts were all in dollars (the override the seller typed)', () => {
    expect(planInputsOf(saved({ currencyRate: 9.8 }))).toMatchObject({ currencyRate: 9.8, localCurrencyInputs: [] });
  });

  it('brings the advanced cost lines back as typed, an amount typed in local units with its currency', () => {
    // Packaging 20 MAD stays 20 in MAD (the simulator types it in MAD again); the upsell's $3 stays; rates are percents.
    const inputs = planInputsOf(
      saved({ packagingPerOrder: 20, upsellRate: 10, upsellRevenue: 3, taxRate: 20, currencyRate: 10, localCurrencyInputs: ['packagingPerOrder', 'adsCost'] }),
    );
    expect(inputs.advanced).toEqual({ ...NO_ADVANCED_COSTS, packagingPerOrder: 20, upsellRate: 10, upsellRevenue: 3, taxRate: 20 });
    expect(inputs.localCurrencyInputs).toEqual(['packagingPerOrder', 'adsCost']);
  });

  it('carries the catalogue ids of a record that has them, and none for a record that kept only names', () => {
    expect(planInputsOf({ ...record, serviceId: 'service-1', countryId: 'country-1' })).toMatchObject({ serviceId: 'service-1', countryId: 'country-1' });
    const byName = planInputsOf({ ...record, serviceId: null });
    expect(byName).not.toHaveProperty('serviceId');
    expect(byName).not.toHaveProperty('countryId');
  });

  it('reads a record from before currencies and advanced costs as dollars with every line off', () => {
    const { currencyRate: _r, localCurrencyInputs: _l, packagingPerOrder: _p, ...old } = record;
    expect(planInputsOf(old)).toMatchObject({ localCurrencyInputs: [], currencyRate: null, advanced: NO_ADVANCED_COSTS });
  });

  it('reads amounts as dollars when the record lists local ones but has no usable rate', () => {
    expect(planInputsOf({ ...record, currencyRate: null, localCurrencyInputs: ['adsCost'] })).toMatchObject({ localCurrencyInputs: [], currencyRate: null });
  });
});
