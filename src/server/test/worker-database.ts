import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { expect } from 'vitest';
import { openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { readTemplateDatabase } from './template-db';

// Opening a PGlite from the run's template costs about a second of CPU (the WASM's start, the tarball's read, the
// copy into its file system), once per test file. Test files in one Vitest worker run one after another and share
// its modules, so the worker keeps one instance and puts it back to the template's state before each file hands it
// out: every table emptied and its seeded rows copied back, every sequence set back, the session reset (settings,
// prepared statements, advisory locks, temporary tables, an open transaction). A file that changed the schema
// itself (a table, a column, a function, a role) gets a new instance instead, found by a digest of the catalogue.

/** Schemas of PostgreSQL itself, whose objects a test file does not own. */
const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

/** One line per object a test file could create, alter or drop, so any such change alters the digest. */
const CATALOGUE_DIGEST = `
select md5(coalesce(string_agg(line, E'\\n' order by line), '')) as digest from (
  select 'schema ' || n.nspname || ' ' || coalesce(n.nspacl::text, '') as line from pg_namespace n where ${SYSTEM_SCHEMAS}
  union all
  select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text || ' ' || c.relrowsecurity
      || ' ' || coalesce(array_to_string(c.reloptions, ','), '') || ' ' || coalesce(c.relacl::text, '')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${SYSTEM_SCHEMAS}
  union all
  select 'column ' || n.nspname || '.' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
      || ' ' || a.attnotnull || ' ' || a.attisdropped || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and ${SYSTEM_SCHEMAS}
  union all
  select 'constraint ' || n.nspname || '.' || co.conname || ' ' || pg_get_constraintdef(co.oid)
    from pg_constraint co join pg_namespace n on n.oid = co.connamespace where ${SYSTEM_SCHEMAS}
  union all
  select 'index ' || pg_get_indexdef(i.indexrelid)
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace where ${SYSTEM_SCHEMAS}
  union all
  select 'view ' || n.nspname || '.' || c.relname || ' ' || pg_get_viewdef(c.oid)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('v', 'm') and ${SYSTEM_SCHEMAS}
  union all
  select 'sequence ' || n.nspname || '.' || c.relname || ' ' || s.seqstart || ' ' || s.seqincrement || ' ' || s.seqmin
      || ' ' || s.seqmax || ' ' || s.seqcycle
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
  union all
  select 'function ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, '')) || ' ' || coalesce(array_to_string(p.proconfig, ','), '')
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${SYSTEM_SCHEMAS}
  union all
  select 'trigger ' || t.tgrelid::regclass::text || ' ' || t.tgname || ' ' || t.tgenabled::text from pg_trigger t where not t.tgisinternal
  union all
  select 'event trigger ' || evtname || ' ' || evtenabled::text from pg_event_trigger
  union all
  select 'type ' || n.nspname || '.' || t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${SYSTEM_SCHEMAS}
  union all
  select 'enum ' || e.enumtypid::regtype::text || ' ' || e.enumlabel || ' ' || e.enumsortorder from pg_enum e
  union all
  select 'policy ' || polrelid::regclass::text || ' ' || polname from pg_policy
  union all
  select 'rule ' || r.ev_class::regclass::text || ' ' || r.rulename
    from pg_rewrite r join pg_class c on c.oid = r.ev_class join pg_namespace n on n.oid = c.relnamespace where ${SYSTEM_SCHEMAS}
  union all
  select 'extension ' || extname || ' ' || extversion from pg_extension
  union all
  select 'role ' || rolname || ' ' || rolsuper || ' ' || rolcanlogin || ' ' || coalesce(array_to_string(rolconfig, ','), '') from pg_roles
  union all
  select 'role setting ' || setdatabase || ' ' || setrole || ' ' || array_to_string(setconfig, ',') from pg_db_role_setting
  union all
  select 'database ' || datname || ' ' || coalesce(datacl::text, '') from pg_database
  union all
  select 'comment ' || objoid || ' ' || classoid || ' ' || objsubid || ' ' || description from pg_description where objoid >= 16384
) lines`;

const TABLES = `
select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and ${SYSTEM_SCHEMAS} order by 1`;

const SEQUENCES = `
select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as "lastValue" from pg_sequences`;

/** What "the template's state" is, read once from an instance just opened from the template. */
interface TemplateState {
  digest: string;
  tables: string[];
  /** The rows of every table the migrations seeded, in COPY's own text format (exact for every type). */
  seeded: { table: string; rows: Blob }[];
  /** Each sequence's last value; null for one never used. */
  sequences: { name: string; lastValue: string | null }[];
}

interface WorkerInstance {
  client: PGlite;
  template: TemplateState;
  /** The test file holding the instance, and how to close its handle; none while free. */
  holder?: { file: string | undefined; close: () => void };
}

/** Above this size (rows, indexes and TOAST together) a table is truncated rather than emptied row by row. */
const LARGE_TABLE_BYTES = 512 * 1024;

// A reset that does not finish (a file left a transaction of PGlite's own waiting forever) gives the instance up.
const RESET_BOUND_MS = 30_000;

let worker: WorkerInstance | undefined;

function clientOf(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const digest = (await client.query<{ digest: string }>(CATALOGUE_DIGEST)).rows[0]!.digest;
  const tables = (await client.query<{ name: string }>(TABLES)).rows.map((row) => row.name);
  const seeded: TemplateState['seeded'] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ any: boolean }>(`select exists (select from ${table}) as any`);
    if (!rows[0]!.any) continue;
    const copied = await client.query(`copy ${table} to '/dev/blob'`);
    seeded.push({ table, rows: copied.blob! });
  }
  const sequences = (await client.query<{ name: string; lastValue: string | null }>(SEQUENCES)).rows;
  return { digest, tables, seeded, sequences };
}

async function openWorkerInstance(): Promise<WorkerInstance> {
  const database = await openDatabase({ kind: 'pglite', loadDataDir: readTemplateDatabase() });
  const client = clientOf(database);
  return { client, template: await readTemplateState(client) };
}

/** Puts the instance back to the template's state; false when it cannot be (its schema changed). */
async function resetToTemplate({ client, template }: WorkerInstance): Promise<boolean> {
  // An open transaction (even an aborted one) ends; its row and table locks end with it.
  if (client.isInTransaction()) await client.exec('rollback');
  // Settings, prepared statements, cursors, advisory locks, LISTENs, temporary tables and cached plans.
  await client.exec('discard all');
  const digest = (await client.query<{ digest: string }>(CATALOGUE_DIGEST)).rows[0]!.digest;
  if (digest !== template.digest) return false;
  await client.transaction(async (tx) => {
    // Replica mode: the seeded rows go back as they were, without firing triggers or checking keys row by row.
    await tx.exec(`set local session_replication_role = replica`);
    // A truncation gives each table and index a new file in PGlite's in-memory file system, 60 to 130 ms for every
    // table at once; deleting the rows costs about 10 ms when the file wrote little. So only the tables a file filled
    // are truncated; the size counts dead rows, so those the deletions leave never make a table larger than
    // LARGE_TABLE_BYTES.
    const emptied = await tx.query<{ name: string; large: boolean }>(
      `select name, pg_total_relation_size(name::regclass) > $2 as large from unnest($1::text[]) as name`,
      [template.tables, LARGE_TABLE_BYTES],
    );
    const large = emptied.rows.filter((row) => row.large).map((row) => row.name);
    if (large.length > 0) await tx.exec(`truncate ${large.join(', ')} cascade`);
    const small = emptied.rows.filter((row) => !row.large).map((row) => `delete from ${row.name};`);
    await tx.exec(small.join('\n'));
    for (const { table, rows } of template.seeded) await tx.query(`copy ${table} from '/dev/blob'`, [], { blob: rows });
    for (const { name, lastValue } of template.sequences) {
      await tx.query(lastValue === null ? `select setval($1::regclass, (select seqstart from pg_sequence where seqrelid = $1::regclass), false)` : `select setval($1::regclass, $2::bigint, true)`, lastValue === null ? [name] : [name, lastValue]);
    }
  });
  return true;
}

function withinBound<T>(work: Promise<T>): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), RESET_BOUND_MS);
  });
  return Promise.race([work, bound]).finally(() => clearTimeout(timer));
}

/**
 * The worker's PGlite in the template's state, for one test file; closing it hands it back, and so does the next
 * file's taking it. While the same file holds it, or when it cannot be reset, a new instance is opened instead.
 * `file` is the test file asking: Vitest's own record of the running file unless a test stands for another one.
 */
export function takeWorkerDatabase(file: string | undefined = expect.getState().testPath): Promise<Database> {
  // One taking at a time, so two callers never both reset, or both get, the worker's instance.
  const taking = queue.then(() => take(file));
  queue = taking.then(
    () => undefined,
    () => undefined,
  );
  return taking;
}

let queue: Promise<void> = Promise.resolve();

async function take(file: string | undefined): Promise<Database> {
  if (worker?.holder) {
    // The same file asks again: it gets an instance of its own. Another file asks: a worker runs its files one after
    // another, so the holder has ended without closing (a database taken inside a test), and its handle is closed now.
    if (worker.holder.file === file) return openDatabase({ kind: 'pglite', loadDataDir: readTemplateDatabase() });
    worker.holder.close();
  }
  if (worker) {
    const reset = await withinBound(resetToTemplate(worker).catch(() => false));
    if (reset !== true) {
      // Given up: closing it may never finish either, and nothing waits for it.
      worker.client.close().catch(() => {});
      worker = undefined;
    }
  }
  worker ??= await openWorkerInstance();
  const taken = worker;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    if (taken.holder === holder) taken.holder = undefined;
  };
  const holder = { file, close };
  taken.holder = holder;
  // The file's handle refuses every call once closed, as a closed PGlite does, so work the file left running
  // (a job its app did not wait for) can never write into the next file's database.
  const handle = new Proxy(taken.client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const db = drizzlePglite({ client: handle, schema }) as unknown as Db;
  instances.set(db, taken.client);
  return { db, kind: 'pglite', close: async () => close() };
}

/** For the test of this module: the instance behind a handle this module gave out. */
export function instanceBehind(database: Database): PGlite | undefined {
  return instances.get(database.db);
}

const instances = new WeakMap<object, PGlite>();
