import { describe, expect, it } from 'vitest';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';
import { FEE_KEYS } from '../../../domain/fees';
import { RECORDED_RESULT_KEYS } from '../../../domain/simulation-record';

// What a share link gives away, the owner's one list of live links, and the limits on reading and making them.
const { app } = await createTestApp({ shareLimits: { readsPerMinute: 5, linksPerHour: 4 } });

const call = (seller: SignedIn | null, method: 'GET' | 'POST' | 'DELETE', url: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method, url, remoteAddress, headers: seller ? { cookie: seller.cookie } : {} });

async function plan(seller: SignedIn, name: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload: { ...PLAN_EXAMPLE, name, note: 'supplier owes me 300' } });
  return response.json().id;
}
const share = async (seller: SignedIn, id: string) => (await call(seller, 'POST', `/api/simulations/${id}/shares`)).json() as { id: string; token: string };

describe('what a share link shows', () => {
  it('answers exactly the fields the shared page and “Copy to my simulator” use: no note, id or dates', async () => {
    const owner = await signUp(app);
    const { token } = await share(owner, await plan(owner, 'Argan, December'));
    const answer = await call(null, 'GET', `/api/shared/${token}`, '203.0.113.1');
    expect(answer.statusCode).toBe(200);
    const expected = [
      'serviceName', 'countryName', 'countryCode', 'countryCurrency', 'countryCurrencyCode', 'name', 'productName',
      'totalLeads', 'adsCost', 'productCost', 'averageAOV',
      ...FEE_KEYS,
      'upsellRate', 'upsellRevenue', 'upsellProductCost', 'lostOnReturnsRate', 'packagingPerOrder', 'taxRate', 'feeVatRate',
      'customerDeliveryFee', 'fixedCostsPerMonth', 'leadsPerMonth', 'payoutDelayDays',
      'currencyRate', 'localCurrencyInputs', 'uncertainty',
      ...RECORDED_RESULT_KEYS,
    ];
    expect(Object.keys(answer.json().simulation).sort()).toEqual([...new Set(expected)].sort());
    expect(answer.body).not.toContain('supplier owes me');
  });
});

describe('the owner’s live links', () => {
  it('lists every live link of all the owner’s plans with the plan’s name, and revokes them all at once', async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const [first, second] = [await plan(owner, 'First plan'), await plan(owner, 'Second plan')];
    const links = [await share(owner, first), await share(owner, second), await share(owner, second)];
    const othersLink = await share(other, await plan(other, 'Not yours'));

    const listed = await call(owner, 'GET', '/api/shares');
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(listed.json().map((link: { id: string; planName: string }) => [link.id, link.planName]).sort()).toEqual(
      [[links[0]!.id, 'First plan'], [links[1]!.id, 'Second plan'], [links[2]!.id, 'Second plan']].sort(),
    );
    expect(listed.body).not.toContain(links[0]!.token);

    const revoked = await call(owner, 'DELETE', '/api/shares');
    expect(revoked.json()).toEqual({ revoked: 3 });
    expect((await call(owner, 'GET', '/api/shares')).json()).toEqual([]);
    for (const link of links) expect((await call(null, 'GET', `/api/shared/${link.token}`, '203.0.113.2')).statusCode).toBe(404);
    // Another seller's link lives on.
    expect((await call(other, 'GET', '/api/shares')).json()).toHaveLength(1);
    expect((await call(null, 'GET', `/api/shared/${othersLink.token}`, '203.0.113.3')).statusCode).toBe(200);
  });

  it('lets only a signed-in seller list or revoke links', async () => {
    expect((await call(null, 'GET', '/api/shares')).statusCode).toBe(401);
    expect((await call(null, 'DELETE', '/api/shares')).statusCode).toBe(401);
  });
});

describe('limits', () => {
  it('answers 429 with the error body and Retry-After past the reads one address may make per minute', async () => {
    const owner = await signUp(app);
    const { token } = await share(owner, await plan(owner, 'Read a lot'));
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call(null, 'GET', `/api/shared/${token}`, '198.51.100.7'));
    // Another address reads on.
    expect((await call(null, 'GET', `/api/shared/${token}`, '198.51.100.8')).statusCode).toBe(200);
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.statusCode).toBe(429);
    expect(answers[5]!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(answers[5]!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 past the links one seller may create per hour; another seller is not held back', async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const id = await plan(owner, 'Many links');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call(owner, 'POST', `/api/simulations/${id}/shares`)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 429]);
    expect((await call(other, 'POST', `/api/simulations/${await plan(other, 'Mine')}/shares`)).statusCode).toBe(201);
  });
});
