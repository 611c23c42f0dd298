import { describe, expect, it } from 'vitest';
import { planInputsOf } from '../../../domain/plans/plan-inputs';
import type { SimulationPayload } from '../../../domain/schemas';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

// A saved plan keeps the catalogue rows it was made with, so "Open in simulator" finds them by id (two rows may
// share a name); a save without them, like every record saved before them, keeps none and reopens by name.

const { app } = await createTestApp();

const SERVICE_ID = '0b5e3c1a-6a0b-4c55-8f5e-0d5f1b9a7c11';
const COUNTRY_ID = '7c2d9e4f-1b3a-4e6d-9a8b-2f4c6e8a0b22';

describe('the catalogue ids of a saved plan', () => {
  it('are stored and answered, and reopen the plan on them', async () => {
    const seller = await signUp(app);
    const payload: SimulationPayload = { ...PLAN_EXAMPLE, serviceId: SERVICE_ID, countryId: COUNTRY_ID };
    const saved = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ serviceId: SERVICE_ID, countryId: COUNTRY_ID });
    const read = await app.inject({
      method: 'GET',
      url: `/api/simulations/${saved.json<{ id: string }>().id}`,
      headers: { cookie: seller.cookie },
    });
    expect(planInputsOf(read.json())).toMatchObject({ serviceId: SERVICE_ID, countryId: COUNTRY_ID });
  });

  it('are null for a save that sends none', async () => {
    const seller = await signUp(app);
    const saved = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload: PLAN_EXAMPLE });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ serviceId: null, countryId: null });
    expect(planInputsOf(saved.json())).not.toHaveProperty('serviceId');
  });

  it('refuse an id that is no id, at its field', async () => {
    const seller = await signUp(app);
    const saved = await app.inject({
      method: 'POST',
      url: '/api/simulations',
      headers: { cookie: seller.cookie },
      payload: { ...PLAN_EXAMPLE, serviceId: 'express' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toContain('serviceId');
  });
});
