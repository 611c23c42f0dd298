import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../domain/format';
import { DEFAULT_PAYOUT_DELAY_DAYS, type CourierSettings, type MarkState } from '../../../domain/remittances/api-schemas';
import type { StatementLayout, StatementMapping } from '../../../domain/remittances/statement-rows';
import type { DbOrTx } from '../../db/client';
import { ledgerOrders, remittanceCouriers, remittanceMarks, remittanceStatements } from '../../db/schema';

/** How a courier is kept: its name trimmed and in lower case, so "Speedaf " and "speedaf" are one courier. */
export function courierKey(name: string): string {
  return name.trim().toLowerCase();
}

const DEFAULTS: CourierSettings = { payoutDelayDays: DEFAULT_PAYOUT_DELAY_DAYS, unpaidAfterDays: null, feeVatPercent: 0, currency: null, language: 'en' };

export async function readCourierSettings(db: DbOrTx, ownerId: string, courier: string): Promise<CourierSettings & { mappings: Record<string, StatementMapping> }> {
  const [row] = await db
    .select()
    .from(remittanceCouriers)
    .where(and(eq(remittanceCouriers.ownerId, ownerId), eq(remittanceCouriers.courier, courierKey(courier))));
  if (!row) return { ...DEFAULTS, mappings: {} };
  return {
    payoutDelayDays: row.payoutDelayDays,
    unpaidAfterDays: row.unpaidAfterDays,
    feeVatPercent: Number(row.feeVatPercent),
    currency: row.currency,
    language: row.language as Language,
    mappings: row.mappings as Record<string, StatementMapping>,
  };
}

export async function saveCourierSettings(db: DbOrTx, ownerId: string, courier: string, settings: CourierSettings): Promise<void> {
  await db
    .insert(remittanceCouriers)
    .values({ ownerId, courier: courierKey(courier), ...settings })
    .onConflictDoUpdate({ target: [remittanceCouriers.ownerId, remittanceCouriers.courier], set: settings });
}

export async function saveStatementMapping(db: DbOrTx, ownerId: string, courier: string, layout: StatementLayout, columns: StatementMapping): Promise<void> {
  const value = sql`jsonb_build_object(${layout}::text, ${JSON.stringify(columns)}::jsonb)`;
  await db
    .insert(remittanceCouriers)
    .values({ ownerId, courier: courierKey(courier), mappings: { [layout]: columns } })
    .onConflictDoUpdate({ target: [remittanceCouriers.ownerId, remittanceCouriers.courier], set: { mappings: sql`${remittanceCouriers.mappings} || ${value}` } });
}

/** Sets the courier's currency when the seller has not chosen one (its first statement brings it). */
export async function adoptCourierCurrency(db: DbOrTx, ownerId: string, courier: string, currency: string): Promise<void> {
  await db
    .insert(remittanceCouriers)
    .values({ ownerId, courier: courierKey(courier), currency })
    .onConflictDoUpdate({
      target: [remittanceCouriers.ownerId, remittanceCouriers.courier],
      set: { currency: sql`coalesce(${remittanceCouriers.currency}, excluded.currency)` },
    });
}

export async function readMarks(db: DbOrTx, ownerId: string, courier: string): Promise<Map<string, { state: MarkState; note: string }>> {
  const rows = await db
    .select({ key: remittanceMarks.key, state: remittanceMarks.state, note: remittanceMarks.note })
    .from(remittanceMarks)
    .where(and(eq(remittanceMarks.ownerId, ownerId), eq(remittanceMarks.courier, courierKey(courier))));
  return new Map(rows.map((row) => [row.key, { state: row.state, note: row.note }]));
}

/** Marks a discrepancy resolved or disputed with a note; 'open' takes the mark away. */
export async function saveMark(db: DbOrTx, ownerId: string, courier: string, key: string, state: MarkState, note: string): Promise<void> {
  const where = and(eq(remittanceMarks.ownerId, ownerId), eq(remittanceMarks.courier, courierKey(courier)), eq(remittanceMarks.key, key));
  if (state === 'open') {
    await db.delete(remittanceMarks).where(where);
    return;
  }
  await db
    .insert(remittanceMarks)
    .values({ ownerId, courier: courierKey(courier), key, state, note })
    .onConflictDoUpdate({ target: [remittanceMarks.ownerId, remittanceMarks.courier, remittanceMarks.key], set: { state, note, updatedAt: new Date() } });
}

/** The couriers a seller has: those their orders name and those they imported statements of, with counts. */
export async function listCouriers(db: DbOrTx, ownerId: string): Promise<{ courier: string; orders: number; statements: number }[]> {
  const [orders, statements] = await Promise.all([
    db
      .select({ name: sql<string>`min(trim(${ledgerOrders.courier}))`, key: sql<string>`lower(trim(${ledgerOrders.courier}))`, count: sql<number>`count(*)::int` })
      .from(ledgerOrders)
      .where(and(eq(ledgerOrders.ownerId, ownerId), sql`coalesce(trim(${ledgerOrders.courier}), '') <> ''`))
      .groupBy(sql`lower(trim(${ledgerOrders.courier}))`),
    db
      .select({ key: remittanceStatements.courier, count: sql<number>`count(*)::int` })
      .from(remittanceStatements)
      .where(eq(remittanceStatements.ownerId, ownerId))
      .groupBy(remittanceStatements.courier),
  ]);
  const couriers = new Map<string, { courier: string; orders: number; statements: number }>();
  for (const row of orders) couriers.set(row.key, { courier: row.name, orders: Number(row.count), statements: 0 });
  for (const row of statements) {
    const entry = couriers.get(row.key) ?? { courier: row.key, orders: 0, statements: 0 };
    entry.statements = Number(row.count);
    couriers.set(row.key, entry);
  }
  return [...couriers.values()].sort((a, b) => a.courier.localeCompare(b.courier));
}
