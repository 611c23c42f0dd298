import { describe, expect, it } from 'vitest';
import { simulate } from '../../../domain/model/simulate';
import type { SimulationPayload } from '../../../domain/schemas';
import { RECORDED_MONEY_KEYS, RECORDED_RESULT_KEYS, recordInput } from '../../../domain/simulation-record';
import { SPEC_EXAMPLE } from '../../../domain/test-support/example-plans';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

// The API promises cents: no answer about saved plans carries the binary tail of floating-point arithmetic
// (55.00000000000001 for 5.5 × 10). Plans with fractional figures are saved, read, listed, edited, copied and
// compared, and every number of every answer is checked.
const { app } = await createTestApp();
const seller = await signUp(app);
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: seller.cookie }, ...(payload ? { payload } : {}) });

const PLANS: SimulationPayload[] = [
  // Revenue 15 delivered × 5.5 × 10 MAD a dollar… typed in dirhams: 55 MAD is $5.5 at 10.
  { ...SPEC_EXAMPLE, averageAOV: 55, currencyRate: 10, localCurrencyInputs: ['averageAOV'], productCost: 1.1, adsCost: 0.3 },
  { ...SPEC_EXAMPLE, totalLeads: 111, confirmedRate: 33.3, deliveredRate: 61.7, averageAOV: 29.9, serviceFees: 4.5, orderFees: 0.1, shippingDelivered: 0.7 },
  { ...SPEC_EXAMPLE, totalLeads: 37, adsCost: 0.7, productCost: 2.35, averageAOV: 19.99, taxRate: 14, feeVatRate: 20, packagingPerOrder: 0.45, upsellRate: 12.5, upsellRevenue: 3.3 },
];

/** Every number in a JSON value, with its path. */
function numbersIn(value: unknown, path = ''): [string, number][] {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => numbersIn(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => numbersIn(item, path ? `${path}.${key}` : key));
  return [];
}

const hasBinaryTail = (n: number) => Number(n.toPrecision(12)) !== n;
const moreThanCents = (n: number) => !/^-?\d+(\.\d{1,2})?$/.test(String(n));

describe('the answers about saved plans', () => {
  it('compute figures with binary tails (so the check below can fail)', () => {
    const raw = PLANS.flatMap((plan) => RECORDED_RESULT_KEYS.map((key) => simulate(recordInput(plan))[key]));
    expect(raw.some(hasBinaryTail)).toBe(true);
  });

  it('carry no binary tail in any number, and dollars in whole cents', async () => {
    const answers: unknown[] = [];
    const ids: string[] = [];
    for (const plan of PLANS) {
      const saved = await call('POST', '/api/simulations', plan);
      expect(saved.statusCode, saved.body).toBe(201);
      ids.push(saved.json().id);
      answers.push(saved.json());
    }
    const edited = await call('PUT', `/api/simulations/${ids[0]}`, { ...PLANS[0], adsCost: 0.35, productCost: 1.15 });
    expect(edited.statusCode, edited.body).toBe(200);
    const renamed = await call('PATCH', `/api/simulations/${ids[1]}`, { name: 'Renamed' });
    const copied = await call('POST', `/api/simulations/${ids[2]}/copy`, {});
    answers.push(edited.json(), renamed.json(), copied.json());
    for (const id of ids) answers.push((await call('GET', `/api/simulations/${id}`)).json());
    answers.push((await call('GET', '/api/simulations')).json());
    for (const language of ['en', 'ar', 'fr']) {
      const compared = await call('GET', `/api/simulations/compare?ids=${ids.join(',')}&lang=${language}`);
      expect(compared.statusCode, compared.body).toBe(200);
      answers.push(compared.json());
    }

    const numbers = answers.flatMap((answer) => numbersIn(answer));
    expect(numbers.length).toBeGreaterThan(500);
    expect(numbers.filter(([, n]) => hasBinaryTail(n))).toEqual([]);
    const money = new Set<string>(RECORDED_MONEY_KEYS);
    const dollars = numbers.filter(([path]) => money.has(path.split('.').at(-1)!));
    expect(dollars.length).toBeGreaterThan(50);
    expect(dollars.filter(([, n]) => moreThanCents(n))).toEqual([]);
  });
});
