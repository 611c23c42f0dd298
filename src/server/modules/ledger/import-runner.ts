import { AdSpendRowReader } from '../../../domain/ledger/ad-spend-rows';
import type { ImportError, ImportJob, ImportKind, ImportMapping, ImportSource } from '../../../domain/ledger/api-schemas';
import { OrderRowReader, type ImportedOrder } from '../../../domain/ledger/order-rows';
import type { Db } from '../../db/client';
import { writeAdSpend } from './ad-spend-writer';
import { AppError } from '../../errors';
import { heavyImports, readTabularRows, TabularFileRefusal } from '../../file-import';
import { updateImportJob } from './import-jobs';
import { WRITE_BATCH, writeOrders, type RollupCost, type WriteCounts } from './order-writer';

// Imports run one at a time per process (the pipeline's queue, shared with every other heavy import), after
// their request has been answered (202), each in one transaction (docs/decisions/0040). An orders file is read,
// checked and written batch by batch inside it, so only a batch of orders is held: a refused row stops the
// writes, the rest is still read to name every refused row, and the transaction rolls back. A file whose order
// comes back after it was written is read whole first instead (docs/decisions/0067).

/** The most data rows one file may have. */
export const IMPORT_ROWS_MAX = 250_000;
/** The largest file accepted, in bytes. */
export const IMPORT_FILE_MAX_BYTES = 64 * 1024 * 1024;

export interface ImportTask {
  id: string;
  ownerId: string;
  kind: ImportKind;
  source: ImportSource;
  fileName: string;
  currency: string;
  timeZone: string;
  mapping: ImportMapping | null;
  /** Proposes a mapping from the file's headers when the seller saved none. */
  proposeMapping: (headers: readonly string[]) => ImportMapping;
  bytes: Buffer;
  /** Where an unexpected failure is reported (the import is then refused as unreadable). */
  logError: (error: unknown) => void;
  /** Added up with what the daily screen's rollup costs an orders file (the bench prints it). */
  rollupCost?: RollupCost;
  /** Whether other requests are being answered now: the import then gives them room between its batches. */
  othersWaiting?: () => boolean;
}

/** The jobs this process is working on, answered from here while their transaction holds the database. */
const active = new Map<string, { ownerId: string; job: ImportJob }>();

export function activeImport(ownerId: string, id: string): ImportJob | undefined {
  const entry = active.get(id);
  return entry && entry.ownerId === ownerId ? { ...entry.job, errors: [...entry.job.errors] } : undefined;
}

/** Queues an import; the returned promise settles when it has finished (tests wait on it). */
export function enqueueImport(db: Db, task: ImportTask): Promise<void> {
  const job: ImportJob = { id: task.id, kind: task.kind, source: task.source, fileName: task.fileName, state: 'queued', rowsRead: 0, created: 0, updated: 0, unchanged: 0, errors: [] };
  active.set(task.id, { ownerId: task.ownerId, job });
  return heavyImports.run(() => runImport(db, task, job)).finally(() => active.delete(task.id));
}

const fileError = (code: ImportError['code'], params: ImportError['params'] = {}): ImportError => ({ row: 0, column: null, code, params });

/** The pipeline's refusal of the file itself, as the ledger's error codes; undefined for any other failure. */
function fileRefusal(error: unknown): ImportError | undefined {
  if (error instanceof TabularFileRefusal) return error.reason === 'required' ? fileError('emptyFile') : fileError('unreadableFile', error.line === undefined ? {} : { line: error.line });
  if (error instanceof AppError && error.errors?.[0]?.code === 'tooManyRows') return fileError('tooManyRows', { limit: IMPORT_ROWS_MAX });
  return undefined;
}

async function refuse(db: Db, job: ImportJob, errors: ImportError[]): Promise<void> {
  Object.assign(job, { state: 'refused', errors });
  await updateImportJob(db, job.id, { state: 'refused', rowsRead: job.rowsRead, errors });
}

/** Thrown from inside the orders' transaction to roll it back: the file's rows were refused. */
class RefusedRows extends Error {
  constructor(readonly errors: ImportError[]) {
    super('refused rows');
  }
}

/** Thrown from inside the orders' transaction to roll it back: an order came back after it was written. */
class ScatteredOrders extends Error {}

/**
 * How many orders the streamed reader keeps open for more rows: an order's rows need not be next to each other,
 * only within this many other orders.
 */
const OPEN_ORDERS = 2000;

function openFile(task: ImportTask) {
  // The row readers read a short row's missing cells as empty: rows of another width are read to the end.
  return readTabularRows(task.bytes, { maxRows: IMPORT_ROWS_MAX, maxInconsistentRows: Number.POSITIVE_INFINITY, path: 'file' });
}

async function orderReader(task: ImportTask, window: number | undefined) {
  const file = await openFile(task);
  const headers = file.header.map((cell) => cell.trim());
  const mapping = task.mapping ?? task.proposeMapping(headers);
  return { file, reader: new OrderRowReader({ headers, mapping, currency: task.currency, timeZone: task.timeZone, importedAt: Date.now(), window }) };
}

/** The orders file read, checked and written batch by batch; the refused rows, or `scattered` (nothing stored either way). */
async function streamOrders(db: Db, task: ImportTask, job: ImportJob): Promise<WriteCounts | ImportError[] | 'scattered'> {
  const { file, reader } = await orderReader(task, OPEN_ORDERS);
  async function* batches(): AsyncGenerator<readonly ImportedOrder[]> {
    for await (const row of file.rows) {
      job.rowsRead++;
      reader.add(row.cells, row.row);
      if (reader.scattered) throw new ScatteredOrders();
      if (reader.closedCount >= WRITE_BATCH) {
        job.state = 'writing';
        yield reader.takeClosed();
      }
    }
    const rest = reader.finish();
    if (!rest) throw new RefusedRows(reader.errors.sorted());
    job.state = 'writing';
    yield rest;
  }
  try {
    return await writeOrders(db, task, batches(), task);
  } catch (error) {
    if (error instanceof RefusedRows) return error.errors;
    if (error instanceof ScatteredOrders) return 'scattered';
    throw error;
  }
}

/** The orders file read and checked whole, then written; or its refused rows. */
async function wholeOrders(db: Db, task: ImportTask, job: ImportJob): Promise<WriteCounts | ImportError[]> {
  const { file, reader } = await orderReader(task, undefined);
  for await (const row of file.rows) {
    job.rowsRead++;
    reader.add(row.cells, row.row);
  }
  const orders = reader.finish();
  if (!orders) return reader.errors.sorted();
  job.state = 'writing';
  await updateImportJob(db, job.id, { state: 'writing', rowsRead: job.rowsRead });
  return writeOrders(db, task, orders, task);
}

async function importOrders(db: Db, task: ImportTask, job: ImportJob): Promise<WriteCounts | ImportError[]> {
  const streamed = await streamOrders(db, task, job);
  if (streamed !== 'scattered') return streamed;
  Object.assign(job, { state: 'reading', rowsRead: 0 });
  return wholeOrders(db, task, job);
}

async function importAdSpend(db: Db, task: ImportTask, job: ImportJob): Promise<WriteCounts | ImportError[]> {
  const file = await openFile(task);
  const headers = file.header.map((cell) => cell.trim());
  const reader = new AdSpendRowReader({ headers, mapping: task.mapping ?? task.proposeMapping(headers), source: task.source, currency: task.currency });
  for await (const row of file.rows) {
    job.rowsRead++;
    reader.add(row.cells, row.row);
  }
  const rows = reader.finish();
  if (!rows) return reader.errors.sorted();
  job.state = 'writing';
  await updateImportJob(db, job.id, { state: 'writing', rowsRead: job.rowsRead });
  return writeAdSpend(db, task.ownerId, rows);
}

async function runImport(db: Db, task: ImportTask, job: ImportJob): Promise<void> {
  try {
    job.state = 'reading';
    await updateImportJob(db, job.id, { state: 'reading' });
    const counts = task.kind === 'orders' ? await importOrders(db, task, job) : await importAdSpend(db, task, job);
    if (Array.isArray(counts)) return refuse(db, job, counts);
    Object.assign(job, counts, { state: 'done' });
    await updateImportJob(db, job.id, { state: 'done', rowsRead: job.rowsRead, ...counts });
  } catch (error) {
    const refusal = fileRefusal(error);
    if (refusal) return refuse(db, job, [refusal]);
    task.logError(error);
    await refuse(db, job, [fileError('unreadableFile')]).catch(task.logError);
  }
}
