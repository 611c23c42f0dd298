import type { DailyAnswer, DailyRow } from '../../../domain/ledger/api-schemas';
import { isRightToLeft, type Language } from '../../../domain/format';
import { toDecimalString } from '../../../domain/money';
import { COLORS, drawLine, printableName } from '../../export/pdf';
import { collectedPdf, tableColumns } from '../../export/pdf-table';
import { LEDGER_LABELS } from './export-labels';

// The daily screen as a landscape A4 table: the columns mirrored in Arabic, names put in visual order by the
// shared PDF line drawer (bidi runs, Arabic shaped), amounts as exact decimals of the reporting currency.

const PAGE = { width: 841.89, height: 595.28, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const ROW_HEIGHT = 16;
const COLUMNS = ['period', 'key', 'orders', 'delivered', 'returned', 'inTransit', 'adSpend', 'revenue', 'profitRealised', 'profitProjected'] as const;
const WIDTHS = [70, 130, 50, 55, 55, 55, 90, 90, 100, 100];

function cells(row: DailyRow, language: Language): string[] {
  return [
    row.period ?? LEDGER_LABELS[language].total,
    printableName(row.label ?? row.key ?? ''),
    String(row.orders),
    String(row.delivered),
    String(row.returned),
    String(row.inTransit),
    toDecimalString(row.adSpend),
    toDecimalString(row.revenue),
    toDecimalString(row.profitRealised),
    toDecimalString(row.profitProjected),
  ];
}

export async function dailyPdf(daily: DailyAnswer, language: Language): Promise<Buffer> {
  const labels = LEDGER_LABELS[language];
  const rtl = isRightToLeft(language);
  const paragraph = rtl ? 'rtl' : 'ltr';
  const { widths, xOf } = tableColumns(WIDTHS, PAGE, rtl);
  const { doc, done } = await collectedPdf({ size: 'A4', layout: 'landscape', margin: PAGE.margin, lang: language, info: { Title: `${labels.profitRealised} ${daily.from} – ${daily.to}`, Creator: 'Ribh' } });
  const drawRow = (texts: readonly string[], y: number, bold: boolean) => {
    texts.forEach((text, index) => drawLine(doc, text, { x: xOf(index) + 2, y, width: widths[index]! - 4 }, { rtl, align: index < 2 ? 'start' : 'end', size: 8.5, bold, paragraph: index === 1 ? undefined : paragraph }));
  };
  let y = PAGE.margin;
  // Left-to-right marks keep each date whole inside an Arabic title.
  const day = (text: string) => `\u200e${text}\u200e`;
  drawLine(doc, `${labels.profitRealised} / ${labels.profitProjected} · ${day(daily.from)} – ${day(daily.to)} · ${daily.currency}`, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 14, bold: true, color: COLORS.brand, paragraph });
  y += 28;
  const header = COLUMNS.map((column) => labels[column]);
  drawRow(header, y, true);
  y += ROW_HEIGHT;
  for (const row of [...daily.rows, daily.totals]) {
    if (y + ROW_HEIGHT > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
      drawRow(header, y, true);
      y += ROW_HEIGHT;
    }
    drawRow(cells(row, language), y, row.period === null);
    y += ROW_HEIGHT;
  }
  doc.end();
  return done;
}
