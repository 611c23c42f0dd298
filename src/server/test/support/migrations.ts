import { readFileSync } from 'node:fs';

/**
 * The migration files in the order drizzle applies them (its journal), split into statements, so a
 * migration test can stop the schema just before the migration it tests, write data as it was
 * written then, and apply that migration and every later one.
 */
const folder = new URL('../../../../drizzle/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((entry) => entry.tag);

function statementsOf(tag: string): string[] {
  return readFileSync(new URL(`${tag}.sql`, folder), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim());
}

function indexOf(tag: string): number {
  const index = tags.indexOf(tag);
  if (index < 0) throw new Error(`No migration ${tag} in drizzle/meta/_journal.json`);
  return index;
}

/** Every statement of the migrations that come before `tag`. */
export const statementsBefore = (tag: string): string[] => tags.slice(0, indexOf(tag)).flatMap(statementsOf);

/** Every statement of `tag` and of the migrations after it. */
export const statementsFrom = (tag: string): string[] => tags.slice(indexOf(tag)).flatMap(statementsOf);

/** The seller and plan the actuals migration tests write, as those tables stood before migration 0009. */
export const OLD_SELLER_ID = '6f1c2a44-5b0d-4e55-9a3e-2b7c9d0e1f21';
export const OLD_PLAN_ID = '7a2d3b55-6c1e-4f66-8b4f-3c8d0e1f2a32';

/** Writes that seller and one plan of theirs in `country` (its currency label `currency`), with its stored figures. */
export async function writeOldPlan(run: (statement: string) => Promise<unknown>, country: string, currency: string): Promise<void> {
  await run(`insert into users (id, email, password_hash) values ('${OLD_SELLER_ID}', 'old@example.com', 'x')`);
  await run(`insert into simulations (id, user_id, service_name, country_name, country_currency, total_leads, ads_cost, product_cost,
    average_aov, confirmed_rate, delivered_rate, order_fees, confirmed_lead, delivered_lead, shipping_delivered, shipping_returned, service_fees,
    confirmed_orders, delivered_orders, selling_price, investment, services_cost, profit, roi)
    values ('${OLD_PLAN_ID}', '${OLD_SELLER_ID}', 'Express COD', '${country}', '${currency}', 100, 1, 3, 48, 25, 60, 0, 0, 0, 0, 0, 5, 25, 15, 720, 145, 0, 539, 371.72)`);
}
