import { types, type PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import { announcement } from './schema';

// The app reads dates, timestamps, intervals and their arrays as the text PostgreSQL sends, on either database; the
// embedded one reads them so through its own table of parsers rather than Drizzle's per-query ones (pglite-text-types.ts).
const database = await createTestDatabase();
afterAll(() => database.close());

const SAMPLE = sql`
  select '2026-01-02 03:04:05'::timestamp as "timestamp",
         '2026-01-02 03:04:05+00'::timestamptz at time zone 'UTC' as "utcTimestamp",
         '2026-01-02'::date as "date",
         '1 day 02:00:00'::interval as "interval",
         array[1.50, 2]::numeric[] as "numerics",
         array['2026-01-02'::date, '2026-01-03'::date] as "dates",
         array['1 hour'::interval] as "intervals",
         7::int as "count",
         true as "flag",
         '{"a": 1}'::jsonb as "json"`;

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = (result: unknown) => (result as Rows).rows;

const EXPECTED = {
  timestamp: '2026-01-02 03:04:05',
  utcTimestamp: '2026-01-02 03:04:05',
  date: '2026-01-02',
  interval: '1 day 02:00:00',
  numerics: '{1.50,2}',
  dates: '{2026-01-02,2026-01-03}',
  intervals: '{01:00:00}',
  count: 7,
  flag: true,
  json: { a: 1 },
};

describe('types read through Drizzle', () => {
  it('reads dates, timestamps, intervals and their arrays as text, and other types as values', async () => {
    expect(rowsOf(await database.db.execute(SAMPLE))).toEqual([EXPECTED]);
  });

  it('reads them the same inside a transaction and a savepoint', async () => {
    const rows = await database.db.transaction(async (tx) => {
      const outer = rowsOf(await tx.execute(SAMPLE));
      const inner = await tx.transaction(async (savepoint) => rowsOf(await savepoint.execute(SAMPLE)));
      return [...outer, ...inner];
    });
    expect(rows).toEqual([EXPECTED, EXPECTED]);
  });

  it('gives a timestamp column back as the Date the schema declares, through the query builder', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    await database.db.insert(announcement).values({ id: 1, updatedAt: at }).onConflictDoUpdate({ target: announcement.id, set: { updatedAt: at } });
    const [row] = await database.db.select({ updatedAt: announcement.updatedAt }).from(announcement);
    expect(row!.updatedAt).toEqual(at);
  });
});

describe.runIf(database.kind === 'pglite')("the embedded database's own parsers", () => {
  const client = (database.db as unknown as { $client: PGlite }).$client;

  it('still applies parsers a query asks for other types', async () => {
    const { rows } = await client.query<{ n: string }>('select 5::int as n', [], {
      parsers: { [types.INT4]: (value) => `parsed ${value}` },
    });
    expect(rows).toEqual([{ n: 'parsed 5' }]);
  });

  it('reads a date as text for a query that asks for nothing', async () => {
    const { rows } = await client.query<{ d: unknown }>(`select '2026-03-04'::date as d`);
    expect(rows).toEqual([{ d: '2026-03-04' }]);
  });
});
