import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/client';
import { signUp } from './auth-helpers';
import { readTemplateDatabase } from './template-db';
import { NO_SHEDDING, TEST_HASH_COST } from './test-app';
import { instanceBehind, takeWorkerDatabase } from './worker-database';

// The worker's PGlite goes from one test file to the next; each file must find the template's state whatever the
// file before it left: rows, sequence values, settings, prepared statements, locks, temporary tables, a transaction.

/** A raw statement's rows: both drivers answer one with its rows under `rows`. */
async function rowsOf<T>(database: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table's rows (as text, in order) and every sequence's last value: what a file could observe. */
async function stateOf(database: Database): Promise<Record<string, string | null>> {
  const state: Record<string, string | null> = {};
  const tables = await rowsOf<{ name: string }>(database, sql`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`);
  for (const { name } of tables) {
    const rows = await rowsOf<{ text: string }>(database, sql.raw(`select coalesce(string_agg(t::text, E'\\n' order by t::text), '') as text from ${name} t`));
    state[`rows of ${name}`] = rows[0]!.text;
  }
  const sequences = await rowsOf<{ name: string; value: string | null }>(database, sql`
    select schemaname || '.' || sequencename as name, last_value::text as value from pg_sequences order by 1`);
  for (const { name, value } of sequences) state[`sequence ${name}`] = value;
  return state;
}

async function one<T>(database: Database, query: string): Promise<T> {
  return (await rowsOf<T>(database, sql.raw(query)))[0]!;
}

const template = await openDatabase({ kind: 'pglite', loadDataDir: readTemplateDatabase() });
afterAll(() => template.close());
const templateState = await stateOf(template);

describe("the worker's PGlite, handed from file to file", () => {
  it("is the template's again after a file wrote rows, used sequences and left a transaction, locks and settings", async () => {
    const first = await takeWorkerDatabase();
    // A file's work: a seller signed up through the app (users, sessions), sequences advanced, the seeded rows
    // changed, and then a session left dirty.
    const app = await buildApp({ db: first.db, pressure: NO_SHEDDING, passwordHashCost: TEST_HASH_COST });
    await signUp(app);
    await app.close();
    await first.db.execute(sql`select nextval('ledger_order_events_id_seq'), nextval('drizzle.__drizzle_migrations_id_seq')`);
    await first.db.execute(sql`delete from announcement`);
    await first.db.execute(sql`set statement_timeout = '1234ms'`);
    await first.db.execute(sql`prepare left_behind as select 1`);
    await first.db.execute(sql`select pg_advisory_lock(42)`);
    await first.db.execute(sql`create temporary table left_behind (x int)`);
    await first.db.execute(sql`begin`);
    await first.db.execute(sql`lock table users in access exclusive mode`);
    await first.db.execute(sql`delete from catalog_version`);
    expect(instanceBehind(first)!.isInTransaction()).toBe(true);
    // The first file's state really differs from the template's, or the comparison below could not fail.
    expect(await stateOf(first)).not.toEqual(templateState);
    await first.close();

    const second = await takeWorkerDatabase();
    try {
      // The same instance, reset (a new one would be the template's state without proving anything).
      expect(instanceBehind(second)).toBe(instanceBehind(first));
      expect(instanceBehind(second)!.isInTransaction()).toBe(false);
      expect(await stateOf(second)).toEqual(templateState);
      expect(await one(second, `select current_setting('statement_timeout') as value`)).toEqual(await one(template, `select current_setting('statement_timeout') as value`));
      expect(await one(second, `select count(*)::int as count from pg_prepared_statements`)).toEqual({ count: 0 });
      expect(await one(second, `select count(*)::int as count from pg_locks where locktype = 'advisory' or (locktype = 'relation' and mode = 'AccessExclusiveLock' and relation = 'users'::regclass)`)).toEqual({ count: 0 });
      expect(await one(second, `select to_regclass('pg_temp.left_behind') as found`)).toEqual({ found: null });
      // The next sequence value is the template's first one.
      expect(await one(second, `select nextval('ledger_order_events_id_seq')::int as id`)).toEqual(await one(template, `select nextval('ledger_order_events_id_seq')::int as id`));
    } finally {
      await second.close();
    }
  });

  it("is the template's again after a file filled a table that others reference, and that table is small again", async () => {
    const first = await takeWorkerDatabase();
    // About 1.5 MB of users (a table emptied by truncation), and a session that references one of them (a small
    // table emptied row by row): the two ways of emptying meet on a foreign key.
    await first.db.execute(sql`
      insert into users (email, password_hash) select 'filler-' || g || '@example.com', repeat('x', 200) from generate_series(1, 5000) g`);
    await first.db.execute(sql`
      insert into sessions (token_hash, user_id, idle_expires_at, absolute_expires_at)
      select 'left-behind', id, now() + interval '1 day', now() + interval '1 day' from users limit 1`);
    const filled = await one<{ bytes: number }>(first, `select pg_total_relation_size('users')::int as bytes`);
    expect(filled.bytes).toBeGreaterThan(1024 * 1024);
    await first.close();

    const second = await takeWorkerDatabase();
    try {
      expect(instanceBehind(second)).toBe(instanceBehind(first));
      expect(await stateOf(second)).toEqual(templateState);
      // Truncated, not emptied row by row: the next files do not scan 5,000 dead rows.
      expect(await one(second, `select pg_total_relation_size('users')::int as bytes`)).toEqual(
        await one(template, `select pg_total_relation_size('users')::int as bytes`),
      );
    } finally {
      await second.close();
    }
  });

  it('refuses every query through a handle once it is closed', async () => {
    const database = await takeWorkerDatabase();
    await database.close();
    // Drizzle wraps the driver's error, as it wraps a closed PGlite's.
    await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });
  });

  it('gives a file that changed the schema a new instance, and the next file the template schema', async () => {
    const first = await takeWorkerDatabase();
    await first.db.execute(sql`create table left_behind (x int)`);
    await first.db.execute(sql`alter table users add column left_behind int`);
    await first.close();
    const second = await takeWorkerDatabase();
    try {
      expect(instanceBehind(second)).not.toBe(instanceBehind(first));
      expect(await one(second, `select to_regclass('public.left_behind') as found`)).toEqual({ found: null });
      expect(await one(second, `select count(*)::int as count from information_schema.columns where table_name = 'users' and column_name = 'left_behind'`)).toEqual({ count: 0 });
      expect(await stateOf(second)).toEqual(templateState);
    } finally {
      await second.close();
    }
  });

  it('takes the instance back from a file that ended without closing it, and closes that file\'s handle', async () => {
    const left = await takeWorkerDatabase();
    await left.db.execute(sql`delete from announcement`);
    // The next file is named, not set in Vitest's state (lint refuses that: it would hold for every later file).
    const next = await takeWorkerDatabase(`${expect.getState().testPath}.next`);
    expect(instanceBehind(next)).toBe(instanceBehind(left));
    expect(await stateOf(next)).toEqual(templateState);
    await expect(left.db.execute(sql`select 1`)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });
    await next.close();
  });

  it('gives a second taker its own instance while the first holds the worker one', async () => {
    const first = await takeWorkerDatabase();
    const second = await takeWorkerDatabase();
    try {
      expect(instanceBehind(second)).toBeUndefined();
      await first.db.execute(sql`delete from announcement`);
      expect(await stateOf(second)).toEqual(templateState);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

