import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataUrl, GIF_1PX, PNG_1PX, pngOfSize } from '../../../domain/test-support/icon-samples';
import { feeStructures, services } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { insertCountry, insertFeeStructure, insertService } from '../../test/catalogue-factories';
import { createTestApp } from '../../test/test-app';
import { readCatalogVersion } from '../../db/catalog-version';

const { app, database } = await createTestApp();
const db = database.db;
const sellerA = await signUp(app);
const sellerB = await signUp(app);

const create = (cookie: string | undefined, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/services', headers: cookie ? { cookie } : {}, payload: payload as object });
const patch = (cookie: string, id: string, payload: unknown) =>
  app.inject({ method: 'PATCH', url: `/api/services/${id}`, headers: { cookie }, payload: payload as object });
const remove = (cookie: string, id: string) => app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: { cookie } });
const list = (cookie?: string) => app.inject({ method: 'GET', url: '/api/services', headers: cookie ? { cookie } : {} });

describe('services as their owner', () => {
  it('creates a service with the defaults (black, active) and answers the list row shape', async () => {
    const response = await create(sellerA.cookie, { name: '  Fast COD  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      ownerId: sellerA.user.id,
      isDefault: false,
      name: 'Fast COD',
      icon: '',
      color: '#000000',
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: null,
    });
    const row = (await list(sellerA.cookie)).json().find((s: { id: string }) => s.id === response.json().id);
    expect(row).toEqual(response.json());
  });

  it('updates with the full body of the original API including its own id, and with a partial body', async () => {
    const created = (await create(sellerA.cookie, { name: 'Old', icon: '🚚' })).json();
    const full = await patch(sellerA.cookie, created.id, {
      id: created.id,
      name: 'New',
      icon: dataUrl('image/png', PNG_1PX),
      color: '#ff0000',
      status: 'inactive',
    });
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ id: created.id, name: 'New', color: '#ff0000', status: 'inactive', updatedAt: expect.any(String) });
    const partial = await patch(sellerA.cookie, created.id, { status: 'active' });
    expect(partial.json()).toMatchObject({ name: 'New', status: 'active', icon: dataUrl('image/png', PNG_1PX) });
  });

  it('refuses a body id that differs from the address', async () => {
    const created = (await create(sellerA.cookie, { name: 'Mismatch' })).json();
    const other = (await create(sellerA.cookie, { name: 'Other' })).json();
    const response = await patch(sellerA.cookie, created.id, { id: other.id, name: 'Hijack' });
    expect(response.statusCode).toBe(400);
    expect((await db.select().from(services).where(eq(services.id, other.id)))[0]?.name).toBe('Other');
  });

  it('deletes a service and the fee structures that point at it, in one go', async () => {
    const service = (await create(sellerA.cookie, { name: 'Doomed' })).json();
    const country = await insertCountry(db, null);
    const own = await insertFeeStructure(db, sellerA.user.id, country.id, service.id);
    const response = await remove(sellerA.cookie, service.id);
    expect(response.statusCode).toBe(204);
    expect(await db.select().from(services).where(eq(services.id, service.id))).toEqual([]);
    expect(await db.select().from(feeStructures).where(eq(feeStructures.id, own.id))).toEqual([]);
  });

  it('bumps the catalogue version on every write', async () => {
    const before = await readCatalogVersion(db);
    const created = (await create(sellerA.cookie, { name: 'Versioned' })).json();
    await patch(sellerA.cookie, created.id, { name: 'Versioned 2' });
    await remove(sellerA.cookie, created.id);
    expect(await readCatalogVersion(db)).toBe(before + 3);
  });
});

describe('service ownership', () => {
  it('lists defaults and the caller’s own, never another seller’s', async () => {
    const fallback = await insertService(db, null, 'Admin default');
    const mine = (await create(sellerA.cookie, { name: 'A only' })).json();
    const rowsB = (await list(sellerB.cookie)).json() as { id: string; isDefault: boolean }[];
    expect(rowsB.map((r) => r.id)).toContain(fallback.id);
    expect(rowsB.map((r) => r.id)).not.toContain(mine.id);
    expect(rowsB.find((r) => r.id === fallback.id)?.isDefault).toBe(true);
    expect((await list()).json().map((r: { id: string }) => r.id)).not.toContain(mine.id);
  });

  it('answers 403 DEFAULT_READ_ONLY for a default and leaves it untouched', async () => {
    const fallback = await insertService(db, null, 'Locked default');
    const edit = await patch(sellerA.cookie, fallback.id, { name: 'Mine now' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ code: 'DEFAULT_READ_ONLY', message: expect.stringContaining('default') });
    expect((await remove(sellerA.cookie, fallback.id)).statusCode).toBe(403);
    expect((await db.select().from(services).where(eq(services.id, fallback.id)))[0]?.name).toBe('Locked default');
  });

  it('answers 404 for another seller’s service, exactly like a missing one, and leaves it untouched', async () => {
    const theirs = (await create(sellerB.cookie, { name: 'B private' })).json();
    const edit = await patch(sellerA.cookie, theirs.id, { name: 'Stolen' });
    const missing = await patch(sellerA.cookie, crypto.randomUUID(), { name: 'Nothing' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual(missing.json());
    expect((await remove(sellerA.cookie, theirs.id)).statusCode).toBe(404);
    expect((await db.select().from(services).where(eq(services.id, theirs.id)))[0]?.name).toBe('B private');
  });

  it('refuses guests with 401', async () => {
    expect((await create(undefined, { name: 'Guest' })).statusCode).toBe(401);
  });

  it('never lets the body choose the owner', async () => {
    const response = await create(sellerA.cookie, { name: 'Sneaky', ownerId: null });
    expect(response.statusCode).toBe(400);
  });
});

describe('service validation', () => {
  it.each([
    ['a missing name', {}],
    ['an empty name', { name: '   ' }],
    ['a name over 100 characters', { name: 'n'.repeat(101) }],
    ['a colour that is not hex', { name: 'X', color: 'red' }],
    ['a short hex colour', { name: 'X', color: '#fff' }],
    ['an unknown status', { name: 'X', status: 'archived' }],
    ['a number as name', { name: 42 }],
    ['a PNG labelled JPEG', { name: 'X', icon: dataUrl('image/jpeg', PNG_1PX) }],
    ['a GIF labelled PNG', { name: 'X', icon: dataUrl('image/png', GIF_1PX) }],
    ['an SVG with script', { name: 'X', icon: dataUrl('image/svg+xml', btoa('<svg><script>alert(1)</script></svg>')) }],
    ['data:text/html', { name: 'X', icon: dataUrl('text/html', btoa('<script>alert(1)</script>')) }],
    ['truncated base64', { name: 'X', icon: dataUrl('image/png', PNG_1PX.slice(0, -2)) }],
    ['an image over 256 KiB', { name: 'X', icon: pngOfSize(256 * 1024 + 4096) }],
    ['a javascript: URL', { name: 'X', icon: 'javascript:alert(1)' }],
    ['icon text over 32 characters', { name: 'X', icon: 'i'.repeat(33) }],
  ])('refuses %s with 400 and the error body', async (_label, payload) => {
    const response = await create(sellerA.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String), errors: expect.any(Array) });
  });

  it('refuses hostile icons on PATCH too', async () => {
    const created = (await create(sellerA.cookie, { name: 'Patch target' })).json();
    const response = await patch(sellerA.cookie, created.id, { icon: dataUrl('image/jpeg', PNG_1PX) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ path: 'icon', message: 'Icon image content does not match its type' });
  });

  it('accepts an image of almost 256 KiB (above the app-wide 64 KiB body limit)', async () => {
    const response = await create(sellerA.cookie, { name: 'Big icon', icon: pngOfSize(250 * 1024) });
    expect(response.statusCode).toBe(201);
  });

  it('answers 413 for a body far over the icon limit', async () => {
    const response = await create(sellerA.cookie, { name: 'Huge', icon: pngOfSize(400 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an id that is not a uuid', async () => {
    expect((await remove(sellerA.cookie, 'not-a-uuid')).statusCode).toBe(400);
  });
});
