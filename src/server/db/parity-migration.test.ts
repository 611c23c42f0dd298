import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { getAnnouncement } from '../modules/announcement/queries';
import type { Db } from './client';
import * as schema from './schema';

// Issue 17's migration (0001) run over data written before it: the announcement's one text and
// saved simulations must read as before. (One database: creating PGlite is the slow part. An English
// text stays where it was, which src/server/modules/admin/announcement.test.ts reads through the API.)

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
const dir = mkdtempSync(path.join(tmpdir(), 'ribh-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before issue 17: the first migration only. */
function migrationsBefore(): string {
  const folder = path.join(dir, 'before');
  cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag === '0000_init');
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

async function databaseWith(content: string): Promise<{ db: Db; client: PGlite }> {
  const client = new PGlite();
  const db = drizzle({ client, schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder: migrationsBefore() });
  await client.query(`insert into announcement (id, content, enabled) values (1, $1, true) on conflict (id) do update set content = excluded.content, enabled = true`, [content]);
  await client.query(`insert into users (id, email, password_hash) values ('00000000-0000-4000-8000-000000000001', 'old@example.com', 'x')`);
  await client.query(`insert into simulations (user_id, service_name, country_name, country_currency, total_leads, ads_cost, product_cost, average_aov,
    confirmed_rate, delivered_rate, order_fees, confirmed_lead, delivered_lead, shipping_delivered, shipping_returned, service_fees,
    confirmed_orders, delivered_orders, selling_price, investment, services_cost, profit, roi)
    values ('00000000-0000-4000-8000-000000000001', 'Old', 'Morocco', 'MAD', 100, 1, 1, 10, 50, 50, 0, 0, 0, 0, 0, 0, 50, 25, 250, 200, 0, 50, 25)`);
  await migrate(db as never, { migrationsFolder: migrations });
  return { db, client };
}

describe('migration 0001 (issue 17) over existing data', () => {
  it('moves an announcement written in Arabic to the Arabic text', async () => {
    const { db, client } = await databaseWith('التوصيل متوقف يوم الجمعة');
    expect(await getAnnouncement(db)).toEqual({
      content: 'التوصيل متوقف يوم الجمعة',
      texts: { en: '', ar: 'التوصيل متوقف يوم الجمعة', fr: '' },
      enabled: true,
    });
    const { rows } = await client.query<{ country_code: string; currency_change: number }>('select country_code, currency_change from simulations');
    // A simulation saved before names no code and no rate: its exports stay in dollars, as before.
    expect(rows).toEqual([{ country_code: '', currency_change: 0 }]);
    await client.close();
  });
});
