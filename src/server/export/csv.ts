import { stringify } from 'csv-stringify/sync';
import type { Simulation } from '../../domain/entities';
import type { Language } from '../../domain/format';
import { exportLabels } from './export-labels';
import { exportSections, type ExportRow } from './export-sections';

/** Spreadsheet programs read UTF-8 (and so Arabic) only when the file starts with a byte-order mark. */
const BOM = '\uFEFF';

// A text cell starting with one of these is run as a formula by spreadsheet programs (OWASP CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Neutralises text that a spreadsheet would run as a formula; numbers stay numbers (a negative profit too). */
export function safeCell(value: string | number): string | number {
  if (typeof value === 'number') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Money and counts keep 2 decimals at most; the unit is in the label, so the cell stays a number. */
function cellValue(row: ExportRow): string | number {
  if (typeof row.value === 'string') return row.value;
  return Math.round(row.value * 100) / 100;
}

/**
 * The CSV of a simulation: a title row per section (Basic Information, Input Parameters, Fee Structure,
 * Calculated Results), a "Field,Value" header, then one row per figure, a blank row between sections.
 * RFC 4180 quoting and CRLF line ends come from csv-stringify.
 */
export function simulationCsv(simulation: Simulation, language: Language): string {
  const labels = exportLabels(language);
  const records: (string | number)[][] = [];
  for (const [index, section] of exportSections(simulation, language).entries()) {
    if (index > 0) records.push([]);
    records.push([section.title]);
    records.push([labels.field, labels.value]);
    for (const row of section.rows) records.push([row.kind === 'money' ? `${row.label} ($)` : row.label, cellValue(row)]);
  }
  const neutralised = records.map((record) => record.map(safeCell));
  // csv-stringify quotes only its own record delimiter (CRLF); RFC 4180 wants any line break quoted.
  return BOM + stringify(neutralised, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
