import { formatCount, formatMoney, formatNumber, isRightToLeft, type Language } from '../../domain/format';
import { bestProfitIndexes, compareLine, type CompareCell } from '../../domain/plans/compare';
import type { Comparison, ComparisonRow } from '../../domain/plans/compare-schemas';
import { compareLabels } from './compare-labels';
import { profitsOf } from './compare-csv';
import { COLORS, displayValue, drawLine, printableName, type PdfOptions } from './pdf';
import { newPdfDocument } from './pdf-document';

// A4 landscape, so four plans fit beside their labels.
const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const LABEL_SHARE = 0.28;
const ROW_HEIGHT = 28;
const VERDICT_COLORS = { better: '#15803d', worse: '#b91c1c' } as const;

/** A difference written with its sign, in the line's unit ("+$12.50", "−5.0 pts", "+3"). */
function differenceText(row: ComparisonRow, cell: CompareCell, index: number, comparison: Comparison, language: Language): string {
  const figures = language === 'fr' ? 'fr' : 'en';
  const difference = cell.difference!;
  const sign = difference > 0 ? '+' : '';
  const kind = row.kinds[index]!;
  const text =
    kind === 'money'
      ? formatMoney(difference, figures)
      : kind === 'local-money'
        ? `${formatNumber(difference, figures, 2)} ${comparison.plans[index]!.unit}`
        : kind === 'days'
          ? formatCount(difference, figures)
          : kind === 'count'
            ? formatNumber(difference, figures, 1)
          : formatNumber(difference, figures, kind === 'rate' ? 4 : 2);
  return `${sign}${text}${kind === 'percent' ? ' %' : ''}`.replace(/\u202f/g, '\u00a0');
}

/**
 * The PDF of a comparison: one table per section, a column per plan; under each figure of a plan other
 * than the baseline, its difference and the verdict in words (green or red as well, never colour alone).
 * The header names the baseline and marks the best profit. Mirrored in Arabic like the single report.
 */
export async function comparisonPdf(comparison: Comparison, baselineIndex: number, language: Language, { timeZone }: PdfOptions): Promise<Buffer> {
  const words = compareLabels(language);
  const rtl = isRightToLeft(language);
  const paragraph = rtl ? 'rtl' : 'ltr';
  const names = comparison.plans.map((plan) => printableName(plan.name));
  const best = new Set(bestProfitIndexes(profitsOf(comparison)));
  const doc = await newPdfDocument({ size: 'A4', layout: 'landscape', margin: PAGE.margin, lang: language, info: { Title: words.title, Creator: 'Ribh' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const labelWidth = CONTENT_WIDTH * LABEL_SHARE;
  const planWidth = (CONTENT_WIDTH - labelWidth) / names.length;
  const labelX = rtl ? PAGE.margin + CONTENT_WIDTH - labelWidth : PAGE.margin;
  const planX = (index: number) => (rtl ? PAGE.margin + CONTENT_WIDTH - labelWidth - (index + 1) * planWidth : PAGE.margin + labelWidth + index * planWidth);
  const lineOptions = (size: number, extra: { bold?: boolean; color?: string; align?: 'start' | 'end'; paragraph?: 'ltr' | 'rtl' } = {}) => ({
    rtl,
    align: extra.align ?? 'start',
    size,
    bold: extra.bold,
    color: extra.color,
    paragraph: extra.paragraph,
  });

  let y = PAGE.margin;
  drawLine(doc, words.title, { x: PAGE.margin, y, width: CONTENT_WIDTH }, lineOptions(18, { bold: true, paragraph }));
  y += 30;

  const newPageIfFull = (height: number) => {
    if (y + height <= PAGE.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const box = (x: number, width: number, height: number, fill?: string) => {
    if (fill) doc.rect(x, y, width, height).fill(fill);
    doc.lineWidth(0.5).strokeColor(COLORS.border).rect(x, y, width, height).stroke();
  };
  const drawHeader = (field: string) => {
    box(PAGE.margin, CONTENT_WIDTH, ROW_HEIGHT, COLORS.header);
    drawLine(doc, field, { x: labelX + 6, y: y + 4, width: labelWidth - 12 }, lineOptions(9.5, { bold: true, paragraph }));
    names.forEach((name, index) => {
      const x = planX(index) + 6;
      drawLine(doc, name, { x, y: y + 3, width: planWidth - 12 }, lineOptions(9.5, { bold: true }));
      const marks = [index === baselineIndex ? words.baseline : '', best.has(index) ? words.bestProfit : ''].filter(Boolean).join(' · ');
      if (marks) drawLine(doc, marks, { x, y: y + 15, width: planWidth - 12 }, lineOptions(7.5, { color: COLORS.brand, bold: true, paragraph }));
    });
    y += ROW_HEIGHT;
  };

  for (const section of comparison.sections) {
    newPageIfFull(22 + 2 * ROW_HEIGHT);
    drawLine(doc, section.title, { x: PAGE.margin, y, width: CONTENT_WIDTH }, lineOptions(12, { bold: true, color: COLORS.brand, paragraph }));
    y += 20;
    drawHeader(words.field);
    for (const row of section.rows) {
      if (y + ROW_HEIGHT > PAGE.height - PAGE.margin) {
        doc.addPage();
        y = PAGE.margin;
        drawHeader(words.field);
      }
      const cells = compareLine(row.key, row.comparable ? row.values : row.values.map(() => null), baselineIndex);
      box(labelX, labelWidth, ROW_HEIGHT);
      drawLine(doc, row.label, { x: labelX + 6, y: y + 4, width: labelWidth - 12 }, lineOptions(9, { paragraph }));
      row.values.forEach((value, index) => {
        const x = planX(index);
        box(x, planWidth, ROW_HEIGHT);
        if (value === null) return;
        const plan = comparison.plans[index]!;
        const kind = row.kinds[index]!;
        const text = kind === 'text' ? printableName(String(value)) : displayValue({ kind, value }, language, timeZone, plan.unit);
        drawLine(doc, text, { x: x + 6, y: y + 3, width: planWidth - 12 }, lineOptions(9, { align: 'end', bold: row.key === 'profit' }));
        const cell = cells[index]!;
        if (cell.verdict === 'baseline' || cell.verdict === 'none' || cell.verdict === 'same' && cell.difference === null) return;
        const color = cell.verdict === 'better' || cell.verdict === 'worse' ? VERDICT_COLORS[cell.verdict] : COLORS.muted;
        // The verdict in words at the start of the cell, the signed difference at its end: two runs, so a
        // leading "+" stays before its figure in Arabic too.
        const half = (planWidth - 12) / 2;
        const wordsX = rtl ? x + 6 + half : x + 6;
        drawLine(doc, words.verdicts[cell.verdict], { x: wordsX, y: y + 15, width: half }, lineOptions(7.5, { color, bold: true, paragraph }));
        if (cell.difference === null || cell.difference === 0) return;
        const figureX = rtl ? x + 6 : x + 6 + half;
        drawLine(doc, differenceText(row, cell, index, comparison, language), { x: figureX, y: y + 15, width: half }, lineOptions(7.5, { align: 'end', color, paragraph: 'ltr' }));
      });
      y += ROW_HEIGHT;
    }
    y += 12;
  }
  doc.end();
  return done;
}
