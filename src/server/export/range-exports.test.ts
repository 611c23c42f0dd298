import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, type Language } from '../../domain/format';
import { profitRange } from '../../domain/risk/profit-range';
import type { UncertainInputs } from '../../domain/risk/uncertain-inputs';
import { simulate } from '../../domain/model/simulate';
import { recordInput } from '../../domain/simulation-record';
import { testSimulation, UTC } from '../test/test-simulation';
import { comparisonCsv } from './compare-csv';
import { comparisonPdf } from './compare-pdf';
import { comparisonOf } from './compare-sections';
import { csvConventions, simulationCsv } from './csv';
import { exportLabels } from './export-labels';
import { exportSections } from './export-sections';
import { simulationPdf } from './pdf';

// A plan's profit range in its files is the range the simulator's risk panel draws for the same plan: the panel calls
// profitRange on the plan's inputs with the default draws and seed, and so must the export. Each file is read back as
// a reader would (pdftotext, a CSV reader) and compared with that call, figure by figure, to the cent.
const dir = mkdtempSync(path.join(tmpdir(), 'ribh-range-exports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const UNCERTAIN: UncertainInputs = {
  deliveredRate: { kind: 'counts', successes: 40, trials: 70 },
  adsCost: { kind: 'range', low: 2, high: 2.8 },
};
// An order value at which the typed inputs make a small profit, so the range straddles zero.
const plan = () => testSimulation({ averageAOV: 34, uncertainty: UNCERTAIN });
const LANGUAGES: Language[] = ['en', 'ar', 'fr'];

/** The range as the screen computes it: the reopened plan's inputs, the panel's defaults. */
function screenRange() {
  const saved = plan();
  return profitRange(recordInput(saved), saved.uncertainty);
}

const cents = (value: number) => Math.round(value * 100) / 100;

async function pdfText(pdf: Buffer): Promise<string> {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c]/g, '');
}

function csvRows(csv: string, language: Language): string[][] {
  return parse(csv.replace(/^\uFEFF/, ''), { relax_column_count: true, delimiter: csvConventions(language).delimiter });
}

/** A CSV cell as a number, read with the language's decimal mark. */
const csvNumber = (cell: string, language: Language) => Number(csvConventions(language).decimalComma ? cell.replace(',', '.') : cell);

describe('the profit range in exports', () => {
  it('is a section only when an input is uncertain', () => {
    expect(exportSections(testSimulation(), 'en').map((section) => section.id)).toEqual(['basic', 'inputs', 'fees', 'results']);
    expect(exportSections(plan(), 'en').map((section) => section.id)).toEqual(['basic', 'inputs', 'fees', 'results', 'range']);
  });

  it('is drawn from the uncertain inputs: profit spreads around the point figure and a loss has some chance', () => {
    const range = screenRange();
    // Independent of the draws: the plan loses at a plausible low delivery rate (45 %) and the dearest lead, and makes
    // money at a plausible high one (65 %) and the cheapest lead, so both sides of zero have some chance.
    const input = recordInput(plan());
    expect(simulate({ ...input, deliveredRate: 45, adsCost: 2.8 }).profit).toBeLessThan(0);
    expect(simulate({ ...input, deliveredRate: 65, adsCost: 2 }).profit).toBeGreaterThan(0);
    expect(range.draws).toBe(20_000);
    expect(range.profit.p10).toBeLessThan(0);
    expect(range.profit.p10).toBeLessThan(range.profit.p50);
    expect(range.profit.p50).toBeLessThan(range.profit.p90);
    expect(range.profit.p90).toBeGreaterThan(0);
    expect(range.lossProbability).toBeGreaterThan(0.1);
    expect(range.lossProbability).toBeLessThan(0.9);
  });

  for (const language of LANGUAGES) {
    it(`writes the screen's P10, P50 and P90 of profit and ROI and the chance of a loss in the PDF (${language})`, async () => {
      const range = screenRange();
      const labels = exportLabels(language);
      const text = await pdfText(await simulationPdf(plan(), language, UTC));
      const lines = text.split('\n');
      const figures = language === 'fr' ? 'fr' : 'en';
      const shown = (value: string) => value.replace(/\u202f/g, '\u00a0');
      const expectLine = (label: string, figure: string) => {
        const words = label.replace(/ \(%\)$/, '');
        const line = lines.find((candidate) => candidate.includes(words) || (language === 'ar' && candidate.includes(words.split(' ')[0]!) && candidate.includes(figure)));
        expect(line, `${label} in ${language}`).toBeDefined();
        expect(line!.replace(/\u00a0/g, ' ')).toContain(figure.replace(/\u00a0/g, ' '));
      };
      expect(text).toContain(labels.sections.range);
      expectLine(labels.profitP10, shown(formatMoney(cents(range.profit.p10), figures)));
      expectLine(labels.profitP50, shown(formatMoney(cents(range.profit.p50), figures)));
      expectLine(labels.profitP90, shown(formatMoney(cents(range.profit.p90), figures)));
      expectLine(labels.roiP50, shown(formatPercent(range.roi.p50, figures)));
      expectLine(labels.lossProbability, shown(formatPercent(range.lossProbability * 100, figures)));
    });

    it(`writes the same figures in the CSV, read back with a CSV reader (${language})`, () => {
      const range = screenRange();
      const labels = exportLabels(language);
      const rows = csvRows(simulationCsv(plan(), language, UTC), language);
      const cell = (label: string) => {
        const row = rows.find((candidate) => candidate[0] === label);
        expect(row, label).toBeDefined();
        return csvNumber(row![1]!, language);
      };
      expect(rows.some((row) => row[0] === labels.sections.range)).toBe(true);
      expect(cell(`${labels.profitP10} ($)`)).toBe(cents(range.profit.p10));
      expect(cell(`${labels.profitP50} ($)`)).toBe(cents(range.profit.p50));
      expect(cell(`${labels.profitP90} ($)`)).toBe(cents(range.profit.p90));
      expect(cell(labels.roiP10)).toBe(cents(range.roi.p10));
      expect(cell(labels.roiP90)).toBe(cents(range.roi.p90));
      expect(cell(labels.lossProbability)).toBe(cents(range.lossProbability * 100));
    });
  }

  it('puts each plan’s range side by side in a comparison: a plan without uncertainty shows its profit at every percentile', async () => {
    const certain = { ...testSimulation(), id: '00000000-0000-4000-8000-000000000001', name: 'Typed' };
    const uncertain = { ...plan(), id: '00000000-0000-4000-8000-000000000002', name: 'Observed' };
    const comparison = comparisonOf([certain, uncertain], 'en');
    const section = comparison.sections.find((candidate) => candidate.id === 'range');
    expect(section?.rows.map((row) => row.key)).toEqual(['profitP10', 'profitP50', 'profitP90', 'roiP10', 'roiP50', 'roiP90', 'lossProbability']);
    const value = (key: string, index: number) => section!.rows.find((row) => row.key === key)!.values[index];
    const range = screenRange();
    // The typed plan loses money (testSimulation's figures are a loss): every percentile is its profit, a loss is certain.
    const profit = cents(simulate(recordInput(certain)).profit);
    expect(profit).toBeLessThan(0);
    expect([value('profitP10', 0), value('profitP50', 0), value('profitP90', 0)]).toEqual([profit, profit, profit]);
    expect(value('lossProbability', 0)).toBe(100);
    expect(value('profitP50', 1)).toBe(cents(range.profit.p50));

    const rows = csvRows(comparisonCsv(comparison, 0, 'en', UTC), 'en');
    const p50 = rows.find((row) => row[0] === `${exportLabels('en').profitP50} ($)`);
    expect(p50?.slice(1, 3).map(Number)).toEqual([profit, cents(range.profit.p50)]);
    const text = await pdfText(await comparisonPdf(comparison, 0, 'en', UTC));
    expect(text).toContain('Profit Range');
    expect(text.split('\n').find((line) => line.includes('Profit at P50'))).toContain(formatMoney(cents(range.profit.p50), 'en'));
  });

  it('leaves the range out of a comparison where no plan has uncertain inputs', () => {
    const plans = [0, 1].map((index) => ({ ...testSimulation({ adsCost: 1 + index }), id: `00000000-0000-4000-8000-00000000000${index}`, name: `P${index}` }));
    expect(comparisonOf(plans, 'en').sections.map((section) => section.id)).toEqual(['basic', 'inputs', 'fees', 'results']);
  });
});
