import { and, asc, eq, sql } from 'drizzle-orm';
import { actualInDollars, type ActualRecordInput } from '../../../domain/actuals/actual-record';
import type { ActualsAnswer, StoredActual } from '../../../domain/actuals/actual-schemas';
import { MAX_ROW_ISSUES, summariseOrders, type OrderImport } from '../../../domain/actuals/order-import';
import { comparePlanToActuals } from '../../../domain/actuals/plan-vs-actual';
import { replanFields } from '../../../domain/actuals/replan';
import { isUsableRate } from '../../../domain/money';
import { recordInput } from '../../../domain/simulation-record';
import type { Db, DbOrTx } from '../../db/client';
import { actualRecords, importedOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { getOwnSimulation } from '../simulations/queries';
import { readOrderFile } from './read-order-file';

type Row = typeof actualRecords.$inferSelect;

function toStoredActual({ userId: _owner, revenueCollected, createdAt, ...row }: Row): StoredActual {
  return { ...row, ...(revenueCollected === null ? {} : { revenueCollected }), createdAt: createdAt.toISOString() };
}

/** The orders a CSV import counted: each id and its row in the file (the header is row 1). */
type ImportedOrders = { id: string; row: number }[];

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
    ...input,
    revenueCollected: input.revenueCollected ?? null,
    currencyRate: local.length > 0 ? plan.currencyRate : null,
    simulationId,
    userId,
    orderCount: imported?.length ?? null,
  };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx.insert(actualRecords).values(values).returning();
    if (imported) await claimOrders(tx, simulationId, inserted!.id, imported);
    return inserted!;
  });
  return toStoredActual(row);
}

/**
 * Records the ids of an import against its plan; the table's key refuses an id the plan has already imported
 * (under concurrent imports too: the second waits for the first and finds its ids). Throwing rolls back.
 */
async function claimOrders(tx: DbOrTx, simulationId: string, actualId: string, orders: ImportedOrders): Promise<void> {
  const claimed = new Set<string>();
  // One JSON parameter per batch (as createSimulations does), read the same way by PGlite and node-postgres.
  for (let start = 0; start < orders.length; start += 5000) {
    const ids = orders.slice(start, start + 5000).map((order) => order.id);
    const { rows } = (await tx.execute(sql`
      insert into ${importedOrders} (simulation_id, actual_id, order_id)
      select ${simulationId}::uuid, ${actualId}::uuid, json_array_elements_text(${JSON.stringify(ids)}::json)
      on conflict do nothing
      returning order_id`)) as unknown as { rows: { order_id: string }[] };
    for (const row of rows) claimed.add(row.order_id);
  }
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

const ROW_MESSAGES: Record<string, string> = {
  duplicateOrderId: 'this order id is already on an earlier row',
  importedBefore: 'this order id was already imported into this plan',
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
  const summary = summariseOrders(readOrderFile(upload.csv), upload, upload.date, upload.adSpend, upload.localCurrencyInputs);
  if (!summary.ok) {
    const errors = summary.issues.map(({ path, code }) => {
      const row = /^rows\.(\d+)$/.exec(path)?.[1];
      return { path, code, message: `${row ? `Row ${row}` : path}: ${ROW_MESSAGES[code] ?? 'invalid'}` };
    });
    throw new AppError('IMPORT_REFUSED', `Nothing was imported: ${errors[0]!.message}`, { errors });
  }
  return recordActual(db, userId, simulationId, summary.record, summary.orders);
}
