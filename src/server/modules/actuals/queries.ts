import { and, asc, eq } from 'drizzle-orm';
import type { ActualRecordInput } from '../../../domain/actuals/actual-record';
import type { ActualsAnswer, StoredActual } from '../../../domain/actuals/actual-schemas';
import { summariseOrders, type OrderImport } from '../../../domain/actuals/order-import';
import { comparePlanToActuals } from '../../../domain/actuals/plan-vs-actual';
import { replanFields } from '../../../domain/actuals/replan';
import { recordInput } from '../../../domain/simulation-record';
import type { Db } from '../../db/client';
import { actualRecords } from '../../db/schema';
import { AppError } from '../../errors';
import { getOwnSimulation } from '../simulations/queries';
import { readOrderFile } from './read-order-file';

type Row = typeof actualRecords.$inferSelect;

function toStoredActual({ userId: _owner, revenueCollected, createdAt, ...row }: Row): StoredActual {
  return { ...row, ...(revenueCollected === null ? {} : { revenueCollected }), createdAt: createdAt.toISOString() };
}

/** Adds a record to one of the owner's simulations; another seller's simulation is "not found". */
export async function recordActual(
  db: Db,
  userId: string,
  simulationId: string,
  input: ActualRecordInput,
  orderCount: number | null = null,
): Promise<StoredActual> {
  await getOwnSimulation(db, userId, simulationId);
  const [row] = await db
    .insert(actualRecords)
    .values({ ...input, revenueCollected: input.revenueCollected ?? null, simulationId, userId, orderCount })
    .returning();
  return toStoredActual(row!);
}

/** The owner's records of one simulation, oldest day first, and the plan compared with their sum. */
export async function readActuals(db: Db, userId: string, simulationId: string): Promise<ActualsAnswer> {
  const simulation = await getOwnSimulation(db, userId, simulationId);
  const rows = await db
    .select()
    .from(actualRecords)
    .where(and(eq(actualRecords.simulationId, simulationId), eq(actualRecords.userId, userId)))
    .orderBy(asc(actualRecords.date), asc(actualRecords.createdAt), asc(actualRecords.id));
  const records = rows.map(toStoredActual);
  const comparison = comparePlanToActuals(recordInput(simulation), records);
  return { records, comparison, replan: comparison && replanFields(simulation, comparison.actualInputs) };
}

/** Deletes one of the owner's records; another seller's id is "not found" and stays. */
export async function deleteActual(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(actualRecords)
    .where(and(eq(actualRecords.id, id), eq(actualRecords.userId, userId)))
    .returning({ id: actualRecords.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Record not found');
}

const ROW_MESSAGES: Record<string, string> = {
  duplicateOrderId: 'this order id is already on an earlier row',
  missingOrderId: 'the order id is empty',
  unknownStatus: 'this status was not given a meaning',
  badAmount: 'the amount is not a number',
  columnCount: "this row does not have the header's columns",
  invalid: 'the header has no column of this name',
  required: 'the file has no order rows',
};

/**
 * One record from a file of orders on one of the owner's simulations. The plan is checked first (another
 * seller's id is "not found" before the file is read); a file with any bad row stores nothing, and a good
 * one is stored by a single insert, so nothing is ever half-imported.
 */
export async function importOrders(db: Db, userId: string, simulationId: string, upload: OrderImport): Promise<StoredActual> {
  await getOwnSimulation(db, userId, simulationId);
  const summary = summariseOrders(readOrderFile(upload.csv), upload, upload.date, upload.adSpend);
  if (!summary.ok) {
    const errors = summary.issues.map(({ path, code }) => {
      const row = /^rows\.(\d+)$/.exec(path)?.[1];
      return { path, code, message: `${row ? `Row ${row}` : path}: ${ROW_MESSAGES[code] ?? 'invalid'}` };
    });
    throw new AppError('IMPORT_REFUSED', `Nothing was imported: ${errors[0]!.message}`, { errors });
  }
  return recordActual(db, userId, simulationId, summary.record, summary.orderCount);
}
