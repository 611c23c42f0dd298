// `npm run bench:growth [-- --quick]` (also `npm run bench -- --growth`, and part of the full `npm run bench`):
// the cost of the lists as a seller's data grows (issue 20 item 3), on PGlite and, when DATABASE_URL or
// TEST_DATABASE_URL names a PostgreSQL server (scripts/pg-throwaway.sh), on a fresh database there too.
// Prints; never fails on a timing.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createOrPromoteAdmin } from '../src/server/auth/admin-accounts';
import { hashPassword } from '../src/server/auth/passwords';
import { openDatabase, type Database } from '../src/server/db/client';
import { simulations, users } from '../src/server/db/schema';
import { explainLists, growthCases, measure, readsByIndex, type GrowthCase, type Latency } from './lib/growth-measure';
import { FULL, measuredSizes, seedGrowth, SMALL, type GrowthSizes } from './lib/growth-seed';
import { formatBudget, type BudgetLine } from './lib/report';
import { createSeller } from './lib/seller';
import { startRibh } from './lib/servers';

const ADMIN_PASSWORD = 'bench admin passphrase 42';

export interface GrowthStage {
  sizes: Awaited<ReturnType<typeof measuredSizes>>;
  seedSeconds: number;
  latencies: Record<string, Latency>;
}

export interface GrowthRun {
  database: 'pglite' | 'postgres';
  small: GrowthStage;
  full: GrowthStage;
  plans: { name: string; plan: string; byIndex: boolean }[];
  budgets: BudgetLine[];
}

interface Target {
  database: 'pglite' | 'postgres';
  dataDir: string;
  url?: string;
}

const open = (target: Target): Promise<Database> =>
  target.url ? openDatabase({ kind: 'postgres', url: target.url, timeoutMs: 600_000 }) : openDatabase({ kind: 'pglite', dataDir: target.dataDir });

async function withDatabase<T>(target: Target, work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await open(target);
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`The admin's sign-in answered ${response.status}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const ms = (value: number) => value.toFixed(1).padStart(6);

async function stage(target: Target, who: { sellerId: string; sellerCookie: string; adminEmail: string; exportId: string }, sizes: GrowthSizes, samples: number) {
  const seeded = Date.now();
  const { measured, cases } = await withDatabase(target, async (db) => {
    await seedGrowth(db, who.sellerId, sizes);
    return { measured: await measuredSizes(db, who.sellerId), cases: await growthCases(db, who.sellerId, who.exportId) };
  });
  const seedSeconds = (Date.now() - seeded) / 1000;
  const server = await startRibh(target.dataDir, target.url);
  try {
    const adminCookie = await signIn(server.url, who.adminEmail, ADMIN_PASSWORD);
    const latencies: Record<string, Latency> = {};
    for (const growthCase of cases) {
      const cookie = growthCase.who === 'admin' ? adminCookie : who.sellerCookie;
      latencies[growthCase.name] = await measure(server.url, cookie, growthCase, samples, who.exportId);
    }
    return { stage: { sizes: measured, seedSeconds, latencies }, cases };
  } finally {
    await server.stop();
  }
}

async function runOn(target: Target, samples: number): Promise<GrowthRun> {
  const label = target.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  // The seller and their first simulation go through the API, so the copies hold what the app writes.
  const first = await startRibh(target.dataDir, target.url);
  const seller = await createSeller(first.url, 1).finally(() => first.stop());
  const adminEmail = `bench-admin-${randomUUID()}@example.com`;
  const ids = await withDatabase(target, async (db) => {
    await createOrPromoteAdmin(db, adminEmail, await hashPassword(ADMIN_PASSWORD), new Date());
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, seller.email));
    const [saved] = await db.select({ id: simulations.id }).from(simulations).where(eq(simulations.userId, row!.id));
    return { sellerId: row!.id, exportId: saved!.id };
  });
  const who = { ...ids, sellerCookie: seller.cookie, adminEmail };

  const small = await stage(target, who, SMALL, samples);
  const full = await stage(target, who, FULL, samples);
  const middle = new URL(`http://x${full.cases[1]!.path}`).searchParams.get('cursor')!;
  const plans = (await withDatabase(target, (db) => explainLists(db, who.sellerId, middle))).map((p) => ({ ...p, byIndex: readsByIndex(p.plan) }));

  const f = full.stage.sizes;
  console.log(
    `\nData growth on ${label}: ${samples} sequential requests per figure, pages of 50; at 100 rows, then at ` +
      `${f.simulations.toLocaleString('en-US')} simulations, ${f.catalogue.toLocaleString('en-US')} countries and services, ` +
      `${f.sellerFees.toLocaleString('en-US')} fee structures in the seller's list, ${f.users.toLocaleString('en-US')} users ` +
      `(seeded in ${small.stage.seedSeconds.toFixed(0)} s + ${full.stage.seedSeconds.toFixed(0)} s):`,
  );
  const budgets: BudgetLine[] = [];
  for (const growthCase of full.cases as GrowthCase[]) {
    const a = small.stage.latencies[growthCase.name]!;
    const b = full.stage.latencies[growthCase.name]!;
    const ratio = b.p99Ms / a.p99Ms;
    console.log(`  ${growthCase.name.padEnd(32)} 100 rows: p50 ${ms(a.p50Ms)} ms p99 ${ms(a.p99Ms)} ms | full: p50 ${ms(b.p50Ms)} ms p99 ${ms(b.p99Ms)} ms | ×${ratio.toFixed(2)}`);
    budgets.push({ name: `${label}: ${growthCase.name}: p99 full ≤ 2 × p99 at 100 rows`, met: ratio <= 2, detail: `${b.p99Ms.toFixed(1)} ms vs ${a.p99Ms.toFixed(1)} ms (×${ratio.toFixed(2)})` });
  }
  console.log(`\n  EXPLAIN at full size on ${label} (the planner's own choice):`);
  for (const { name, plan, byIndex } of plans) {
    console.log(`  ${name}: ${byIndex ? 'index scan' : 'NOT an index scan'}`);
    for (const line of plan.split('\n')) console.log(`      ${line}`);
    budgets.push({ name: `${label}: ${name} reads by index`, met: byIndex, detail: byIndex ? 'index scan, no sort' : 'see the plan' });
  }
  return { database: target.database, small: small.stage, full: full.stage, plans, budgets };
}

/** A fresh database on the PostgreSQL server `url` names; dropped by the returned function. */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ribh_growth_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return {
    url: fresh.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The growth figures on PGlite, and on PostgreSQL when `postgresUrl` is given. */
export async function runGrowth(options: { quick: boolean; postgresUrl?: string }): Promise<GrowthRun[]> {
  const samples = options.quick ? 60 : 200;
  const runs: GrowthRun[] = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ribh-growth-'));
  try {
    runs.push(await runOn({ database: 'pglite', dataDir: path.join(workDir, 'pglite') }, samples));
    if (options.postgresUrl) {
      const database = await freshPostgresDatabase(options.postgresUrl);
      try {
        runs.push(await runOn({ database: 'postgres', dataDir: path.join(workDir, 'unused'), url: database.url }, samples));
      } finally {
        await database.drop();
      }
    } else {
      console.log('\nData growth on PostgreSQL: not measured (no DATABASE_URL or TEST_DATABASE_URL; see bench/README.md)');
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log('\nData growth goals (issue 20 item 3):');
  for (const line of runs.flatMap((run) => run.budgets)) console.log(formatBudget(line));
  return runs;
}

export function postgresUrlFromEnvironment(): string | undefined {
  return process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  runGrowth({ quick: process.argv.includes('--quick'), postgresUrl: postgresUrlFromEnvironment() })
    .then(() => console.log(`\nData growth bench done in ${((Date.now() - started) / 1000).toFixed(0)} s.`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
