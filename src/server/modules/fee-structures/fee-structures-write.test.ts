import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../../../domain/fees';
import { feeStructures } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { insertCountry, insertFeeStructure, insertService } from '../../test/catalogue-factories';
import { createTestApp } from '../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const sellerA = await signUp(app);
const sellerB = await signUp(app);

const save = (cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/fee-structures', headers: { cookie }, payload: payload as object });
const remove = (cookie: string, id: string) => app.inject({ method: 'DELETE', url: `/api/fee-structures/${id}`, headers: { cookie } });
const rowOf = async (id: string) => (await db.select().from(feeStructures).where(eq(feeStructures.id, id)))[0];
const fees = { ...DEFAULT_FEES, orderFees: 0.5, shippingDelivered: 4.25 };

describe('POST /api/fee-structures (upsert)', () => {
  it('creates the caller’s fee structure (201), then replaces it for the same country and service (200)', async () => {
    const country = await insertCountry(db, null);
    const service = await insertService(db, null);
    const first = await save(sellerA.cookie, { ...fees, countryId: country.id, serviceId: service.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      ...fees,
      id: expect.any(String),
      ownerId: sellerA.user.id,
      isDefault: false,
      countryId: country.id,
      serviceId: service.id,
      createdAt: expect.any(String),
      updatedAt: null,
    });
    const second = await save(sellerA.cookie, { ...fees, confirmedRate: 40, countryId: country.id, serviceId: service.id });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ id: first.json().id, confirmedRate: 40, updatedAt: expect.any(String) });
  });

  it('keeps one row per (country, no service) too: null service is a key value, not a wildcard', async () => {
    const country = await insertCountry(db, null);
    const a = await save(sellerA.cookie, { ...fees, countryId: country.id, serviceId: null });
    const b = await save(sellerA.cookie, { ...fees, deliveredRate: 70, countryId: country.id });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toMatchObject({ id: a.json().id, deliveredRate: 70, serviceId: null });
  });

  it('saving over a default makes a personal override and leaves the default as it was', async () => {
    const country = await insertCountry(db, null);
    const fallback = await insertFeeStructure(db, null, country.id);
    const response = await save(sellerA.cookie, { ...fees, confirmedRate: 50, countryId: country.id, serviceId: null });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe(fallback.id);
    expect((await rowOf(fallback.id))?.confirmedRate).toBe(DEFAULT_FEES.confirmedRate);
    const resolved = await app.inject({ method: 'GET', url: `/api/fee-structures/country/${country.id}`, headers: { cookie: sellerA.cookie } });
    expect(resolved.json()).toMatchObject({ source: 'own-country', confirmedRate: 50 });
    const forB = await app.inject({ method: 'GET', url: `/api/fee-structures/country/${country.id}`, headers: { cookie: sellerB.cookie } });
    expect(forB.json()).toMatchObject({ source: 'default-country', confirmedRate: DEFAULT_FEES.confirmedRate });
  });

  it('two sellers each get their own row for the same key', async () => {
    const country = await insertCountry(db, null);
    const a = await save(sellerA.cookie, { ...fees, countryId: country.id });
    const b = await save(sellerB.cookie, { ...fees, countryId: country.id });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
  });

  it('may reference the caller’s own country and service', async () => {
    const country = await insertCountry(db, sellerA.user.id);
    const service = await insertService(db, sellerA.user.id);
    expect((await save(sellerA.cookie, { ...fees, countryId: country.id, serviceId: service.id })).statusCode).toBe(201);
  });

  it('answers 404 for another seller’s or a missing country or service', async () => {
    const theirCountry = await insertCountry(db, sellerB.user.id);
    const theirService = await insertService(db, sellerB.user.id);
    const fallback = await insertCountry(db, null);
    const missingCountry = await save(sellerA.cookie, { ...fees, countryId: theirCountry.id });
    expect(missingCountry.statusCode).toBe(404);
    expect(missingCountry.json().message).toBe('Country not found');
    expect((await save(sellerA.cookie, { ...fees, countryId: crypto.randomUUID() })).json()).toEqual(missingCountry.json());
    const missingService = await save(sellerA.cookie, { ...fees, countryId: fallback.id, serviceId: theirService.id });
    expect(missingService.statusCode).toBe(404);
    expect(missingService.json().message).toBe('Service not found');
  });
});

describe('DELETE /api/fee-structures/:id', () => {
  it('deletes the caller’s own', async () => {
    const country = await insertCountry(db, null);
    const own = await insertFeeStructure(db, sellerA.user.id, country.id);
    expect((await remove(sellerA.cookie, own.id)).statusCode).toBe(204);
    expect(await rowOf(own.id)).toBeUndefined();
  });

  it('answers 403 for a default and 404 for another seller’s, both untouched', async () => {
    const country = await insertCountry(db, null);
    const fallback = await insertFeeStructure(db, null, country.id);
    const theirs = await insertFeeStructure(db, sellerB.user.id, country.id);
    const defaultDelete = await remove(sellerA.cookie, fallback.id);
    expect(defaultDelete.statusCode).toBe(403);
    expect(defaultDelete.json().code).toBe('DEFAULT_READ_ONLY');
    expect((await remove(sellerA.cookie, theirs.id)).statusCode).toBe(404);
    expect(await rowOf(fallback.id)).toBeDefined();
    expect(await rowOf(theirs.id)).toBeDefined();
  });
});

const validationCountry = await insertCountry(db, null);
describe('fee structure validation', () => {
  const country = validationCountry;
  const valid = { ...fees, countryId: country.id, serviceId: null };
  it.each([
    ['a missing country', { ...valid, countryId: undefined }],
    ['a country id that is not a uuid', { ...valid, countryId: 'SA' }],
    ['a rate over 100', { ...valid, confirmedRate: 101 }],
    ['a negative rate', { ...valid, deliveredRate: -1 }],
    ['a service fee over 100 %', { ...valid, serviceFees: 100.5 }],
    ['a negative amount', { ...valid, orderFees: -0.01 }],
    ['an amount as text', { ...valid, shippingReturned: '3' }],
    ['a missing amount', { ...valid, confirmedLead: undefined }],
    ['a null amount (NaN or Infinity serialised)', { ...valid, deliveredLead: null }],
    ['an absurd amount', { ...valid, shippingDelivered: 1e12 }],
    ['an id in the body', { ...valid, id: crypto.randomUUID() }],
    ['an owner in the body', { ...valid, ownerId: sellerB.user.id }],
  ])('refuses %s with 400', async (_label, payload) => {
    const response = await save(sellerA.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: expect.any(Array) });
  });
});
