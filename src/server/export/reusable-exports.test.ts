import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { simulationCsv } from './csv';
import { simulationPdf } from './pdf';
import { testSimulation } from '../test/test-simulation';

// Exports a seller can reuse. The test simulation was saved at 14:05 UTC.
const RIYADH = { timeZone: 'Asia/Riyadh' };
const dir = mkdtempSync(path.join(tmpdir(), 'ribh-reuse-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Arabic and French files are read as their spreadsheets read them: ";" between cells.
const rowsOf = (csv: string, delimiter = ',') => parse(csv, { bom: true, relax_column_count: true, delimiter }) as string[][];

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g, '');
}

describe('times in the seller\'s zone', () => {
  it('writes the CSV date as ISO 8601 with the offset of the zone, then names the zone', () => {
    const rows = rowsOf(simulationCsv(testSimulation(), 'en', RIYADH));
    const at = rows.findIndex((row) => row[0] === 'Saved on');
    expect(rows[at]).toEqual(['Saved on', '2026-03-09T17:05:00+03:00']);
    expect(rows[at + 1]).toEqual(['Time zone', 'Asia/Riyadh']);
    expect(rowsOf(simulationCsv(testSimulation(), 'en', { timeZone: 'America/New_York' }))[at]).toEqual(['Saved on', '2026-03-09T10:05:00-04:00']);
  });

  it('prints the PDF date in the zone with the zone named, in English and in Arabic', async () => {
    expect(await pdfText(await simulationPdf(testSimulation(), 'en', RIYADH))).toMatch(/Saved on\s+Mar 9, 2026, 5:05 PM Arabian Standard Time/);
    const arabic = await pdfText(await simulationPdf(testSimulation(), 'ar', RIYADH));
    expect(arabic).toContain('التوقيت العربي الرسمي');
    expect(arabic).toMatch(/5:05/);
  });
});

describe('amounts in the country\'s currency beside dollars', () => {
  const saudi = testSimulation({ countryCode: 'SA', countryCurrency: 'Saudi Riyal (SAR)', currencyRate: 3.75 });

  it('adds a column in the local currency to the CSV for every amount, and the rate', () => {
    const rows = rowsOf(simulationCsv(saudi, 'en', RIYADH));
    // One way for local amounts (merged with the cost lines' local amounts): the third column, headed with the currency.
    expect(rows).toContainEqual(['Field', 'Value', 'Value (SAR)']);
    expect(rows).toContainEqual(['Product Cost ($)', '7.1', '26.63']);
    expect(rows).toContainEqual(['Profit ($)', String(Math.round(saudi.profit * 100) / 100), String(Math.round(saudi.profit * 3.75 * 100) / 100)]);
    expect(rows).toContainEqual(['Exchange rate', '3.75']);
    // Percents and counts have no currency.
    expect(rows.find((row) => row[0] === 'Total Leads')).toEqual(['Total Leads', '333']);
  });

  it('prints the local amounts beside the dollars in the PDF, both languages', async () => {
    for (const language of ['en', 'ar'] as const) {
      const text = await pdfText(await simulationPdf(saudi, language, RIYADH));
      expect(text).toContain('$7.10');
      expect(text).toContain('SAR 26.63');
      expect(text).toContain('1 USD = SAR 3.75');
    }
  });

  it('keeps dollars alone when the simulation has no rate (saved before, or a country without one)', () => {
    const rows = rowsOf(simulationCsv(testSimulation(), 'en', RIYADH));
    expect(rows).toContainEqual(['Field', 'Value']);
    expect(rows.every((row) => row.length <= 2)).toBe(true);
  });
});

describe('country and currency names', () => {
  it('names the country and currency in the reader\'s language, the seller\'s own names beside them', async () => {
    const saved = testSimulation({ countryCode: 'SA', countryName: 'KSA', countryCurrency: 'Riyal (SAR)', currencyRate: 3.75 });
    const csv = rowsOf(simulationCsv(saved, 'ar', RIYADH), ';');
    expect(csv).toContainEqual(['الدولة', 'المملكة العربية السعودية · KSA']);
    expect(csv).toContainEqual(['العملة', 'ريال سعودي (SAR) · Riyal (SAR)']);
    const english = rowsOf(simulationCsv(testSimulation({ countryCode: 'MA', countryName: 'Morocco', countryCurrency: 'Moroccan Dirham (MAD)' }), 'en', RIYADH));
    expect(english).toContainEqual(['Country', 'Morocco']);
    expect(english).toContainEqual(['Currency', 'Moroccan Dirham (MAD)']);
  });
});
