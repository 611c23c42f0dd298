import { asc } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readCurrencyCode } from '../../domain/currency-code';
import { openMigrationTarget } from '../test/support/migration-target';
import { statementsBefore, statementsFrom } from '../test/support/migrations';
import { countries, simulations } from './schema';

// The database stops just before the currency-code migration, countries and plans are written with the labels
// sellers typed then, and that migration and every later one run (on PGlite, or on PostgreSQL with TEST_DATABASE_URL).
const MIGRATION = '0010_currency_codes';
const target = await openMigrationTarget();
afterAll(() => target.close());

// label, ISO 3166 code, the code the migration must store (worked by hand).
const LABELS: [string, string | null, string | null][] = [
  ['Saudi Riyal (SAR)', 'SA', 'SAR'],
  ['  US Dollar ( usd ) ', null, 'USD'],
  ['MAD', null, 'MAD'],
  ['Dirham', 'MA', 'MAD'],
  ['Dinar', 'TN', 'TND'],
  ['Dollar (USD)', 'AE', 'USD'],
  ['Dinar', null, null],
  ['sar', null, null],
  ['Made up (QQQ)', null, null],
  ['Pound', 'ZZ', null],
];

describe('the migration that gives countries and plans an ISO 4217 currency code', () => {
  it('reads the code from the label, else from the country, and leaves NULL where neither tells, as the domain reads them', async () => {
    for (const statement of statementsBefore(MIGRATION)) await target.run(statement);
    const user = '6f1c2a44-5b0d-4e55-9a3e-2b7c9d0e1f21';
    await target.run(`insert into users (id, email, password_hash) values ('${user}', 'old@example.com', 'x')`);
    for (const [index, [label, code]] of LABELS.entries()) {
      const quoted = label.replace(/'/g, "''");
      await target.run(`insert into countries (name, code, currency, currency_change) values ('Country ${index}', ${code ? `'${code}'` : 'null'}, '${quoted}', 10)`);
      await target.run(`insert into simulations (user_id, service_name, country_name, country_code, country_currency, total_leads, ads_cost, product_cost,
        average_aov, confirmed_rate, delivered_rate, order_fees, confirmed_lead, delivered_lead, shipping_delivered, shipping_returned, service_fees,
        confirmed_orders, delivered_orders, selling_price, investment, services_cost, profit, roi)
        values ('${user}', 'Express COD', 'Country ${index}', '${code ?? ''}', '${quoted}', 100, 1, 3, 48, 25, 60, 0, 0, 0, 0, 0, 5, 25, 15, 720, 145, 0, 539, 371.72)`);
    }
    for (const statement of statementsFrom(MIGRATION)) await target.run(statement);

    const stored = await target.db.select({ name: countries.name, currencyCode: countries.currencyCode }).from(countries).orderBy(asc(countries.name));
    const plans = await target.db
      .select({ name: simulations.countryName, currencyCode: simulations.countryCurrencyCode })
      .from(simulations)
      .orderBy(asc(simulations.countryName));
    const expected = LABELS.map(([, , code], index) => ({ name: `Country ${index}`, currencyCode: code })).sort((a, b) => a.name.localeCompare(b.name));
    expect(stored).toEqual(expected);
    expect(plans).toEqual(expected);
    // The domain reads new labels by the same rule.
    expect(LABELS.map(([label, code]) => readCurrencyCode(label, code))).toEqual(LABELS.map(([, , code]) => code));
  });
});
