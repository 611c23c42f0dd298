import { stringify } from 'csv-stringify/sync';
import type { DailyAnswer, DailyRow, Order } from '../../../domain/ledger/api-schemas';
import type { Language } from '../../../domain/format';
import { toDecimalString, type Money } from '../../../domain/money';
import { isoWithOffset } from '../../../domain/zoned-time';
import { BOM, safeCell } from '../../export/csv';
import { DAILY_COLUMNS, LEDGER_LABELS, ORDER_COLUMNS } from './export-labels';

// The ledger and the daily screen as files. Text cells are made safe (a spreadsheet never runs them as a formula);
// money is its exact decimal in its currency; times are ISO with the offset of the seller's zone.

const amount = (money: Money | null): string => (money ? toDecimalString(money) : '');

function orderCells(order: Order, timeZone: string): (string | number)[] {
  return [
    order.externalId,
    order.source,
    isoWithOffset(order.placedAt, timeZone),
    order.status,
    order.cancelReason ?? '',
    order.countryCode ?? '',
    order.city ?? '',
    order.lines.map((line) => line.sku).join(' '),
    order.lines.reduce((sum, line) => sum + line.quantity, 0),
    amount(order.total),
    amount(order.customerDeliveryFee),
    order.total.currency,
    order.courier ?? '',
    order.agent ?? '',
    order.campaign ?? '',
  ].map(safeCell);
}

export function ordersCsv(orders: readonly Order[], language: Language, timeZone: string): string {
  const labels = LEDGER_LABELS[language];
  return BOM + stringify([ORDER_COLUMNS.map((column) => labels[column]), ...orders.map((order) => orderCells(order, timeZone))]);
}

export async function ordersXlsx(orders: readonly Order[], language: Language, timeZone: string): Promise<Buffer> {
  const labels = LEDGER_LABELS[language];
  // Loaded on the first spreadsheet rather than at start (most processes never write one).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(labels.orders, { views: [{ rightToLeft: language === 'ar' }] });
  sheet.addRow(ORDER_COLUMNS.map((column) => labels[column]));
  for (const order of orders) sheet.addRow(orderCells(order, timeZone));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const rate = (value: number | null) => (value === null ? '' : Number(value.toFixed(6)));

function dailyCells(row: DailyRow, language: Language): (string | number)[] {
  return [
    row.period ?? LEDGER_LABELS[language].total,
    row.label ?? row.key ?? '',
    row.orders,
    row.confirmed,
    row.cancelled,
    row.delivered,
    row.returned,
    row.inTransit,
    rate(row.confirmationRate),
    rate(row.deliveryRate),
    rate(row.projectedDeliveryRate),
    amount(row.adSpend),
    amount(row.cpl),
    amount(row.revenue),
    amount(row.costs.product),
    amount(row.costs.returnLoss),
    amount(row.costs.packaging),
    amount(row.costs.fees),
    amount(row.costs.feeVat),
    amount(row.costs.tax),
    amount(row.profitRealised),
    amount(row.profitProjected),
    rate(row.roas),
  ].map(safeCell);
}

/** The daily screen's rows then its totals; the currency in the amount columns' titles. */
export function dailyCsv(daily: DailyAnswer, language: Language): string {
  const labels = LEDGER_LABELS[language];
  const money = new Set(['adSpend', 'cpl', 'revenue', 'product', 'returnLoss', 'packaging', 'fees', 'feeVat', 'tax', 'profitRealised', 'profitProjected']);
  const header = DAILY_COLUMNS.map((column) => (money.has(column) ? `${labels[column]} (${daily.currency})` : labels[column]));
  return BOM + stringify([header, ...daily.rows.map((row) => dailyCells(row, language)), dailyCells(daily.totals, language)]);
}
