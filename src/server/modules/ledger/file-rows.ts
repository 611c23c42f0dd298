import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

// A seller's file as rows of text, streamed: CSV (comma, semicolon or tab; UTF-8 with or without a BOM, or
// Windows-1256 / Windows-1252 as older Arabic and French spreadsheets save it) or XLSX (exceljs's streaming
// reader, the first worksheet). A row carries its number as a spreadsheet shows it (the header is row 1).

export interface FileRow {
  cells: string[];
  row: number;
}

export class UnreadableFileError extends Error {
  constructor(readonly line: number | null) {
    super('The file could not be read');
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function isXlsx(bytes: Buffer): boolean {
  return bytes.subarray(0, 4).equals(ZIP_MAGIC);
}

/** The text of CSV bytes: UTF-8 when they are valid UTF-8, else the Windows code page Arabic letters suggest. */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Bytes 0xC1–0xDA spell Arabic letters in Windows-1256; French accents sit elsewhere (0xE0–0xFC).
    const sample = bytes.subarray(0, 64 * 1024);
    let arabic = 0;
    for (const byte of sample) if (byte >= 0xc1 && byte <= 0xda) arabic++;
    return new TextDecoder(arabic > sample.length / 50 ? 'windows-1256' : 'windows-1252').decode(bytes);
  }
}

function delimiterOf(text: string): string {
  const firstLine = text.slice(0, Math.min(text.length, 64 * 1024)).split(/\r?\n|\r/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

async function* csvRows(bytes: Buffer, limit: number): AsyncGenerator<FileRow> {
  const text = decodeCsv(bytes).replace(/^\uFEFF/, '');
  const parser = Readable.from([text]).pipe(
    parse({ delimiter: delimiterOf(text), record_delimiter: ['\r\n', '\n', '\r'], skip_empty_lines: true, relax_column_count_less: true, relax_column_count_more: true, info: true, to_line: limit + 1 }),
  );
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) yield { cells: record.record, row: record.info.lines };
  } catch (error) {
    throw new UnreadableFileError((error as { lines?: number }).lines ?? null);
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 19);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((run) => run.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

async function* xlsxRows(bytes: Buffer, limit: number): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        if (row.number > limit + 1) return;
        const values = row.values as ExcelJS.CellValue[];
        // exceljs counts columns from 1: values[0] is always empty.
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, index) => cellText(values[index + 1]).trim());
        if (cells.some((cell) => cell !== '')) yield { cells, row: row.number };
      }
      return;
    }
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(null);
  }
}

/** The file's rows (header first), at most `limit` data rows; UnreadableFileError when it is neither CSV nor XLSX. */
export function readFileRows(bytes: Buffer, limit: number): AsyncGenerator<FileRow> {
  return isXlsx(bytes) ? xlsxRows(bytes, limit) : csvRows(bytes, limit);
}
