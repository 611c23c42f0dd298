import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { simulate } from '../../domain/model/simulate';
import { simulationCsv } from '../export/csv';
import { getOwnSimulation } from '../modules/simulations/queries';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';

// A record saved before the cost lines existed reads and exports as before once the cost-lines migration has run:
// the database is migrated up to the cost-lines migration, an old row is written, then the new migration runs.
// On PGlite, or on PostgreSQL with TEST_DATABASE_URL.

const target = await openMigrationTarget();
afterAll(() => target.close());

const OLD = {
  totalLeads: 333, adsCost: 2.35, productCost: 7.1, averageAOV: 19.99, confirmedRate: 33.3, deliveredRate: 57.5,
  orderFees: 0.45, confirmedLead: 1.2, deliveredLead: 0.8, shippingDelivered: 5.25, shippingReturned: 3.1, serviceFees: 4.5,
};

describe('the cost-lines migration on a record saved before it', () => {
  it('keeps every stored figure, fills returned orders and return shipping, and exports as before', async () => {
    for (const statement of statementsBefore('0002_costs')) await target.run(statement);
    const userId = randomUUID();
    const id = randomUUID();
    const r = simulate(OLD);
    await target.run(`insert into users (id, email, password_hash) values ('${userId}', 'old@example.com', 'x')`);
    await target.run(`insert into simulations (id, user_id, service_name, country_name, country_currency, total_leads, ads_cost, product_cost,
      average_aov, confirmed_rate, delivered_rate, order_fees, confirmed_lead, delivered_lead, shipping_delivered, shipping_returned,
      service_fees, confirmed_orders, delivered_orders, selling_price, investment, services_cost, profit, roi)
      values ('${id}', '${userId}', 'Express COD', 'Saudi Arabia', 'Riyal (SAR)', ${OLD.totalLeads}, ${OLD.adsCost}, ${OLD.productCost},
      ${OLD.averageAOV}, ${OLD.confirmedRate}, ${OLD.deliveredRate}, ${OLD.orderFees}, ${OLD.confirmedLead}, ${OLD.deliveredLead},
      ${OLD.shippingDelivered}, ${OLD.shippingReturned}, ${OLD.serviceFees}, ${r.confirmedOrders}, ${r.deliveredOrders}, ${r.sellingPrice},
      ${r.investment}, ${r.servicesCost}, ${r.profit}, ${r.roi})`);
    for (const statement of statementsFrom('0002_costs')) await target.run(statement);

    const record = await getOwnSimulation(target.db, userId, id);
    expect(record).toMatchObject({
      ...OLD,
      profit: r.profit, roi: r.roi, sellingPrice: r.sellingPrice, investment: r.investment,
      returnedOrders: r.returnedOrders, returnCosts: r.returnCosts, returnLoss: 0, packaging: 0, tax: 0, feeVat: 0,
      taxRate: 0, packagingPerOrder: 0, leadsPerMonth: 0, currencyRate: null, localCurrencyInputs: [],
    });

    // The export of before: two columns, dollars, the same figures; only the return lines are new.
    const rows = parse(simulationCsv(record, 'en', { timeZone: 'UTC' }), { bom: true, relax_column_count: true }) as string[][];
    expect(rows).toContainEqual(['Field', 'Value']);
    expect(rows).toContainEqual(['Profit ($)', String(Math.round(r.profit * 100) / 100)]);
    expect(rows).toContainEqual(['Total Investment ($)', String(Math.round(r.totalInvestment * 100) / 100)]);
    expect(rows).toContainEqual(['of which Return Shipping ($)', String(Math.round(r.returnCosts * 100) / 100)]);
    expect(rows.every((row) => row.length <= 2)).toBe(true);
    const labels = rows.map((row) => row[0]);
    for (const unused of ['Exchange rate', 'Tax ($)', 'Packaging ($)', 'Monthly Net Profit ($)']) expect(labels).not.toContain(unused);
  });
});
