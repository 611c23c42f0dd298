import { describe, expect, it } from 'vitest';
import { simulate } from '../../../domain/model/simulate';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// A saved simulation has a name, product and note; it can be reopened, updated,
// renamed, copied and deleted, only by its owner.
const { app } = await createTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (seller: SignedIn | null, method: Method, url: string, payload?: unknown) =>
  app.inject({ method, url, headers: seller ? { cookie: seller.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function saved(seller: SignedIn, extra: object = {}) {
  const response = await call(seller, 'POST', '/api/simulations', { ...PLAN_EXAMPLE, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('naming a saved simulation', () => {
  it('gives a save without a name the default "service · country · date", and keeps a given one', async () => {
    const seller = await signUp(app);
    const unnamed = await saved(seller);
    expect(unnamed.name).toBe(`Express COD · Morocco · ${unnamed.createdAt.slice(0, 10)}`);
    const product = await saved(seller, { productName: 'Argan oil 50 ml' });
    expect(product.name).toBe('Argan oil 50 ml');
    const named = await saved(seller, { name: '  Ramadan push ', note: 'first test' });
    expect(named).toMatchObject({ name: 'Ramadan push', note: 'first test', productName: '' });
  });

  it.each([
    ['fr', 'Partenaire COD (exemple) · Maroc (exemple)'],
    ['ar', 'شريك الدفع عند الاستلام (نموذج) · المغرب (نموذج)'],
    ['en', 'Sample COD Partner · Morocco (sample)'],
  ])('names an unnamed save in the language it was saved in (%s), the snapshot’s names kept as stored', async (language, shown) => {
    const seller = await signUp(app);
    const sample = { serviceName: 'Sample COD Partner', countryName: 'Morocco (sample)', countryCode: 'MA' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/simulations',
      headers: { cookie: `${seller.cookie}; language=${language}` },
      payload: { ...PLAN_EXAMPLE, ...sample },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ ...sample, name: `${shown} · ${response.json().createdAt.slice(0, 10)}` });
  });

  it('names an unnamed save by the browser’s language when no choice is remembered', async () => {
    const seller = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/simulations',
      headers: { cookie: seller.cookie, 'accept-language': 'fr-MA,fr;q=0.9,en;q=0.5' },
      payload: { ...PLAN_EXAMPLE, countryName: 'Morocco', countryCode: 'MA' },
    });
    expect(response.json().name).toBe(`Express COD · Maroc · ${response.json().createdAt.slice(0, 10)}`);
  });

  it('renames, sets the product and the note, and keeps every input as saved', async () => {
    const seller = await signUp(app);
    const plan = await saved(seller);
    const renamed = await call(seller, 'PATCH', `/api/simulations/${plan.id}`, { name: 'Tangier test', productName: 'Oil', note: 'حملة رمضان' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...plan, name: 'Tangier test', productName: 'Oil', note: 'حملة رمضان', updatedAt: expect.any(String) });
    expect(Date.parse(renamed.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(plan.updatedAt));
    const reread = await call(seller, 'GET', `/api/simulations/${plan.id}`);
    expect(reread.json()).toEqual(renamed.json());
    const listed = await call(seller, 'GET', '/api/simulations');
    expect(listed.json()[0].name).toBe('Tangier test');
  });
});

describe('reopening and saving again', () => {
  it('reads every input back, then "update" replaces the inputs and recomputes the results', async () => {
    const seller = await signUp(app);
    const plan = await saved(seller, { name: 'Base', productName: 'Oil' });
    const opened = await call(seller, 'GET', `/api/simulations/${plan.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual(plan);

    const changed = { ...PLAN_EXAMPLE, adsCost: 2, deliveredRate: 50, name: 'Base', productName: 'Oil', profit: 1e9 };
    const updated = await call(seller, 'PUT', `/api/simulations/${plan.id}`, changed);
    expect(updated.statusCode, updated.body).toBe(200);
    const expected = simulate({ ...PLAN_EXAMPLE, adsCost: 2, deliveredRate: 50 });
    // Kept to the cent, and ROI to 12 significant digits.
    expect(updated.json()).toMatchObject({
      id: plan.id,
      createdAt: plan.createdAt,
      adsCost: 2,
      deliveredRate: 50,
      profit: expect.closeTo(expected.profit, 2),
      roi: expect.closeTo(expected.roi, 8),
    });
    expect((await call(seller, 'GET', '/api/simulations')).json()).toHaveLength(1);
  });

  it('"save a copy" of a reopened plan and "duplicate" leave the original as it was', async () => {
    const seller = await signUp(app);
    const plan = await saved(seller, { name: 'Base' });
    const copy = await call(seller, 'POST', `/api/simulations/${plan.id}/copy`, { name: 'Base (copy)' });
    expect(copy.statusCode, copy.body).toBe(201);
    const { id: _a, createdAt: _b, updatedAt: _c, name: _d, ...inputs } = plan;
    expect(copy.json()).toMatchObject({ ...inputs, name: 'Base (copy)' });
    expect(copy.json().id).not.toBe(plan.id);
    const sameName = await call(seller, 'POST', `/api/simulations/${plan.id}/copy`, {});
    expect(sameName.json().name).toBe('Base');
    expect((await call(seller, 'GET', `/api/simulations/${plan.id}`)).json()).toEqual(plan);
    expect((await call(seller, 'GET', '/api/simulations')).headers['x-total-count']).toBe('3');

    expect((await call(seller, 'DELETE', `/api/simulations/${copy.json().id}`)).statusCode).toBe(204);
    expect((await call(seller, 'GET', `/api/simulations/${copy.json().id}`)).statusCode).toBe(404);
  });
});

describe("another seller's simulation (IDOR)", () => {
  it('is "not found" for every plan route, and stays untouched', async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    const plan = await saved(owner, { name: 'Mine' });
    const attempts: [Method, string, unknown][] = [
      ['GET', `/api/simulations/${plan.id}`, undefined],
      ['PUT', `/api/simulations/${plan.id}`, { ...PLAN_EXAMPLE, adsCost: 9 }],
      ['PATCH', `/api/simulations/${plan.id}`, { name: 'Stolen' }],
      ['POST', `/api/simulations/${plan.id}/copy`, {}],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(other, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Simulation not found', code: 'NOT_FOUND' });
    }
    expect((await call(owner, 'GET', `/api/simulations/${plan.id}`)).json()).toEqual(plan);
    expect((await call(other, 'GET', '/api/simulations')).json()).toEqual([]);
  });

  it('refuses guests with 401', async () => {
    const owner = await signUp(app);
    const plan = await saved(owner);
    for (const [method, url] of [
      ['GET', `/api/simulations/${plan.id}`],
      ['PUT', `/api/simulations/${plan.id}`],
      ['PATCH', `/api/simulations/${plan.id}`],
      ['POST', `/api/simulations/${plan.id}/copy`],
    ] as const) {
      expect((await call(null, method, url, { name: 'x' })).statusCode).toBe(401);
    }
  });
});

describe('hostile details', () => {
  it.each<[string, unknown]>([
    ['an empty body', {}],
    ['a blank name', { name: '   ' }],
    ['a name too long', { name: 'n'.repeat(121) }],
    ['a note too long', { note: 'n'.repeat(1001) }],
    ['a number as name', { name: 5 }],
    ['a NUL in the name', { name: 'a\u0000b' }],
    ['a lone surrogate in the note', { note: 'a\ud800b' }],
    ['an input field', { adsCost: 3 }],
    ['an owner', { userId: '00000000-0000-4000-8000-000000000000' }],
    ['an array', [{ name: 'x' }]],
  ])('a rename with %s is refused (400) and changes nothing', async (_case, body) => {
    const seller = await signUp(app);
    const plan = await saved(seller);
    const response = await call(seller, 'PATCH', `/api/simulations/${plan.id}`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect((await call(seller, 'GET', `/api/simulations/${plan.id}`)).json()).toEqual(plan);
  });

  it('refuses an update with negative inputs or an id, and a copy with a blank name', async () => {
    const seller = await signUp(app);
    const plan = await saved(seller);
    for (const body of [{ ...PLAN_EXAMPLE, adsCost: -1 }, { ...PLAN_EXAMPLE, id: plan.id }, { ...PLAN_EXAMPLE, createdAt: plan.createdAt }]) {
      expect((await call(seller, 'PUT', `/api/simulations/${plan.id}`, body)).statusCode).toBe(400);
    }
    expect((await call(seller, 'POST', `/api/simulations/${plan.id}/copy`, { name: ' ' })).statusCode).toBe(400);
    expect((await call(seller, 'GET', '/api/simulations/not-a-uuid')).statusCode).toBe(400);
    expect((await call(seller, 'GET', `/api/simulations/${plan.id}`)).json()).toEqual(plan);
  });
});
