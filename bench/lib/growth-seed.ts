// The data of the growth bench, written in bulk through the app's own schema: one
// statement per table (generate_series), never one HTTP call per row. Sizes are totals to top up to, so
// the small stage and then the full stage grow the same database.
import { count, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { countries, feeStructures, services, simulations, users } from '../../src/server/db/schema';

export interface GrowthSizes {
  /** The seller's saved simulations. */
  simulations: number;
  /** Bench countries and services (each half). */
  catalogue: number;
  /** Default fee structures seeded (the sample catalogue's few come on top). */
  defaultFees: number;
  /** The seller's own fee structures. */
  ownFees: number;
  /** Accounts in all (the seller and the administrator included). */
  users: number;
}

export const SMALL: GrowthSizes = { simulations: 100, catalogue: 20, defaultFees: 90, ownFees: 10, users: 100 };
export const FULL: GrowthSizes = { simulations: 100_000, catalogue: 2_000, defaultFees: 9_000, ownFees: 1_000, users: 100_000 };
/** Default fee structures pair a country with one of this many services. */
const SERVICES_PER_COUNTRY = 9;

async function counted(db: Db, table: typeof users | typeof countries | typeof services | typeof feeStructures | typeof simulations, where?: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

const benchCountries = sql`${countries.name} like 'Bench country %'`;
const benchServices = sql`${services.name} like 'Bench service %'`;

/**
 * Tops the seller's history, the catalogue and the accounts up to `sizes`. Rows come in pairs with the
 * same created_at (ties only the id orders), and the simulations copy one the seller saved through the
 * API, so every column holds what the app writes.
 */
export async function seedGrowth(db: Db, sellerId: string, sizes: GrowthSizes): Promise<void> {
  const template = await db.select({ id: simulations.id }).from(simulations).where(eq(simulations.userId, sellerId)).limit(1);
  if (!template[0]) throw new Error('The seller has no saved simulation to copy');
  const have = await counted(db, simulations, eq(simulations.userId, sellerId));
  if (have < sizes.simulations) {
    const copied = Object.values(getTableColumns(simulations))
      .map((column) => column.name)
      .filter((name) => !['id', 'name', 'created_at', 'updated_at'].includes(name));
    const list = sql.raw(copied.map((name) => `"${name}"`).join(', '));
    await db.execute(sql`
      insert into ${simulations} (${list}, "name", "created_at", "updated_at")
      select ${list}, 'Bench plan ' || g, at, at
      from ${simulations}, generate_series(${have + 1}::int, ${sizes.simulations}::int) as g,
        lateral (select timestamptz '2024-01-01 00:00:00+00' + (g / 2) * interval '1 second' as at) as moment
      where ${simulations.id} = ${template[0].id}`);
  }

  const half = sizes.catalogue / 2;
  const countriesHave = await counted(db, countries, benchCountries);
  await db.execute(sql`
    insert into ${countries} ("name", "currency", "currency_change", "created_at")
    select 'Bench country ' || g, 'Bench (BCH)', 1, timestamptz '2024-01-01 00:00:00+00' + (g / 2) * interval '1 second'
    from generate_series(${countriesHave + 1}::int, ${half}::int) as g`);
  const servicesHave = await counted(db, services, benchServices);
  await db.execute(sql`
    insert into ${services} ("name", "created_at")
    select 'Bench service ' || g, timestamptz '2024-01-01 00:00:00+00' + (g / 2) * interval '1 second'
    from generate_series(${servicesHave + 1}::int, ${half}::int) as g`);

  // Default g pairs country (g-1)/9+1 with service (g-1)%9+1; the seller's own g is country g, no service.
  const defaultsHave = await counted(db, feeStructures, sql`${isNull(feeStructures.ownerId)} and ${feeStructures.countryId} in (select id from ${countries} where ${benchCountries})`);
  const fees = sql.raw('"confirmed_rate", "delivered_rate", "order_fees", "confirmed_lead", "delivered_lead", "shipping_delivered", "shipping_returned", "service_fees"');
  const feeValues = sql.raw('40, 60, 0.5, 1, 0.8, 4, 2.5, 4');
  await db.execute(sql`
    insert into ${feeStructures} ("owner_id", "country_id", "service_id", ${fees}, "created_at")
    select null, c.id, s.id, ${feeValues}, timestamptz '2024-01-01 00:00:00+00' + (g / 2) * interval '1 second'
    from generate_series(${defaultsHave + 1}::int, ${sizes.defaultFees}::int) as g
    join ${countries} c on c.name = 'Bench country ' || ((g - 1) / ${SERVICES_PER_COUNTRY} + 1) and c.owner_id is null
    join ${services} s on s.name = 'Bench service ' || ((g - 1) % ${SERVICES_PER_COUNTRY} + 1) and s.owner_id is null`);
  const ownHave = await counted(db, feeStructures, eq(feeStructures.ownerId, sellerId));
  await db.execute(sql`
    insert into ${feeStructures} ("owner_id", "country_id", "service_id", ${fees}, "created_at")
    select ${sellerId}::uuid, c.id, null, ${feeValues}, timestamptz '2024-06-01 00:00:00+00' + (g / 2) * interval '1 second'
    from generate_series(${ownHave + 1}::int, ${sizes.ownFees}::int) as g
    join ${countries} c on c.name = 'Bench country ' || g and c.owner_id is null`);

  const usersHave = await counted(db, users);
  const [seller] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, sellerId));
  await db.execute(sql`
    insert into ${users} ("email", "password_hash", "created_at")
    select 'bench-account-' || g || '@example.com', ${seller!.hash}, timestamptz '2023-01-01 00:00:00+00' + (g / 2) * interval '1 second'
    from generate_series(${usersHave + 1}::int, ${sizes.users}::int) as g`);
  // Fresh statistics, as autovacuum would give a real database after such growth (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
}

/** What the seller and the admin see at this size, counted in the database. */
export async function measuredSizes(db: Db, sellerId: string) {
  const [row] = (
    (await db.execute(sql`select
      (select count(*) from ${simulations} where user_id = ${sellerId})::int as simulations,
      (select count(*) from ${countries})::int + (select count(*) from ${services})::int as catalogue,
      (select count(*) from ${feeStructures} where owner_id is null or owner_id = ${sellerId})::int as "sellerFees",
      (select count(*) from ${users})::int as users`)) as unknown as { rows: { simulations: number; catalogue: number; sellerFees: number; users: number }[] }
  ).rows;
  return row!;
}
