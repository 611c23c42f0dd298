import { and, asc, eq, sql } from 'drizzle-orm';
import { actualInDollars, actualRecordSchema, type ActualRecordInput } from '../../../domain/actuals/actual-record';
import { storedActualSchema, type ActualsAnswer, type StoredActual } from '../../../domain/actuals/actual-schemas';
import { MAX_ROW_ISSUES } from '../../../domain/actuals/order-import';
import { toFieldIssue } from '../../../domain/field-issues';
import { comparePlanToActuals } from '../../../domain/actuals/plan-vs-actual';
import { replanFields } from '../../../domain/actuals/replan';
import { isUsableRate } from '../../../domain/money';
import { recordInput } from '../../../domain/simulation-record';
import type { Db, DbOrTx } from '../../db/client';
import { actualRecords, importedOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { writeInBatches } from '../../file-import/write-in-batches';
import { getOwnSimulation } from '../simulations/queries';

type Row = typeof actualRecords.$inferSelect;

function toStoredActual({ userId: _owner, revenueCollected, createdAt, ...row }: Row): StoredActual {
  return { ...row, ...(revenueCollected === null ? {} : { revenueCollected }), createdAt: createdAt.toISOString() };
}

/** The orders a CSV import counted: each id and its row in the file (the header is row 1). */
export type ImportedOrders = { id: string; row: number }[];

/** The record as it will be stored, checked by its own schema first: what cannot be read back is never written. */
function checkedRecord(input: ActualRecordInput): ActualRecordInput {
  const parsed = actualRecordSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ ...toFieldIssue(issue), message: issue.message }));
  throw new AppError('VALIDATION_FAILED', `This record cannot be stored: ${errors[0]!.path} ${errors[0]!.message}`, { errors });
}

/**
 * Adds a record to one of the owner's simulations; another seller's simulation is "not found". Amounts typed
 * in the country's currency are stored as typed with the plan's rate (decision 0035); a plan without a rate
 * cannot take them. An import's order ids are claimed in the same transaction: an id this plan already imported
 * refuses the whole file with the rows that repeat it, and nothing is stored.
 */
export async function recordActual(
  db: Db,
  userId: string,
  simulationId: string,
  input: ActualRecordInput,
  imported: ImportedOrders | null = null,
): Promise<StoredActual> {
  const plan = await getOwnSimulation(db, userId, simulationId);
  const local = input.localCurrencyInputs;
  if (local.length > 0 && !isUsableRate(plan.currencyRate)) {
    const message = 'This plan has no currency rate: enter the amounts in dollars.';
    // A body the schema accepts is never "invalid input": it conflicts with the plan as it is (409).
    throw new AppError('CONFLICT', message, { errors: [{ path: 'localCurrencyInputs', message, code: 'noCurrencyRate' }] });
  }
  const values = {
    ...checkedRecord(input),
    revenueCollected: input.revenueCollected ?? null,
    currencyRate: local.length > 0 ? plan.currencyRate : null,
    simulationId,
    userId,
    orderCount: imported?.length ?? null,
  };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(actualRecords).values(values).returning();
    if (imported) await claimOrders(tx, simulationId, inserted!.id, imported);
    // Read back as the API will answer it, inside the transaction: a record that fails rolls back.
    return storedActualSchema.parse(toStoredActual(inserted!));
  });
  return row;
}

const CLAIM_BATCH = 1000;

/**
 * Records the ids of an import against its plan; the table's key refuses an id the plan has already imported
 * (under concurrent imports too: the second waits for the first and finds its ids). Throwing rolls back.
 */
async function claimOrders(tx: DbOrTx, simulationId: string, actualId: string, orders: ImportedOrders): Promise<void> {
  const claimed = new Set<string>();
  // One JSON parameter per batch (as createSimulations does), read the same way by PGlite and node-postgres;
  // batches small enough that PGlite (which runs on this thread) holds the event loop a few ms at a time.
  await writeInBatches(orders, CLAIM_BATCH, async (batch) => {
    const ids = batch.map((order) => order.id);
    const { rows } = (await tx.execute(sql`
      insert into ${importedOrders} (simulation_id, actual_id, order_id)
      select ${simulationId}::uuid, ${actualId}::uuid, json_array_elements_text(${JSON.stringify(ids)}::json)
      on conflict do nothing
      returning order_id`)) as unknown as { rows: { order_id: string }[] };
    for (const row of rows) claimed.add(row.order_id);
  });
  const repeated = orders.filter((order) => !claimed.has(order.id));
  if (repeated.length === 0) return;
  const errors = repeated.slice(0, MAX_ROW_ISSUES).map(({ row }) => ({
    path: `rows.${row}`,
    code: 'importedBefore' as const,
    message: `Row ${row}: ${ROW_MESSAGES.importedBefore}`,
  }));
  throw new AppError('IMPORT_REFUSED', `Nothing was imported: ${errors[0]!.message}`, { errors });
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
  const comparison = comparePlanToActuals(recordInput(simulation), records.map(actualInDollars));
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

export const ROW_MESSAGES: Record<string, string> = {
  duplicateOrderId: 'this order id is already on an earlier row',
  importedBefore: 'this order id was already imported into this plan',
  missingOrderId: 'the order id is empty',
  unknownStatus: 'this status was not given a meaning',
  badAmount: 'the amount is not a number',
  columnCount: "this row does not have the header's columns",
  tooLong: 'the order id is too long',
  tooBig: 'the amount is over the largest a record holds',
  totalTooLarge: 'the delivered amounts add up to more than a record holds',
  invalid: 'the header has no column of this name',
  required: 'the file has no order rows',
};
