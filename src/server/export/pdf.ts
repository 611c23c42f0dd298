import PDFDocument from 'pdfkit';
import type { Simulation } from '../../domain/entities';
import { formatCount, formatCurrency, formatDateTime, formatMoney, formatNumber, formatPercent, isRightToLeft, type Language } from '../../domain/format';
import { visualRuns } from './bidi-runs';
import { exportLabels } from './export-labels';
import { exportSections, localCurrencyUnit, type ExportRow } from './export-sections';
import { PDF_FONTS } from './fonts';
import { layoutableText } from './layoutable-text';

type Doc = PDFKit.PDFDocument;
type Align = 'start' | 'end';

const PAGE: { margin: number; width: number } = { margin: 40, width: 595.28 }; // A4 in points
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW_HEIGHT = 17;
const PAGE_HEIGHT = 841.89;
const COLORS = { text: '#0f172a', muted: '#475569', border: '#cbd5e1', header: '#e2e8f0', brand: '#0f766e' };
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Amounts keep the dollar sign in front and Latin digits in English and Arabic (SPEC §9 "currency-prefixed";
 * the app shows Latin digits in Arabic too), so a figure reads the same in either file. French writes its
 * figures as the French screen does (`1 234,50 $`, decision 0018); the narrow no-break space ICU puts between
 * thousands becomes a plain no-break one, which the PDF font has.
 */
function displayValue(row: ExportRow, language: Language, unit: string): string {
  const figures = language === 'fr' ? 'fr' : 'en';
  const figure = (text: string) => text.replace(/\u202f/g, '\u00a0');
  if (row.kind === 'money') {
    const dollars = formatMoney(row.value as number, figures);
    return figure(row.local === undefined ? dollars : `${dollars} · ${formatCurrency(row.local, unit, figures)}`);
  }
  if (row.kind === 'local-money') return figure(formatCurrency(row.value as number, unit, figures));
  if (row.kind === 'rate') return figure(formatNumber(row.value as number, figures, 4));
  if (row.kind === 'days') return `${figure(formatCount(row.value as number, figures))} ${exportLabels(language).days}`;
  if (row.kind === 'percent') return figure(formatPercent(row.value as number, figures));
  if (row.kind === 'count') return figure(formatCount(row.value as number, figures));
  if (row.kind === 'datetime') return formatDateTime(row.value as string, language);
  return String(row.value);
}

/**
 * Draws one line of text inside [x, x + width], aligned to the start or end of the reading direction.
 * The line is split into bidi runs in visual order; each run is drawn whole (pdfkit's line wrapper
 * would lay Arabic words out left to right), and a right-to-left run is given in logical order so
 * fontkit shapes the letters and places them right to left. Too long a line shrinks, then is cut.
 */
function drawLine(
  doc: Doc,
  text: string,
  box: { x: number; y: number; width: number },
  options: { rtl: boolean; align: Align; size: number; bold?: boolean; color?: string; paragraph?: 'ltr' | 'rtl' },
): void {
  doc.font(options.bold ? PDF_FONTS.bold : PDF_FONTS.regular).fillColor(options.color ?? COLORS.text);
  let size = options.size;
  let line = text.replace(/[\r\n\t]+/g, ' ');
  const measure = () => {
    doc.fontSize(size);
    return visualRuns(line, options.paragraph).map((run) => {
      const features = runFeatures(run);
      return { features, ...layoutableText(glyphOrder(run), (t) => doc.widthOfString(t, { features })) };
    });
  };
  let runs = measure();
  let total = runs.reduce((sum, r) => sum + r.width, 0);
  while (total > box.width && size > 7) {
    size -= 0.5;
    runs = measure();
    total = runs.reduce((sum, r) => sum + r.width, 0);
  }
  while (total > box.width && line.length > 1) {
    line = `${[...line].slice(0, -2).join('')}…`;
    runs = measure();
    total = runs.reduce((sum, r) => sum + r.width, 0);
  }
  // "start" is the left edge in English and the right edge in Arabic.
  const atLeft = (options.align === 'start') !== options.rtl;
  let x = atLeft ? box.x : box.x + box.width - total;
  for (const { text: drawable, features, width } of runs) {
    if (drawable) doc.text(drawable, x, box.y, { lineBreak: false, features });
    x += width;
  }
}

/**
 * Without an explicit feature list pdfkit positions the glyphs of a right-to-left run so that the
 * spaces between Arabic words collapse; asking for 'rtla' makes fontkit lay the run out whole (PITFALLS).
 */
function runFeatures(run: { rtl: boolean }): PDFKit.Mixins.OpenTypeFeatures[] {
  return run.rtl ? ['rtla'] : [];
}

/**
 * fontkit lays a run out right to left only when it detects an RTL script (and, given a feature
 * list, mirrors no bracket: visualRuns already did); a right-to-left run of neutrals alone, like
 * " (", is put into visual order here.
 */
function glyphOrder(run: { text: string; rtl: boolean }): string {
  if (!run.rtl || ARABIC_LETTER.test(run.text)) return run.text;
  return [...run.text].reverse().join('');
}

function drawTable(doc: Doc, y: number, title: string, rows: [string, string][], language: Language): number {
  const rtl = isRightToLeft(language);
  const labels = exportLabels(language);
  const labelWidth = CONTENT_WIDTH * 0.62;
  const valueWidth = CONTENT_WIDTH - labelWidth;
  // The table is mirrored in Arabic: the label column on the right, values on the left.
  const labelX = rtl ? PAGE.margin + valueWidth : PAGE.margin;
  const valueX = rtl ? PAGE.margin : PAGE.margin + labelWidth;
  const paragraph = rtl ? 'rtl' : 'ltr';

  // A title keeps at least its header and one row with it on its page.
  if (y + 22 + 2 * ROW_HEIGHT > PAGE_HEIGHT - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  drawLine(doc, title, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 13, bold: true, color: COLORS.brand, paragraph });
  y += 22;
  const drawRow = (label: string, value: string, header: boolean) => {
    // Every cost line in use can outgrow one page: a row that would cross the bottom margin starts the next.
    if (y + ROW_HEIGHT > PAGE_HEIGHT - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
    if (header) doc.rect(PAGE.margin, y, CONTENT_WIDTH, ROW_HEIGHT).fill(COLORS.header);
    doc.lineWidth(0.5).strokeColor(COLORS.border);
    doc.rect(labelX, y, labelWidth, ROW_HEIGHT).stroke();
    doc.rect(valueX, y, valueWidth, ROW_HEIGHT).stroke();
    const textY = y + 3;
    drawLine(doc, label, { x: labelX + 6, y: textY, width: labelWidth - 12 }, { rtl, align: 'start', size: 9.5, bold: header, paragraph });
    // Figures read left to right in both languages; they sit at the end side of their cell.
    drawLine(doc, value, { x: valueX + 6, y: textY, width: valueWidth - 12 }, { rtl, align: 'end', size: 9.5, bold: header });
    y += ROW_HEIGHT;
  };
  drawRow(labels.field, labels.value, true);
  for (const [label, value] of rows) drawRow(label, value, false);
  return y + 14;
}

/**
 * A seller's name as the PDF can draw it: control characters dropped, letters composed (NFC), and
 * combining marks kept only where Arabic needs them (vowels, shadda) and only on a letter. Other
 * stacked marks ("zalgo") and a mark with nothing to sit on (after a space, a digit, at the start)
 * crash the font's mark positioning.
 */
export function printableName(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .replace(/(?![\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED])\p{M}/gu, '')
    .replace(/(?<!\p{L}\p{M}*)\p{M}+/gu, '');
}

/** The PDF report of a saved simulation: a title, the basic information and three tables. */
export async function simulationPdf(saved: Simulation, language: Language): Promise<Buffer> {
  const simulation: Simulation = {
    ...saved,
    serviceName: printableName(saved.serviceName),
    countryName: printableName(saved.countryName),
    countryCurrency: printableName(saved.countryCurrency),
  };
  const rtl = isRightToLeft(language);
  const labels = exportLabels(language);
  const sections = exportSections(simulation, language);
  const unit = localCurrencyUnit(simulation);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: language,
    info: { Title: `${labels.title}: ${simulation.serviceName}`, Creator: 'Ribh' },
    autoFirstPage: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const paragraph = rtl ? 'rtl' : 'ltr';
  let y = PAGE.margin;
  drawLine(doc, labels.title, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 20, bold: true, paragraph });
  y += 34;

  const [basic, ...tables] = sections;
  drawLine(doc, basic!.title, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 13, bold: true, color: COLORS.brand, paragraph });
  y += 22;
  for (const row of basic!.rows) {
    const keyWidth = 120;
    const keyX = rtl ? PAGE.margin + CONTENT_WIDTH - keyWidth : PAGE.margin;
    const valueX = rtl ? PAGE.margin : PAGE.margin + keyWidth;
    drawLine(doc, row.label, { x: keyX, y, width: keyWidth }, { rtl, align: 'start', size: 10, color: COLORS.muted, paragraph });
    // A name keeps its own direction (an English service name stays left to right inside Arabic).
    const valueParagraph = rtl && row.kind === 'datetime' ? 'rtl' : undefined;
    drawLine(doc, displayValue(row, language, unit), { x: valueX, y, width: CONTENT_WIDTH - keyWidth }, { rtl, align: 'start', size: 10, bold: true, paragraph: valueParagraph });
    y += 17;
  }
  y += 10;
  for (const section of tables) {
    const rows = section.rows.map((row): [string, string] => [row.label, displayValue(row, language, unit)]);
    y = drawTable(doc, y, section.title, rows, language);
  }
  doc.end();
  return done;
}
