import { afterAll, describe, expect, it } from 'vitest';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';
import { actualRecords } from './schema';

// The database stops just before migration 0011; records an import could store then (a revenue past 1e9, or
// Infinity) are written, and that migration and every later one run (PGlite, or PostgreSQL with TEST_DATABASE_URL).
const MIGRATION = '0011_actuals_readable_amounts';
const target = await openMigrationTarget();
afterAll(() => target.close());

describe('the migration that makes every stored actual record readable', () => {
  it('forgets a revenue past the range (its counts stay), keeps a good one, and refuses such a revenue from then on', async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    const user = '6f1c2a44-5b0d-4e55-9a3e-2b7c9d0e1f21';
    const plan = '7a2d3b55-6c1e-4f66-8b4f-3c8d0e1f2a32';
    await target.run(`insert into users (id, email, password_hash) values ('${user}', 'old@example.com', 'x')`);
    await target.run(`insert into simulations (id, user_id, service_name, country_name, country_currency, total_leads, ads_cost, product_cost,
      average_aov, confirmed_rate, delivered_rate, order_fees, confirmed_lead, delivered_lead, shipping_delivered, shipping_returned, service_fees,
      confirmed_orders, delivered_orders, selling_price, investment, services_cost, profit, roi)
      values ('${plan}', '${user}', 'Express COD', 'Lebanon', 'LBP', 100, 1, 3, 48, 25, 60, 0, 0, 0, 0, 0, 5, 25, 15, 720, 145, 0, 539, 371.72)`);
    const insert = (date: string, revenue: string) =>
      target.run(`insert into actual_records (simulation_id, user_id, date, leads, ad_spend, confirmed, delivered, returned, revenue_collected, order_count)
        values ('${plan}', '${user}', '${date}', 600, 10, 600, 600, 0, ${revenue}, 600)`);
    // 600 orders of 2,000,000 LBP; a sum that overflowed; a good record.
    await insert('2026-11-01', '1200000000');
    await insert('2026-11-02', "'Infinity'");
    await insert('2026-11-03', '5000');
    for (const statement of statementsFrom(MIGRATION)) await target.run(statement);
    const rows = await target.db.select({ date: actualRecords.date, leads: actualRecords.leads, revenue: actualRecords.revenueCollected }).from(actualRecords).orderBy(actualRecords.date);
    expect(rows).toEqual([
      { date: '2026-11-01', leads: 600, revenue: null },
      { date: '2026-11-02', leads: 600, revenue: null },
      { date: '2026-11-03', leads: 600, revenue: 5000 },
    ]);
    await expect(insert('2026-11-04', '1000000001')).rejects.toThrow();
  });
});
