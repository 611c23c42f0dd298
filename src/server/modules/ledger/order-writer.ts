import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ImportSource, OrderStatus } from '../../../domain/ledger/api-schemas';
import type { ImportedOrder } from '../../../domain/ledger/order-rows';
import { initialState, moveStatus } from '../../../domain/ledger/order-life';
import type { Db, DbOrTx } from '../../db/client';
import { addNewOrdersToCells, changeDailyCells, lockLedgerZone } from './daily-cells';
import { spanOf } from './local-day';
import { json, rowsOf, selectRows, table, type Column } from './json-rows';
import { addMissingProducts } from './product-queries';

// Writes a read file's orders in one transaction, in batches that yield to other requests between them, so a
// refused or failed import stores nothing and a large one does not hold the event loop (docs/decisions/0040;
// the statements of a batch, docs/decisions/0058). Each batch keeps the daily screen's rollup in step
// (docs/decisions/0060).

/**
 * Orders a batch writes. PGlite runs on the server's own thread, so a batch's statements hold every other request
 * for as long as they take: 500 orders keep that wait near a tenth of a second (others' p99 beside a 200,000-row
 * import 3× their p99 alone, against 18× with 10,000), for a fifth more CPU than the largest batches
 * (docs/decisions/0067).
 */
export const WRITE_BATCH = 500;

export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

/** What the rollup's statements cost an import: wall time and this process's CPU time (PGlite's included). */
export interface RollupCost {
  ms: number;
  cpuMs: number;
}

/** An existing order: what a re-import compares, and the values its rollup cell holds (as text, exact). */
interface Existing {
  id: string;
  external_id: string;
  source: string;
  status: string;
  confirmed: boolean;
  fingerprint: string;
  placed_at: string;
  sku: string | null;
  country_code: string | null;
  courier: string | null;
  currency: string;
  total_minor: string;
  delivery_fee_minor: string;
  units: number;
  line_count: number;
}

/** The longest an import waits after a batch for the requests it finds waiting. */
const MAX_PAUSE_MS = 250;

/**
 * After a batch: other requests are answered first. When any is in flight, the import waits as long as its batch
 * took (at most MAX_PAUSE_MS), so beside sellers' requests it takes about half the server's time and theirs keep
 * their pace; alone it only lets the event loop turn (decision 0067).
 */
export async function yieldToOthers(batchMs: number, othersWaiting: () => boolean): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (othersWaiting()) await new Promise<void>((resolve) => setTimeout(resolve, Math.min(batchMs, MAX_PAUSE_MS)));
}

async function findExisting(tx: DbOrTx, ownerId: string, source: ImportSource, externalIds: string[]): Promise<Map<string, Existing>> {
  const rows = await rowsOf<Existing>(
    tx,
    // One probe of the (owner_id, external_id, source) key per id, whatever the statistics say: a seller whose
    // orders the statistics have not yet seen is estimated at one row, and a join would then scan all the
    // seller's orders written so far for every batch (a 200,000-row import on PostgreSQL took minutes).
    sql`select o.id, o.external_id, o.source, o.status, o.confirmed, o.fingerprint, o.placed_at::text as placed_at, o.sku,
        o.country_code::text as country_code, o.courier, o.currency::text as currency, o.total_minor::text as total_minor,
        o.delivery_fee_minor::text as delivery_fee_minor, o.units, o.line_count
      from json_array_elements_text(${json(externalIds)}) as e(external_id)
      cross join lateral (
        select id, external_id, source, status, confirmed, fingerprint, placed_at, sku, country_code, courier, currency, total_minor,
          delivery_fee_minor, units, line_count, created_at from ledger_orders
        where owner_id = ${ownerId} and external_id = e.external_id offset 0
      ) as o
      order by o.created_at, o.id`,
  );
  // A store's file updates its own orders; a courier's (generic) file updates the seller's order of that id
  // whichever store it came from (the oldest when two stores share an id).
  const found = new Map<string, Existing>();
  for (const row of rows) {
    if (source !== 'generic' && row.source !== source) continue;
    if (source === 'generic' && found.has(row.external_id) && row.source !== 'generic') continue;
    if (!found.has(row.external_id) || row.source === source) found.set(row.external_id, row);
  }
  return found;
}

const ORDER_COLUMNS: readonly Column[] = [
  ['placed_at', 'timestamptz'],
  ['country_code', 'text'],
  ['city', 'text'],
  ['sku', 'text'],
  ['first_name', 'text'],
  ['first_quantity', 'integer'],
  ['first_unit_price_minor', 'bigint'],
  ['units', 'integer'],
  ['line_count', 'integer'],
  ['currency', 'text'],
  ['total_minor', 'bigint'],
  ['delivery_fee_minor', 'bigint'],
  ['courier', 'text'],
  ['agent', 'text'],
  ['campaign', 'text'],
  ['fingerprint', 'text'],
];

/** The imported columns of an order, in the order of `ORDER_COLUMNS`. */
function orderValues(order: ImportedOrder): unknown[] {
  let units = 0;
  for (const line of order.lines) units += line.quantity;
  const first = order.lines[0];
  return [
    new Date(order.placedAt).toISOString(),
    order.countryCode,
    order.city,
    first?.sku ?? null,
    first?.name ?? null,
    first?.quantity ?? null,
    first?.unitPriceMinor ?? null,
    units,
    Math.max(1, order.lines.length),
    order.currency,
    order.totalMinor,
    order.deliveryFeeMinor,
    order.courier,
    order.agent,
    order.campaign,
    order.fingerprint,
  ];
}

const NO_ORDER_VALUES = ORDER_COLUMNS.map(() => null);
/**
 * A new order's row: its status, its imported columns, and when it reached its status when its row dates it (the
 * start of its history, whose first status is the one it is created in).
 */
const NEW_ORDER_COLUMNS: readonly Column[] = [['id', 'uuid'], ['external_id', 'text'], ['status', 'text'], ['confirmed', 'boolean'], ['cancel_reason', 'text'], ...ORDER_COLUMNS, ['first_at', 'timestamptz']];
/** The columns of `NEW_ORDER_COLUMNS` stored as they are sent; `first_at` is completed by the insert. */
const INSERTED_NAMES = NEW_ORDER_COLUMNS.flatMap(([name]) => (name === 'first_at' ? [] : [name])).join(', ');
const NEW_PLACED_AT = NEW_ORDER_COLUMNS.findIndex(([name]) => name === 'placed_at');
const UPDATE_COLUMNS: readonly Column[] = [['id', 'uuid'], ['fields_changed', 'boolean'], ['moved', 'boolean'], ['status', 'text'], ['confirmed', 'boolean'], ['cancel_reason', 'text'], ...ORDER_COLUMNS];
const LINE_COLUMNS: readonly Column[] = [['order_id', 'uuid'], ['line_no', 'integer'], ['sku', 'text'], ['name', 'text'], ['quantity', 'integer'], ['unit_price_minor', 'bigint']];
const EVENT_COLUMNS: readonly Column[] = [['order_id', 'uuid'], ['status', 'text'], ['at', 'timestamptz'], ['correction', 'boolean']];

/** An order's rollup cell change (`CELL_CHANGE_COLUMNS`) from the file's values. */
function cellOfOrder(sign: 1 | -1, order: ImportedOrder, status: string, confirmed: boolean): unknown[] {
  let units = 0;
  for (const line of order.lines) units += line.quantity;
  const placedAt = new Date(order.placedAt).toISOString();
  return [sign, placedAt, order.lines[0]?.sku ?? null, order.countryCode, order.courier, order.currency, status, confirmed, order.totalMinor, order.deliveryFeeMinor, units];
}

/** An existing order's rollup cell change from its stored values. */
function cellOfExisting(sign: 1 | -1, found: Existing, status: string, confirmed: boolean): unknown[] {
  return [sign, found.placed_at, found.sku, found.country_code, found.courier, found.currency, status, confirmed, found.total_minor, found.delivery_fee_minor, found.units];
}

/** The order's lines after the first (the first is written on the order's row). */
function addLines(lines: unknown[][], orderId: string, order: ImportedOrder): void {
  for (let index = 1; index < order.lines.length; index++) {
    const line = order.lines[index]!;
    lines.push([orderId, index + 1, line.sku, line.name, line.quantity, line.unitPriceMinor]);
  }
}

/**
 * Inserts new orders (rows of `NEW_ORDER_COLUMNS` with their ids, their first status on their own row) and adds them
 * to their rollup cells in one statement that reads the batch once; their later lines follow.
 */
async function insertOrders(tx: DbOrTx, context: BatchContext, rows: unknown[][]): Promise<void> {
  const span = spanOf(rows.map((row) => row[NEW_PLACED_AT] as string))!;
  await tx.execute(
    sql`with t as (${selectRows(rows, NEW_ORDER_COLUMNS)}),
      o as (insert into ledger_orders (owner_id, source, time_zone, ${sql.raw(INSERTED_NAMES)}, first_at, first_status)
        select ${context.ownerId}, ${context.source}, ${context.timeZone}, ${sql.raw(INSERTED_NAMES)},
          coalesce(first_at, case when status = 'new' then placed_at else ${context.now.toISOString()}::timestamptz end), status from t
        returning 1),
      c as (${addNewOrdersToCells(context.ownerId, context.cellZone, span)})
      select count(*) from o`,
  );
}

/**
 * A new order's id (a random UUID, as the column's default makes), made here rather than by the database: PGlite
 * spends about 3 µs on each `gen_random_uuid()`, and the order's later lines are written without reading ids back.
 */
const newOrderId = (): string => randomUUID();

async function updateOrders(tx: DbOrTx, rows: unknown[][], relined: string[], now: Date): Promise<void> {
  const changed = ORDER_COLUMNS.map(([name]) => `${name} = case when t.fields_changed then t.${name} else o.${name} end`);
  const moved = ['status', 'confirmed', 'cancel_reason'].map((name) => `${name} = case when t.moved then t.${name} else o.${name} end`);
  await tx.execute(sql`update ledger_orders o set ${sql.raw([...changed, ...moved].join(', '))}, updated_at = ${now.toISOString()}::timestamptz
    from ${table(rows, UPDATE_COLUMNS)} where o.id = t.id`);
  if (relined.length > 0) {
    await tx.execute(sql`delete from ledger_order_lines where order_id in (select json_array_elements_text(${json(relined)})::uuid)`);
  }
}

/** When the order reached its row's status: the row's status date, else the import (`nowText`). */
const atOf = (order: ImportedOrder, nowText: string) => (order.statusAt === null ? nowText : new Date(order.statusAt).toISOString());

interface BatchContext {
  ownerId: string;
  source: ImportSource;
  /** The zone the orders were read in (kept on each order). */
  timeZone: string;
  /** The zone of the seller's rollup cells. */
  cellZone: string;
  now: Date;
  counts: WriteCounts;
  rollupCost: RollupCost;
  /**
   * The seller had no orders when the import took their ledger lock: nothing can be found, since the lock keeps
   * other imports out and a file names each order once.
   */
  firstOrders: boolean;
}

async function writeBatch(tx: DbOrTx, batch: readonly ImportedOrder[], context: BatchContext) {
  const { ownerId, source, now, counts } = context;
  const existing = context.firstOrders
    ? new Map<string, Existing>()
    : await findExisting(
        tx,
        ownerId,
        source,
        batch.map((order) => order.externalId),
      );
  const inserts: unknown[][] = [];
  const updates: unknown[][] = [];
  const relined: string[] = [];
  const lines: unknown[][] = [];
  const events: unknown[][] = [];
  const cells: unknown[][] = [];
  const nowText = now.toISOString();
  for (const order of batch) {
    const found = existing.get(order.externalId);
    if (!found) {
      const state = initialState(order.status);
      // An order first seen as new was new when placed; any later status is seen now unless its row dates it.
      const values = orderValues(order);
      // When it reached its status, sent only when its row dates it; else the insert takes the placing or the import.
      const firstAt = order.status === 'new' || order.statusAt === null ? null : new Date(order.statusAt).toISOString();
      const id = newOrderId();
      inserts.push([id, order.externalId, state.status, state.confirmed, order.cancelReason, ...values, firstAt]);
      if (order.lines.length > 1) addLines(lines, id, order);
      continue;
    }
    const move = moveStatus({ status: found.status as OrderStatus, confirmed: found.confirmed }, order.status, order.correction);
    const fieldsChanged = found.fingerprint !== order.fingerprint;
    if (move.kind !== 'moved' && !fieldsChanged) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    const state = move.kind === 'moved' ? move.state : null;
    const cancelReason = state?.status === 'cancelled' ? order.cancelReason : null;
    updates.push([found.id, fieldsChanged, state !== null, state?.status ?? null, state?.confirmed ?? null, cancelReason, ...(fieldsChanged ? orderValues(order) : NO_ORDER_VALUES)]);
    cells.push(cellOfExisting(-1, found, found.status, found.confirmed));
    const status = state?.status ?? found.status;
    const confirmed = state?.confirmed ?? found.confirmed;
    cells.push(fieldsChanged ? cellOfOrder(1, order, status, confirmed) : cellOfExisting(1, found, status, confirmed));
    if (move.kind === 'moved') events.push([found.id, move.state.status, atOf(order, nowText), move.correction]);
    if (fieldsChanged) {
      if (found.line_count > 1) relined.push(found.id);
      addLines(lines, found.id, order);
    }
  }
  if (updates.length > 0) await updateOrders(tx, updates, relined, now);
  if (inserts.length > 0) {
    await insertOrders(tx, context, inserts);
    counts.created += inserts.length;
  }
  if (lines.length > 0) {
    await tx.execute(sql`insert into ledger_order_lines (order_id, line_no, sku, name, quantity, unit_price_minor) select * from ${table(lines, LINE_COLUMNS)}`);
  }
  if (events.length > 0) await tx.execute(sql`insert into ledger_order_events (order_id, status, at, correction) select * from ${table(events, EVENT_COLUMNS)}`);
  const started = performance.now();
  const cpu = process.cpuUsage();
  await changeDailyCells(tx, ownerId, context.cellZone, cells);
  const used = process.cpuUsage(cpu);
  context.rollupCost.ms += performance.now() - started;
  context.rollupCost.cpuMs += (used.user + used.system) / 1000;
}

/** The orders of a file, a batch at a time: an array (a file read whole) or batches read as the file streams. */
export type OrderBatches = readonly ImportedOrder[] | AsyncIterable<readonly ImportedOrder[]>;

async function* inBatches(orders: OrderBatches): AsyncGenerator<readonly ImportedOrder[]> {
  if (Symbol.asyncIterator in orders) {
    yield* orders;
    return;
  }
  for (let start = 0; start < orders.length; start += WRITE_BATCH) yield orders.slice(start, start + WRITE_BATCH);
}

/**
 * Creates, moves forward or leaves each order; unknown SKUs become products at unit cost 0. Batches may be read
 * while the transaction is open: whatever they throw rolls back every batch already written.
 */
export async function writeOrders(
  db: Db,
  job: { ownerId: string; source: ImportSource; timeZone: string },
  orders: OrderBatches,
  { rollupCost = { ms: 0, cpuMs: 0 }, othersWaiting = () => false }: { rollupCost?: RollupCost; othersWaiting?: () => boolean } = {},
): Promise<WriteCounts> {
  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0 };
  const now = new Date();
  const skusAdded = new Set<string>();
  await db.transaction(async (tx) => {
    const cellZone = await lockLedgerZone(tx, job.ownerId);
    const [stored] = await rowsOf<{ any: boolean }>(tx, sql`select exists (select 1 from ledger_orders where owner_id = ${job.ownerId}) as any`);
    const firstOrders = !stored!.any;
    const context: BatchContext = { ownerId: job.ownerId, source: job.source, timeZone: job.timeZone, cellZone, now, counts, rollupCost, firstOrders };
    let batches = 0;
    let batchStarted = performance.now();
    for await (const batch of inBatches(orders)) {
      if (batch.length === 0) continue;
      // A seller the statistics have not seen is estimated at one order, and the lookup's probe of each id then reads
      // the (owner_id, placed_at) index with a filter: every order the import has written so far, for every id of
      // every batch. Once a file has a second batch the table's statistics are taken again inside the transaction
      // (ANALYZE counts its own uncommitted rows), and the lookup probes the (owner_id, external_id) key; a seller's
      // first import takes them too, for the imports that follow it.
      if (batches++ === 1) await tx.execute(sql`analyze ledger_orders`);
      const products = new Map<string, { name: string; currency: string }>();
      for (const order of batch) {
        for (const line of order.lines) {
          if (skusAdded.has(line.sku)) continue;
          skusAdded.add(line.sku);
          products.set(line.sku, { name: line.name, currency: order.currency });
        }
      }
      await addMissingProducts(tx, job.ownerId, products);
      await writeBatch(tx, batch, context);
      await yieldToOthers(performance.now() - batchStarted, othersWaiting);
      batchStarted = performance.now();
    }
  });
  return counts;
}
