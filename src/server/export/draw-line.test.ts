import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfFonts } from './fonts';
import { drawLine, simulationPdf } from './pdf';
import { newPdfDocument } from './pdf-document';
import { testSimulation, UTC } from '../test/test-simulation';

// A line too wide for its box shrinks to the largest half-point size down to 7 that fits, then is cut to the longest
// start that fits with "…". Widths are checked against pdfkit's own measure of the same text, taken here.
const BOX = { x: 40, y: 40, width: 200 };
let doc: PDFKit.PDFDocument;

beforeEach(async () => {
  doc = await newPdfDocument({ size: 'A4', margin: 40 });
});

/** The width pdfkit gives a left-to-right text at `size` in the regular report font. */
function widthAt(text: string, size: number): number {
  doc.font(pdfFonts().regular as unknown as PDFKit.Mixins.PDFFontSource, 'ribh-regular').fontSize(size);
  return doc.widthOfString(text, { features: [] });
}

const options = { rtl: false, align: 'start', size: 10, paragraph: 'ltr' } as const;

describe('drawLine', () => {
  it('draws a line that fits at its own size, whole', () => {
    const fitted = drawLine(doc, 'Express COD', BOX, options);
    expect(fitted).toMatchObject({ line: 'Express COD', size: 10 });
    expect(fitted.total).toBeCloseTo(widthAt('Express COD', 10), 6);
  });

  it('shrinks a line a little too wide to the largest half-point size that fits, whole', () => {
    // About 1.2 box widths at size 10: 200 × 10 / width, rounded down to a half point, is the size that fits.
    let text = 'Cash on delivery';
    while (widthAt(text, 10) < BOX.width * 1.2) text += ' x';
    const fitted = drawLine(doc, text, BOX, options);
    const expected = Math.floor(((10 * BOX.width) / widthAt(text, 10)) * 2) / 2;
    expect(fitted.line).toBe(text);
    expect(fitted.size).toBe(expected);
    expect(widthAt(text, expected)).toBeLessThanOrEqual(BOX.width);
    expect(widthAt(text, expected + 0.5)).toBeGreaterThan(BOX.width);
  });

  it('cuts a line too wide even at 7 points to the longest start that fits with "…"', () => {
    const text = Array.from({ length: 300 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const fitted = drawLine(doc, text, BOX, options);
    expect(fitted.size).toBe(7);
    expect(fitted.line.endsWith('…')).toBe(true);
    const kept = fitted.line.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(kept.length).toBeGreaterThan(10);
    expect(widthAt(fitted.line, 7)).toBeLessThanOrEqual(BOX.width);
    // One more character would not fit.
    expect(widthAt(`${text.slice(0, kept.length + 1)}…`, 7)).toBeGreaterThan(BOX.width);
  });

  it('lays a line of thousands of characters out a few dozen times at most, not once per character cut', () => {
    const measure = vi.spyOn(doc, 'widthOfString');
    const fitted = drawLine(doc, '9'.repeat(3000), BOX, options);
    expect(fitted.line.endsWith('…')).toBe(true);
    // Bisection over 3,000 characters is 12 cuts; with the first measure and the shrink, under 20 layouts.
    // Cutting two characters at a time took about 1,500.
    expect(measure.mock.calls.length).toBeLessThan(20);
  });
});

describe('a report of a plan with very long names and figures', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ribh-draw-line-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the start of each name with "…" and reads back with pdftotext', async () => {
    const name = `Ribh${'x'.repeat(2000)}`;
    const simulation = testSimulation({ serviceName: name, totalLeads: 1e9, averageAOV: 1e9, adsCost: 1e9 });
    const file = path.join(dir, 'long.pdf');
    writeFileSync(file, await simulationPdf(simulation, 'en', UTC));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Ribhx+…/);
    expect(text).not.toContain('x'.repeat(1000));
  });
});
