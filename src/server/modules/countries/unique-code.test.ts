import { describe, expect, it } from 'vitest';
import { createAdmin, signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

const { app, database } = await createTestApp();
const admin = await createAdmin(app, database.db);
const sellerA = await signUp(app);
const sellerB = await signUp(app);

const body = { name: 'Morocco', code: 'MA', currency: 'Moroccan Dirham (MAD)' };
const write = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
  app.inject({ method, url, headers: { cookie }, payload });
const TAKEN = {
  code: 'CONFLICT',
  message: expect.any(String),
  errors: [{ path: 'code', code: 'countryCodeTaken', message: expect.any(String) }],
};

describe('countries are unique per owner by ISO code', () => {
  it('answers 409 naming the code field when a seller adds a country they already have, in any letter case', async () => {
    expect((await write('POST', '/api/countries', sellerA.cookie, body)).statusCode).toBe(201);
    const again = await write('POST', '/api/countries', sellerA.cookie, { ...body, name: 'Morocco again', code: 'ma' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(TAKEN);
    const mine = (await app.inject({ url: '/api/countries', headers: { cookie: sellerA.cookie } })).json() as { code: string; isDefault: boolean }[];
    expect(mine.filter((row) => !row.isDefault && row.code === 'MA')).toHaveLength(1);
  });

  it('lets another seller, and the defaults, have the same code', async () => {
    expect((await write('POST', '/api/countries', sellerB.cookie, body)).statusCode).toBe(201);
    expect((await write('POST', '/api/admin/countries', admin.cookie, body)).statusCode).toBe(201);
    const twice = await write('POST', '/api/admin/countries', admin.cookie, { ...body, name: 'Maroc' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(TAKEN);
  });

  it('refuses an edit that takes another row’s code, and accepts one that keeps its own', async () => {
    const other = (await write('POST', '/api/countries', sellerA.cookie, { ...body, name: 'Libya', code: 'LY' })).json();
    const taking = await write('PATCH', `/api/countries/${other.id}`, sellerA.cookie, { code: 'MA' });
    expect(taking.statusCode).toBe(409);
    expect(taking.json()).toEqual(TAKEN);
    expect((await write('PATCH', `/api/countries/${other.id}`, sellerA.cookie, { ...body, name: 'Libya', code: 'LY' })).statusCode).toBe(200);
  });

  it('allows any number of countries without a code', async () => {
    for (const name of ['Nowhere', 'Elsewhere']) {
      expect((await write('POST', '/api/countries', sellerA.cookie, { ...body, name, code: '' })).statusCode).toBe(201);
    }
  });
});
