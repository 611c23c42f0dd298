import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';

// The database stops just before migration 0018; two sellers' orders are written as imports stored them then (one
// seller in Dubai's zone, one who never saved settings, counted in UTC), and that migration and every later one
// run (PGlite, or PostgreSQL with TEST_DATABASE_URL): the rollup starts with every existing order counted.
const MIGRATION = '0018_ledger_daily_cells';
const target = await openMigrationTarget();
afterAll(() => target.close());

const DUBAI_SELLER = '4b9e1c20-7d3a-4c11-8e5f-1a2b3c4d5e01';
const UTC_SELLER = '4b9e1c20-7d3a-4c11-8e5f-1a2b3c4d5e02';

describe('the migration that adds the daily rollup', () => {
  it("counts every existing order into its seller's day, product, country, courier, currency and status", async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    await target.run(`insert into users (id, email, password_hash) values ('${DUBAI_SELLER}', 'dubai@example.com', 'x'), ('${UTC_SELLER}', 'utc@example.com', 'x')`);
    await target.run(`insert into ledger_settings (owner_id, reporting_currency, time_zone) values ('${DUBAI_SELLER}', 'AED', 'Asia/Dubai')`);
    const order = (owner: string, id: string, placedAt: string, sku: string | null, status: string, confirmed: boolean, total: number, fee: number, units: number) =>
      target.run(`insert into ledger_orders (owner_id, source, external_id, placed_at, time_zone, country_code, sku, units, currency, total_minor,
        delivery_fee_minor, courier, status, confirmed, fingerprint)
        values ('${owner}', 'generic', '${id}', '${placedAt}', 'UTC', 'AE', ${sku === null ? 'null' : `'${sku}'`}, ${units}, 'AED', ${total}, ${fee}, null, '${status}', ${confirmed}, 'f')`);
    // Dubai is UTC+4: 21:00 UTC on 1 March is 01:00 on 2 March there; 19:00 UTC is 23:00 on 1 March.
    await order(DUBAI_SELLER, 'D-1', '2026-03-01T21:00:00Z', 'ARG', 'delivered', true, 10000, 1500, 2);
    await order(DUBAI_SELLER, 'D-2', '2026-03-01T22:30:00Z', 'ARG', 'delivered', true, 20000, 1500, 1);
    await order(DUBAI_SELLER, 'D-3', '2026-03-01T19:00:00Z', 'ARG', 'delivered', true, 30000, 0, 3);
    await order(DUBAI_SELLER, 'D-4', '2026-03-01T19:30:00Z', null, 'new', false, 5000, 0, 1);
    // The seller without settings: both on 1 March in UTC.
    await order(UTC_SELLER, 'U-1', '2026-03-01T21:00:00Z', 'ARG', 'returned', true, 7000, 500, 1);
    await order(UTC_SELLER, 'U-2', '2026-03-01T23:59:00Z', 'ARG', 'returned', true, 8000, 500, 2);
    for (const statement of statementsFrom(MIGRATION)) await target.run(statement);
    const { rows } = (await target.db.execute(sql.raw(`select owner_id::text as owner, day::text as day, sku, status, confirmed, orders, total_minor::text as total,
      delivery_fee_minor::text as fee, units::int as units from ledger_daily_cells order by owner_id, day, sku`))) as unknown as { rows: unknown[] };
    expect(rows).toEqual([
      // D-3 and D-4 on 1 March (two cells: D-4 has no product and is new); D-1 + D-2 on 2 March: 100 + 200 AED,
      // fees 15 + 15, units 2 + 1.
      { owner: DUBAI_SELLER, day: '2026-03-01', sku: 'ARG', status: 'delivered', confirmed: true, orders: 1, total: '30000', fee: '0', units: 3 },
      { owner: DUBAI_SELLER, day: '2026-03-01', sku: null, status: 'new', confirmed: false, orders: 1, total: '5000', fee: '0', units: 1 },
      { owner: DUBAI_SELLER, day: '2026-03-02', sku: 'ARG', status: 'delivered', confirmed: true, orders: 2, total: '30000', fee: '3000', units: 3 },
      // U-1 + U-2: 70 + 80 AED, fees 5 + 5, units 1 + 2.
      { owner: UTC_SELLER, day: '2026-03-01', sku: 'ARG', status: 'returned', confirmed: true, orders: 2, total: '15000', fee: '1000', units: 3 },
    ]);
  });
});
