import { and, asc, eq } from 'drizzle-orm';
import type { ActualRecordInput } from '../../../domain/actuals/actual-record';
import type { ActualsAnswer, StoredActual } from '../../../domain/actuals/actual-schemas';
import { comparePlanToActuals } from '../../../domain/actuals/plan-vs-actual';
import { recordInput } from '../../../domain/simulation-record';
import type { Db } from '../../db/client';
import { actualRecords } from '../../db/schema';
import { AppError } from '../../errors';
import { getOwnSimulation } from '../simulations/queries';

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
  return { records, comparison: comparePlanToActuals(recordInput(simulation), records) };
}

/** Deletes one of the owner's records; another seller's id is "not found" and stays. */
export async function deleteActual(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(actualRecords)
    .where(and(eq(actualRecords.id, id), eq(actualRecords.userId, userId)))
    .returning({ id: actualRecords.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Record not found');
}
