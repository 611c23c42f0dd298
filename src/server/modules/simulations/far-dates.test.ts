import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

// A date filter far in the future is refused as input, never a 500 from date arithmetic past year 9999.
const { app } = await createTestApp();

describe('history date filters far from today', () => {
  it.each(['to=9999-12-31', 'from=9999-12-31', 'to=3000-01-01'])('answers %s with 400 and the error body', async (query) => {
    const seller = await signUp(app);
    const answer = await app.inject({ method: 'GET', url: `/api/simulations?${query}`, headers: { cookie: seller.cookie } });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: query.split('=')[0] }] });
  });

  it('answers the last day it takes with a page', async () => {
    const seller = await signUp(app);
    const answer = await app.inject({ method: 'GET', url: '/api/simulations?from=2000-01-01&to=2999-12-31', headers: { cookie: seller.cookie } });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
