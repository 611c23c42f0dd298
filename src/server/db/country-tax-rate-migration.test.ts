import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';
import { countries } from './schema';

// The database stops just before the tax-rate migration, countries are written as they were then, and that
// migration and every later one run (on PGlite, or on PostgreSQL with TEST_DATABASE_URL).
const MIGRATION = '0006_country_tax_rate';
const target = await openMigrationTarget();
afterAll(() => target.close());

describe('the migration that gives countries a tax rate', () => {
  it('gives every existing country 0 % (no figure changes) and keeps its rate', async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    await target.run(`insert into countries (name, code, currency, currency_change) values ('Morocco', 'MA', 'MAD', 10.05), ('Nowhere', null, 'Dollar', 1)`);
    for (const statement of statementsFrom(MIGRATION)) await target.run(statement);
    const rows = await target.db
      .select({ name: countries.name, taxRate: countries.taxRate, currencyChange: countries.currencyChange })
      .from(countries)
      .orderBy(asc(countries.name));
    expect(rows).toEqual([
      { name: 'Morocco', taxRate: 0, currencyChange: 10.05 },
      { name: 'Nowhere', taxRate: 0, currencyChange: 1 },
    ]);
  });
});
