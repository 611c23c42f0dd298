import { CsvError, parse } from 'csv-parse/sync';
import { csvDelimiterOf, ORDER_FILE_PARSE_OPTIONS } from '../../../domain/actuals/order-import';
import { AppError } from '../../errors';

/**
 * The rows of an orders CSV (decision 0026), parsed by csv-parse: RFC 4180 quoting, a BOM dropped, blank
 * lines skipped, any mix of line endings, the delimiter (comma or semicolon, as French and Arabic spreadsheets write) taken from the
 * header. Rows of another width are kept so the import can name them by row; a file csv-parse cannot read
 * at all is one field error on `csv`, with the line it stopped at.
 */
export function readOrderFile(csv: string): string[][] {
  try {
    return parse(csv, { ...ORDER_FILE_PARSE_OPTIONS, record_delimiter: [...ORDER_FILE_PARSE_OPTIONS.record_delimiter], delimiter: csvDelimiterOf(csv) }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    const message = `This file could not be read as CSV${line ? ` (line ${line})` : ''}.`;
    throw new AppError('IMPORT_REFUSED', message, { errors: [{ path: 'csv', message, code: 'invalidFormat' }] });
  }
}
