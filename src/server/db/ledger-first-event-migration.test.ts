import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';

// The database stops just before migration 0021; orders are written as imports stored them then (every status,
// the first included, a row of `ledger_order_events`), and that migration and every later one run (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): each order's first status moves onto its row, the later moves stay events.
const MIGRATION = '0021_ledger_first_event_on_order';
const target = await openMigrationTarget();
afterAll(() => target.close());

const SELLER = '6d1e3e42-9f5c-4e33-8a71-3c4d5e6f7a01';
const MOVED = '6d1e3e42-9f5c-4e33-8a71-3c4d5e6f7a11';
const NEW = '6d1e3e42-9f5c-4e33-8a71-3c4d5e6f7a12';
const BARE = '6d1e3e42-9f5c-4e33-8a71-3c4d5e6f7a13';

describe('the migration that keeps the first status on the order', () => {
  it("moves each order's first event onto its row and keeps the moves after it", async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    await target.run(`insert into users (id, email, password_hash) values ('${SELLER}', 'events@example.com', 'x')`);
    const order = (id: string, externalId: string, status: string) =>
      target.run(`insert into ledger_orders (id, owner_id, source, external_id, placed_at, time_zone, units, currency, total_minor,
        delivery_fee_minor, status, confirmed, fingerprint)
        values ('${id}', '${SELLER}', 'generic', '${externalId}', '2026-03-01T10:00:00Z', 'UTC', 1, 'MAD', 50000, 0, '${status}', true, 'f')`);
    await order(MOVED, '#M', 'returned');
    await order(NEW, '#N', 'new');
    // An order written by hand without any event keeps none.
    await order(BARE, '#B', 'new');
    // #M: shipped, delivered, then corrected to returned; the events' serial orders them, not their times.
    await target.run(`insert into ledger_order_events (order_id, status, at, correction) values
      ('${NEW}', 'new', '2026-03-01T10:00:00Z', false),
      ('${MOVED}', 'shipped', '2026-03-02T08:00:00Z', false),
      ('${MOVED}', 'delivered', '2026-03-04T16:00:00Z', false),
      ('${MOVED}', 'returned', '2026-03-04T16:00:00Z', true)`);
    for (const statement of statementsFrom(MIGRATION)) await target.run(statement);

    const orders = (await target.db.execute(
      sql.raw(`select external_id, first_status, to_char(first_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as first_at from ledger_orders order by external_id`),
    )) as unknown as { rows: unknown[] };
    expect(orders.rows).toEqual([
      { external_id: '#B', first_status: null, first_at: null },
      { external_id: '#M', first_status: 'shipped', first_at: '2026-03-02 08:00' },
      { external_id: '#N', first_status: 'new', first_at: '2026-03-01 10:00' },
    ]);
    const events = (await target.db.execute(
      sql.raw(`select order_id::text as order_id, status, correction from ledger_order_events order by order_id, id`),
    )) as unknown as { rows: unknown[] };
    expect(events.rows).toEqual([
      { order_id: MOVED, status: 'delivered', correction: false },
      { order_id: MOVED, status: 'returned', correction: true },
    ]);
  });
});
