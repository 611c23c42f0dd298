import { parse } from 'csv-parse/browser/esm/sync';
import { csvDelimiterOf, ORDER_FILE_PARSE_OPTIONS } from '@domain/actuals/order-import';

export interface OrderFile {
  name: string;
  text: string;
  header: string[];
  rows: string[][];
  /** True when the bytes were not UTF-8 and were read as Windows-1252 (a spreadsheet's "CSV" on Windows). */
  readAsWestern: boolean;
}

/**
 * The file's text: UTF-8 when its bytes are UTF-8, else Windows-1252, so "Livré" saved by a French Excel is not
 * shown (nor sent) as "Livr�".
 */
export function decodeOrderFile(bytes: ArrayBuffer): { text: string; readAsWestern: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), readAsWestern: false };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), readAsWestern: true };
  }
}

/**
 * The file read in the browser to propose its columns and statuses and preview its rows; the server reads it
 * again. Null when it is not CSV; an empty header when it has no line at all.
 */
export function readOrderFile(name: string, bytes: ArrayBuffer): OrderFile | null {
  const { text, readAsWestern } = decodeOrderFile(bytes);
  try {
    const [header = [], ...rows] = parse(text, {
      ...ORDER_FILE_PARSE_OPTIONS,
      record_delimiter: [...ORDER_FILE_PARSE_OPTIONS.record_delimiter],
      delimiter: csvDelimiterOf(text),
    }) as string[][];
    return { name, text, header: header.map((cell) => cell.trim()), rows, readAsWestern };
  } catch {
    return null;
  }
}
