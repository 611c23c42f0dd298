import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvConventions, safeCell, simulationCsv } from './csv';
import { exportSections } from './export-sections';
import { testSimulation, UTC } from '../test/test-simulation';

function rowsOf(csv: string, delimiter = ','): string[][] {
  return parse(csv, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false }) as string[][];
}

describe('simulationCsv', () => {
  it.each(['en', 'ar'] as const)('writes every section, label and value so a CSV parser reads them back (%s)', (language) => {
    const simulation = testSimulation();
    expect(simulation.profit).toBeLessThan(0);
    // Arabic spreadsheets split on ";" and read a decimal comma.
    const rows = rowsOf(simulationCsv(simulation, language, UTC), language === 'en' ? ',' : ';');
    const decimal = (text: string) => (language === 'en' ? text : text.replace('.', ','));
    const expected: string[][] = [];
    for (const [index, section] of exportSections(simulation, language).entries()) {
      if (index > 0) expected.push(['']);
      expected.push([section.title]);
      expected.push(language === 'en' ? ['Field', 'Value'] : ['البند', 'القيمة']);
      for (const row of section.rows) {
        const label = row.kind === 'money' ? `${row.label} ($)` : row.label;
        const value = row.kind === 'datetime' ? '2026-03-09T14:05:00+00:00' : typeof row.value === 'number' ? decimal(String(Math.round(row.value * 100) / 100)) : row.value;
        expected.push([label, value]);
        if (row.kind === 'datetime') expected.push([language === 'en' ? 'Time zone' : 'المنطقة الزمنية', 'UTC']);
      }
    }
    expect(rows).toEqual(expected);
  });

  it('has the four sections in order and ROI in percent', () => {
    const simulation = testSimulation();
    const rows = rowsOf(simulationCsv(simulation, 'en', UTC));
    const titles = rows.filter((row) => row.length === 1 && row[0] !== '').map((row) => row[0]);
    expect(titles).toEqual(['Basic Information', 'Input Parameters', 'Fee Structure', 'Calculated Results']);
    expect(rows).toContainEqual(['Return on Investment (ROI, %)', String(Math.round(simulation.roi * 100) / 100)]);
    expect(Math.abs(simulation.roi)).toBeGreaterThan(1); // a percent, not a fraction
  });

  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const csv = simulationCsv(testSimulation(), 'ar', UTC);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toContain('\r\n');
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(csv).toContain('المعلومات الأساسية');
  });

  it.each([
    ['commas', 'Fast, cheap COD'],
    ['quotes', 'The "best" COD'],
    ['a newline', 'Line one\nLine two'],
    ['all of them', 'a,"b"\r\nc'],
  ])('quotes a service name with %s (RFC 4180) and reads it back unchanged', (_name, serviceName) => {
    const csv = simulationCsv(testSimulation({ serviceName }), 'en', UTC);
    expect(rowsOf(csv)[2]).toEqual(['Service', serviceName]);
    expect(csv).toContain(`"${serviceName.replace(/"/g, '""')}"`);
  });

  it.each([
    '=HYPERLINK("http://evil.example","click")',
    '+1+2',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1+1',
    '\r=1+1',
  ])('neutralises a text cell that a spreadsheet would run as a formula: %j', (serviceName) => {
    const rows = rowsOf(simulationCsv(testSimulation({ serviceName, countryName: serviceName }), 'en', UTC));
    expect(rows[2]).toEqual(['Service', `'${serviceName}`]);
    expect(rows[3]).toEqual(['Country', `'${serviceName}`]);
  });

  it('keeps a negative profit a plain number', () => {
    const simulation = testSimulation();
    const csv = simulationCsv(simulation, 'en', UTC);
    const rounded = Math.round(simulation.profit * 100) / 100;
    expect(rounded).toBeLessThan(0);
    expect(csv).toContain(`\r\nProfit ($),${rounded}\r\n`);
  });

  it('leaves numbers and harmless text alone', () => {
    expect(safeCell(-12.5)).toBe(-12.5);
    expect(safeCell('Saudi Arabia')).toBe('Saudi Arabia');
    expect(safeCell('')).toBe('');
    expect(safeCell('a=b')).toBe('a=b');
  });
});

describe('the CSV in the language’s spreadsheet conventions', () => {
  /** A French or Moroccan spreadsheet's reading: `;` between cells, a decimal comma in numbers. */
  function readAsFrenchSpreadsheet(csv: string): (string | number)[][] {
    const rows = parse(csv, { bom: true, delimiter: ';', relax_column_count: true, skip_empty_lines: false }) as string[][];
    return rows.map((row) => row.map((cell) => (/^-?\d+(,\d+)?$/.test(cell) ? Number(cell.replace(',', '.')) : cell)));
  }

  it.each(['fr', 'ar'] as const)('writes %s with ";" and decimal commas, read back to the same figures', (language) => {
    const simulation = testSimulation();
    const csv = simulationCsv(simulation, language, UTC);
    expect(csv).not.toMatch(/\d\.\d/);
    const rows = readAsFrenchSpreadsheet(csv);
    const english = rowsOf(simulationCsv(simulation, 'en', UTC));
    // Every figure of the English file comes back from this one, in the same rows and columns.
    const figures = (table: (string | number)[][]) => table.map((row) => row.map((cell) => (typeof cell === 'number' ? cell : null)));
    const englishFigures = english.map((row) => row.map((cell) => (/^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell)));
    expect(figures(rows)).toEqual(figures(englishFigures));
    expect(figures(rows).flat().filter((cell) => cell !== null).length).toBeGreaterThan(15);
    const profit = Math.round(simulation.profit * 100) / 100;
    expect(profit).toBeLessThan(0);
    expect(rows.some((row) => row[1] === profit)).toBe(true);
  });

  it('keeps English with "," and decimal points', () => {
    expect(csvConventions('en')).toEqual({ delimiter: ',', decimalComma: false });
    expect(simulationCsv(testSimulation(), 'en', UTC)).toMatch(/,-?\d+\.\d+\r\n/);
  });

  it('still neutralises formula text before writing numbers with a comma', () => {
    const rows = readAsFrenchSpreadsheet(simulationCsv(testSimulation({ serviceName: '-2+3' }), 'fr', UTC));
    expect(rows[2]![1]).toBe("'-2+3");
  });
});
