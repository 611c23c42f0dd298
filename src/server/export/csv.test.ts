import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { safeCell, simulationCsv } from './csv';
import { exportSections } from './export-sections';
import { testSimulation } from '../test/test-simulation';

function rowsOf(csv: string): string[][] {
  return parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
}

describe('simulationCsv', () => {
  it.each(['en', 'ar'] as const)('writes every section, label and value so a CSV parser reads them back (%s)', (language) => {
    const simulation = testSimulation();
    expect(simulation.profit).toBeLessThan(0);
    const rows = rowsOf(simulationCsv(simulation, language));
    const expected: string[][] = [];
    for (const [index, section] of exportSections(simulation, language).entries()) {
      if (index > 0) expected.push(['']);
      expected.push([section.title]);
      expected.push(language === 'en' ? ['Field', 'Value'] : ['البند', 'القيمة']);
      for (const row of section.rows) {
        const label = row.kind === 'money' ? `${row.label} ($)` : row.label;
        const value = typeof row.value === 'number' ? String(Math.round(row.value * 100) / 100) : row.value;
        expected.push([label, value]);
      }
    }
    expect(rows).toEqual(expected);
  });

  it('has the four sections in order and ROI in percent', () => {
    const simulation = testSimulation();
    const rows = rowsOf(simulationCsv(simulation, 'en'));
    const titles = rows.filter((row) => row.length === 1 && row[0] !== '').map((row) => row[0]);
    expect(titles).toEqual(['Basic Information', 'Input Parameters', 'Fee Structure', 'Calculated Results']);
    expect(rows).toContainEqual(['ROI (%)', String(Math.round(simulation.roi * 100) / 100)]);
    expect(Math.abs(simulation.roi)).toBeGreaterThan(1); // a percent, not a fraction
  });

  it('starts with a UTF-8 byte-order mark and ends lines with CRLF', () => {
    const csv = simulationCsv(testSimulation(), 'ar');
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
    const csv = simulationCsv(testSimulation({ serviceName }), 'en');
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
    const rows = rowsOf(simulationCsv(testSimulation({ serviceName, countryName: serviceName }), 'en'));
    expect(rows[2]).toEqual(['Service', `'${serviceName}`]);
    expect(rows[3]).toEqual(['Country', `'${serviceName}`]);
  });

  it('keeps a negative profit a plain number', () => {
    const simulation = testSimulation();
    const csv = simulationCsv(simulation, 'en');
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
