import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries } from '../../db/schema';
import { createAdmin, signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

// Decision 0028: a country's tax rate and currency rate, written by whoever owns the row, with the same
// rules as every catalogue write (the admin's defaults, a seller's own rows).
const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAdmin(app, db);
const sellerA = await signUp(app);
const sellerB = await signUp(app);

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const stored = async (id: string) =>
  (await db.select({ taxRate: countries.taxRate, currencyChange: countries.currencyChange }).from(countries).where(eq(countries.id, id)))[0];
const listed = async (cookie: string | undefined, id: string) =>
  ((await call('GET', '/api/countries', cookie)).json() as { id: string; taxRate: number; currencyChange: number }[]).find((row) => row.id === id);

const morocco = { name: 'Morocco', code: 'MA', currency: 'Moroccan Dirham (MAD)', currencyChange: 10, status: 'active' };

describe('a default country carries a tax rate and a currency rate', () => {
  it('the admin creates and edits them; every reader sees them; a country without one has 0 %', async () => {
    const created = await call('POST', '/api/admin/countries', admin.cookie, { ...morocco, taxRate: 20 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(await stored(id)).toEqual({ taxRate: 20, currencyChange: 10 });

    const edited = await call('PATCH', `/api/admin/countries/${id}`, admin.cookie, { taxRate: 7.5, currencyChange: 10.8 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ taxRate: 7.5, currencyChange: 10.8 });
    expect(await listed(undefined, id)).toMatchObject({ taxRate: 7.5, currencyChange: 10.8 });
    expect(await listed(sellerA.cookie, id)).toMatchObject({ taxRate: 7.5, currencyChange: 10.8 });

    const plain = await call('POST', '/api/admin/countries', admin.cookie, { name: 'Oman', code: 'OM', currency: 'Omani Rial (OMR)' });
    expect(plain.json()).toMatchObject({ taxRate: 0, currencyChange: 1 });
  });
});

describe('access: the same ownership rules as fees', () => {
  it("a seller cannot change a default's tax rate (403) and another seller's own row is hidden (404); nothing is written", async () => {
    const fallback = (await call('POST', '/api/admin/countries', admin.cookie, { ...morocco, name: 'Egypt', code: 'EG', taxRate: 14 })).json();
    const refused = await call('PATCH', `/api/countries/${fallback.id}`, sellerA.cookie, { taxRate: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DEFAULT_READ_ONLY');
    const guest = await call('PATCH', `/api/countries/${fallback.id}`, undefined, { taxRate: 0 });
    expect(guest.statusCode).toBe(401);
    const sideways = await call('PATCH', `/api/admin/countries/${fallback.id}`, sellerA.cookie, { taxRate: 0 });
    expect(sideways.statusCode).toBe(403);
    expect(await stored(fallback.id)).toEqual({ taxRate: 14, currencyChange: 10 });

    // The seller's own Egypt (same ISO code: it overrides the default's figures in their simulator).
    const own = await call('POST', '/api/countries', sellerA.cookie, { ...morocco, name: 'Egypt', code: 'EG', taxRate: 5, currencyChange: 49.5 });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ ownerId: sellerA.user.id, isDefault: false, taxRate: 5, currencyChange: 49.5 });
    const ownId = own.json().id as string;
    expect((await call('PATCH', `/api/countries/${ownId}`, sellerA.cookie, { taxRate: 6 })).json()).toMatchObject({ taxRate: 6 });

    expect(await listed(sellerB.cookie, ownId)).toBeUndefined();
    expect(await listed(undefined, ownId)).toBeUndefined();
    expect((await call('PATCH', `/api/countries/${ownId}`, sellerB.cookie, { taxRate: 99 })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/admin/countries/${ownId}`, admin.cookie, { taxRate: 99 })).statusCode).toBe(404);
    expect(await stored(ownId)).toEqual({ taxRate: 6, currencyChange: 49.5 });
    // The default is untouched by the seller's own row.
    expect(await listed(sellerB.cookie, fallback.id)).toMatchObject({ taxRate: 14, currencyChange: 10 });
  });
});

describe('hostile tax rates and rates are refused at their field, nothing written', () => {
  const cases: [string, unknown, string, string][] = [
    ['a negative tax rate', { taxRate: -1 }, 'taxRate', 'tooSmall'],
    ['a tax rate above 100 %', { taxRate: 100.01 }, 'taxRate', 'tooBig'],
    ['a tax rate as text', { taxRate: '20' }, 'taxRate', 'notNumber'],
    ['a null tax rate', { taxRate: null }, 'taxRate', 'notNumber'],
    ['a tax rate as a list', { taxRate: [20] }, 'taxRate', 'notNumber'],
    ['a zero currency rate', { currencyChange: 0 }, 'currencyChange', 'notAbove'],
    ['a currency rate beyond a billion', { currencyChange: 1e10 }, 'currencyChange', 'tooBig'],
  ];
  it.each(cases)('%s', async (_name, body, path, code) => {
    const id = (await call('POST', '/api/countries', sellerA.cookie, { ...morocco, name: `Hostile ${crypto.randomUUID()}`, code: null, taxRate: 3 })).json().id as string;
    for (const [method, url, cookie] of [
      ['PATCH', `/api/countries/${id}`, sellerA.cookie],
      ['POST', '/api/countries', sellerA.cookie],
      ['POST', '/api/admin/countries', admin.cookie],
    ] as const) {
      const response = await call(method, url, cookie, method === 'POST' ? { ...morocco, code: null, ...(body as object) } : body);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ path, code }));
    }
    expect(await stored(id)).toEqual({ taxRate: 3, currencyChange: 10 });
  });

  it('an infinite tax rate (1e999 in the JSON text) is refused', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/countries',
      headers: { cookie: sellerA.cookie, 'content-type': 'application/json' },
      payload: '{"name":"Infinite","currency":"Dinar","taxRate":1e999}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: 'taxRate' }));
  });
});
