import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { writeListCursor } from '../http/list-cursor';
import { feeStructures, users } from '../db/schema';
import { createAdmin, signUp, type SignedIn } from '../test/auth-helpers';
import { insertCountry, insertFeeStructure, insertService } from '../test/catalogue-factories';
import { planOf } from '../test/support/query-plan';
import { createTestApp } from '../test/test-app';
import { usersPageQuery } from './admin/users-queries';
import { feeSegmentQuery } from './fee-structures/queries';

// Decision 0031: the lists that grow with the data (the admin's users, the fee structures) answer keyset
// pages with ?limit=&cursor=, the next page's position in X-Next-Cursor; without them, the whole list.
const { app, database } = await createTestApp();
const { db } = database;
const admin = await createAdmin(app, db);

const get = (url: string, who?: SignedIn) => app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

/** Every page of a list, following X-Next-Cursor: the ids in order and the size of each page. */
async function walk(url: string, who?: SignedIn): Promise<{ ids: string[]; sizes: number[] }> {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  do {
    const response = await get(`${url}${cursor ? `&cursor=${cursor}` : ''}`, who);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json() as { id: string }[];
    ids.push(...rows.map((row) => row.id));
    sizes.push(rows.length);
    cursor = response.headers['x-next-cursor'] as string | undefined;
  } while (cursor && sizes.length < 100);
  return { ids, sizes };
}

const SAME_MOMENT = new Date('2026-01-05T10:00:00.123456Z');

describe('the admin user list in pages', () => {
  it('walks every account once, oldest first, ties on the same instant broken by id; the last page has no cursor', async () => {
    const sellers = await Promise.all(Array.from({ length: 4 }, () => signUp(app)));
    // Four accounts made at the same instant: only the id orders them.
    await db.update(users).set({ createdAt: SAME_MOMENT }).where(inArray(users.id, sellers.map((s) => s.user.id)));
    const whole = (await get('/api/admin/users', admin)).json() as { id: string }[];
    const { ids, sizes } = await walk('/api/admin/users?limit=2', admin);
    expect(ids).toEqual(whole.map((row) => row.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(sizes.slice(0, -1).every((size) => size === 2)).toBe(true);
    const tied = ids.filter((id) => sellers.some((s) => s.user.id === id));
    expect(tied).toEqual(sellers.map((s) => s.user.id).sort());
  });

  it('answers the first page with a cursor, and a page starting after the last account with none', async () => {
    const first = await get('/api/admin/users?limit=1', admin);
    expect(first.json()).toHaveLength(1);
    expect(first.headers['x-next-cursor']).toEqual(expect.any(String));
    const far = writeListCursor({ segment: 'users', createdAt: '2999-01-01 00:00:00+00', id: '00000000-0000-4000-8000-000000000000' });
    const after = await get(`/api/admin/users?limit=5&cursor=${far}`, admin);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
    expect(after.headers['x-next-cursor']).toBeUndefined();
  });

  it('searches the email and names on the server, so an account beyond the first page is found; % and _ are literal', async () => {
    const sought = await signUp(app, { firstName: 'Zineb_50%', lastName: 'Alaoui' });
    const byEmail = await get(`/api/admin/users?limit=1&q=${encodeURIComponent(sought.email.toUpperCase())}`, admin);
    expect(byEmail.json().map((row: { id: string }) => row.id)).toEqual([sought.user.id]);
    expect(byEmail.headers['x-next-cursor']).toBeUndefined();
    const byName = await get(`/api/admin/users?limit=5&q=${encodeURIComponent('_50%')}`, admin);
    expect(byName.json().map((row: { id: string }) => row.id)).toEqual([sought.user.id]);
    expect((await get('/api/admin/users?limit=5&q=50__', admin)).json()).toEqual([]);
    expect((await get(`/api/admin/users?q=x`, admin)).statusCode).toBe(400);
  });

  it('keeps the list to administrators (401 for a guest, 403 for a seller), paged or not', async () => {
    const seller = await signUp(app);
    expect((await get('/api/admin/users?limit=2')).statusCode).toBe(401);
    expect((await get('/api/admin/users?limit=2', seller)).statusCode).toBe(403);
    expect((await get('/api/admin/users', seller)).statusCode).toBe(403);
  });
});

describe('the fee list in pages', () => {
  it("walks the seller's own then the defaults, each oldest first with ties by id; never another seller's", async () => {
    const seller = await signUp(app);
    const other = await signUp(app);
    const country = await insertCountry(db, null);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await insertFeeStructure(db, null, country.id, (await insertService(db, null)).id));
    for (let i = 0; i < 3; i++) made.push(await insertFeeStructure(db, seller.user.id, country.id, (await insertService(db, seller.user.id)).id));
    await insertFeeStructure(db, other.user.id, country.id, (await insertService(db, other.user.id)).id);
    await db.update(feeStructures).set({ createdAt: SAME_MOMENT }).where(inArray(feeStructures.id, made.map((row) => row.id)));

    const whole = (await get('/api/fee-structures', seller)).json() as { id: string; ownerId: string | null }[];
    const { ids, sizes } = await walk('/api/fee-structures?limit=2', seller);
    // The seller's own first (found on page 1 however many defaults there are), then the defaults, each in the whole list's order.
    const ownFirst = [...whole.filter((row) => row.ownerId !== null), ...whole.filter((row) => row.ownerId === null)];
    expect(ids).toEqual(ownFirst.map((row) => row.id));
    expect(sizes.slice(0, -1).every((size) => size === 2)).toBe(true);
    expect(whole.filter((row) => row.ownerId !== null).every((row) => row.ownerId === seller.user.id)).toBe(true);
    const defaults = made.slice(0, 3).map((row) => row.id).sort();
    const own = made.slice(3).map((row) => row.id).sort();
    expect(ids.slice(0, 3)).toEqual(own);
    expect(ids.filter((id) => defaults.includes(id))).toEqual(defaults);
  });

  it('pages the defaults only for a guest and on the admin route', async () => {
    const seller = await signUp(app);
    const country = await insertCountry(db, seller.user.id);
    await insertFeeStructure(db, seller.user.id, country.id);
    const defaults = ((await get('/api/admin/fee-structures', admin)).json() as { id: string }[]).map((row) => row.id);
    expect((await walk('/api/fee-structures?limit=3')).ids).toEqual(defaults);
    expect((await walk('/api/admin/fee-structures?limit=3', admin)).ids).toEqual(defaults);
    expect((await get('/api/admin/fee-structures?limit=3', seller)).statusCode).toBe(403);
  });

  it('answers a guest page with its cursor every time (a page is not served from the catalogue cache)', async () => {
    const first = await get('/api/fee-structures?limit=1');
    const again = await get('/api/fee-structures?limit=1');
    expect(first.headers['x-next-cursor']).toEqual(expect.any(String));
    expect(again.headers['x-next-cursor']).toBe(first.headers['x-next-cursor']);
  });
});

describe('hostile page positions', () => {
  const cursor = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
  const ZERO = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['/api/admin/users', 'a cursor not made by the server', 'cursor=abc'],
    ['/api/admin/users', "a fee list's cursor", `cursor=${cursor(['own-fees', '2026-01-01 00:00:00+00', ZERO])}`],
    ['/api/admin/users', 'SQL for a date', `cursor=${cursor(['users', "x'); drop table users; --", ZERO])}`],
    ['/api/admin/users', 'a number for a date', `cursor=${cursor(['users', 5, ZERO])}`],
    ['/api/admin/users', 'a page too large', 'limit=101'],
    ['/api/admin/users', 'an unknown parameter', 'offset=3'],
    ['/api/admin/fee-structures', "a seller's own-rows cursor on the defaults", `cursor=${cursor(['own-fees', '2026-01-01 00:00:00+00', ZERO])}`],
    ['/api/fee-structures', "the users list's cursor", `cursor=${cursor(['users', '2026-01-01 00:00:00+00', ZERO])}`],
    ['/api/fee-structures', 'a cursor with a fourth part', `cursor=${cursor(['default-fees', '2026-01-01 00:00:00+00', ZERO, 1])}`],
    ['/api/fee-structures', 'a page of none', 'limit=0'],
  ])('%s refuses %s (400, the error body)', async (path, _case, query) => {
    const response = await get(`${path}?${query}`, admin);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String), errors: expect.any(Array) });
  });
});

describe('each page is an index range', () => {
  const position = { segment: 'users' as const, createdAt: '2026-01-01 00:00:00+00', id: '00000000-0000-4000-8000-000000000000' };
  it.each([
    ['the first page of users', () => usersPageQuery(db, { limit: 50, position: undefined }), 'users_created_idx', false],
    ['a later page of users', () => usersPageQuery(db, { limit: 50, position }), 'users_created_idx', true],
    ['the first page of the defaults', () => feeSegmentQuery(db, null, undefined, 51), 'fee_structures_defaults_created_idx', false],
    ['a later page of the defaults', () => feeSegmentQuery(db, null, { ...position, segment: 'default-fees' }, 51), 'fee_structures_defaults_created_idx', true],
    ["the first page of a seller's own", () => feeSegmentQuery(db, admin.user.id, undefined, 51), 'fee_structures_owner_created_idx', false],
    ["a later page of a seller's own", () => feeSegmentQuery(db, admin.user.id, { ...position, segment: 'own-fees' }, 51), 'fee_structures_owner_created_idx', true],
  ])('reads %s by an index scan in order: no sort step, no sequential scan', async (_case, query, index, afterPosition) => {
    const plan = await planOf(db, query());
    expect(plan, plan).toContain(index);
    expect(plan, plan).not.toMatch(/Sort|Seq Scan/);
    // The position is a condition of the index scan (it starts there), not a filter over rows read from the start.
    if (afterPosition) expect(plan, plan).toMatch(/Index Cond: .*ROW\(created_at, id\) > ROW/);
  });

  it('a sanity check of the check: an order no index serves shows a Sort', async () => {
    const plan = await planOf(db, db.select({ id: users.id }).from(users).orderBy(sql`${users.email} desc, ${users.role}`));
    expect(plan).toMatch(/Sort/);
  });
});
