import { afterAll, describe, expect, it } from 'vitest';
import { openMigrationTarget } from '../test/support/migration-target';
import { OLD_PLAN_ID, OLD_SELLER_ID, statementsBefore, statementsFrom, writeOldPlan } from '../test/support/migrations';
import { actualRecords } from './schema';

// The database stops just before migration 0011; records an import could store then (a revenue past 1e9, or
// Infinity) are written, and that migration and every later one run (PGlite, or PostgreSQL with TEST_DATABASE_URL).
const MIGRATION = '0011_actuals_readable_amounts';
const target = await openMigrationTarget();
afterAll(() => target.close());

describe('the migration that makes every stored actual record readable', () => {
  it('forgets a revenue past the range (its counts stay), keeps a good one, and refuses such a revenue from then on', async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    const user = OLD_SELLER_ID;
    const plan = OLD_PLAN_ID;
    await writeOldPlan((statement) => target.run(statement), 'Lebanon', 'LBP');
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
