import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertCountry, insertFeeStructure } from '../test/catalogue-factories';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';
import { countries, feeStructures, users } from './schema';

// The database stops just before the unique-code migration, rows are written as they could be then,
// and that migration and every later one run (on PGlite, or on PostgreSQL with TEST_DATABASE_URL).
const MIGRATION = '0005_countries_unique_code';
const target = await openMigrationTarget();
const db = target.db;
afterAll(() => target.close());

let written = 0;

/**
 * A country as that schema could write it: only the columns it had (today's schema has more, added later). Each row
 * is a minute younger than the one before: rows written in one go can share a timestamp (PGlite's clock is coarse),
 * and "the oldest" would then be decided by the random id.
 */
async function insertOldCountry(ownerId: string | null, name: string, code: string): Promise<{ id: string }> {
  written += 1;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, written)).toISOString();
  const { rows } = (await db.execute(
    sql`insert into countries (owner_id, name, code, currency, currency_change, created_at) values (${ownerId}, ${name}, ${code}, 'Saudi Riyal (SAR)', 3.75, ${createdAt}) returning id`,
  )) as unknown as { rows: { id: string }[] };
  return rows[0]!;
}

describe('the migration that makes country codes unique per owner', () => {
  it('keeps every row of data written before the rule: the oldest keeps the code, later duplicates lose it and turn inactive', async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    const [seller] = await db.insert(users).values({ email: `${crypto.randomUUID()}@example.com`, passwordHash: 'x' }).returning();
    const first = await insertOldCountry(seller!.id, 'Morocco', 'MA');
    const second = await insertOldCountry(seller!.id, 'Morocco', 'MA');
    const lower = await insertOldCountry(seller!.id, 'Maroc', 'ma');
    const defaultOne = await insertOldCountry(null, 'Morocco (default)', 'MA');
    const defaultTwo = await insertOldCountry(null, 'Morocco (default) again', 'MA');
    const fee = await insertFeeStructure(db, seller!.id, second.id);

    for (const statement of statementsFrom(MIGRATION)) await target.run(statement);

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
