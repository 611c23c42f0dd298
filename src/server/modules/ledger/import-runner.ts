import { AdSpendRowReader } from '../../../domain/ledger/ad-spend-rows';
import type { ImportError, ImportJob, ImportKind, ImportMapping, ImportSource } from '../../../domain/ledger/api-schemas';
import { OrderRowReader } from '../../../domain/ledger/order-rows';
import type { Db } from '../../db/client';
import { writeAdSpend } from './ad-spend-writer';
import { AppError } from '../../errors';
import { heavyImports, readTabularRows, TabularFileRefusal } from '../../file-import';
import { updateImportJob } from './import-jobs';
import { writeOrders, type RollupCost } from './order-writer';

// Imports run one at a time per process (the pipeline's queue, shared with every other heavy import), after
// their request has been answered (202): the file is read and checked whole before anything is written, then
// written in one transaction (docs/decisions/0040).

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

async function runImport(db: Db, task: ImportTask, job: ImportJob): Promise<void> {
  try {
    job.state = 'reading';
    await updateImportJob(db, job.id, { state: 'reading' });
    // The row readers read a short row's missing cells as empty: rows of another width are read to the end.
    const file = await readTabularRows(task.bytes, { maxRows: IMPORT_ROWS_MAX, maxInconsistentRows: Number.POSITIVE_INFINITY, path: 'file' });
    const headers = file.header.map((cell) => cell.trim());
    const mapping = task.mapping ?? task.proposeMapping(headers);
    const reader =
      task.kind === 'orders'
        ? new OrderRowReader({ headers, mapping, currency: task.currency, timeZone: task.timeZone, importedAt: Date.now() })
        : new AdSpendRowReader({ headers, mapping, source: task.source, currency: task.currency });
    for await (const row of file.rows) {
      job.rowsRead++;
      reader.add(row.cells, row.row);
    }
    const read = reader.finish();
    if (!read) return refuse(db, job, reader.errors.sorted());
    job.state = 'writing';
    await updateImportJob(db, job.id, { state: 'writing', rowsRead: job.rowsRead });
    const counts =
      reader instanceof OrderRowReader
        ? await writeOrders(db, task, read as Parameters<typeof writeOrders>[2], () => undefined, task.rollupCost)
        : await writeAdSpend(db, task.ownerId, read as Parameters<typeof writeAdSpend>[2]);
    Object.assign(job, counts, { state: 'done' });
    await updateImportJob(db, job.id, { state: 'done', rowsRead: job.rowsRead, ...counts });
  } catch (error) {
    const refusal = fileRefusal(error);
    if (refusal) return refuse(db, job, [refusal]);
    task.logError(error);
    await refuse(db, job, [fileError('unreadableFile')]).catch(task.logError);
  }
}
