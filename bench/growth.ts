// `npm run bench:growth [-- --quick]` (also `npm run bench -- --growth`, and part of the full `npm run bench`):
// the cost of the lists as a seller's data grows, on PGlite and, when DATABASE_URL or
// TEST_DATABASE_URL names a PostgreSQL server (scripts/pg-throwaway.sh), on a fresh database there too.
// Prints; never fails on a timing.
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createOrPromoteAdmin } from '../src/server/auth/admin-accounts';
import { hashPassword } from '../src/server/auth/passwords';
import { openDatabase, type Database } from '../src/server/db/client';
import { simulations, users } from '../src/server/db/schema';
import { explainLists, growthCases, readsByIndex, sample, summarize, type GrowthCase, type Latency } from './lib/growth-measure';
import { FULL, measuredSizes, seedGrowth, SMALL } from './lib/growth-seed';
import { formatBudget, type BudgetLine } from './lib/report';
import { createSeller } from './lib/seller';
import { startRibh } from './lib/servers';

const ADMIN_PASSWORD = 'bench admin passphrase 42';

export interface GrowthStage {
  sizes: Awaited<ReturnType<typeof measuredSizes>>;
  latencies: Record<string, Latency>;
}

export interface GrowthRun {
  database: 'pglite' | 'postgres';
  small: GrowthStage;
  full: GrowthStage;
  seedSeconds: number;
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

/** A second database holding what the first holds now: a copy of the data directory, or a PostgreSQL template. */
async function copyOf(target: Target, name: string): Promise<Target> {
  if (!target.url) {
    const dataDir = `${target.dataDir}-${name}`;
    cpSync(target.dataDir, dataDir, { recursive: true });
    return { ...target, dataDir };
  }
  const from = new URL(target.url);
  const client = new pg.Client({ connectionString: target.url.replace(from.pathname, '/postgres') });
  await client.connect();
  const copy = `${from.pathname.slice(1)}_${name}`;
  await client.query(`create database ${copy} template ${from.pathname.slice(1)}`);
  await client.end();
  const url = new URL(target.url);
  url.pathname = `/${copy}`;
  return { ...target, url: url.toString(), dataDir: `${target.dataDir}-${name}` };
}

async function runOn(target: Target, samples: number, rounds: number): Promise<GrowthRun> {
  const label = target.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  // The seller and their first simulation go through the API, so the copies hold what the app writes.
  const first = await startRibh(target.dataDir, target.url);
  const seller = await createSeller(first.url, 1).finally(() => first.stop());
  const adminEmail = `bench-admin-${randomUUID()}@example.com`;
  const seeded = Date.now();
  const who = await withDatabase(target, async (db) => {
    await createOrPromoteAdmin(db, adminEmail, await hashPassword(ADMIN_PASSWORD), new Date());
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, seller.email));
    const [saved] = await db.select({ id: simulations.id }).from(simulations).where(eq(simulations.userId, row!.id));
    await seedGrowth(db, row!.id, SMALL);
    return { sellerId: row!.id, exportId: saved!.id };
  });
  // The small database is copied and the copy grown, so both sizes are served side by side and measured
  // in alternating rounds: a drift of the machine (other work) touches both alike.
  const small = target;
  const full = await copyOf(target, 'full');
  await withDatabase(full, (db) => seedGrowth(db, who.sellerId, FULL));
  const seedSeconds = (Date.now() - seeded) / 1000;
  const stageOf = (at: Target) =>
    withDatabase(at, async (db) => ({ sizes: await measuredSizes(db, who.sellerId), cases: await growthCases(db, who.sellerId, who.exportId) }));
  const smallStage = await stageOf(small);
  const fullStage = await stageOf(full);

  const servers = [await startRibh(small.dataDir, small.url), await startRibh(full.dataDir, full.url)] as const;
  const times = { small: {} as Record<string, number[]>, full: {} as Record<string, number[]> };
  try {
    const adminCookies = await Promise.all(servers.map((server) => signIn(server.url, adminEmail, ADMIN_PASSWORD)));
    for (let i = 0; i < fullStage.cases.length; i++) {
      const name = fullStage.cases[i]!.name;
      times.small[name] = [];
      times.full[name] = [];
      for (let round = 0; round < rounds; round++) {
        for (const [side, server, cases, adminCookie] of [
          ['small', servers[0], smallStage.cases, adminCookies[0]!],
          ['full', servers[1], fullStage.cases, adminCookies[1]!],
        ] as const) {
          const growthCase = cases[i]!;
          const cookie = growthCase.who === 'admin' ? adminCookie : seller.cookie;
          times[side][name]!.push(...(await sample(server.url, cookie, growthCase, Math.ceil(samples / rounds), who.exportId)));
        }
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  const middle = new URL(`http://x${fullStage.cases[1]!.path}`).searchParams.get('cursor')!;
  const plans = (await withDatabase(full, (db) => explainLists(db, who.sellerId, middle))).map((p) => ({ ...p, byIndex: readsByIndex(p.name, p.plan) }));
  if (full.url) await dropPostgresDatabase(full.url);

  const f = fullStage.sizes;
  const perSide = Math.ceil(samples / rounds) * rounds;
  console.log(
    `\nData growth on ${label}: ${perSide} sequential requests per figure in ${rounds} rounds alternating the two sizes, pages of 50; ` +
      `at 100 rows, and at ${f.simulations.toLocaleString('en-US')} simulations, ${f.catalogue.toLocaleString('en-US')} countries and services, ` +
      `${f.sellerFees.toLocaleString('en-US')} fee structures in the seller's list, ${f.users.toLocaleString('en-US')} users (seeded in ${seedSeconds.toFixed(0)} s):`,
  );
  const budgets: BudgetLine[] = [];
  const latencies = { small: {} as Record<string, Latency>, full: {} as Record<string, Latency> };
  for (const growthCase of fullStage.cases as GrowthCase[]) {
    const a = (latencies.small[growthCase.name] = summarize(times.small[growthCase.name]!));
    const b = (latencies.full[growthCase.name] = summarize(times.full[growthCase.name]!));
    const ratio = b.p99Ms / a.p99Ms;
    console.log(`  ${growthCase.name.padEnd(32)} 100 rows: p50 ${ms(a.p50Ms)} ms p99 ${ms(a.p99Ms)} ms | full: p50 ${ms(b.p50Ms)} ms p99 ${ms(b.p99Ms)} ms | p99 ×${ratio.toFixed(2)}`);
    budgets.push({ name: `${label}: ${growthCase.name}: p99 full ≤ 2 × p99 at 100 rows`, met: ratio <= 2, detail: `${b.p99Ms.toFixed(1)} ms vs ${a.p99Ms.toFixed(1)} ms (×${ratio.toFixed(2)})` });
  }
  console.log(`\n  EXPLAIN at full size on ${label} (the planner's own choice, nothing discouraged):`);
  for (const { name, plan, byIndex } of plans) {
    console.log(`  ${name}: ${byIndex ? 'reads by index' : 'does NOT read by index'}`);
    for (const line of plan.split('\n')) console.log(`      ${line}`);
    budgets.push({ name: `${label}: ${name} reads by index (EXPLAIN)`, met: byIndex, detail: byIndex ? 'yes' : 'see the plan' });
  }
  return {
    database: target.database,
    small: { sizes: smallStage.sizes, latencies: latencies.small },
    full: { sizes: fullStage.sizes, latencies: latencies.full },
    seedSeconds,
    plans,
    budgets,
  };
}

async function dropPostgresDatabase(url: string): Promise<void> {
  const at = new URL(url);
  const client = new pg.Client({ connectionString: url.replace(at.pathname, '/postgres') });
  await client.connect();
  await client.query(`drop database if exists ${at.pathname.slice(1)} with (force)`);
  await client.end();
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
  // A p99 of 200 two-millisecond requests was one hiccup of the machine (a ×2.4 that the next run read as ×0.7):
  // a full run times 1,000 per figure, so its p99 is the tenth-slowest of them, not the second.
  const samples = options.quick ? 60 : 1000;
  const rounds = options.quick ? 2 : 4;
  const runs: GrowthRun[] = [];
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'ribh-growth-'));
  try {
    runs.push(await runOn({ database: 'pglite', dataDir: path.join(workDir, 'pglite') }, samples, rounds));
    if (options.postgresUrl) {
      const database = await freshPostgresDatabase(options.postgresUrl);
      try {
        runs.push(await runOn({ database: 'postgres', dataDir: path.join(workDir, 'unused'), url: database.url }, samples, rounds));
      } finally {
        await database.drop();
      }
    } else {
      console.log('\nData growth on PostgreSQL: not measured (no DATABASE_URL or TEST_DATABASE_URL; see bench/README.md)');
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log('\nData growth goals:');
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
