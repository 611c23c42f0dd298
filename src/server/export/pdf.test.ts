import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent } from '../../domain/format';
import { exportSections } from './export-sections';
import { printableName, simulationPdf } from './pdf';
import { testSimulation, UTC } from '../test/test-simulation';

// The PDF's text is read back with pdftotext (Debian's poppler-utils), as a reader's viewer would.
const dir = mkdtempSync(path.join(tmpdir(), 'ribh-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function pdfText(language: 'en' | 'ar' | 'fr', overrides = {}): Promise<{ text: string; pages: number; title: string }> {
  const file = path.join(dir, `${language}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, await simulationPdf(testSimulation(overrides), language, UTC));
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    text: text.replace(/[\u200e\u200f\u202a-\u202e\u061c]/g, ''),
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    title: /Title:\s+(.*)/.exec(info)?.[1]?.trim() ?? '',
  };
}

/** Each table row's figure as the PDF shows it: "$" amounts, percentages, whole counts. */
function expectedFigures(language: 'en' | 'ar'): string[] {
  return exportSections(testSimulation(), language)
    .filter((section) => section.id !== 'basic')
    .flatMap((section) =>
      section.rows.map((row) => {
        const value = row.value as number;
        if (row.kind === 'money') return formatMoney(value, 'en');
        if (row.kind === 'percent') return formatPercent(value, 'en');
        return formatCount(value, 'en');
      }),
    );
}

function tableLines(text: string): string[] {
  return text.split('\n').filter((line) => /(\$|%|^\s*\d|\d\s*$)/.test(line) && !/\d{4}/.test(line));
}

describe('simulationPdf', () => {
  it('has the title, the basic information and every row of the three tables in English, on one page', async () => {
    const { text, pages } = await pdfText('en');
    expect(pages).toBe(1);
    expect(text).toContain('Simulation Report');
    for (const section of exportSections(testSimulation(), 'en')) {
      expect(text).toContain(section.title);
    }
    expect(text).toMatch(/Service\s+Express COD/);
    expect(text).toMatch(/Country\s+Saudi Arabia/);
    // The currency is named in the reader's language, the seller's own label beside it.
    expect(text).toMatch(/Currency\s+Saudi Riyal \(SAR\) · Riyal \(SAR\)/);
    const figures = expectedFigures('en');
    const rows = exportSections(testSimulation(), 'en').filter((s) => s.id !== 'basic').flatMap((s) => s.rows);
    expect(figures).toContain('-$832.79');
    expect(figures).toContain('-67.4%'); // one percent rule, at most one decimal (decision 0014)
    // Label on the left, figure on the right of the same line, in table order.
    const lines = text.split('\n');
    let from = 0;
    rows.forEach((row, index) => {
      const at = lines.findIndex((line, i) => i >= from && line.trimStart().startsWith(row.label));
      expect(at, row.label).toBeGreaterThanOrEqual(0);
      expect(lines[at]!.trimEnd().endsWith(figures[index]!), `${row.label}: ${lines[at]}`).toBe(true);
      from = at + 1;
    });
  });

  it('mirrors the tables in Arabic: every figure at the start of its line, then the Arabic label, in table order', async () => {
    const { text, pages } = await pdfText('ar');
    expect(pages).toBe(1);
    const figures = expectedFigures('ar');
    const lines = tableLines(text);
    expect(lines.map((line) => line.trim().split(/\s{2,}/)[0])).toEqual(figures);
    for (const line of lines) expect(line).toMatch(/[\u0600-\u06ff]/);
  });

  it('keeps an English service name left to right inside the Arabic report', async () => {
    // pdftotext re-orders mixed lines by its own guess, so the words' drawn positions are compared.
    const file = path.join(dir, 'mixed.pdf');
    writeFileSync(file, await simulationPdf(testSimulation({ serviceName: 'Gulf Express Pro' }), 'ar', UTC));
    const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
    const x = (word: string) => Number(new RegExp(`xMin="([\\d.]+)"[^>]*>${word}<`).exec(html)?.[1]);
    expect(x('Gulf')).toBeLessThan(x('Express'));
    expect(x('Express')).toBeLessThan(x('Pro'));
  });

  it('copies back as the Arabic it was written with: the service name and every label, letter for letter', async () => {
    // Letters that share a dotless skeleton in the font (ت ي ن ب, س ش) used to come back as the first one drawn.
    const serviceName = 'شركة الشحن السريع بيتي';
    const { text } = await pdfText('ar', { serviceName });
    expect(text).toContain(serviceName);
    const labels = exportSections(testSimulation({ serviceName }), 'ar').flatMap((section) => [section.title, ...section.rows.map((row) => row.label)]);
    // pdftotext lifts a vowel mark out of its word (sometimes onto the next line), so labels are compared word
    // by word without marks: every word must come back letter for letter, in reading order.
    const bare = (words: string) => words.replace(/\s*[\u064b-\u065f]\s*/g, '');
    const extracted = new Set(bare(text).replace(/[()%,،]/g, ' ').split(/\s+/));
    for (const word of labels.flatMap((label) => label.replace(/[()%,،]/g, ' ').split(/\s+/)).filter(Boolean)) {
      expect(extracted.has(bare(word)), word).toBe(true);
    }
  });

  it('draws an Arabic title whose letters are real Arabic glyphs (not boxes) and keeps the spaces between words', async () => {
    const { text } = await pdfText('ar');
    const firstLine = text.split('\n').find((line) => line.trim())!.trim();
    // Noto Sans Arabic draws the dots of some letters as marks, so extraction is not letter-exact;
    // the words must still be Arabic and separated.
    expect(firstLine).toMatch(/^[\u0600-\u06ff]+ [\u0600-\u06ff]+$/);
  });
});

describe('the plan’s name', () => {
  it.each([
    ['en', 'Ramadan push – Casablanca', 'Simulation Report'],
    ['fr', 'Promo Aïd – Maroc', 'Rapport de simulation'],
    ['ar', 'حملة رمضان', 'تقرير المحاكاة'],
  ] as const)('is written under the title and names the file (%s)', async (language, name, title) => {
    const { text, title: documentTitle } = await pdfText(language, { name });
    const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
    expect(lines[0]).toBe(title);
    expect(lines[1]).toBe(name);
    expect(documentTitle).toBe(`${title}: ${name}`);
  });

  it('names the sample service and country in the reader’s language, a seller’s own name as typed', async () => {
    const sample = { serviceName: 'Sample COD Partner', countryName: 'Morocco (sample)', countryCode: 'MA', countryCurrency: 'Moroccan Dirham (MAD)' };
    const { text } = await pdfText('fr', { ...sample, name: 'Test Casablanca' });
    expect(text).toMatch(/Service\s+Partenaire COD \(exemple\)/);
    expect(text).toMatch(/Pays\s+Maroc \(exemple\)/);
    expect((await pdfText('fr', { serviceName: 'Aramex COD', name: 'x' })).text).toMatch(/Service\s+Aramex COD/);
  });

  it('is the default name when the seller gave none', async () => {
    // No name and no product: "service · country · day of the save".
    const { text } = await pdfText('en', { name: '' });
    expect(text).toMatch(/Express COD · Saudi Arabia · \d{4}-\d{2}-\d{2}/);
  });
});

describe('names the font cannot position', () => {
  const zalgo = 'Z̡͓̞ͅa̗̘̦͝l͇͇͙g̮̫o̲̫̙͈ Express';

  it('draws a service name with stacked combining marks instead of failing', async () => {
    for (const language of ['en', 'ar'] as const) {
      const pdf = await simulationPdf(testSimulation({ serviceName: zalgo, countryName: 'A\u0001B' }), language, UTC);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('keeps Arabic vowels and shadda, drops other marks and control characters', () => {
    expect(printableName('المُسلَّمة')).toBe('المُسلَّمة');
    expect(printableName(zalgo)).toBe('Zalgo Express');
    expect(printableName('e\u0301te\u0007')).toBe('\u00e9te');
  });

  it.each([
    ['ربح ُربح', 'ربح ربح'],
    ['ُربح', 'ربح'],
    ['ربح\u00a0ًّربح', 'ربح\u00a0ربح'],
    ['خدمة ١ً', 'خدمة ١'],
    ['تـَـوصـِـيـّل', 'تـَـوصـِـيـّل'],
    ['لَّا', 'لَّا'],
  ])('drops Arabic marks with no letter to sit on: %j → %j', (name, printable) => {
    expect(printableName(name)).toBe(printable);
  });

  it('draws a name with a mark the font has no anchor for (U+06D6 on a letter), without its marks', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { text } = await pdfText(language, { serviceName: 'بۖ Express' });
      expect(text).toMatch(/Express/);
    }
  });

  it('draws a name whose marks follow spaces in both languages (fontkit threw)', async () => {
    for (const language of ['en', 'ar'] as const) {
      const pdf = await simulationPdf(testSimulation({ serviceName: 'ربح ُربح', countryName: ' ًربح', countryCurrency: 'ُ' }), language, UTC);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
