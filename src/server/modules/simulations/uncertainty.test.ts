import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { SIMULATION_PAYLOAD } from '../../test/test-simulation';

const { app } = await createTestApp();

const save = (cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie }, payload: payload as object });

describe('a plan with uncertain inputs', () => {
  it('keeps the observed counts and ranges it was saved with, and reopens with them', async () => {
    const seller = await signUp(app);
    const uncertainty = {
      deliveredRate: { kind: 'counts', successes: 40, trials: 70 },
      adsCost: { kind: 'range', low: 1.2, high: 1.9 },
    };
    const saved = await save(seller.cookie, { ...SIMULATION_PAYLOAD, uncertainty });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().uncertainty).toEqual(uncertainty);
    const reopened = await app.inject({ method: 'GET', url: `/api/simulations/${saved.json().id}`, headers: { cookie: seller.cookie } });
    expect(reopened.json().uncertainty).toEqual(uncertainty);
  });

  it.each([
    [{ deliveredRate: { kind: 'counts', successes: 71, trials: 70 } }, 'uncertainty.deliveredRate.successes'],
    [{ confirmedRate: { kind: 'range', low: 60, high: 40 } }, 'uncertainty.confirmedRate.low'],
    [{ adsCost: { kind: 'counts', successes: 1, trials: 2 } }, 'uncertainty.adsCost.kind'],
    [{ deliveredRate: { kind: 'counts', successes: 1, trials: 2, extra: true } }, 'uncertainty.deliveredRate'],
    [{ profit: { kind: 'range', low: 1, high: 2 } }, 'uncertainty'],
  ])('refuses %j at the field that is wrong, storing nothing', async (uncertainty, path) => {
    const seller = await signUp(app);
    const refused = await save(seller.cookie, { ...SIMULATION_PAYLOAD, uncertainty });
    expect(refused.statusCode).toBe(400);
    const paths = (refused.json().errors as { path: string }[]).map((error) => error.path);
    expect(paths.some((found) => found.startsWith(path))).toBe(true);
    const listed = await app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie: seller.cookie } });
    expect(listed.json()).toEqual([]);
  });
});
