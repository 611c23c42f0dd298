import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyQuerySchema } from './history-query-schema';
import { buildSimulationRecord } from '../../../domain/simulation-record';
import { simulations } from '../../db/schema';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { afterPosition, decodeCursor, historyFilter, historyOrder } from './history-query';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// History searched, filtered, sorted and paged by keyset (cursor), never by OFFSET.
const { app, database } = await createTestApp();
const { db } = database;

const list = (seller: SignedIn, query: string) => app.inject({ method: 'GET', url: `/api/simulations?${query}`, headers: { cookie: seller.cookie } });

/** Seeds plans with chosen names, markets, dates and figures straight into the table. */
async function seed(
  seller: SignedIn,
  rows: { name: string; productName?: string; countryName?: string; countryCode?: string; serviceName?: string; adsCost?: number; createdAt?: Date }[],
) {
  const values = rows.map((row) => ({
    ...buildSimulationRecord({ ...PLAN_EXAMPLE, ...row }),
    userId: seller.user.id,
    ...(row.createdAt ? { createdAt: row.createdAt, updatedAt: row.createdAt } : {}),
  }));
  return db.insert(simulations).values(values).returning({ id: simulations.id, profit: simulations.profit, roi: simulations.roi, name: simulations.name });
}

/** Every page of a query, following X-Next-Cursor, as names. */
async function walk(seller: SignedIn, query: string): Promise<{ names: string[]; pages: number; totals: string[] }> {
  const names: string[] = [];
  const totals: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const response = await list(seller, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    names.push(...response.json().map((s: { name: string }) => s.name));
    totals.push(response.headers['x-total-count'] as string);
    cursor = response.headers['x-next-cursor'] as string | undefined;
    pages++;
  } while (cursor && pages < 50);
  return { names, pages, totals };
}

describe('searching and filtering', () => {
  it('finds by name or product (any case, % and _ taken literally), country, service and date range', async () => {
    const seller = await signUp(app);
    await seed(seller, [
      { name: 'Ramadan oil', countryName: 'Morocco', countryCode: 'MA', createdAt: new Date('2026-03-01T10:00:00Z') },
      { name: 'Summer', productName: 'Argan OIL', countryName: 'Morocco', countryCode: 'MA', serviceName: 'Fast', createdAt: new Date('2026-06-15T23:59:00Z') },
      { name: 'Cream 50% off', countryName: 'Saudi Arabia', countryCode: 'SA', createdAt: new Date('2026-06-16T00:00:00Z') },
      { name: 'Cream 50 off', countryName: 'Saudi Arabia', countryCode: 'SA', createdAt: new Date('2026-09-01T00:00:00Z') },
      { name: 'Old plan', countryName: 'Atlantis', countryCode: '', createdAt: new Date('2025-01-01T00:00:00Z') },
    ]);
    const names = async (query: string) => (await walk(seller, query)).names.sort();
    expect(await names('q=oil')).toEqual(['Ramadan oil', 'Summer']);
    expect(await names('q=50%25')).toEqual(['Cream 50% off']);
    expect(await names('q=50_')).toEqual([]);
    expect(await names('country=Morocco')).toEqual(['Ramadan oil', 'Summer']);
    expect(await names('service=Fast')).toEqual(['Summer']);
    expect(await names('from=2026-06-15&to=2026-06-15')).toEqual(['Summer']);
    expect(await names('from=2026-06-16')).toEqual(['Cream 50 off', 'Cream 50% off']);
    expect(await names('to=2026-06-15&country=Morocco&q=ramadan')).toEqual(['Ramadan oil']);
    expect((await list(seller, 'country=Morocco')).headers['x-total-count']).toBe('2');
    const facets = await app.inject({ method: 'GET', url: '/api/simulations/facets', headers: { cookie: seller.cookie } });
    // Each country once, with the ISO code the filter names it by (none for a plan saved without one).
    expect(facets.json()).toEqual({
      countries: [
        { name: 'Atlantis', code: '' },
        { name: 'Morocco', code: 'MA' },
        { name: 'Saudi Arabia', code: 'SA' },
      ],
      services: ['Express COD', 'Fast'],
    });
  });

  it('finds a plan by its country or sample service as shown in any language, or as stored', async () => {
    const seller = await signUp(app);
    await seed(seller, [
      { name: 'Sample COD Partner · Morocco (sample) · 2026-11-26', serviceName: 'Sample COD Partner', countryName: 'Morocco (sample)', countryCode: 'MA' },
      { name: 'Riyadh push', serviceName: 'Sample Express', countryName: 'KSA', countryCode: 'SA' },
      { name: 'Own', serviceName: 'Aramex', countryName: 'Atlantis', countryCode: '' },
    ]);
    const names = async (query: string) => (await walk(seller, query)).names.sort();
    // Morocco in French and Arabic (its ISO code MA), a stored name of another country, a service's French name.
    expect(await names('q=Maroc')).toEqual(['Sample COD Partner · Morocco (sample) · 2026-11-26']);
    expect(await names(`q=${encodeURIComponent('المغرب')}`)).toEqual(['Sample COD Partner · Morocco (sample) · 2026-11-26']);
    expect(await names(`q=${encodeURIComponent('السعودية')}`)).toEqual(['Riyadh push']);
    expect(await names('q=KSA')).toEqual(['Riyadh push']);
    expect(await names('q=partenaire')).toEqual(['Sample COD Partner · Morocco (sample) · 2026-11-26']);
    expect(await names(`q=${encodeURIComponent('إكسبرس')}`)).toEqual(['Riyadh push']);
    expect(await names('q=Atlantis')).toEqual(['Own']);
  });

  it("never shows another seller's plans, whatever the search", async () => {
    const [owner, other] = [await signUp(app), await signUp(app)];
    await seed(owner, [{ name: 'Secret plan' }]);
    expect((await list(other, 'q=Secret')).json()).toEqual([]);
    expect((await list(other, 'q=')).headers['x-total-count']).toBe('0');
    const facets = await app.inject({ method: 'GET', url: '/api/simulations/facets', headers: { cookie: other.cookie } });
    expect(facets.json()).toEqual({ countries: [], services: [] });
  });
});

describe('sorting and keyset pages', () => {
  it.each([
    ['date', 'desc'],
    ['date', 'asc'],
    ['profit', 'desc'],
    ['profit', 'asc'],
    ['roi', 'desc'],
    ['roi', 'asc'],
  ] as const)('walks every plan once by %s %s, in order, pages of 3, ties broken by id', async (sort, dir) => {
    const seller = await signUp(app);
    // Ties on purpose: two equal profits, two plans saved in the same microsecond.
    const sameInstant = new Date('2026-05-05T05:05:05.123Z');
    const seeded = await seed(seller, [
      { name: 'a', adsCost: 1, createdAt: sameInstant },
      { name: 'b', adsCost: 1, createdAt: sameInstant },
      { name: 'c', adsCost: 3, createdAt: new Date('2026-05-01T00:00:00Z') },
      { name: 'd', adsCost: 0.5, createdAt: new Date('2026-05-09T00:00:00Z') },
      { name: 'e', adsCost: 2, createdAt: new Date('2026-05-02T00:00:00Z') },
      { name: 'f', adsCost: 4, createdAt: new Date('2026-05-03T00:00:00Z') },
      { name: 'g', adsCost: 0.2, createdAt: new Date('2026-05-07T00:00:00Z') },
    ]);
    const { names, pages, totals } = await walk(seller, `sort=${sort}&dir=${dir}&limit=3`);
    expect(pages).toBe(3);
    expect(totals).toEqual(['7', '7', '7']);
    expect(new Set(names).size).toBe(7);
    const rows = await db
      .select({ name: simulations.name })
      .from(simulations)
      .where(historyFilter(seller.user.id, historyQuerySchema.parse({})))
      .orderBy(...historyOrder({ sort, dir }));
    expect(names).toEqual(rows.map((row) => row.name));
    if (sort === 'profit') {
      const byName = new Map(seeded.map((row) => [row.name, row.profit]));
      const profits = names.map((name) => byName.get(name)!);
      expect(profits).toEqual([...profits].sort((x, y) => (dir === 'desc' ? y - x : x - y)));
    }
  });

  it('a plan saved while paging does not shift the later pages (no row shown twice or skipped)', async () => {
    const seller = await signUp(app);
    await seed(seller, Array.from({ length: 5 }, (_, i) => ({ name: `p${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })));
    const first = await list(seller, 'limit=2');
    expect(first.json().map((s: { name: string }) => s.name)).toEqual(['p4', 'p3']);
    await seed(seller, [{ name: 'newest' }]);
    const second = await list(seller, `limit=2&cursor=${first.headers['x-next-cursor']}`);
    expect(second.json().map((s: { name: string }) => s.name)).toEqual(['p2', 'p1']);
    const last = await list(seller, `limit=2&cursor=${second.headers['x-next-cursor']}`);
    expect(last.json().map((s: { name: string }) => s.name)).toEqual(['p0']);
    expect(last.headers['x-next-cursor']).toBeUndefined();
  });

  it('reads a page by an index scan in the order asked: no sort step, no sequential scan', async () => {
    const seller = await signUp(app);
    await seed(seller, Array.from({ length: 30 }, (_, i) => ({ name: `x${i}`, adsCost: i / 10 })));
    for (const [sort, index] of [
      ['date', 'simulations_user_created_idx'],
      ['profit', 'simulations_user_profit_idx'],
      ['roi', 'simulations_user_roi_idx'],
    ] as const) {
      const query = historyQuerySchema.parse({ sort, q: 'x', country: 'Morocco' });
      const position = afterPosition(
        decodeCursor(Buffer.from(JSON.stringify([sort, 'desc', sort === 'date' ? '2030-01-01 00:00:00+00' : 1e9, '00000000-0000-4000-8000-000000000000'])).toString('base64url'), query),
      );
      const page = db
        .select({ id: simulations.id })
        .from(simulations)
        .where(sql`${historyFilter(seller.user.id, query)} and ${position}`)
        .orderBy(...historyOrder(query))
        .limit(21);
      const plan = await db.transaction(async (tx) => {
        // The table is small here, so the planner would read it whole, or sort a row or two; what matters is
        // that an index can serve the filter and the order (with both discouraged, a Sort appears only when none can).
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const { sql: text, params } = page.toSQL();
        const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
          const value = params[Number(n) - 1];
          return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
        });
        const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      });
      expect(plan, plan).toContain(index);
      expect(plan, plan).not.toMatch(/Sort|Seq Scan/);
    }
  });
});

describe('hostile history queries', () => {
  it.each([
    ['a cursor not made by the server', 'cursor=abc'],
    ['a cursor of another order', `sort=profit&cursor=${Buffer.from(JSON.stringify(['date', 'desc', '2026-01-01 00:00:00+00', '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`],
    ['a cursor with SQL in it', `cursor=${Buffer.from(JSON.stringify(['date', 'desc', "x'); drop table simulations; --", '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`],
    ['a cursor with a number as a date', `cursor=${Buffer.from(JSON.stringify(['date', 'desc', 5, '00000000-0000-4000-8000-000000000000'])).toString('base64url')}`],
    ['a cursor with an offset', 'cursor=abc&offset=3'],
    ['an unknown sort', 'sort=userId'],
    ['an unknown direction', 'dir=sideways'],
    ['an impossible date', 'from=2026-02-30'],
    ['a day PostgreSQL cannot hold (no year 0)', 'from=0000-02-29'],
    ['a day before anything was saved', 'to=1999-12-31'],
    ['a range ending before it starts', 'from=2026-05-02&to=2026-05-01'],
    ['a search too long', `q=${'x'.repeat(121)}`],
    ['an unknown parameter', 'userId=00000000-0000-4000-8000-000000000000'],
    ['a NUL in the search', 'q=a%00b'],
  ])('refuses %s (400, the error body)', async (_case, query) => {
    const seller = await signUp(app);
    const response = await list(seller, query);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
  });

  it('refuses the facets to a guest', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/simulations/facets' })).statusCode).toBe(401);
  });
});
