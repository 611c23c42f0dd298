import { PassThrough, Readable, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { ReaderTempFiles } from './reader-temp-files';
import { WORKBOOK_LIMITS, WorkbookGuard, type WorkbookLimits } from './workbook-guard';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** True when the bytes are a ZIP archive, as every XLSX workbook is; a CSV never starts with "PK\x03\x04". */
export function isXlsx(bytes: Uint8Array): boolean {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte);
}

/** A workbook exceljs cannot open (a damaged or foreign ZIP): the caller refuses the file. */
export class UnreadableWorkbookError extends Error {
  constructor(readonly reason: unknown) {
    super('The workbook could not be read');
  }
}

/**
 * A cell as the seller sees it: a formula by its cached result, a date as its wall-clock time
 * ("2026-03-05T14:00:00": exceljs gives a date cell as UTC holding the time Excel shows), rich text joined,
 * a hyperlink by its text, an error value (#N/A) empty.
 */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 19);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('error' in value) return '';
    if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? cellText(value.result as ExcelJS.CellValue) : '';
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/**
 * The first worksheet's rows as text cells, streamed by exceljs's workbook reader (the XML is parsed as it
 * is inflated, a chunk at a time, never held whole), from its bytes or from a stream of them as they arrive.
 * Rows whose cells are all empty are skipped; a row keeps the number the spreadsheet shows. Empty cells past
 * the last written one are dropped (Excel writes none). A workbook that unpacks past `limits` fails as
 * unreadable the moment it does, its `reason` a `WorkbookTooLargeError` (see workbook-guard.ts).
 */
export async function* xlsxRows(bytes: Uint8Array | Readable, limits: WorkbookLimits = WORKBOOK_LIMITS): AsyncGenerator<{ cells: string[]; row: number }, void> {
  if (bytes instanceof Readable) return yield* readRows(bytes, limits);
  // exceljs's reader now and then loses the start of the workbook's own part when the process is busy (it then
  // fails reading `sheets` of a model it never parsed: 1 read in about 300 with eight at once beside two busy
  // cores). Bytes in hand are read again; a stream cannot be, and a file that is really broken fails each time.
  for (let attempt = 1; ; attempt++) {
    let yielded = false;
    try {
      for await (const row of readRows(Readable.from(slices(bytes)), limits)) {
        yielded = true;
        yield row;
      }
      return;
    } catch (error) {
      const lostItsStart = error instanceof UnreadableWorkbookError && error.reason instanceof TypeError;
      if (yielded || !lostItsStart || attempt === 3) throw error;
    }
  }
}

/** The bytes in 64 kB slices: the guard measures the unpacked size against the archive bytes read so far. */
function* slices(bytes: Uint8Array): Generator<Buffer> {
  const whole = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let start = 0; start < whole.length; start += 65_536) yield whole.subarray(start, start + 65_536);
}

/** Pulls a stopped reader's rows to their end, so that it closes the file it reads; what it says is nobody's. */
async function drain(rows: AsyncIterator<unknown>): Promise<void> {
  try {
    while (!(await rows.next()).done);
  } catch {
    // An emptied file ends the reader one way or another.
  }
}

/** The reader's input, which remembers the archive parser it feeds so that a guard can stop the unpacking. */
class ReaderInput extends PassThrough {
  private archive?: NodeJS.WritableStream;

  override pipe<T extends NodeJS.WritableStream>(destination: T, options?: { end?: boolean }): T {
    this.archive = destination;
    return super.pipe(destination, options);
  }

  /** Nothing more reaches the reader, and what it holds is unpacked no further. */
  cut(): void {
    this.unpipe();
    (this.archive as Partial<Writable> | undefined)?.destroy?.();
    this.destroy();
  }
}

async function* readRows(input: Readable, limits: WorkbookLimits): AsyncGenerator<{ cells: string[]; row: number }, void> {
  // Loaded on the first spreadsheet rather than at start (most processes never read one).
  const { default: ExcelJS } = await import('exceljs');
  // The guard unpacks the same bytes beside the reader, only to measure them. At the first limit passed the
  // reader is cut off and not waited for: one row of the reader's can be a gigabyte long.
  const toReader = new ReaderInput();
  const stopReader = () => {
    input.unpipe(toReader);
    toReader.cut();
  };
  const guard = new WorkbookGuard(stopReader, limits);
  guard.watch(input);
  input.pipe(toReader);
  // At the worksheet's end the guard measures the rest of the archive before the rows count as read: the answer
  // never depends on which of the two was quicker. The reader lets go first, so the bytes keep flowing.
  const measuredWhole = async (): Promise<void> => {
    stopReader();
    const failure = await guard.measured;
    if (failure) throw failure;
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(toReader, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const tempFiles = new ReaderTempFiles();
  let rows: AsyncIterator<ExcelJS.Row> | undefined;
  let finished = false;
  try {
    const worksheets = reader[Symbol.asyncIterator]();
    const first = await guard.unlessTooLarge(tempFiles.duringArchive(() => worksheets.next()));
    if (first.done) {
      finished = true;
      return await measuredWhole();
    }
    rows = (first.value as AsyncIterable<ExcelJS.Row>)[Symbol.asyncIterator]();
    for (;;) {
      const next = await guard.unlessTooLarge(rows.next());
      if (next.done) {
        finished = true;
        return await measuredWhole();
      }
      const values = next.value.values as ExcelJS.CellValue[];
      // exceljs counts columns from 1: values[0] is always empty.
      const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, index) => cellText(values[index + 1]).trim());
      while (cells.length > 0 && cells.at(-1) === '') cells.pop();
      if (cells.length > 0) yield { cells, row: next.value.number };
    }
  } catch (error) {
    throw new UnreadableWorkbookError(guard.failure ?? error);
  } finally {
    stopReader();
    input.destroy();
    const readFromTempFile = tempFiles.files.size > 0;
    tempFiles.remove();
    // Stopped early while reading a worksheet from its (now empty) temporary file: the reader is led to that
    // file's end, which closes it. Not while it still reads the archive, which is cut and would never end.
    if (!finished && !guard.failure && rows && readFromTempFile) void drain(rows);
  }
}
