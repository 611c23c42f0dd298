import { isMinorInRange } from '../money';
import {
  CITY_MAX,
  EXTERNAL_ID_MAX,
  PRODUCT_NAME_MAX,
  SKU_MAX,
  TAG_MAX,
  type CancelReason,
  type ImportError,
  type ImportMapping,
  type OrderImportField,
  type OrderStatus,
} from './api-schemas';
import { fingerprint } from '../fingerprint';
import { IdDigestSet } from './id-digests';
import { ImportErrorList } from './import-errors';
import { readAmount, readCountryCode, readCurrency, readInstant, readQuantity } from './read-values';
import { dayInZone } from './zoned-days';
import { readCancelReason, readStatus, readYes } from './status-words';

// Rows of an orders file become orders. One order may span several rows (Shopify writes a row per line item
// and its order columns on the first row only): the rows of one order id are one order, its order columns
// from the rows that fill them, which must agree.
//
// Read with a window, the reader closes an order once `window` other orders have had a row since its last one,
// so a large file's orders can be written while it is still read and only the open ones are held. A row of an
// order already closed cannot join it: the reader then says the file is `scattered`, and it is read whole.

export interface ImportedLine {
  sku: string;
  name: string;
  quantity: number;
  unitPriceMinor: number;
}

export interface ImportedOrder {
  externalId: string;
  /** Milliseconds since the epoch. */
  placedAt: number;
  status: OrderStatus;
  /** When the order reached `status`, milliseconds since the epoch; null when the file does not say. */
  statusAt: number | null;
  cancelReason: CancelReason | null;
  correction: boolean;
  countryCode: string | null;
  city: string | null;
  currency: string;
  totalMinor: number;
  deliveryFeeMinor: number;
  courier: string | null;
  agent: string | null;
  campaign: string | null;
  lines: ImportedLine[];
  /** Digest of everything but the status: a re-import with the same digest changed nothing else. */
  fingerprint: string;
}

export interface OrderFileContext {
  mapping: ImportMapping;
  headers: readonly string[];
  /** The currency of amounts when the file has no currency column. */
  currency: string;
  /** The zone of dates written without an offset: the seller's. */
  timeZone: string;
  /** When the file is imported (milliseconds): no status date may be later. Now by default. */
  importedAt?: number;
  /** How many orders stay open for more rows; the whole file when not given. */
  window?: number;
}

/** The order-level values of one row, before they are merged with the order's other rows. */
interface RowOrder {
  placedAt: number | null;
  status: OrderStatus | null;
  statusAt: number | null;
  cancelReason: CancelReason | null;
  correction: boolean;
  countryCode: string | null;
  city: string | null;
  currency: string | null;
  totalMinor: number | null;
  deliveryFeeMinor: number | null;
  courier: string | null;
  agent: string | null;
  campaign: string | null;
}

const ORDER_COLUMNS = ['placedAt', 'status', 'statusAt', 'cancelReason', 'countryCode', 'city', 'currency', 'totalMinor', 'deliveryFeeMinor', 'courier', 'agent', 'campaign'] as const;

interface Pending extends RowOrder {
  externalId: string;
  firstRow: number;
  /** The row of the order's latest row (its place in the reader's queue of open orders). */
  lastRow: number;
  /** The rows that filled columns the first row left empty; a column not named here came from `firstRow`. */
  rowsOf: Partial<Record<(typeof ORDER_COLUMNS)[number], number>> | null;
  lines: ImportedLine[];
}

/** Reads an orders file row by row (`add`), then gives its orders or the reasons it is refused (`finish`). */
export class OrderRowReader {
  private readonly columns: Partial<Record<OrderImportField, number>> = {};
  /** The open orders. */
  private readonly orders = new Map<string, Pending>();
  /**
   * The open orders in the order of their latest rows, oldest first (only when read with a window): an order is
   * queued again with each of its rows, and an entry whose row is no longer its order's latest is passed over.
   * A queue, not the map's own order: a map whose oldest entry is deleted again and again walks its holes.
   */
  private queue: Pending[] = [];
  private queueRows: number[] = [];
  private queueHead = 0;
  /**
   * The ids of the orders closed so far (only when read with a window), as digests: a rare id that shares one
   * with a closed order reads the file whole, as a scattered file is, with the same answer.
   */
  private readonly closedIds = new IdDigestSet();
  private closed: ImportedOrder[] = [];
  private readonly importedAt: number;
  private readonly window: number;
  readonly errors = new ImportErrorList();
  /** A row named an order already closed: the file must be read whole. */
  scattered = false;

  constructor(private readonly context: OrderFileContext) {
    this.importedAt = context.importedAt ?? Date.now();
    this.window = context.window ?? Number.POSITIVE_INFINITY;
    for (const [field, header] of Object.entries(context.mapping)) {
      if (header === null) continue;
      const index = context.headers.indexOf(header);
      if (index >= 0) this.columns[field as OrderImportField] = index;
    }
    for (const field of ['orderId', 'placedAt', 'status'] as const) {
      if (this.columns[field] === undefined) this.errors.add({ row: 0, column: field, code: 'missingColumn', params: { field } });
    }
  }

  private cell(row: readonly string[], field: OrderImportField): string {
    const index = this.columns[field];
    return index === undefined ? '' : (row[index] ?? '').trim();
  }

  private text(row: readonly string[], rowNumber: number, field: OrderImportField, max: number): string | null {
    const value = this.cell(row, field);
    if (!value) return null;
    if (value.length > max) {
      this.errors.add({ row: rowNumber, column: field, code: 'tooLong', params: { max } });
      return null;
    }
    return value;
  }

  private amount(row: readonly string[], rowNumber: number, field: OrderImportField, currency: string): number | null {
    const value = this.cell(row, field);
    if (!value) return null;
    const amount = readAmount(value, currency);
    if (!amount || amount.minor < 0) {
      this.errors.add({ row: rowNumber, column: field, code: 'invalidAmount', params: { value } });
      return null;
    }
    return amount.minor;
  }

  /** Reads one data row; `rowNumber` is the file's (the header is row 1). */
  add(row: readonly string[], rowNumber: number): void {
    if (this.errors.refusesFile()) return;
    const externalId = this.cell(row, 'orderId');
    if (!externalId) {
      if (row.every((cell) => !cell.trim())) return;
      this.errors.add({ row: rowNumber, column: 'orderId', code: 'required', params: {} });
      return;
    }
    if (externalId.length > EXTERNAL_ID_MAX) {
      this.errors.add({ row: rowNumber, column: 'orderId', code: 'tooLong', params: { max: EXTERNAL_ID_MAX } });
      return;
    }
    if (this.closedIds.has(externalId)) {
      this.scattered = true;
      return;
    }
    const values = this.readRow(row, rowNumber);
    let order = this.orders.get(externalId);
    if (!order) {
      order = values as Pending;
      order.externalId = externalId;
      order.firstRow = rowNumber;
      order.lastRow = rowNumber;
      order.rowsOf = null;
      order.lines = [];
      this.orders.set(externalId, order);
      this.enqueue(order);
      if (this.orders.size > this.window) this.closeOldest();
    } else {
      this.merge(order, values, rowNumber);
      // The order's row is now the newest: it stays open as long as its rows keep coming within the window.
      order.lastRow = rowNumber;
      this.enqueue(order);
    }
    const line = this.readLine(row, rowNumber, values.currency ?? order.currency ?? this.context.currency);
    if (line) order.lines.push(line);
  }

  private enqueue(order: Pending): void {
    if (this.window === Number.POSITIVE_INFINITY) return;
    this.queue.push(order);
    this.queueRows.push(order.lastRow);
  }

  /** The open order whose latest row is oldest, taken off the queue; undefined when none is left. */
  private dequeue(): Pending | undefined {
    while (this.queueHead < this.queue.length) {
      const order = this.queue[this.queueHead]!;
      const row = this.queueRows[this.queueHead]!;
      this.queueHead++;
      if (this.queueHead >= 4096 && this.queueHead * 2 >= this.queue.length) {
        this.queue = this.queue.slice(this.queueHead);
        this.queueRows = this.queueRows.slice(this.queueHead);
        this.queueHead = 0;
      }
      if (order.lastRow === row && this.orders.get(order.externalId) === order) return order;
    }
    return undefined;
  }

  private closeOldest(): void {
    const order = this.dequeue()!;
    const { externalId } = order;
    this.orders.delete(externalId);
    this.closedIds.add(externalId);
    const finished = this.finishOrder(externalId, order);
    // Once a row is refused nothing will be written: closed orders are no longer kept.
    if (finished && this.errors.count === 0) this.closed.push(finished);
    else this.closed = [];
  }

  /** How many closed orders wait to be taken. */
  get closedCount(): number {
    return this.closed.length;
  }

  /** The orders closed since the last call (none once a row was refused); they are no longer held here. */
  takeClosed(): ImportedOrder[] {
    const closed = this.closed;
    this.closed = [];
    return closed;
  }

  private readRow(row: readonly string[], rowNumber: number): RowOrder {
    const placedText = this.cell(row, 'placedAt');
    let placedAt: number | null = null;
    if (placedText) {
      placedAt = readInstant(placedText, this.context.timeZone);
      if (placedAt === null) this.errors.add({ row: rowNumber, column: 'placedAt', code: 'invalidDate', params: { value: placedText } });
    }
    const statusText = this.cell(row, 'status');
    let status: OrderStatus | null = null;
    if (statusText) {
      status = readStatus(statusText);
      if (!status) this.errors.add({ row: rowNumber, column: 'status', code: 'unknownStatus', params: { value: statusText } });
    }
    const statusDateText = this.cell(row, 'statusDate');
    let statusAt: number | null = null;
    if (statusDateText) {
      statusAt = readInstant(statusDateText, this.context.timeZone);
      if (statusAt === null) this.errors.add({ row: rowNumber, column: 'statusDate', code: 'invalidDate', params: { value: statusDateText } });
      else if (statusAt > this.importedAt) {
        this.errors.add({ row: rowNumber, column: 'statusDate', code: 'statusDateInFuture', params: { value: statusDateText } });
        statusAt = null;
      }
    }
    const reasonText = this.cell(row, 'cancelReason');
    let cancelReason: CancelReason | null = null;
    if (reasonText && status === 'cancelled') {
      cancelReason = readCancelReason(reasonText);
      if (!cancelReason) this.errors.add({ row: rowNumber, column: 'cancelReason', code: 'invalidCancelReason', params: { value: reasonText } });
    }
    const countryText = this.cell(row, 'countryCode');
    const countryCode = countryText ? readCountryCode(countryText) : null;
    if (countryText && !countryCode) this.errors.add({ row: rowNumber, column: 'countryCode', code: 'invalidCountry', params: { value: countryText } });
    const currencyText = this.cell(row, 'currency');
    const currency = currencyText ? readCurrency(currencyText) : null;
    if (currencyText && !currency) this.errors.add({ row: rowNumber, column: 'currency', code: 'invalidCurrency', params: { value: currencyText } });
    const moneyCurrency = currency ?? this.context.currency;
    return {
      placedAt,
      status,
      statusAt,
      cancelReason,
      correction: readYes(this.cell(row, 'correction')),
      countryCode,
      city: this.text(row, rowNumber, 'city', CITY_MAX),
      currency,
      totalMinor: this.amount(row, rowNumber, 'total', moneyCurrency),
      deliveryFeeMinor: this.amount(row, rowNumber, 'customerDeliveryFee', moneyCurrency),
      courier: this.text(row, rowNumber, 'courier', TAG_MAX),
      agent: this.text(row, rowNumber, 'agent', TAG_MAX),
      campaign: this.text(row, rowNumber, 'campaign', TAG_MAX),
    };
  }

  private merge(order: Pending, values: RowOrder, rowNumber: number): void {
    order.correction ||= values.correction;
    for (const column of ORDER_COLUMNS) {
      const value = values[column];
      if (value === null) continue;
      if (order[column] === null) {
        (order as unknown as Record<string, unknown>)[column] = value;
        (order.rowsOf ??= {})[column] = rowNumber;
      } else if (order[column] !== value) {
        this.errors.add({ row: rowNumber, column: fieldOfColumn(column), code: 'conflictingRows', params: { otherRow: order.rowsOf?.[column] ?? order.firstRow } });
      }
    }
  }

  private readLine(row: readonly string[], rowNumber: number, currency: string): ImportedLine | null {
    const skuText = this.cell(row, 'sku');
    const nameText = this.cell(row, 'productName');
    if (!skuText && !nameText) return null;
    const sku = skuText || nameText;
    if (sku.length > SKU_MAX) {
      this.errors.add({ row: rowNumber, column: skuText ? 'sku' : 'productName', code: 'tooLong', params: { max: SKU_MAX } });
      return null;
    }
    if (nameText.length > PRODUCT_NAME_MAX) {
      this.errors.add({ row: rowNumber, column: 'productName', code: 'tooLong', params: { max: PRODUCT_NAME_MAX } });
      return null;
    }
    const quantityText = this.cell(row, 'quantity');
    const quantity = quantityText ? readQuantity(quantityText) : 1;
    if (quantity === null) {
      this.errors.add({ row: rowNumber, column: 'quantity', code: 'invalidQuantity', params: { value: quantityText } });
      return null;
    }
    const unitPriceMinor = this.amount(row, rowNumber, 'unitPrice', currency) ?? 0;
    return { sku, name: nameText || sku, quantity, unitPriceMinor };
  }

  /**
   * The file's orders not yet taken (`takeClosed`), or null when any row was refused (then `errors` lists every
   * reason).
   */
  finish(): ImportedOrder[] | null {
    if (this.errors.count === 0 && this.orders.size === 0 && this.closedIds.size === 0) this.errors.add({ row: 0, column: null, code: 'emptyFile', params: {} });
    const orders = this.takeClosed();
    // The open orders in the order their latest rows came (in file order when read whole).
    const open = this.window === Number.POSITIVE_INFINITY ? this.orders.values() : this.openInQueueOrder();
    for (const order of open) {
      const finished = this.finishOrder(order.externalId, order);
      if (finished) orders.push(finished);
    }
    this.orders.clear();
    return this.errors.count > 0 ? null : orders;
  }

  private *openInQueueOrder(): Generator<Pending> {
    for (let order = this.dequeue(); order; order = this.dequeue()) yield order;
  }

  private finishOrder(externalId: string, order: Pending): ImportedOrder | null {
    if (order.placedAt === null) {
      if (!this.errors.hasRow(order.firstRow, 'placedAt')) this.errors.add({ row: order.firstRow, column: 'placedAt', code: 'required', params: {} });
      return null;
    }
    if (order.status === null) {
      if (!this.errors.hasRow(order.firstRow, 'status')) this.errors.add({ row: order.firstRow, column: 'status', code: 'required', params: {} });
      return null;
    }
    let statusAt = order.statusAt;
    if (statusAt !== null && statusAt < order.placedAt) {
      // A status date written as a day alone is that day's midnight: on the order's own day it means "that day".
      const { timeZone } = this.context;
      if (dayInZone(statusAt, timeZone) < dayInZone(order.placedAt, timeZone)) {
        const row = order.rowsOf?.statusAt ?? order.firstRow;
        this.errors.add({ row, column: 'statusDate', code: 'statusDateBeforeOrder', params: { value: dayInZone(statusAt, timeZone) } });
        return null;
      }
      statusAt = order.placedAt;
    }
    let linesTotal = 0;
    for (const line of order.lines) linesTotal += line.quantity * line.unitPriceMinor;
    const totalMinor = order.totalMinor ?? linesTotal;
    const deliveryFeeMinor = order.deliveryFeeMinor ?? 0;
    // A sum of valid amounts can still leave the range a stored amount may hold.
    if (!isMinorInRange(totalMinor) || !isMinorInRange(linesTotal) || !isMinorInRange(totalMinor + deliveryFeeMinor)) {
      this.errors.add({ row: order.firstRow, column: 'total', code: 'invalidAmount', params: { value: String(totalMinor) } });
      return null;
    }
    const currency = order.currency ?? this.context.currency;
    return {
      externalId,
      placedAt: order.placedAt,
      countryCode: order.countryCode,
      city: order.city,
      currency,
      totalMinor,
      deliveryFeeMinor,
      courier: order.courier,
      agent: order.agent,
      campaign: order.campaign,
      lines: order.lines,
      status: order.status,
      statusAt,
      cancelReason: order.status === 'cancelled' ? order.cancelReason : null,
      correction: order.correction,
      fingerprint: fingerprint(digestText(externalId, order, currency, totalMinor, deliveryFeeMinor)),
    };
  }
}

const jsonText = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

/**
 * What an order's fingerprint digests: everything but the status, the correction mark and the cancel reason, as
 * the JSON text of `{externalId, placedAt, countryCode, city, currency, totalMinor, deliveryFeeMinor, courier, agent,
 * campaign, lines: [{sku, name, quantity, unitPriceMinor}]}` (the text stored orders were digested from), written
 * out here without building the object.
 */
function digestText(externalId: string, order: Pending, currency: string, totalMinor: number, deliveryFeeMinor: number): string {
  let text =
    `{"externalId":${jsonText(externalId)},"placedAt":${order.placedAt},"countryCode":${jsonText(order.countryCode)},"city":${jsonText(order.city)}` +
    `,"currency":${jsonText(currency)},"totalMinor":${totalMinor},"deliveryFeeMinor":${deliveryFeeMinor},"courier":${jsonText(order.courier)}` +
    `,"agent":${jsonText(order.agent)},"campaign":${jsonText(order.campaign)},"lines":[`;
  for (let index = 0; index < order.lines.length; index++) {
    const line = order.lines[index]!;
    text += `${index === 0 ? '' : ','}{"sku":${jsonText(line.sku)},"name":${jsonText(line.name)},"quantity":${line.quantity},"unitPriceMinor":${line.unitPriceMinor}}`;
  }
  return `${text}]}`;
}

function fieldOfColumn(column: (typeof ORDER_COLUMNS)[number]): OrderImportField {
  if (column === 'totalMinor') return 'total';
  if (column === 'deliveryFeeMinor') return 'customerDeliveryFee';
  if (column === 'statusAt') return 'statusDate';
  return column;
}

export type { ImportError };
