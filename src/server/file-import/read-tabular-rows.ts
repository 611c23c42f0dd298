import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { AppError } from '../errors';
import { decodeText, type TextEncodingName } from './decode-text';
import { createPacer } from './event-loop-pacer';

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

/** The delimiter by the header line: `;` when it has more semicolons than commas (French and Arabic spreadsheets). */
export function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|\r|$/));
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

function refused(path: string, message: string, code: 'required' | 'invalidFormat'): AppError {
  return new AppError('IMPORT_REFUSED', message, { errors: [{ path, message, code }] });
}

function unreadable(error: unknown, path: string): unknown {
  if (!(error instanceof CsvError)) return error;
  const line = (error as CsvError & { lines?: number }).lines;
  return refused(path, `This file could not be read as CSV${line ? ` (line ${line})` : ''}.`, 'invalidFormat');
}

/**
 * Reads a CSV file's rows as a stream (csv-parse's stream API): comma or semicolon by the header, UTF-8
 * with or without a BOM, UTF-16 with a BOM, or Windows-1252 (see `decodeText`); RFC 4180 quoting, any mix
 * of line endings. The header is read before this returns, so an empty file is refused at once, with one
 * error. The rows then come one by one, handing the event loop back every `turnBudgetMs`; reading stops
 * after `maxInconsistentRows` rows of the wrong width (the consumer names them), and a row past `maxRows`
 * is refused (413) naming the limit. A file csv-parse cannot read is one error on `path`, with its line.
 */
export async function readTabularRows(bytes: Uint8Array | string, options: TabularOptions): Promise<TabularFile> {
  const path = options.path ?? 'file';
  const { text, encoding } = typeof bytes === 'string' ? { text: bytes.replace(/^\uFEFF/, ''), encoding: 'utf-8' as const } : decodeText(bytes);
  if (text.includes('\u0000')) throw refused(path, 'This file is not text: it contains NUL characters.', 'invalidFormat');
  const parser = Readable.from(piecesOf(text)).pipe(
    parse({
      delimiter: delimiterOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: MAX_ROW_CHARS,
    }),
  );
  const records: AsyncIterator<string[]> = parser[Symbol.asyncIterator]();
  let first: IteratorResult<string[]>;
  try {
    first = await records.next();
  } catch (error) {
    throw unreadable(error, path);
  }
  if (first.done) throw refused(path, 'The file is empty.', 'required');
  const header = first.value;
  return { header, encoding, rows: dataRows(header.length, records, parser, options, path) };
}

async function* dataRows(
  width: number,
  records: AsyncIterator<string[]>,
  parser: NodeJS.ReadableStream & { destroy(): void },
  options: TabularOptions,
  path: string,
): AsyncGenerator<TabularRow, void> {
  const pacer = createPacer(options.turnBudgetMs);
  const maxInconsistent = options.maxInconsistentRows ?? 50;
  let inconsistent = 0;
  let row = 1;
  try {
    for (;;) {
      let next: IteratorResult<string[]>;
      try {
        next = await records.next();
      } catch (error) {
        throw unreadable(error, path);
      }
      if (next.done) return;
      row += 1;
      if (row - 1 > options.maxRows) {
        const message = `This file has more than ${options.maxRows} rows after its header; split it into smaller files.`;
        throw new AppError('PAYLOAD_TOO_LARGE', message, { errors: [{ path, message, code: 'tooManyRows', limit: options.maxRows }] });
      }
      yield { cells: next.value, row };
      if (next.value.length !== width && ++inconsistent >= maxInconsistent) return;
      await pacer.pace();
    }
  } finally {
    parser.destroy();
  }
}
