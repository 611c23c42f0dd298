import type { Simulation } from '../../domain/entities';
import { formatCount, formatCurrency, formatMoney, formatNumber, formatPercent, isRightToLeft, type Language } from '../../domain/format';
import { formatZonedDateTime } from '../../domain/zoned-time';
import { visualRuns } from './bidi-runs';
import { makeCurrentFontCopyable } from './copyable-glyphs';
import { reuseShapedLayouts } from './shaped-layouts';
import { exportLabels } from './export-labels';
import { formatAmount, isCurrencyCode } from '../../domain/money';
import { exportSections, localCurrencyUnit, planCurrency, type ExportRow } from './export-sections';
import { pdfFonts } from './fonts';
import { newPdfDocument } from './pdf-document';
import { layoutableText } from './layoutable-text';

type Doc = PDFKit.PDFDocument;
type Align = 'start' | 'end';

const PAGE: { margin: number; width: number } = { margin: 40, width: 595.28 }; // A4 in points
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW_HEIGHT = 17;
const PAGE_HEIGHT = 841.89;
export const COLORS = { text: '#0f172a', muted: '#475569', border: '#cbd5e1', header: '#e2e8f0', brand: '#0f766e' };
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/**
 * Amounts keep the dollar sign in front and Latin digits in English and Arabic ("currency-prefixed", docs/product.md#defaults-and-limits;
 * the app shows Latin digits in Arabic too), so a figure reads the same in either file. French writes its
 * figures as the French screen does (`1 234,50 $`, decision 0018); the narrow no-break space ICU puts between
 * thousands becomes a plain no-break one, which the PDF font has.
 */
export function displayValue(row: Pick<ExportRow, 'kind' | 'value'>, language: Language, timeZone: string, unit: string): string {
  const figures = language === 'fr' ? 'fr' : 'en';
  const figure = (text: string) => text.replace(/\u202f/g, '\u00a0');
  if (row.kind === 'money') return figure(formatMoney(row.value as number, figures));
  if (row.kind === 'local-money') return localAmount(row.value as number, unit, figures);
  if (row.kind === 'rate') return `1 USD = ${localAmount(row.value as number, unit, figures)}`;
  if (row.kind === 'days') return `${figure(formatCount(row.value as number, figures))} ${exportLabels(language).days}`;
  if (row.kind === 'percent') return figure(formatPercent(row.value as number, figures));
  if (row.kind === 'count') return figure(formatCount(row.value as number, figures));
  if (row.kind === 'datetime') return formatZonedDateTime(row.value as string, language, timeZone);
  return String(row.value);
}

/** Dollars in the local currency, Latin digits like the dollar amounts: "SAR 8.81" (or "8.81 Dinar" without a code). */
function localAmount(amount: number, unit: string, figures: 'en' | 'fr'): string {
  const text = isCurrencyCode(unit) ? formatCurrency(amount, unit, figures) : `${formatNumber(amount, figures, 2)} ${unit}`;
  return text.replace(/\u202f/g, '\u00a0');
}

/**
 * Draws one line of text inside [x, x + width], aligned to the start or end of the reading direction.
 * The line is split into bidi runs in visual order; each run is drawn whole (pdfkit's line wrapper
 * would lay Arabic words out left to right), and a right-to-left run is given in logical order so
 * fontkit shapes the letters and places them right to left. Too long a line shrinks, then is cut.
 */
export function drawLine(
  doc: Doc,
  text: string,
  box: { x: number; y: number; width: number },
  options: { rtl: boolean; align: Align; size: number; bold?: boolean; color?: string; paragraph?: 'ltr' | 'rtl' },
): FittedLine {
  const name = options.bold ? 'bold' : 'regular';
  // The family names the font within the document, so pdfkit wraps the shared parsed font once per document.
  doc.font(pdfFonts()[name] as unknown as PDFKit.Mixins.PDFFontSource, `ribh-${name}`).fillColor(options.color ?? COLORS.text);
  makeCurrentFontCopyable(doc);
  reuseShapedLayouts(doc);
  const fitted = fittedLine(doc, text.replace(/[\r\n\t]+/g, ' '), box.width, options);
  const { runs, total } = fitted;
  // "start" is the left edge in English and the right edge in Arabic.
  const atLeft = (options.align === 'start') !== options.rtl;
  let x = atLeft ? box.x : box.x + box.width - total;
  for (const { text: drawable, features, width } of runs) {
    if (drawable) doc.text(drawable, x, box.y, { lineBreak: false, features });
    x += width;
  }
  return fitted;
}

type MeasuredRun = { features: PDFKit.Mixins.OpenTypeFeatures[]; text: string; width: number };

/** A line as it is drawn: its text (cut, with "…", when it had to be), its size, its runs and their total width. */
export interface FittedLine {
  line: string;
  size: number;
  runs: MeasuredRun[];
  total: number;
}

/** Smallest size a line shrinks to before it is cut. */
const SMALLEST_SIZE = 7;

/**
 * The line's runs at the size it is drawn in, and their total width: the given size when the line fits; else the
 * largest half-point size down to 7 that fits; else, at 7, the longest start of the line that fits with "…" after
 * it. A width is proportional to the size, so the size is computed, not searched for; the cut is found by bisection
 * over the line's length. Each is a few layouts whatever the line's length: shrinking and cutting by steps shaped the
 * line again at every step, and a stored name or a figure of a few hundred characters took seconds of the server's
 * one thread per report.
 */
function fittedLine(
  doc: Doc,
  text: string,
  maxWidth: number,
  options: { size: number; paragraph?: 'ltr' | 'rtl' },
): FittedLine {
  const measure = (line: string, size: number): FittedLine => {
    doc.fontSize(size);
    const runs = visualRuns(line, options.paragraph).map((run) => {
      const features = runFeatures(run);
      return { features, ...layoutableText(glyphOrder(run), (t) => doc.widthOfString(t, { features })) };
    });
    return { line, size, runs, total: runs.reduce((sum, r) => sum + r.width, 0) };
  };
  let size = options.size;
  let fitted = measure(text, size);
  if (fitted.total <= maxWidth) return fitted;
  if (size > SMALLEST_SIZE) {
    size = Math.max(SMALLEST_SIZE, Math.floor(((size * maxWidth) / fitted.total) * 2) / 2);
    fitted = measure(text, size);
    // Rounding in the layout can leave the computed size a hair too wide.
    while (fitted.total > maxWidth && size > SMALLEST_SIZE) {
      size -= 0.5;
      fitted = measure(text, size);
    }
    if (fitted.total <= maxWidth) return fitted;
  }
  // The longest start of the line (in code points) that fits with the ellipsis; the ellipsis alone if none does.
  const characters = [...text];
  const cut = (kept: number) => measure(`${characters.slice(0, kept).join('')}…`, size);
  let fits = 0;
  let tooLong = characters.length - 1;
  let best = cut(0);
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    const candidate = cut(middle);
    if (candidate.total <= maxWidth) {
      fits = middle;
      best = candidate;
    } else {
      tooLong = middle;
    }
  }
  return best;
}

/**
 * Without an explicit feature list pdfkit positions the glyphs of a right-to-left run so that the
 * spaces between Arabic words collapse; asking for 'rtla' makes fontkit lay the run out whole.
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

interface TableRow {
  label: string;
  value: string;
  /** The amount in the local currency, for money rows when the simulation has a rate. */
  local?: string;
}

/** `unit` names the local currency's column when the simulation has a rate, null otherwise. */
function drawTable(doc: Doc, y: number, title: string, rows: TableRow[], language: Language, unit: string | null): number {
  const rtl = isRightToLeft(language);
  const labels = exportLabels(language);
  // With a local currency the figures take two columns: dollars, then the local amount.
  const labelWidth = CONTENT_WIDTH * (unit ? 0.5 : 0.62);
  const figureColumns = unit ? 2 : 1;
  const valueWidth = (CONTENT_WIDTH - labelWidth) / figureColumns;
  // The table is mirrored in Arabic: the label column on the right, values on the left.
  const labelX = rtl ? PAGE.margin + CONTENT_WIDTH - labelWidth : PAGE.margin;
  const valueX = (column: number) =>
    rtl ? PAGE.margin + (figureColumns - 1 - column) * valueWidth : PAGE.margin + labelWidth + column * valueWidth;
  const paragraph = rtl ? 'rtl' : 'ltr';

  // A title keeps at least its header and one row with it on its page.
  if (y + 22 + 2 * ROW_HEIGHT > PAGE_HEIGHT - PAGE.margin) {
    doc.addPage();
    y = PAGE.margin;
  }
  drawLine(doc, title, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 13, bold: true, color: COLORS.brand, paragraph });
  y += 22;
  const drawRow = (label: string, values: string[], header: boolean) => {
    // Every cost line in use can outgrow one page: a row that would cross the bottom margin starts the next.
    if (y + ROW_HEIGHT > PAGE_HEIGHT - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
    if (header) doc.rect(PAGE.margin, y, CONTENT_WIDTH, ROW_HEIGHT).fill(COLORS.header);
    doc.lineWidth(0.5).strokeColor(COLORS.border);
    doc.rect(labelX, y, labelWidth, ROW_HEIGHT).stroke();
    for (let column = 0; column < figureColumns; column++) doc.rect(valueX(column), y, valueWidth, ROW_HEIGHT).stroke();
    const textY = y + 3;
    drawLine(doc, label, { x: labelX + 6, y: textY, width: labelWidth - 12 }, { rtl, align: 'start', size: 9.5, bold: header, paragraph });
    // Figures read left to right in both languages; they sit at the end side of their cell.
    values.forEach((value, column) => {
      drawLine(doc, value, { x: valueX(column) + 6, y: textY, width: valueWidth - 12 }, { rtl, align: 'end', size: 9.5, bold: header, paragraph: header ? paragraph : undefined });
    });
    y += ROW_HEIGHT;
  };
  const header = unit ? [`${labels.value} (USD)`, `${labels.value} (${unit})`] : [labels.value];
  drawRow(labels.field, header, true);
  for (const row of rows) drawRow(row.label, unit ? [row.value, row.local ?? ''] : [row.value], false);
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

export interface PdfOptions {
  /** IANA zone the seller reads times in; the date is written in it with the zone's name. */
  timeZone: string;
}

/**
 * The PDF report of a saved simulation: a title, the plan's name, the basic information and three tables; amounts in the
 * local currency beside dollars when the simulation was saved with an exchange rate.
 */
export async function simulationPdf(saved: Simulation, language: Language, { timeZone }: PdfOptions): Promise<Buffer> {
  const simulation: Simulation = {
    ...saved,
    serviceName: printableName(saved.serviceName),
    countryName: printableName(saved.countryName),
    countryCurrency: printableName(saved.countryCurrency),
    name: printableName(saved.name),
  };
  const rtl = isRightToLeft(language);
  const labels = exportLabels(language);
  const sections = exportSections(simulation, language);
  const unit = localCurrencyUnit(simulation);
  const doc = await newPdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: language,
    info: { Title: `${labels.title}: ${simulation.name}`, Creator: 'Ribh' },
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
  y += 30;
  // The plan's name as the seller knows it from History, in its own direction inside either page.
  drawLine(doc, simulation.name, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 14, bold: true, color: COLORS.muted });
  y += 28;

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
    drawLine(doc, displayValue(row, language, timeZone, unit), { x: valueX, y, width: CONTENT_WIDTH - keyWidth }, { rtl, align: 'start', size: 10, bold: true, paragraph: valueParagraph });
    y += 17;
  }
  y += 10;
  for (const section of tables) {
    const rows = section.rows.map(
      (row): TableRow => ({
        label: row.label,
        value: displayValue(row, language, timeZone, unit),
        local: row.local === undefined ? undefined : formatAmount(row.local, language === 'fr' ? 'fr' : 'en').replace(/\u202f/g, '\u00a0'),
      }),
    );
    y = drawTable(doc, y, section.title, rows, language, planCurrency(simulation) === null ? null : unit);
  }
  doc.end();
  return done;
}
