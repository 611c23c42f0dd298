import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';

// The database stops just before migration 0020; orders are written as imports stored them then (every line in
// `ledger_order_lines`, numbered from 1), and that migration and every later one run (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): each order's first line moves onto its row, the later lines stay where they were.
const MIGRATION = '0020_ledger_first_line_on_order';
const target = await openMigrationTarget();
afterAll(() => target.close());

const SELLER = '5c0f2d31-8e4b-4d22-9f60-2b3c4d5e6f01';
const TWO_LINES = '5c0f2d31-8e4b-4d22-9f60-2b3c4d5e6f11';
const ONE_LINE = '5c0f2d31-8e4b-4d22-9f60-2b3c4d5e6f12';
const NO_LINES = '5c0f2d31-8e4b-4d22-9f60-2b3c4d5e6f13';

describe('the migration that keeps the first line on the order', () => {
  it("moves each order's first line onto its row and keeps the lines after it", async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    await target.run(`insert into users (id, email, password_hash) values ('${SELLER}', 'lines@example.com', 'x')`);
    const order = (id: string, externalId: string, sku: string | null, units: number, lineCount: number) =>
      target.run(`insert into ledger_orders (id, owner_id, source, external_id, placed_at, time_zone, sku, units, line_count, currency, total_minor,
        delivery_fee_minor, status, confirmed, fingerprint)
        values ('${id}', '${SELLER}', 'generic', '${externalId}', '2026-03-01T10:00:00Z', 'UTC', ${sku === null ? 'null' : `'${sku}'`}, ${units}, ${lineCount}, 'MAD', 50000, 0, 'new', false, 'f')`);
    await order(TWO_LINES, '#2', 'ARG', 3, 2);
    await order(ONE_LINE, '#1', 'SOAP', 1, 1);
    await order(NO_LINES, '#0', null, 0, 1);
    await target.run(`insert into ledger_order_lines (order_id, line_no, sku, name, quantity, unit_price_minor) values
      ('${TWO_LINES}', 1, 'ARG', 'Argan oil', 2, 15000), ('${TWO_LINES}', 2, 'SOAP', 'Soap', 1, 20000), ('${ONE_LINE}', 1, 'SOAP', 'Soap', 1, 20000)`);
    for (const statement of statementsFrom(MIGRATION)) await target.run(statement);

    const orders = (await target.db.execute(
      sql.raw(`select external_id, sku, first_name, first_quantity, first_unit_price_minor::int as price from ledger_orders order by external_id`),
    )) as unknown as { rows: unknown[] };
    expect(orders.rows).toEqual([
      { external_id: '#0', sku: null, first_name: null, first_quantity: null, price: null },
      { external_id: '#1', sku: 'SOAP', first_name: 'Soap', first_quantity: 1, price: 20000 },
      { external_id: '#2', sku: 'ARG', first_name: 'Argan oil', first_quantity: 2, price: 15000 },
    ]);
    const lines = (await target.db.execute(sql.raw(`select order_id::text as order_id, line_no, sku from ledger_order_lines`))) as unknown as { rows: unknown[] };
    expect(lines.rows).toEqual([{ order_id: TWO_LINES, line_no: 2, sku: 'SOAP' }]);
  });
});
