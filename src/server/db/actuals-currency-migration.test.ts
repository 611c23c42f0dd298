import { afterAll, describe, expect, it } from 'vitest';
import { openMigrationTarget } from '../test/support/migration-target';
import { OLD_PLAN_ID, OLD_SELLER_ID, statementsBefore, statementsFrom, writeOldPlan } from '../test/support/migrations';
import { actualRecords, importedOrders } from './schema';

// The database stops just before migration 0009 (decision 0035), a plan and an actual record are written as they
// were then, and that migration and every later one run (on PGlite, or on PostgreSQL with TEST_DATABASE_URL).
const MIGRATION = '0009_actuals_currencies_and_imported_orders';
const target = await openMigrationTarget();
afterAll(() => target.close());

describe('the migration that lets actuals be typed in the plan’s currency', () => {
  it('reads every existing record as typed in dollars, with no rate and no order ids', async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    const user = OLD_SELLER_ID;
    const plan = OLD_PLAN_ID;
    await writeOldPlan((statement) => target.run(statement), 'Morocco', 'MAD');
    await target.run(`insert into actual_records (simulation_id, user_id, date, leads, ad_spend, confirmed, delivered, returned, order_count)
      values ('${plan}', '${user}', '2026-11-07', 100, 120.5, 40, 20, 10, 100)`);
    for (const statement of statementsFrom(MIGRATION)) await target.run(statement);
    const rows = await target.db
      .select({ adSpend: actualRecords.adSpend, localCurrencyInputs: actualRecords.localCurrencyInputs, currencyRate: actualRecords.currencyRate })
      .from(actualRecords);
    expect(rows).toEqual([{ adSpend: 120.5, localCurrencyInputs: [], currencyRate: null }]);
    expect(await target.db.select().from(importedOrders)).toEqual([]);
  });
});
