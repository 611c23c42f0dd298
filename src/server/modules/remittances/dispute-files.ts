import { isRightToLeft, type Language } from '../../../domain/format';
import { toDecimalString, toMajor, type Money } from '../../../domain/money';
import type { CourierCash, DiscrepancyView } from '../../../domain/remittances/api-schemas';
import type { ChargedFeeType, DiscrepancyKind } from '../../../domain/remittances/reconcile';
import { writeCsv } from '../../export/csv';
import { COLORS, drawLine, printableName } from '../../export/pdf';
import { collectedPdf, tableColumns } from '../../export/pdf-table';

// The open discrepancies of one courier as a file the seller sends it, in the seller's language or the courier's:
// order ids, what was expected, what was charged or paid, the difference. Amounts are exact decimals of the
// courier's currency; the PDF goes through the shared line drawer (bidi runs, Arabic shaped, columns mirrored).

interface Labels {
  title: string;
  asOf: string;
  courier: string;
  total: string;
  columns: Record<'orderId' | 'kind' | 'feeType' | 'reference' | 'expected' | 'actual' | 'difference', string>;
  kinds: Record<DiscrepancyKind, string>;
  feeTypes: Record<ChargedFeeType, string>;
  none: string;
}

export const DISPUTE_LABELS: Record<Language, Labels> = {
  en: {
    title: 'Remittance discrepancies',
    asOf: 'as of',
    courier: 'Courier',
    total: 'Total',
    columns: { orderId: 'Order', kind: 'Difference', feeType: 'Fee', reference: 'Statement', expected: 'Expected', actual: 'Charged or paid', difference: 'Amount owed' },
    kinds: {
      shortCollection: 'Collected less than the order',
      feeAboveTariff: 'Fee above the agreed tariff',
      unpaidDelivered: 'Delivered, not remitted',
      paidButReturned: 'Remitted, but returned',
      paidTwice: 'Remitted twice',
      unknownOrder: 'Unknown order',
    },
    feeTypes: { shipping: 'Shipping', cod: 'Cash collection', callCenter: 'Call centre', vat: 'VAT', total: 'All fees' },
    none: 'No open discrepancy.',
  },
  fr: {
    title: 'Écarts de versement',
    asOf: 'au',
    courier: 'Transporteur',
    total: 'Total',
    columns: { orderId: 'Commande', kind: 'Écart', feeType: 'Frais', reference: 'Relevé', expected: 'Attendu', actual: 'Facturé ou versé', difference: 'Montant dû' },
    kinds: {
      shortCollection: 'Encaissé moins que la commande',
      feeAboveTariff: 'Frais au-dessus du tarif convenu',
      unpaidDelivered: 'Livrée, non versée',
      paidButReturned: 'Versée, mais retournée',
      paidTwice: 'Versée deux fois',
      unknownOrder: 'Commande inconnue',
    },
    feeTypes: { shipping: 'Livraison', cod: 'Frais de recouvrement', callCenter: 'Centre d’appels', vat: 'TVA', total: 'Tous les frais' },
    none: 'Aucun écart ouvert.',
  },
  ar: {
    title: 'فروقات التحويلات',
    asOf: 'بتاريخ',
    courier: 'شركة التوصيل',
    total: 'المجموع',
    columns: { orderId: 'الطلب', kind: 'الفرق', feeType: 'الرسوم', reference: 'الكشف', expected: 'المتوقع', actual: 'المفوتر أو المحول', difference: 'المبلغ المستحق' },
    kinds: {
      shortCollection: 'تحصيل أقل من قيمة الطلب',
      feeAboveTariff: 'رسوم أعلى من التعريفة المتفق عليها',
      unpaidDelivered: 'تم التسليم ولم يحول المبلغ',
      paidButReturned: 'تم التحويل لكن الطلب مرتجع',
      paidTwice: 'تم التحويل مرتين',
      unknownOrder: 'طلب غير معروف',
    },
    feeTypes: { shipping: 'الشحن', cod: 'رسوم التحصيل', callCenter: 'مركز الاتصال', vat: 'ضريبة القيمة المضافة', total: 'كل الرسوم' },
    none: 'لا توجد فروقات مفتوحة.',
  },
};

const COLUMNS = ['orderId', 'kind', 'feeType', 'reference', 'expected', 'actual', 'difference'] as const;

function texts(item: DiscrepancyView, labels: Labels): string[] {
  return [item.orderId, labels.kinds[item.kind], item.feeType ? labels.feeTypes[item.feeType] : '', item.reference ?? ''];
}

function openOf(cash: CourierCash): DiscrepancyView[] {
  return cash.discrepancies.filter((item) => item.state === 'open');
}

/** True when the seller reports in another currency than the courier's: the files then add the amount owed in it. */
const inOtherCurrency = (cash: CourierCash) => cash.reportingCurrency !== cash.currency;

/**
 * The open discrepancies as CSV for the language's spreadsheets; amounts as numbers of the courier's currency (named in
 * the titles), then the amount owed in the seller's reporting currency when it is another (empty without a rate).
 */
export function disputeCsv(cash: CourierCash, language: Language): string {
  const labels = DISPUTE_LABELS[language];
  const open = openOf(cash);
  const money = (amount: Money | null) => (amount === null ? '' : toMajor(amount));
  const other = inOtherCurrency(cash);
  const header = COLUMNS.map((column) => (['expected', 'actual', 'difference'].includes(column) ? `${labels.columns[column]} (${cash.currency})` : labels.columns[column]));
  if (other) header.push(`${labels.columns.difference} (${cash.reportingCurrency})`);
  const total = open.reduce((sum, item) => sum + item.difference.minor, 0);
  return writeCsv(
    [
      header,
      ...open.map((item) => [...texts(item, labels), money(item.expected), money(item.actual), money(item.difference), ...(other ? [money(item.differenceReporting)] : [])]),
      [labels.total, '', '', '', '', '', money({ minor: total, currency: cash.currency }), ...(other ? [money(cash.openDifference.reporting)] : [])],
    ],
    language,
  );
}

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const WIDTHS = [60, 120, 70, 60, 60, 60, 65];
/** With the amount owed in the reporting currency as an eighth column. */
const WIDTHS_WITH_REPORTING = [48, 122, 58, 40, 52, 68, 58, 48];
const ROW_HEIGHT = 16;

/** The open discrepancies as an A4 PDF: a title with the courier and the day, then one row each and the total. */
export async function disputePdf(cash: CourierCash, language: Language): Promise<Buffer> {
  const labels = DISPUTE_LABELS[language];
  const rtl = isRightToLeft(language);
  const paragraph = rtl ? 'rtl' : 'ltr';
  const other = inOtherCurrency(cash);
  const { widths, xOf } = tableColumns(other ? WIDTHS_WITH_REPORTING : WIDTHS, PAGE, rtl);
  const decimal = (amount: Money | null) => (amount === null ? '—' : toDecimalString(amount));
  const { doc, done } = await collectedPdf({ size: 'A4', margin: PAGE.margin, lang: language, info: { Title: `${labels.title} · ${cash.courier}`, Creator: 'Ribh' } });
  const drawRow = (cells: readonly string[], y: number, bold: boolean) =>
    cells.forEach((text, index) =>
      drawLine(doc, text, { x: xOf(index) + 2, y, width: widths[index]! - 4 }, { rtl, align: index < 4 ? 'start' : 'end', size: 8, bold, paragraph: index === 0 || index >= 4 ? 'ltr' : paragraph }),
    );
  let y = PAGE.margin;
  drawLine(doc, labels.title, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 15, bold: true, color: COLORS.brand, paragraph });
  y += 24;
  // Order ids and amounts are left-to-right runs in every language (a minus sign stays in front of its figure);
  // left-to-right marks keep the day whole inside an Arabic line.
  const currencies = other ? `${cash.currency} · ${labels.columns.difference} (${cash.reportingCurrency})` : cash.currency;
  drawLine(doc, `${labels.courier}: ${printableName(cash.courier)} · ${labels.asOf} \u200e${cash.asOf}\u200e · ${currencies}`, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 10, color: COLORS.muted, paragraph });
  y += 24;
  const header = COLUMNS.map((column) => labels.columns[column]);
  // The subtitle names the column in full; its narrow head gives the currency alone.
  if (other) header.push(cash.reportingCurrency);
  drawRow(header, y, true);
  y += ROW_HEIGHT;
  const open = openOf(cash);
  if (open.length === 0) drawLine(doc, labels.none, { x: PAGE.margin, y, width: CONTENT_WIDTH }, { rtl, align: 'start', size: 9, paragraph });
  for (const item of open) {
    if (y + ROW_HEIGHT > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
      drawRow(header, y, true);
      y += ROW_HEIGHT;
    }
    drawRow([...texts(item, labels).map(printableName), toDecimalString(item.expected), toDecimalString(item.actual), toDecimalString(item.difference), ...(other ? [decimal(item.differenceReporting)] : [])], y, false);
    y += ROW_HEIGHT;
  }
  const total = open.reduce((sum, item) => sum + item.difference.minor, 0);
  drawRow([labels.total, '', '', '', '', '', toDecimalString({ minor: total, currency: cash.currency }), ...(other ? [decimal(cash.openDifference.reporting)] : [])], y + 4, true);
  doc.end();
  return done;
}
