// `npm run bench:ledger [-- --quick] [-- --daily-only] [-- --import-only] [-- --postgres-only]`: the order ledger at scale. One database holds a seller with
// 10,000 orders and one with 1,000,000 (two years, 20 products, 3 countries, 2 couriers) and two years of ad
// spend; the daily screen for 30 days split by product is timed for each (p50/p95/p99 beside the goals: p95 ≤
// 150 ms at 1,000,000 and p99 within 2× of 10,000), its rollup statement explained, and the sizes per million orders
// printed. Then a 200,000-row orders file is imported through the import runner: seconds and RSS growth.
// PGlite always; PostgreSQL too when DATABASE_URL or TEST_DATABASE_URL names a server (scripts/pg-throwaway.sh).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addDays, dayInZone } from '../src/domain/ledger/zoned-days';
import { proposeMapping } from '../src/domain/ledger/import-presets';
import { openDatabase, type Database } from '../src/server/db/client';
import { ledgerSettings, users } from '../src/server/db/schema';
import type { Viewer } from '../src/server/http/access';
import { rebuildDailyCells } from '../src/server/modules/ledger/daily-cells';
import { dailyRangeSql, readDaily } from '../src/server/modules/ledger/daily-query';
import { createImportJob } from '../src/server/modules/ledger/import-jobs';
import { enqueueImport } from '../src/server/modules/ledger/import-runner';
import type { RollupCost } from '../src/server/modules/ledger/order-writer';
import { ledgerOrdersCsv } from './lib/ledger-orders-file';

const quick = process.argv.includes('--quick');
// `--import-only`: the import alone, beside one analysed seller of 10,000 orders (the new seller is then unknown to
// the statistics, as in production).
const importOnly = process.argv.includes('--import-only');
// `--daily-only`: the daily screen alone (no sizes, no import).
const dailyOnly = process.argv.includes('--daily-only');
// `--postgres-only`: PostgreSQL alone, its memory figures then not following PGlite's in the same process.
const postgresOnly = process.argv.includes('--postgres-only');
const SMALL = 10_000;
const FULL = quick ? 200_000 : 1_000_000;
const SAMPLES = quick ? 30 : 200;
const IMPORT_ROWS = quick ? 50_000 : 200_000;
const DAYS = 730;

async function addSeller(database: Database): Promise<Viewer> {
  const email = `ledger-bench-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await database.db.insert(users).values({ email, passwordHash: 'not-a-hash' }).returning({ id: users.id });
  await database.db.insert(ledgerSettings).values({ ownerId: row!.id, reportingCurrency: 'MAD', timeZone: 'UTC' });
  return { id: row!.id, email, role: 'user' };
}

/** `count` orders spread evenly over the last two years, in one statement per table. */
async function seedOrders(database: Database, ownerId: string, count: number): Promise<void> {
  const { db } = database;
  await db.execute(sql`
    insert into ledger_orders (owner_id, source, external_id, placed_at, time_zone, country_code, city, sku, first_name, first_quantity,
      first_unit_price_minor, units, currency, total_minor, delivery_fee_minor, courier, agent, campaign, status, confirmed, fingerprint, first_status, first_at)
    select ${ownerId}::uuid, 'shopify', '#' || g, now() - (g::float8 / ${count} * ${DAYS}) * interval '1 day', 'UTC',
      (array['MA','SA','AE'])[g % 3 + 1], 'City ' || (g % 50), 'SKU-' || (g % 20), 'Product SKU-' || (g % 20), 1 + g % 2,
      (19900 + (g % 7) * 1000) / (1 + g % 2), 1 + g % 2, 'MAD', 19900 + (g % 7) * 1000, 3000, (array['Amana','Aramex'])[g % 2 + 1], 'Agent ' || (g % 5), 'Campaign ' || (g % 10),
      (array['delivered','delivered','delivered','delivered','paid','returned','returned','shipped','cancelled','new'])[g % 10 + 1],
      g % 10 < 8, 'seed',
      -- Each order's history: its status, reached three days after it was placed, kept on its row.
      (array['delivered','delivered','delivered','delivered','paid','returned','returned','shipped','cancelled','new'])[g % 10 + 1],
      now() - (g::float8 / ${count} * ${DAYS}) * interval '1 day' + interval '3 days'
    from generate_series(1, ${count}) as g`);
  await db.execute(sql`
    insert into ledger_ad_spend (owner_id, day, platform, campaign, sku, country_code, currency, amount_minor)
    select ${ownerId}::uuid, current_date - d, 'meta', 'Campaign ' || (s % 10), 'SKU-' || s, null, 'MAD', 50000 + s * 100
    from generate_series(0, ${DAYS - 1}) as d, generate_series(0, 19) as s`);
  // Products with unit costs, as a seller who filled them in: the screen costs every cell.
  await db.execute(sql`
    insert into ledger_products (owner_id, sku, name, unit_cost_minor, unit_cost_currency)
    select ${ownerId}::uuid, 'SKU-' || s, 'Product ' || s, 4000 + s * 250, 'MAD' from generate_series(0, 19) as s`);
  // The orders were written by hand, not by an import: their rollup cells are counted afresh, as a change of zone does.
  await rebuildDailyCells(db, ownerId, 'UTC');
}

/** The load average over the last minute, five and fifteen: on a shared machine, the figures mean little without it. */
const load = () => `load ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`;

/** CPU seconds (user + system) this process spent since `since`. */
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timeDaily(database: Database, viewer: Viewer): Promise<{ p50: number; p95: number; p99: number; cpuMs: number }> {
  const today = dayInZone(Date.now(), 'UTC');
  const query = { from: addDays(today, -29), to: today, groupBy: 'day' as const, splitBy: 'product' as const };
  for (let i = 0; i < 5; i++) await readDaily(database.db, viewer, query);
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < SAMPLES; i++) {
    const start = performance.now();
    await readDaily(database.db, viewer, query);
    times.push(performance.now() - start);
  }
  const cpuMs = (cpuSeconds(cpu) * 1000) / SAMPLES;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), cpuMs };
}

/**
 * The plan of the daily screen's range statement. With `indexesOnly`, the planner is told not to read tables whole
 * (`enable_seqscan = off`, this transaction only): a part it still reads whole has no index to read by. Without it,
 * the planner may read a table of a page or two whole (the seed's 40 products), which is cheaper than its index.
 */
async function explainDaily(database: Database, viewer: Viewer, indexesOnly = false): Promise<string[]> {
  const today = dayInZone(Date.now(), 'UTC');
  const query = { from: addDays(today, -29), to: today, groupBy: 'day' as const, splitBy: 'product' as const };
  return database.db.transaction(async (tx) => {
    if (indexesOnly) await tx.execute(sql`set local enable_seqscan = off`);
    const { rows } = (await tx.execute(sql`explain ${dailyRangeSql(viewer.id, query, 'UTC', today, {})}`)) as { rows: { 'QUERY PLAN': string }[] };
    return rows.map((row) => row['QUERY PLAN']);
  });
}

async function sizes(database: Database): Promise<{ name: string; rows: number; bytes: number }[]> {
  const { rows } = (await database.db.execute(sql`
    select c.relname as name, c.reltuples::bigint::text as rows, pg_total_relation_size(c.oid)::text as bytes
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname like 'ledger_%' and c.relkind in ('r', 'i')
    order by pg_total_relation_size(c.oid) desc`)) as { rows: { name: string; rows: string; bytes: string }[] };
  return rows.map((row) => ({ name: row.name, rows: Number(row.rows), bytes: Number(row.bytes) }));
}

/** The process's memory in MB: its resident set, and V8's heap in use beside the buffers outside it. */
interface MemorySample {
  rss: number;
  heapUsed: number;
  external: number;
}

function memorySample(): MemorySample {
  const usage = process.memoryUsage();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { rss: mb(usage.rss), heapUsed: mb(usage.heapUsed), external: mb(usage.external) };
}

async function timeImport(
  database: Database,
): Promise<{ seconds: number; cpuSeconds: number; rssGrowthMb: number; before: MemorySample; peak: MemorySample; after: MemorySample; state: string; load: string; rollup: RollupCost }> {
  const seller = await addSeller(database);
  const bytes = ledgerOrdersCsv(IMPORT_ROWS);
  global.gc?.();
  const before = memorySample();
  // The sample of the highest RSS, with the heap in use then: what was alive (or not yet collected) at the peak.
  let peak = before;
  const sampler = setInterval(() => {
    const sample = memorySample();
    if (sample.rss > peak.rss) peak = sample;
  }, 50);
  const rollup: RollupCost = { ms: 0, cpuMs: 0 };
  const id = await createImportJob(database.db, seller.id, { kind: 'orders', source: 'generic', fileName: 'bench.csv' });
  const start = performance.now();
  const cpu = process.cpuUsage();
  await enqueueImport(database.db, {
    id,
    ownerId: seller.id,
    kind: 'orders',
    source: 'generic',
    fileName: 'bench.csv',
    currency: 'MAD',
    timeZone: 'UTC',
    mapping: null,
    proposeMapping: (headers) => proposeMapping('orders', 'generic', headers, null),
    bytes,
    logError: (error) => console.error(error),
    rollupCost: rollup,
  });
  const seconds = (performance.now() - start) / 1000;
  const spent = cpuSeconds(cpu);
  const loadAfter = load();
  clearInterval(sampler);
  // What the import left alive, once collected (run with --expose-gc, as `npm run bench:ledger` is).
  global.gc?.();
  const after = memorySample();
  const { rows } = (await database.db.execute(sql`select state from ledger_import_jobs where id = ${id}`)) as { rows: { state: string }[] };
  return { seconds, cpuSeconds: spent, rssGrowthMb: peak.rss - before.rss, before, peak, after, state: rows[0]!.state, load: loadAfter, rollup };
}

async function runOn(label: string, database: Database): Promise<void> {
  if (importOnly) {
    await seedOrders(database, (await addSeller(database)).id, SMALL);
    await database.db.execute(sql`analyze`);
    return printImport(label, await timeImport(database));
  }
  console.log(`\nLedger on ${label}: seeding ${SMALL.toLocaleString('en')} and ${FULL.toLocaleString('en')} orders…`);
  const seedStart = performance.now();
  const small = await addSeller(database);
  const full = await addSeller(database);
  await seedOrders(database, small.id, SMALL);
  await seedOrders(database, full.id, FULL);
  await database.db.execute(sql`analyze`);
  console.log(`  seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (${load()})`);
  const atSmall = await timeDaily(database, small);
  const atFull = await timeDaily(database, full);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const atLoad = load();
  console.log(`  daily, 30 days split by product, ${SMALL.toLocaleString('en')} orders: p50 ${ms(atSmall.p50)}  p95 ${ms(atSmall.p95)}  p99 ${ms(atSmall.p99)}  (CPU ${ms(atSmall.cpuMs)} a request)`);
  console.log(`  daily, 30 days split by product, ${FULL.toLocaleString('en')} orders: p50 ${ms(atFull.p50)}  p95 ${ms(atFull.p95)}  p99 ${ms(atFull.p99)}  (CPU ${ms(atFull.cpuMs)} a request; ${atLoad})`);
  console.log(
    `  goal p95 ≤ 150 ms at ${FULL.toLocaleString('en')}: ${atFull.p95 <= 150 ? 'met' : 'MISSED'}; goal p99 full ≤ 2 × p99 small (${ms(2 * atSmall.p99)}): ${atFull.p99 <= 2 * atSmall.p99 ? 'met' : 'MISSED'}` +
      ` (${atLoad}; on PostgreSQL the database's CPU is another process's, not counted here)`,
  );
  const plan = await explainDaily(database, full);
  const wholeTables = (lines: string[]) => lines.flatMap((line) => /Seq Scan on (\w+)/.exec(line)?.[1] ?? []);
  const readWhole = wholeTables(plan);
  const withoutIndex = wholeTables(await explainDaily(database, full, true));
  console.log(
    `  EXPLAIN (every part has an index to read by: ${withoutIndex.length === 0 ? 'met' : `MISSED (${withoutIndex.join(', ')})`}; ` +
      `read whole by the planner's choice: ${readWhole.length === 0 ? 'none' : readWhole.join(', ')}):\n${plan.map((line) => `    ${line}`).join('\n')}`,
  );
  if (dailyOnly) return;
  const perMillion = 1_000_000 / (SMALL + FULL);
  console.log(`  sizes (whole database; per million orders ×${perMillion.toFixed(2)}):`);
  for (const size of await sizes(database)) {
    console.log(`    ${size.name.padEnd(44)} ${String(Math.round(size.rows * perMillion)).padStart(10)} rows  ${(size.bytes * perMillion / 1024 / 1024).toFixed(1).padStart(8)} MB`);
  }
  printImport(label, await timeImport(database));
}

function printImport(label: string, imported: Awaited<ReturnType<typeof timeImport>>): void {
  console.log(
    `  ${label}, import of ${IMPORT_ROWS.toLocaleString('en')} rows: ${imported.seconds.toFixed(1)} s, CPU ${imported.cpuSeconds.toFixed(1)} s ` +
      `(goal ≤ 20 s at 200,000: ${imported.seconds <= 20 ? 'met' : 'MISSED'}), ` +
      `RSS growth ${imported.rssGrowthMb.toFixed(0)} MB (goal ≤ 200 MB: ${imported.rssGrowthMb <= 200 ? 'met' : 'MISSED'}), ${imported.state}; ${imported.load}\n` +
      `    at the RSS peak: heap in use ${imported.peak.heapUsed.toFixed(0)} MB (${imported.before.heapUsed.toFixed(0)} MB before), buffers outside the heap ` +
      `${imported.peak.external.toFixed(0)} MB (${imported.before.external.toFixed(0)} MB before); heap in use once collected after the import ${imported.after.heapUsed.toFixed(0)} MB\n` +
      `    of which the daily rollup's own upserts (orders moved or changed; a new order's cell is added by its insert): ${(imported.rollup.ms / 1000).toFixed(2)} s, CPU ${(imported.rollup.cpuMs / 1000).toFixed(2)} s ` +
      `(${((imported.rollup.ms / 1000 / IMPORT_ROWS) * 1_000_000).toFixed(1)} s per million rows imported)`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ribh-ledger-bench-'));
  try {
    if (!postgresOnly) {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      await runOn('PGlite', database);
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('\nLedger on PostgreSQL: not measured (no DATABASE_URL or TEST_DATABASE_URL; see bench/README.md)');
    return;
  }
  const name = `ledger_bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), timeoutMs: 600_000 });
    await runOn('PostgreSQL', database);
    await database.close();
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
