import { and, eq, inArray } from 'drizzle-orm';
import type { ImportSource, OrderStatus } from '../../../domain/ledger/api-schemas';
import type { ImportedOrder } from '../../../domain/ledger/order-rows';
import { initialState, moveStatus } from '../../../domain/ledger/order-life';
import type { Db, DbOrTx } from '../../db/client';
import { ledgerOrderEvents, ledgerOrderLines, ledgerOrders } from '../../db/schema';
import { addMissingProducts } from './product-queries';

// Writes a read file's orders in one transaction, in batches that yield to other requests between them, so a
// refused or failed import stores nothing and a large one does not hold the event loop (docs/decisions/0040).

export const WRITE_BATCH = 2000;

export interface WriteCounts {
  created: number;
  updated: number;
  unchanged: number;
}

interface Existing {
  id: string;
  externalId: string;
  status: string;
  confirmed: boolean;
  fingerprint: string;
}

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

async function findExisting(tx: DbOrTx, ownerId: string, source: ImportSource, externalIds: string[]): Promise<Map<string, Existing>> {
  const rows = await tx
    .select({ id: ledgerOrders.id, externalId: ledgerOrders.externalId, source: ledgerOrders.source, status: ledgerOrders.status, confirmed: ledgerOrders.confirmed, fingerprint: ledgerOrders.fingerprint, createdAt: ledgerOrders.createdAt })
    .from(ledgerOrders)
    .where(and(eq(ledgerOrders.ownerId, ownerId), inArray(ledgerOrders.externalId, externalIds)));
  // A store's file updates its own orders; a courier's (generic) file updates the seller's order of that id
  // whichever store it came from (the oldest when two stores share an id).
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const found = new Map<string, Existing>();
  for (const row of rows) {
    if (source !== 'generic' && row.source !== source) continue;
    if (source === 'generic' && found.has(row.externalId) && row.source !== 'generic') continue;
    if (!found.has(row.externalId) || row.source === source) found.set(row.externalId, row);
  }
  return found;
}

function orderColumns(order: ImportedOrder) {
  const units = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    placedAt: new Date(order.placedAt),
    countryCode: order.countryCode,
    city: order.city,
    sku: order.lines[0]?.sku ?? null,
    units,
    lineCount: Math.max(1, order.lines.length),
    currency: order.currency,
    totalMinor: order.totalMinor,
    deliveryFeeMinor: order.deliveryFeeMinor,
    courier: order.courier,
    agent: order.agent,
    campaign: order.campaign,
    fingerprint: order.fingerprint,
  };
}

function lineValues(orderId: string, order: ImportedOrder) {
  return order.lines.map((line, index) => ({ orderId, lineNo: index + 1, sku: line.sku, name: line.name, quantity: line.quantity, unitPriceMinor: line.unitPriceMinor }));
}

async function writeBatch(tx: DbOrTx, ownerId: string, source: ImportSource, timeZone: string, batch: readonly ImportedOrder[], now: Date, counts: WriteCounts) {
  const existing = await findExisting(
    tx,
    ownerId,
    source,
    batch.map((order) => order.externalId),
  );
  const inserts: (typeof ledgerOrders.$inferInsert)[] = [];
  const fresh: ImportedOrder[] = [];
  const lines: (typeof ledgerOrderLines.$inferInsert)[] = [];
  const events: (typeof ledgerOrderEvents.$inferInsert)[] = [];
  for (const order of batch) {
    const found = existing.get(order.externalId);
    if (!found) {
      const state = initialState(order.status);
      inserts.push({ ownerId, source, externalId: order.externalId, timeZone, ...orderColumns(order), status: state.status, confirmed: state.confirmed, cancelReason: order.cancelReason });
      fresh.push(order);
      continue;
    }
    const move = moveStatus({ status: found.status as OrderStatus, confirmed: found.confirmed }, order.status, order.correction);
    const fieldsChanged = found.fingerprint !== order.fingerprint;
    if (move.kind !== 'moved' && !fieldsChanged) {
      counts.unchanged++;
      continue;
    }
    counts.updated++;
    const statusColumns = move.kind === 'moved' ? { status: move.state.status, confirmed: move.state.confirmed, cancelReason: move.state.status === 'cancelled' ? order.cancelReason : null } : {};
    await tx
      .update(ledgerOrders)
      .set({ ...(fieldsChanged && orderColumns(order)), ...statusColumns, updatedAt: now })
      .where(eq(ledgerOrders.id, found.id));
    if (move.kind === 'moved') events.push({ orderId: found.id, status: move.state.status, at: now, correction: move.correction });
    if (fieldsChanged) {
      await tx.delete(ledgerOrderLines).where(eq(ledgerOrderLines.orderId, found.id));
      lines.push(...lineValues(found.id, order));
    }
  }
  if (inserts.length > 0) {
    const ids = await tx.insert(ledgerOrders).values(inserts).returning({ id: ledgerOrders.id });
    ids.forEach(({ id }, index) => {
      const order = fresh[index]!;
      lines.push(...lineValues(id, order));
      // An order first seen as new was new when placed; any later status is seen now.
      events.push({ orderId: id, status: order.status, at: order.status === 'new' ? new Date(order.placedAt) : now, correction: false });
    });
    counts.created += ids.length;
  }
  for (let start = 0; start < lines.length; start += 5000) await tx.insert(ledgerOrderLines).values(lines.slice(start, start + 5000));
  if (events.length > 0) await tx.insert(ledgerOrderEvents).values(events);
}

/** Creates, moves forward or leaves each order; unknown SKUs become products at unit cost 0. */
export async function writeOrders(
  db: Db,
  job: { ownerId: string; source: ImportSource; timeZone: string },
  orders: readonly ImportedOrder[],
  onProgress: (written: number) => void,
): Promise<WriteCounts> {
  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0 };
  const now = new Date();
  const products = new Map<string, { name: string; currency: string }>();
  for (const order of orders) for (const line of order.lines) if (!products.has(line.sku)) products.set(line.sku, { name: line.name, currency: order.currency });
  await db.transaction(async (tx) => {
    await addMissingProducts(tx, job.ownerId, products);
    for (let start = 0; start < orders.length; start += WRITE_BATCH) {
      await writeBatch(tx, job.ownerId, job.source, job.timeZone, orders.slice(start, start + WRITE_BATCH), now, counts);
      onProgress(Math.min(orders.length, start + WRITE_BATCH));
      await yieldToOthers();
    }
  });
  return counts;
}
