import { afterAll, describe, expect, it } from 'vitest';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';
import { actualRecords, importedOrders } from './schema';

// The database stops just before migration 0009 (decision 0035), a plan and an actual record are written as they
// were then, and that migration and every later one run (on PGlite, or on PostgreSQL with TEST_DATABASE_URL).
const MIGRATION = '0009_actuals_currencies_and_imported_orders';
const target = await openMigrationTarget();
afterAll(() => target.close());

describe('the migration that lets actuals be typed in the plan’s currency', () => {
  it('reads every existing record as typed in dollars, with no rate and no order ids', async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    const user = '6f1c2a44-5b0d-4e55-9a3e-2b7c9d0e1f21';
    const plan = '7a2d3b55-6c1e-4f66-8b4f-3c8d0e1f2a32';
    await target.run(`insert into users (id, email, password_hash) values ('${user}', 'old@example.com', 'x')`);
    await target.run(`insert into simulations (id, user_id, service_name, country_name, country_currency, total_leads, ads_cost, product_cost,
      average_aov, confirmed_rate, delivered_rate, order_fees, confirmed_lead, delivered_lead, shipping_delivered, shipping_returned, service_fees,
      confirmed_orders, delivered_orders, selling_price, investment, services_cost, profit, roi)
      values ('${plan}', '${user}', 'Express COD', 'Morocco', 'MAD', 100, 1, 3, 48, 25, 60, 0, 0, 0, 0, 0, 5, 25, 15, 720, 145, 0, 539, 371.72)`);
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
