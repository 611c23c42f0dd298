import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { AppError } from '../errors';
import { decodeTextPieces, type TextEncodingName } from './decode-text';
import { createPacer } from './event-loop-pacer';
import { isXlsx, UnreadableWorkbookError, xlsxRows } from './read-xlsx-rows';
import { WorkbookTooLargeError } from './workbook-guard';

/** One row of a tabular file: its cells as written, and its number as a spreadsheet shows it (the header is row 1). */
export interface TabularRow {
  cells: string[];
  row: number;
}

export interface TabularOptions {
  /** Rows after the header a file may have; one more is refused (413) with the limit named. */
  maxRows: number;
  /**
   * Rows of another width than the header read before the reading stops: enough to name in an answer.
   * csv-parse builds an error object (with its stack) for each such row, about 20 µs apiece, so a file
   * of 250,000 short rows read to its end spends five seconds of CPU on errors no one reads.
   */
  maxInconsistentRows?: number;
  /** Where a problem with the file itself is reported in the error body (`csv`, `file`). */
  path?: string;
  /** How long one turn of the event loop may be spent reading before others get theirs. */
  turnBudgetMs?: number;
}

export interface TabularFile {
  header: string[];
  /** `csv`, or `xlsx` for a workbook (its first worksheet), told by the file's first bytes. */
  kind: 'csv' | 'xlsx';
  /** The text encoding a CSV was read in; a workbook's text is always UTF-8. */
  encoding: TextEncodingName;
  /** The data rows in file order; blank lines are skipped and do not take a number. */
  rows: AsyncGenerator<TabularRow, void>;
}

// Pieces of the text handed to csv-parse one at a time: a piece of short inconsistent rows costs about
// 10 ms of errors, and the parser reads no further ahead than the rows taken from it.
const PIECE_CHARS = 16 * 1024;
// A single row longer than this is not a table (an unclosed quote swallowing the file).
const MAX_ROW_CHARS = 64 * 1024;

function* piecesOf(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += PIECE_CHARS) yield text.slice(start, start + PIECE_CHARS);
}

/**
 * The first pieces of a text up to its first line break (or all of it), and the pieces after them: the header
 * line names the delimiter before the parser reads anything.
 */
function headAndRest(pieces: Iterator<string, void>): { head: string; rest: Iterator<string, void> } {
  let head = '';
  for (let next = pieces.next(); ; next = pieces.next()) {
    if (next.done) break;
    head += next.value;
    if (/[\r\n]/.test(next.value) || head.length > MAX_ROW_CHARS) break;
  }
  return { head, rest: pieces };
}

function* joined(head: string, rest: Iterator<string, void>): Generator<string> {
  if (head) yield head;
  for (let next = rest.next(); !next.done; next = rest.next()) yield next.value;
}

/**
 * The delimiter by the header line: the one of comma, semicolon (French and Arabic spreadsheets) and tab
 * ("Unicode text" from Excel) it holds most of; a comma when it holds none.
 */
export function delimiterOf(text: string): ',' | ';' | '\t' {
  const firstLine = text.slice(0, text.search(/\r?\n|\r|$/));
  const count = (delimiter: string) => firstLine.split(delimiter).length - 1;
  return ([';', '\t'] as const).reduce<',' | ';' | '\t'>((best, next) => (count(next) > count(best) ? next : best), ',');
}

/**
 * A file refused before any of its rows is judged: empty (`required`), or not readable as CSV or XLSX
 * (`invalidFormat`, with the CSV line where reading stopped when there is one).
 */
export class TabularFileRefusal extends AppError {
  constructor(
    path: string,
    message: string,
    readonly reason: 'required' | 'invalidFormat',
    readonly line?: number,
  ) {
    super('IMPORT_REFUSED', message, { errors: [{ path, message, code: reason }] });
  }
}

/** A file of more rows after its header than `maxRows` (413, the limit named); `headers` for the answer. */
export function tooManyRows(maxRows: number, path = 'file', headers?: Record<string, string>): AppError {
  const message = `This file has more than ${maxRows} rows after its header; split it into smaller files.`;
  return new AppError('PAYLOAD_TOO_LARGE', message, { errors: [{ path, message, code: 'tooManyRows', limit: maxRows }], headers });
}

function refused(path: string, message: string, code: 'required' | 'invalidFormat', line?: number): AppError {
  return new TabularFileRefusal(path, message, code, line);
}

function unreadable(error: unknown, path: string): unknown {
  if (error instanceof UnreadableWorkbookError && error.reason instanceof WorkbookTooLargeError) {
    return refused(path, `This workbook unpacks to more than a spreadsheet may (${error.reason.message}); it is damaged or not a spreadsheet.`, 'invalidFormat');
  }
  if (error instanceof UnreadableWorkbookError) return refused(path, 'This file could not be read as an XLSX workbook.', 'invalidFormat');
  if (!(error instanceof CsvError)) return error;
  const line = (error as CsvError & { lines?: number }).lines;
  return refused(path, `This file could not be read as CSV${line ? ` (line ${line})` : ''}.`, 'invalidFormat', line || undefined);
}

/** The rows past the header, as the two readers give them: `row` when the file numbers its own rows. */
type Records = AsyncIterator<{ cells: string[]; row?: number }>;

/**
 * Reads a tabular file's rows as a stream: CSV or an XLSX workbook, told by its first bytes (a ZIP archive is
 * a workbook). CSV through csv-parse's stream API: comma, semicolon or tab by the header, UTF-8 with or
 * without a BOM, UTF-16 with a BOM, or Windows-1256 / Windows-1252 (see `decodeText`); RFC 4180 quoting, any
 * mix of line endings. XLSX through exceljs's streaming reader, its first worksheet: formulas by their
 * results, dates as the time they show, empty rows skipped (see `xlsxRows`). The header is read before this
 * returns, so an empty file is refused at once, with one error. The rows then come one by one, handing the
 * event loop back every `turnBudgetMs`; reading stops after `maxInconsistentRows` rows of the wrong width
 * (the consumer names them), and a row past `maxRows` is refused (413) naming the limit. A file that cannot
 * be read is one error on `path` (with its line for a CSV).
 */
export async function readTabularRows(bytes: Uint8Array | string, options: TabularOptions): Promise<TabularFile> {
  const path = options.path ?? 'file';
  if (typeof bytes !== 'string' && isXlsx(bytes)) return readWorkbook(bytes, options, path);
  // The upload is decoded a piece at a time as the parser asks (a given text is cut into pieces alike).
  const decoded =
    typeof bytes === 'string'
      ? { encoding: 'utf-8' as const, pieces: piecesOf(bytes.replace(/^\uFEFF/, '')), hasNul: bytes.includes('\u0000') }
      : decodeTextPieces(bytes, PIECE_CHARS);
  const { encoding } = decoded;
  if (decoded.hasNul) throw refused(path, 'This file is not text: it contains NUL characters.', 'invalidFormat');
  const { head, rest } = headAndRest(decoded.pieces);
  const parser = Readable.from(joined(head, rest)).pipe(
    parse({
      delimiter: delimiterOf(head),
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: MAX_ROW_CHARS,
    }),
  );
  const parsed: AsyncIterator<string[]> = parser[Symbol.asyncIterator]();
  const records: Records = {
    next: async () => {
      const next = await parsed.next();
      return next.done ? next : { done: false, value: { cells: next.value } };
    },
  };
  const header = await headerOf(records, path);
  return { header: header.cells, kind: 'csv', encoding, rows: dataRows(header.cells.length, records, () => parser.destroy(), options, path) };
}

async function readWorkbook(bytes: Uint8Array, options: TabularOptions, path: string): Promise<TabularFile> {
  const rows = xlsxRows(bytes);
  const header = await headerOf(rows, path);
  return { header: header.cells, kind: 'xlsx', encoding: 'utf-8', rows: dataRows(header.cells.length, rows, () => void rows.return(), options, path) };
}

async function headerOf(records: Records, path: string): Promise<{ cells: string[]; row?: number }> {
  let first: IteratorResult<{ cells: string[]; row?: number }>;
  try {
    first = await records.next();
  } catch (error) {
    throw unreadable(error, path);
  }
  if (first.done) throw refused(path, 'The file is empty.', 'required');
  return first.value;
}

async function* dataRows(
  width: number,
  records: Records,
  close: () => void,
  options: TabularOptions,
  path: string,
): AsyncGenerator<TabularRow, void> {
  const pacer = createPacer(options.turnBudgetMs);
  const maxInconsistent = options.maxInconsistentRows ?? 50;
  let inconsistent = 0;
  let row = 1;
  let read = 0;
  try {
    for (;;) {
      let next: IteratorResult<{ cells: string[]; row?: number }>;
      try {
        next = await records.next();
      } catch (error) {
        throw unreadable(error, path);
      }
      if (next.done) return;
      read += 1;
      row = next.value.row ?? row + 1;
      if (read > options.maxRows) throw tooManyRows(options.maxRows, path);
      // A workbook leaves a row's empty cells at its end unwritten: short is not inconsistent there.
      const cells = next.value.row !== undefined && next.value.cells.length < width ? [...next.value.cells, ...Array<string>(width - next.value.cells.length).fill('')] : next.value.cells;
      yield { cells, row };
      if (cells.length !== width && ++inconsistent >= maxInconsistent) return;
      await pacer.pace();
    }
  } finally {
    close();
  }
}
