import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CancelReason, ImportSource, Order, OrderFilters, OrderListAnswer, OrderStatus } from '../../../domain/ledger/api-schemas';
import { readOrderCursor, writeOrderCursor } from '../../http/order-cursor';
import { dayStartInZone, addDays } from '../../../domain/ledger/zoned-days';
import type { DbOrTx } from '../../db/client';
import { ledgerOrderEvents, ledgerOrderLines, ledgerOrders } from '../../db/schema';
import { AppError } from '../../errors';

type OrderRow = typeof ledgerOrders.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** The conditions of the orders list and its export; days are the seller's. */
export function orderConditions(ownerId: string, filters: OrderFilters, timeZone: string): SQL {
  const conditions: (SQL | undefined)[] = [eq(ledgerOrders.ownerId, ownerId)];
  if (filters.from) conditions.push(gte(ledgerOrders.placedAt, new Date(dayStartInZone(filters.from, timeZone))));
  if (filters.to) conditions.push(lt(ledgerOrders.placedAt, new Date(dayStartInZone(addDays(filters.to, 1), timeZone))));
  if (filters.status) conditions.push(eq(ledgerOrders.status, filters.status));
  if (filters.country) conditions.push(eq(ledgerOrders.countryCode, filters.country));
  if (filters.sku) {
    // The first line's SKU is the order's own; the lines after it only exist for orders of more than one line.
    conditions.push(
      sql`(${ledgerOrders.sku} = ${filters.sku} or (${ledgerOrders.lineCount} > 1 and exists (select 1 from ${ledgerOrderLines}
        where ${ledgerOrderLines.orderId} = ${ledgerOrders.id} and ${ledgerOrderLines.sku} = ${filters.sku})))`,
    );
  }
  if (filters.q) {
    const like = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(
        sql`${ledgerOrders.externalId} ilike ${like}`,
        sql`${ledgerOrders.city} ilike ${like}`,
        sql`${ledgerOrders.courier} ilike ${like}`,
        sql`${ledgerOrders.agent} ilike ${like}`,
        sql`${ledgerOrders.campaign} ilike ${like}`,
      ),
    );
  }
  return and(...conditions)!;
}

function groupByOrder<T extends { orderId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.orderId);
    if (group) group.push(row);
    else groups.set(row.orderId, [row]);
  }
  return groups;
}

/** The first line, kept on the order's row; none for an order without lines. */
function firstLine(row: OrderRow): { sku: string; name: string; quantity: number; unitPriceMinor: number }[] {
  if (row.sku === null || row.firstName === null || row.firstQuantity === null || row.firstUnitPriceMinor === null) return [];
  return [{ sku: row.sku, name: row.firstName, quantity: row.firstQuantity, unitPriceMinor: row.firstUnitPriceMinor }];
}

/** The first status of the order's history, kept on the order's row; the moves after it are `ledger_order_events`. */
function firstEvent(row: OrderRow): { status: string; at: Date; correction: boolean }[] {
  return row.firstStatus === null || row.firstAt === null ? [] : [{ status: row.firstStatus, at: row.firstAt, correction: false }];
}

/** The orders of the rows with their lines and history, in the rows' order. */
export async function withDetails(db: DbOrTx, rows: readonly OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const multiLine = rows.filter((row) => row.lineCount > 1).map((row) => row.id);
  const [lines, events] = await Promise.all([
    multiLine.length === 0
      ? []
      : db.select().from(ledgerOrderLines).where(inArray(ledgerOrderLines.orderId, multiLine)).orderBy(asc(ledgerOrderLines.orderId), asc(ledgerOrderLines.lineNo)),
    db.select().from(ledgerOrderEvents).where(inArray(ledgerOrderEvents.orderId, ids)).orderBy(asc(ledgerOrderEvents.orderId), asc(ledgerOrderEvents.id)),
  ]);
  const linesOf = groupByOrder(lines);
  const eventsOf = groupByOrder(events);
  return rows.map((row) => ({
    id: row.id,
    source: row.source as ImportSource,
    externalId: row.externalId,
    placedAt: row.placedAt.toISOString(),
    timeZone: row.timeZone,
    countryCode: row.countryCode,
    city: row.city,
    lines: [...firstLine(row), ...(linesOf.get(row.id) ?? [])].map((line) => ({
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      unitPrice: { minor: line.unitPriceMinor, currency: row.currency },
    })),
    total: { minor: row.totalMinor, currency: row.currency },
    customerDeliveryFee: { minor: row.deliveryFeeMinor, currency: row.currency },
    courier: row.courier,
    agent: row.agent,
    campaign: row.campaign,
    status: row.status as OrderStatus,
    cancelReason: row.cancelReason as CancelReason | null,
    history: [...firstEvent(row), ...(eventsOf.get(row.id) ?? [])].map((event) => ({ status: event.status as OrderStatus, at: event.at.toISOString(), correction: event.correction })),
  }));
}

export async function listOrders(db: DbOrTx, ownerId: string, query: OrderFilters & { cursor?: string; limit: number }, timeZone: string): Promise<OrderListAnswer> {
  const cursor = query.cursor ? readOrderCursor(query.cursor) : undefined;
  const position = cursor && { placedAt: new Date(cursor.placedAt), id: cursor.id };
  const after = position
    ? or(lt(ledgerOrders.placedAt, position.placedAt), and(eq(ledgerOrders.placedAt, position.placedAt), lt(ledgerOrders.id, position.id)))
    : undefined;
  const rows = await db
    .select()
    .from(ledgerOrders)
    .where(and(orderConditions(ownerId, query, timeZone), after))
    .orderBy(desc(ledgerOrders.placedAt), desc(ledgerOrders.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { orders: await withDetails(db, page), nextCursor: rows.length > query.limit ? writeOrderCursor({ placedAt: page.at(-1)!.placedAt.toISOString(), id: page.at(-1)!.id }) : null };
}

export async function readOrder(db: DbOrTx, ownerId: string, id: string): Promise<Order> {
  const rows = await db.select().from(ledgerOrders).where(and(eq(ledgerOrders.id, id), eq(ledgerOrders.ownerId, ownerId)));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Order not found');
  return (await withDetails(db, rows))[0]!;
}
