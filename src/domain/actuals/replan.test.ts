import { describe, expect, it } from 'vitest';
import { planInputsOf } from '../plans/plan-inputs';
import { buildSimulationRecord } from '../simulation-record';
import { PLAN_EXAMPLE } from '../test-support/example-plans';
import { replanFields } from './replan';

const ACTUAL = { totalLeads: 120, adsCost: 4 / 3, confirmedRate: 40, deliveredRate: 63.5555, averageAOV: 39.456 };

describe('replanFields', () => {
  it('gives the real rates, cost per lead and order value, rounded as typed; the plan keeps its leads and fees', () => {
    const record = { id: 'p1', ...buildSimulationRecord(PLAN_EXAMPLE) };
    const fields = replanFields(record, ACTUAL);
    expect(fields).toEqual({ adsCost: 1.33, averageAOV: 39.46, confirmedRate: 40, deliveredRate: 63.56 });
    const inputs = planInputsOf({ ...record, ...fields });
    expect(inputs.planId).toBe('p1');
    expect(inputs.values).toEqual({ totalLeads: 300, adsCost: 1.33, productCost: 3.5, averageAOV: 39.46 });
    expect(inputs.fees).toMatchObject({ confirmedRate: 40, deliveredRate: 63.56, shippingReturned: 2.5, serviceFees: 4 });
  });

  it('gives amounts entered in local units back in local units (10 MAD a dollar)', () => {
    const record = buildSimulationRecord({ ...PLAN_EXAMPLE, adsCost: 12, currencyRate: 10, localCurrencyInputs: ['adsCost'] });
    expect(replanFields(record, ACTUAL)).toMatchObject({ adsCost: 13.33, averageAOV: 39.46 });
  });
});
