import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { VOCALISED_ARABIC } from '../test/support/naughty-names';
import { testSimulation, UTC } from '../test/test-simulation';
import { comparisonCsv } from './compare-csv';
import { csvConventions } from './csv';
import { comparisonPdf } from './compare-pdf';
import { comparisonOf } from './compare-sections';

// The comparison's files reuse the single report's name handling: names that broke PDF exports
// (a vowel after a space, stacked marks, bidi overrides) are plan, service and country names here.
const dir = mkdtempSync(path.join(tmpdir(), 'ribh-compare-exports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NAMES = ['ربح ُربح', 'ُربح', 'Z̡͓̞ͅa̗̘̦͝l͇͇͙g̮̫o̲̫̙͈ Express', '\u202eتوصيل\u202c Express ١٢٣', '=HYPERLINK("x")', ...VOCALISED_ARABIC.map(([, name]) => name)];

function plansNamed(names: string[]) {
  return names.map((name, index) => ({
    ...testSimulation({ serviceName: name, countryName: names[(index + 1) % names.length]!, adsCost: 1 + index, packagingPerOrder: index === 2 ? 0.4 : 0 }),
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name,
  }));
}

describe('comparison exports with naughty names', () => {
  for (const language of ['en', 'ar', 'fr'] as const) {
    it(`draws every group of four names into a valid PDF and a CSV that parses back (${language})`, { timeout: 300_000 }, async () => {
      for (let start = 0; start < NAMES.length; start += 4) {
        const names = NAMES.slice(start, start + 4);
        if (names.length < 2) names.push('Plan');
        const comparison = comparisonOf(plansNamed(names), language);
        const file = path.join(dir, `${language}-${start}.pdf`);
        writeFileSync(file, await comparisonPdf(comparison, names.length - 1, language, UTC));
        expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+[1-9]/);
        // Read as the language's spreadsheets read it: ";" between cells in French and Arabic.
        const rows: string[][] = parse(comparisonCsv(comparison, 0, language, UTC).replace(/^\uFEFF/, ''), { relax_column_count: true, delimiter: csvConventions(language).delimiter });
        // A name is a cell as it was, except that a formula is neutralised.
        const header = rows.find((row) => row.length > names.length && row.slice(1, names.length + 1).every((cell, i) => cell.replace(/^'/, '') === names[i]));
        expect(header, names.join(' | ')).toBeDefined();
        expect(rows.flat()).not.toContain('=HYPERLINK("x")');
      }
    });
  }
});
