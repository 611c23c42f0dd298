import { stringify } from 'csv-stringify/sync';
import type { Simulation } from '../../domain/entities';
import type { Language } from '../../domain/format';
import { isoWithOffset } from '../../domain/zoned-time';
import { exportLabels } from './export-labels';
import { exportSections, localCurrencyOf, type ExportRow } from './export-sections';

/** Spreadsheet programs read UTF-8 (and so Arabic) only when the file starts with a byte-order mark. */
const BOM = '\uFEFF';

// A text cell starting with one of these is run as a formula by spreadsheet programs (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises text that a spreadsheet would run as a formula; numbers stay numbers (a negative profit too). */
export function safeCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Money and counts keep 2 decimals at most, a rate 4; the unit is in the label, so the cell stays a number. */
function cellValue(row: ExportRow, timeZone: string): string | number {
  if (row.kind === 'datetime') return isoWithOffset(String(row.value), timeZone);
  if (typeof row.value === 'string') return row.value;
  const decimals = row.kind === 'rate' ? 10_000 : 100;
  return Math.round(row.value * decimals) / decimals;
}

export interface CsvOptions {
  /** IANA zone the seller reads times in: "Created at" is written in it, with its offset. */
  timeZone: string;
}

/**
 * The CSV of a simulation: a title row per section (Basic Information, Input Parameters, Fee Structure,
 * Calculated Results), a "Field,Value" header, then one row per figure, a blank row between sections.
 * The date is ISO 8601 with the offset of the seller's zone, followed by a row naming the zone. When the
 * simulation was saved with an exchange rate, amounts get a third column in the local currency.
 * RFC 4180 quoting and CRLF line ends come from csv-stringify.
 */
export function simulationCsv(simulation: Simulation, language: Language, { timeZone }: CsvOptions): string {
  const labels = exportLabels(language);
  const local = localCurrencyOf(simulation);
  const localColumn = local ? `${labels.value} (${local.code ?? local.label})` : null;
  const records: (string | number)[][] = [];
  for (const [index, section] of exportSections(simulation, language).entries()) {
    if (index > 0) records.push([]);
    records.push([section.title]);
    records.push(localColumn ? [labels.field, `${labels.value} (USD)`, localColumn] : [labels.field, labels.value]);
    for (const row of section.rows) {
      const label = row.kind === 'money' ? `${row.label} ($)` : row.label;
      const record = [label, cellValue(row, timeZone)];
      if (local && row.kind === 'money') record.push(Math.round((row.value as number) * local.rate * 100) / 100);
      records.push(record);
      if (row.kind === 'datetime') records.push([labels.timeZone, timeZone]);
    }
  }
  const neutralised = records.map((record) => record.map(safeCell));
  // csv-stringify quotes only its own record delimiter (CRLF); RFC 4180 wants any line break quoted.
  return BOM + stringify(neutralised, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
