import { stringify } from 'csv-stringify/sync';
import type { Simulation } from '../../domain/entities';
import type { Language } from '../../domain/format';
import { isoWithOffset } from '../../domain/zoned-time';
import { exportLabels } from './export-labels';
import { toMajor } from '../../domain/money';
import { exportSections, localCurrencyUnit, planCurrency, type ExportRow } from './export-sections';

/** Spreadsheet programs read UTF-8 (and so Arabic) only when the file starts with a byte-order mark. */
export const BOM = '\uFEFF';

// A text cell starting with one of these is run as a formula by spreadsheet programs (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises text that a spreadsheet would run as a formula; numbers stay numbers (a negative profit too). */
export function safeCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Money and counts keep 2 decimals at most (a rate keeps all of its); the unit is in the label, so the cell stays a number. */
export function cellValue(row: Pick<ExportRow, 'kind' | 'value'>, timeZone: string): string | number {
  if (row.kind === 'datetime') return isoWithOffset(String(row.value), timeZone);
  if (typeof row.value === 'string' || row.kind === 'rate') return row.value;
  return round2(row.value);
}

/**
 * How the seller's spreadsheet reads a CSV: English ones split on `,` and read `2.5`; French and Arabic (Morocco,
 * Algeria, Tunisia, France) ones split on `;` and read `2,5`, and would put a whole `a,2.5` row in one column and
 * may take `2.5` for a date.
 */
export function csvConventions(language: Language): { delimiter: ',' | ';'; decimalComma: boolean } {
  return language === 'en' ? { delimiter: ',', decimalComma: false } : { delimiter: ';', decimalComma: true };
}

/**
 * Rows written for the language's spreadsheets: text that would run as a formula neutralised first, then numbers
 * with the language's decimal mark (a negative number stays a number: it is not text starting with "-").
 */
export function writeCsv(records: (string | number)[][], language: Language): string {
  const { delimiter, decimalComma } = csvConventions(language);
  const cells = records.map((record) =>
    record.map(safeCell).map((cell) => (typeof cell === 'number' && decimalComma ? String(cell).replace('.', ',') : cell)),
  );
  // csv-stringify quotes only its own record delimiter (CRLF); RFC 4180 wants any line break quoted.
  return BOM + stringify(cells, { delimiter, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export interface CsvOptions {
  /** IANA zone the seller reads times in: "Created at" is written in it, with its offset. */
  timeZone: string;
}

/**
 * The CSV of a simulation: a title row per section (Basic Information, Input Parameters, Fee Structure,
 * Calculated Results), a "Field,Value" header, then one row per figure, a blank row between sections.
 * The date is ISO 8601 with the offset of the seller's zone, followed by a row naming the zone. An amount
 * entered in the country's currency says so in its label; with a recorded rate a third column gives every
 * dollar figure in that currency. RFC 4180 quoting and CRLF line ends come from csv-stringify; the separator and
 * the decimal mark are the language's spreadsheets' (csvConventions).
 */
export function simulationCsv(simulation: Simulation, language: Language, { timeZone }: CsvOptions): string {
  const labels = exportLabels(language);
  const unit = localCurrencyUnit(simulation);
  const records: (string | number)[][] = [];
  for (const [index, section] of exportSections(simulation, language).entries()) {
    if (index > 0) records.push([]);
    records.push([section.title]);
    records.push(planCurrency(simulation) === null ? [labels.field, labels.value] : [labels.field, labels.value, `${labels.value} (${unit})`]);
    for (const row of section.rows) {
      const label = row.kind === 'money' ? `${row.label} ($)` : row.kind === 'local-money' ? `${row.label} (${unit})` : row.label;
      records.push(row.local === undefined ? [label, cellValue(row, timeZone)] : [label, cellValue(row, timeZone), toMajor(row.local)]);
      if (row.kind === 'datetime') records.push([labels.timeZone, timeZone]);
    }
  }
  return writeCsv(records, language);
}
