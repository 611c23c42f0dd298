import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../../domain/fees';
import { feeStructures } from '../db/schema';
import { createAdmin, signUp } from '../test/auth-helpers';
import { insertCountry, insertFeeStructure, insertService } from '../test/catalogue-factories';
import { createTestApp } from '../test/test-app';
import { readCatalogVersion } from '../db/catalog-version';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAdmin(app, db);
const seller = await signUp(app);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string | undefined, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const asAdmin = (method: Method, url: string, payload?: object) => call(method, url, admin.cookie, payload);

// A 1×1 transparent PNG, as the dialog's upload turns it into a data string.
const PNG_ICON =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const serviceBody = { name: 'Express Call Centre', icon: PNG_ICON, color: '#1a2b3c', status: 'active' };
const countryBody = { name: 'Morocco', code: 'MA', currency: 'Moroccan Dirham (MAD)', currencyChange: 10.05, status: 'active' };
const fees = { ...DEFAULT_FEES, orderFees: 0.5, shippingDelivered: 4.25 };

async function expectVersionBump(write: () => Promise<{ statusCode: number }>, status: number) {
  const before = await readCatalogVersion(db);
  expect((await write()).statusCode).toBe(status);
  expect(await readCatalogVersion(db)).toBeGreaterThan(before);
}

describe('admin services (defaults)', () => {
  it('creates, lists, edits and deletes a default service, bumping the catalogue version each time', async () => {
    const created = await asAdmin('POST', '/api/admin/services', serviceBody);
    expect(created.statusCode).toBe(201);
    const service = created.json();
    expect(service).toMatchObject({ ...serviceBody, ownerId: null, isDefault: true });

    // Every seller and guest sees it at once (the guests' cache is dropped by the write).
    const publicList = (await call('GET', '/api/services', undefined)).json() as { id: string }[];
    expect(publicList.map((s) => s.id)).toContain(service.id);

    await expectVersionBump(() => asAdmin('PATCH', `/api/admin/services/${service.id}`, { ...serviceBody, icon: '🚚', status: 'inactive' }), 200);
    const listed = (await asAdmin('GET', '/api/admin/services')).json() as { id: string; icon: string; status: string }[];
    expect(listed.find((s) => s.id === service.id)).toMatchObject({ icon: '🚚', status: 'inactive' });

    await expectVersionBump(() => asAdmin('DELETE', `/api/admin/services/${service.id}`), 204);
    expect(((await asAdmin('GET', '/api/admin/services')).json() as { id: string }[]).map((s) => s.id)).not.toContain(service.id);
  });

  it('lists only the defaults, never a seller’s own services', async () => {
    const own = await insertService(db, seller.user.id);
    const fallback = await insertService(db, null);
    const ids = ((await asAdmin('GET', '/api/admin/services')).json() as { id: string }[]).map((s) => s.id);
    expect(ids).toContain(fallback.id);
    expect(ids).not.toContain(own.id);
  });

  it('answers 404 when editing or deleting a seller’s service through the admin calls, and leaves it', async () => {
    const own = await insertService(db, seller.user.id);
    expect((await asAdmin('PATCH', `/api/admin/services/${own.id}`, serviceBody)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/services/${own.id}`)).statusCode).toBe(404);
    const sellers = (await call('GET', '/api/services', seller.cookie)).json() as { id: string }[];
    expect(sellers.map((s) => s.id)).toContain(own.id);
  });

  it('validates like the seller endpoint: name required, SVG icons and unknown fields refused', async () => {
    expect((await asAdmin('POST', '/api/admin/services', { ...serviceBody, name: '' })).statusCode).toBe(400);
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    expect((await asAdmin('POST', '/api/admin/services', { ...serviceBody, icon: svg })).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/services', { ...serviceBody, ownerId: seller.user.id })).statusCode).toBe(400);
  });
});

describe('admin countries (defaults)', () => {
  it('creates, lists, edits and deletes a default country; deleting it takes its fee structures along', async () => {
    const created = await asAdmin('POST', '/api/admin/countries', countryBody);
    expect(created.statusCode).toBe(201);
    const country = created.json();
    expect(country).toMatchObject({ ...countryBody, ownerId: null, isDefault: true });
    const listed = (await asAdmin('GET', '/api/admin/countries')).json() as { id: string }[];
    expect(listed.map((c) => c.id)).toContain(country.id);

    const edited = await asAdmin('PATCH', `/api/admin/countries/${country.id}`, { ...countryBody, currencyChange: 10.2 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ currencyChange: 10.2, updatedAt: expect.any(String) });

    const fee = await insertFeeStructure(db, null, country.id);
    const sellerFee = await insertFeeStructure(db, seller.user.id, country.id);
    await expectVersionBump(() => asAdmin('DELETE', `/api/admin/countries/${country.id}`), 204);
    expect(await db.select().from(feeStructures).where(eq(feeStructures.id, fee.id))).toEqual([]);
    expect(await db.select().from(feeStructures).where(eq(feeStructures.id, sellerFee.id))).toEqual([]);
  });

  it('lists only the defaults and refuses to touch a seller’s country (404)', async () => {
    const own = await insertCountry(db, seller.user.id);
    const ids = ((await asAdmin('GET', '/api/admin/countries')).json() as { id: string }[]).map((c) => c.id);
    expect(ids).not.toContain(own.id);
    expect((await asAdmin('DELETE', `/api/admin/countries/${own.id}`)).statusCode).toBe(404);
  });

  it('validates like the seller endpoint (currency required, code two letters)', async () => {
    expect((await asAdmin('POST', '/api/admin/countries', { ...countryBody, currency: '' })).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/countries', { ...countryBody, code: 'MAR' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/fee-structures', () => {
  it('creates a default (201), updates it when the body carries its id (200), then deletes it (204)', async () => {
    const country = await insertCountry(db, null);
    const service = await insertService(db, null);
    const created = await asAdmin('POST', '/api/admin/fee-structures', { ...fees, countryId: country.id, serviceId: service.id });
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ ...fees, ownerId: null, isDefault: true, countryId: country.id, serviceId: service.id });

    const before = await readCatalogVersion(db);
    const updated = await asAdmin('POST', '/api/admin/fee-structures', { ...fees, id: row.id, countryId: country.id, serviceId: null, confirmedRate: 41 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: row.id, serviceId: null, confirmedRate: 41 });
    expect(await readCatalogVersion(db)).toBeGreaterThan(before);

    // Sellers see the new default through fee resolution.
    const resolved = await call('GET', `/api/fee-structures/country/${country.id}`, seller.cookie);
    expect(resolved.json()).toMatchObject({ source: 'default-country', confirmedRate: 41 });

    await expectVersionBump(() => asAdmin('DELETE', `/api/admin/fee-structures/${row.id}`), 204);
    expect(await db.select().from(feeStructures).where(eq(feeStructures.id, row.id))).toEqual([]);
  });

  it('without an id, saving the same (country, service) again replaces the default (upsert, 200)', async () => {
    const country = await insertCountry(db, null);
    const first = await asAdmin('POST', '/api/admin/fee-structures', { ...fees, countryId: country.id, serviceId: null });
    const second = await asAdmin('POST', '/api/admin/fee-structures', { ...fees, countryId: country.id, deliveredRate: 72 });
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toMatchObject({ id: first.json().id, deliveredRate: 72 });
  });

  it('an update moving onto a key another default holds is refused with 409 and a clear message', async () => {
    const country = await insertCountry(db, null);
    const service = await insertService(db, null);
    await insertFeeStructure(db, null, country.id, null);
    const other = await insertFeeStructure(db, null, country.id, service.id);
    const response = await asAdmin('POST', '/api/admin/fee-structures', { ...fees, id: other.id, countryId: country.id, serviceId: null });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'A fee structure for this country and service already exists.' });
  });

  it('answers 404 for an id that is a seller’s row or unknown, and for a seller’s country', async () => {
    const country = await insertCountry(db, null);
    const sellerRow = await insertFeeStructure(db, seller.user.id, country.id);
    const body = { ...fees, countryId: country.id, serviceId: null };
    expect((await asAdmin('POST', '/api/admin/fee-structures', { ...body, id: sellerRow.id })).statusCode).toBe(404);
    expect((await asAdmin('POST', '/api/admin/fee-structures', { ...body, id: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/admin/fee-structures/${sellerRow.id}`)).statusCode).toBe(404);
    const ownCountry = await insertCountry(db, seller.user.id);
    expect((await asAdmin('POST', '/api/admin/fee-structures', { ...body, countryId: ownCountry.id })).statusCode).toBe(404);
    const [kept] = await db.select().from(feeStructures).where(eq(feeStructures.id, sellerRow.id));
    expect(kept?.confirmedRate).toBe(DEFAULT_FEES.confirmedRate);
  });

  it('validates like the seller endpoint (negative fee, missing country)', async () => {
    const country = await insertCountry(db, null);
    expect((await asAdmin('POST', '/api/admin/fee-structures', { ...fees, countryId: country.id, orderFees: -1 })).statusCode).toBe(400);
    expect((await asAdmin('POST', '/api/admin/fee-structures', { ...fees })).statusCode).toBe(400);
  });

  it('GET /api/admin/fee-structures lists the defaults only', async () => {
    const country = await insertCountry(db, null);
    const fallback = await insertFeeStructure(db, null, country.id);
    const own = await insertFeeStructure(db, seller.user.id, country.id);
    const ids = ((await asAdmin('GET', '/api/admin/fee-structures')).json() as { id: string }[]).map((f) => f.id);
    expect(ids).toContain(fallback.id);
    expect(ids).not.toContain(own.id);
  });
});

describe('GET /api/admin/summary', () => {
  it('counts every user and the default services, countries and fee structures', async () => {
    const before = (await asAdmin('GET', '/api/admin/summary')).json();
    const country = await insertCountry(db, null);
    await insertService(db, null);
    await insertFeeStructure(db, null, country.id);
    await insertCountry(db, seller.user.id);
    await signUp(app);
    const after = (await asAdmin('GET', '/api/admin/summary')).json();
    expect(after).toEqual({
      users: before.users + 1,
      countries: before.countries + 1,
      services: before.services + 1,
      feeStructures: before.feeStructures + 1,
    });
  });
});

describe('every admin catalogue call refuses guests (401) and sellers (403)', () => {
  const id = crypto.randomUUID();
  const cases: [Method, string, object?][] = [
    ['GET', '/api/admin/summary'],
    ['GET', '/api/admin/services'],
    ['POST', '/api/admin/services', serviceBody],
    ['PATCH', `/api/admin/services/${id}`, serviceBody],
    ['DELETE', `/api/admin/services/${id}`],
    ['GET', '/api/admin/countries'],
    ['POST', '/api/admin/countries', countryBody],
    ['PATCH', `/api/admin/countries/${id}`, countryBody],
    ['DELETE', `/api/admin/countries/${id}`],
    ['GET', '/api/admin/fee-structures'],
    ['POST', '/api/admin/fee-structures', { ...fees, countryId: id }],
    ['DELETE', `/api/admin/fee-structures/${id}`],
  ];
  it.each(cases)('%s %s', async (method, url, payload) => {
    const versionBefore = await readCatalogVersion(db);
    const guest = await call(method, url, undefined, payload);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const asSeller = await call(method, url, seller.cookie, payload);
    expect(asSeller.statusCode).toBe(403);
    expect(asSeller.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await readCatalogVersion(db)).toBe(versionBefore);
  });
});
