import type { ActualMoneyKey } from '../../../domain/actuals/actual-record';
import type { StoredActual } from '../../../domain/actuals/actual-schemas';
import { MAX_ROW_ISSUES, type OrderMapping } from '../../../domain/actuals/order-import';
import { startOrderTally } from '../../../domain/actuals/order-tally';
import type { FieldIssue } from '../../../domain/field-issues';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { heavyImports } from '../../file-import/import-queue';
import { readTabularRows } from '../../file-import/read-tabular-rows';
import { getOwnSimulation } from '../simulations/queries';
import { recordActual, ROW_MESSAGES } from './queries';

/** The most orders one file may hold: three times a large courier's month, far below what stalls a server. */
export const MAX_ORDER_ROWS = 100_000;
/** The largest orders file (CSV or XLSX), counted in bytes as it arrives. */
export const ORDER_FILE_MAX_BYTES = 8 * 1024 * 1024;

export interface OrderFile {
  /** The file's bytes: CSV (decoded here) or XLSX. */
  content: Uint8Array;
  mapping: OrderMapping;
  date: string;
  adSpend: number;
  localCurrencyInputs: readonly ActualMoneyKey[];
}

function refusal(issues: readonly FieldIssue[]): AppError {
  const errors = issues.map(({ path, code, limit }) => {
    const row = /^rows\.(\d+)$/.exec(path)?.[1];
    return { path, code, ...(limit === undefined ? {} : { limit }), message: `${row ? `Row ${row}` : path}: ${ROW_MESSAGES[code] ?? 'invalid'}` };
  });
  return new AppError('IMPORT_REFUSED', `Nothing was imported: ${errors[0]!.message}`, { errors });
}

/**
 * One record from a file of orders on one of the owner's simulations (decision 0026). The plan is checked
 * first (another seller's id is "not found" before the file is read); then the file waits its turn in the
 * process's import queue and is read as a stream, stopping as soon as enough problems are known. A file
 * with any bad row stores nothing; a good one is stored with its order ids in one transaction.
 */
export async function importOrders(db: Db, userId: string, simulationId: string, file: OrderFile): Promise<StoredActual> {
  await getOwnSimulation(db, userId, simulationId);
  return heavyImports.run(async () => {
    const table = await readTabularRows(file.content, { maxRows: MAX_ORDER_ROWS, maxInconsistentRows: MAX_ROW_ISSUES, path: 'file' });
    const started = startOrderTally(table.header, file.mapping);
    if (!started.ok) {
      await table.rows.return();
      throw refusal(started.issues);
    }
    for await (const { cells, row } of table.rows) {
      started.tally.add(cells, row);
      if (started.tally.full) break;
    }
    const summary = started.tally.finish(file.date, file.adSpend, file.localCurrencyInputs);
    if (!summary.ok) throw refusal(summary.issues);
    return recordActual(db, userId, simulationId, summary.record, summary.orders);
  });
}
