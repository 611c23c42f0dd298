import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries, feeStructures } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { insertCountry, insertFeeStructure, insertService } from '../../test/catalogue-factories';
import { createTestApp } from '../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const sellerA = await signUp(app);
const sellerB = await signUp(app);

const create = (cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/countries', headers: { cookie }, payload: payload as object });
const patch = (cookie: string, id: string, payload: unknown) =>
  app.inject({ method: 'PATCH', url: `/api/countries/${id}`, headers: { cookie }, payload: payload as object });
const remove = (cookie: string, id: string) => app.inject({ method: 'DELETE', url: `/api/countries/${id}`, headers: { cookie } });
const nameOf = async (id: string) => (await db.select().from(countries).where(eq(countries.id, id)))[0]?.name;

describe('countries as their owner', () => {
  it('creates a country with currency change 1 and status active by default, code upper-cased', async () => {
    const response = await create(sellerA.cookie, { name: 'Libya', code: 'ly', currency: 'Libyan Dinar (LYD)' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      ownerId: sellerA.user.id,
      isDefault: false,
      name: 'Libya',
      code: 'LY',
      currency: 'Libyan Dinar (LYD)',
      currencyCode: 'LYD',
      currencyChange: 1,
      taxRate: 0,
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: null,
    });
  });

  it('stores an empty code as no code', async () => {
    const response = await create(sellerA.cookie, { name: 'Nowhere', code: '', currency: 'Dollar', currencyChange: 1.5 });
    expect(response.json()).toMatchObject({ code: null, currencyChange: 1.5 });
  });

  it('updates with the full body of the original API', async () => {
    const created = (await create(sellerA.cookie, { name: 'Tanzania', code: 'TZ', currency: 'Shilling' })).json();
    const response = await patch(sellerA.cookie, created.id, {
      name: 'Tanzania',
      code: 'tz',
      currency: 'Tanzanian Shilling (TZS)',
      currencyChange: 2500.5,
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 'TZ', currency: 'Tanzanian Shilling (TZS)', currencyChange: 2500.5, status: 'inactive' });
  });

  it('deletes a country and every fee structure pointing at it', async () => {
    const created = (await create(sellerA.cookie, { name: 'Congo', code: 'CD', currency: 'Franc' })).json();
    const service = await insertService(db, null);
    const fees = [await insertFeeStructure(db, sellerA.user.id, created.id), await insertFeeStructure(db, sellerA.user.id, created.id, service.id)];
    expect((await remove(sellerA.cookie, created.id)).statusCode).toBe(204);
    expect(await nameOf(created.id)).toBeUndefined();
    for (const fee of fees) expect(await db.select().from(feeStructures).where(eq(feeStructures.id, fee.id))).toEqual([]);
  });
});

describe('country ownership', () => {
  it('answers 403 for a default and 404 for another seller’s, leaving both untouched', async () => {
    const fallback = await insertCountry(db, null, 'Default land');
    const theirs = await insertCountry(db, sellerB.user.id, 'B land');
    const defaultEdit = await patch(sellerA.cookie, fallback.id, { name: 'Taken' });
    expect(defaultEdit.statusCode).toBe(403);
    expect(defaultEdit.json().code).toBe('DEFAULT_READ_ONLY');
    expect((await remove(sellerA.cookie, fallback.id)).statusCode).toBe(403);
    const otherEdit = await patch(sellerA.cookie, theirs.id, { name: 'Taken' });
    expect(otherEdit.statusCode).toBe(404);
    expect(otherEdit.json()).toEqual((await patch(sellerA.cookie, crypto.randomUUID(), { name: 'x' })).json());
    expect((await remove(sellerA.cookie, theirs.id)).statusCode).toBe(404);
    expect(await nameOf(fallback.id)).toBe('Default land');
    expect(await nameOf(theirs.id)).toBe('B land');
  });
});

describe('country validation', () => {
  const valid = { name: 'Morocco', code: 'MA', currency: 'Dirham', currencyChange: 10, status: 'active' };
  it.each([
    ['a missing name', { ...valid, name: undefined }],
    ['a blank name', { ...valid, name: ' ' }],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }],
    ['a three-letter code', { ...valid, code: 'MAR' }],
    ['a code with digits', { ...valid, code: 'M1' }],
    ['a missing currency', { ...valid, currency: undefined }],
    ['a blank currency', { ...valid, currency: '' }],
    ['a currency over 60 characters', { ...valid, currency: 'c'.repeat(61) }],
    ['a zero currency change', { ...valid, currencyChange: 0 }],
    ['a negative currency change', { ...valid, currencyChange: -1 }],
    ['a currency change as text', { ...valid, currencyChange: '3.75' }],
    ['a null currency change (NaN serialised)', { ...valid, currencyChange: null }],
    ['an unknown status', { ...valid, status: 'paused' }],
    ['an unknown field', { ...valid, ownerId: sellerA.user.id }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await create(sellerA.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: expect.any(Array) });
  });
});
