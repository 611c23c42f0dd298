import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { simulate } from '../../domain/simulate';
import { simulationCsv } from '../export/csv';
import { getOwnSimulation } from '../modules/simulations/queries';
import type { Db } from './client';
import * as schema from './schema';
import { statementsBefore, statementsFrom } from '../test/support/migrations';

// A record saved before issue 18 reads and exports as before once the cost-lines migration has run:
// the database is migrated to the first migration only, an old row is written, then the new migration runs.
// On PGlite, or on PostgreSQL with TEST_DATABASE_URL.


interface Target {
  run(sql: string): Promise<void>;
  db: Db;
  close(): Promise<void>;
}

async function openTarget(): Promise<Target> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = new PGlite();
    await client.waitReady;
    return { run: async (sql) => void (await client.exec(sql)), db: drizzlePglite({ client, schema }) as unknown as Db, close: () => client.close() };
  }
  const name = `ribh_migration_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    run: async (sql) => void (await client.query(sql)),
    db: drizzlePg({ client, schema }) as unknown as Db,
    close: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const target = await openTarget();
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
    const rows = (simulationCsv(record, 'en').slice(1).split('\r\n').map((line) => line.split(',')));
    expect(rows).toContainEqual(['Field', 'Value']);
    expect(rows).toContainEqual(['Profit ($)', String(Math.round(r.profit * 100) / 100)]);
    expect(rows).toContainEqual(['Total Investment ($)', String(Math.round(r.totalInvestment * 100) / 100)]);
    expect(rows).toContainEqual(['of which Return Shipping ($)', String(Math.round(r.returnCosts * 100) / 100)]);
    expect(rows.every((row) => row.length <= 2)).toBe(true);
    const labels = rows.map((row) => row[0]);
    for (const unused of ['Exchange Rate (per USD)', 'Tax ($)', 'Packaging ($)', 'Monthly Net Profit ($)']) expect(labels).not.toContain(unused);
  });
});
