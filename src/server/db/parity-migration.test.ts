import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { getAnnouncement } from '../modules/announcement/queries';
import { statementsBefore, statementsFrom } from '../test/support/migrations';
import type { Db } from './client';
import * as schema from './schema';

// Migration (0004_parity_data) run over data written before it: the announcement's one text and
// saved simulations must read as before. (One database: creating PGlite is the slow part. An English
// text stays where it was, which src/server/modules/admin/announcement.test.ts reads through the API.)

// Started before the test (like migration-costs.test.ts): on a busy machine PGlite's start alone can take most of a test's 30 s.
const client = new PGlite();
await client.waitReady;
afterAll(() => client.close());

async function databaseWith(content: string): Promise<Db> {
  for (const statement of statementsBefore('0004_parity_data')) await client.exec(statement);
  await client.query(`insert into announcement (id, content, enabled) values (1, $1, true) on conflict (id) do update set content = excluded.content, enabled = true`, [content]);
  await client.query(`insert into users (id, email, password_hash) values ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'x')`);
  await client.query(`insert into simulations (user_id, service_name, country_name, country_currency, total_leads, ads_cost, product_cost, average_aov,
    confirmed_rate, delivered_rate, order_fees, confirmed_lead, delivered_lead, shipping_delivered, shipping_returned, service_fees,
    confirmed_orders, delivered_orders, selling_price, investment, services_cost, profit, roi)
    values ('00000000-0000-4000-8000-000000000001', 'Old', 'Morocco', 'MAD', 100, 1, 1, 10, 50, 50, 0, 0, 0, 0, 0, 0, 50, 25, 250, 200, 0, 50, 25)`);
  for (const statement of statementsFrom('0004_parity_data')) await client.exec(statement);
  return drizzle({ client, schema }) as unknown as Db;
}

describe('migration 0004_parity_data over existing data', () => {
  it('moves an announcement written in Arabic to the Arabic text', async () => {
    const db = await databaseWith('التوصيل متوقف يوم الجمعة');
    expect(await getAnnouncement(db)).toEqual({
      content: 'التوصيل متوقف يوم الجمعة',
      texts: { en: '', ar: 'التوصيل متوقف يوم الجمعة', fr: '' },
      enabled: true,
    });
    const { rows } = await client.query<{ country_code: string; currency_rate: number | null }>('select country_code, currency_rate from simulations');
    // A simulation saved before names no code and no rate: its exports stay in dollars, as before.
    expect(rows).toEqual([{ country_code: '', currency_rate: null }]);
  });
});
