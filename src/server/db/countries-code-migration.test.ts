import { asc, eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { insertCountry, insertFeeStructure } from '../test/catalogue-factories';
import { createTestDatabase } from '../test/test-app';
import { migrationsFolder } from './client';
import { countries, feeStructures, users } from './schema';

const database = await createTestDatabase();
const db = database.db;
afterAll(() => database.close());

/** Puts the database back to before the unique-code migration (drizzle applies what is newer than its last record). */
async function undoUniqueCodeMigration() {
  await db.execute(sql`drop index "countries_owner_code_key"`);
  await db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
}

async function migrate() {
  if (database.kind === 'pglite') await migratePglite(db as never, { migrationsFolder });
  else await migratePg(db as never, { migrationsFolder });
}

describe('the migration that makes country codes unique per owner', () => {
  it('keeps every row of data written before the rule: the oldest keeps the code, later duplicates lose it and turn inactive', async () => {
    await undoUniqueCodeMigration();
    const [seller] = await db.insert(users).values({ email: `${crypto.randomUUID()}@example.com`, passwordHash: 'x' }).returning();
    const first = await insertCountry(db, seller!.id, 'Morocco', 'MA');
    const second = await insertCountry(db, seller!.id, 'Morocco', 'MA');
    const lower = await insertCountry(db, seller!.id, 'Maroc', 'ma');
    const defaultOne = await insertCountry(db, null, 'Morocco (default)', 'MA');
    const defaultTwo = await insertCountry(db, null, 'Morocco (default) again', 'MA');
    const fee = await insertFeeStructure(db, seller!.id, second.id);

    await migrate();

    const rows = await db
      .select({ id: countries.id, code: countries.code, status: countries.status })
      .from(countries)
      .where(sql`${countries.id} in (${sql.join([first, second, lower, defaultOne, defaultTwo].map((row) => sql`${row.id}`), sql`, `)})`)
      .orderBy(asc(countries.createdAt), asc(countries.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first.id)).toMatchObject({ code: 'MA', status: 'active' });
    expect(byId.get(second.id)).toMatchObject({ code: null, status: 'inactive' });
    expect(byId.get(lower.id)).toMatchObject({ code: null, status: 'inactive' });
    expect(byId.get(defaultOne.id)).toMatchObject({ code: 'MA', status: 'active' });
    expect(byId.get(defaultTwo.id)).toMatchObject({ code: null, status: 'inactive' });
    // The duplicate's fee structure is kept, and the rule now holds.
    expect(await db.select({ id: feeStructures.id }).from(feeStructures).where(eq(feeStructures.id, fee.id))).toHaveLength(1);
    await expect(insertCountry(db, seller!.id, 'Morocco once more', 'MA')).rejects.toThrow();
  });
});
