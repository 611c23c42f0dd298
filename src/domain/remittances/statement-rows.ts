import { normaliseWord } from '../ledger/status-words';
import { readAmount } from '../ledger/read-values';
import { sumMoney, zeroMoney, type Money } from '../money';
import type { FeeType } from './reconcile';

// A courier's statement, one row per order, in one of two layouts: the generic one (collected, fees, remitted)
// and one column per fee type. Headers are found by their names in English, French and Arabic, or by the columns
// the seller mapped last time for this courier. A file with any bad row is refused whole, every bad cell named.

export const STATEMENT_LAYOUTS = ['generic', 'perFee'] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];

export const STATEMENT_FIELDS_OF_LAYOUT = {
  generic: ['orderId', 'collected', 'fees', 'remitted'],
  perFee: ['orderId', 'collected', 'shipping', 'cod', 'callCenter', 'vat', 'remitted'],
} as const satisfies Record<StatementLayout, readonly string[]>;
export type StatementField = (typeof STATEMENT_FIELDS_OF_LAYOUT)[StatementLayout][number];
export const REQUIRED_STATEMENT_FIELDS = ['orderId', 'collected', 'remitted'] as const satisfies readonly StatementField[];

export type StatementMapping = Partial<Record<StatementField, string | null>>;

const NAMES: Record<StatementField, readonly string[]> = {
  orderId: ['Order ID', 'Order', 'Order number', 'Reference', 'Tracking', 'Commande', 'N° commande', 'Référence', 'رقم الطلب', 'الطلب', 'المرجع'],
  collected: ['Collected', 'Amount collected', 'COD amount', 'COD', 'Encaissé', 'Montant encaissé', 'Montant COD', 'المبلغ المحصل', 'المحصل'],
  fees: ['Fees', 'Total fees', 'Frais', 'Total frais', 'الرسوم', 'مجموع الرسوم'],
  shipping: ['Shipping fee', 'Delivery fee', 'Shipping', 'Frais de livraison', 'Livraison', 'رسوم الشحن', 'رسوم التوصيل'],
  cod: ['COD fee', 'Cash fee', 'Frais COD', 'Frais de recouvrement', 'رسوم التحصيل'],
  callCenter: ['Call center fee', 'Call centre fee', 'Confirmation fee', 'Frais call center', 'Frais de confirmation', 'رسوم مركز الاتصال', 'رسوم التأكيد'],
  vat: ['VAT', 'VAT on fees', 'TVA', 'TVA sur frais', 'ضريبة القيمة المضافة', 'الضريبة'],
  remitted: ['Remitted', 'Amount remitted', 'Net', 'Paid', 'Net to pay', 'Versé', 'Montant versé', 'Net à payer', 'المبلغ المحول', 'الصافي'],
};

const keyOf = (header: string) => normaliseWord(header);

/** The layout whose fee columns the headers have: one per fee type when a shipping or COD fee column is there. */
export function detectLayout(headers: readonly string[]): StatementLayout {
  const keys = new Set(headers.map(keyOf));
  const has = (field: StatementField) => NAMES[field].some((name) => keys.has(keyOf(name)));
  return has('shipping') || has('cod') || has('callCenter') ? 'perFee' : 'generic';
}

/** The header proposed for each field of a layout: the seller's saved one when the file has it, else by name; null when none fits. */
export function proposeStatementMapping(layout: StatementLayout, headers: readonly string[], saved: StatementMapping | null): StatementMapping {
  const keys = headers.map(keyOf);
  const mapping: StatementMapping = {};
  for (const field of STATEMENT_FIELDS_OF_LAYOUT[layout]) {
    const savedHeader = saved?.[field];
    const byName = NAMES[field].map((name) => keys.indexOf(keyOf(name))).find((index) => index >= 0);
    mapping[field] = savedHeader && headers.includes(savedHeader) ? savedHeader : byName === undefined ? null : headers[byName]!;
  }
  return mapping;
}

export const STATEMENT_ROW_ISSUES = ['missingColumn', 'required', 'badAmount', 'negativeAmount'] as const;
export type StatementRowIssue = (typeof STATEMENT_ROW_ISSUES)[number];

/** One reason a file is refused: its row (0 for the file as a whole), the field, the code and the cell as written. */
export interface StatementRowError {
  row: number;
  field: StatementField;
  code: StatementRowIssue;
  value: string;
}

/** A row of a statement read into exact amounts of the statement's currency. */
export interface ReadStatementRow {
  row: number;
  orderId: string;
  collected: Money;
  fees: Partial<Record<FeeType, Money>> | null;
  totalFees: Money;
  remitted: Money;
}

/** The most errors a refusal lists (all are counted). */
export const STATEMENT_ERRORS_KEPT = 100;

/**
 * Reads a statement's rows: the order id, the collected amount and the remittance are required; a fee left
 * blank is 0. Collections and fees are never negative; a remittance may be (a returned order's fees taken from
 * the payout). Answers the rows, or every problem in row order when there is any.
 */
export class StatementRowReader {
  readonly errors: StatementRowError[] = [];
  errorCount = 0;
  private readonly rows: ReadStatementRow[] = [];
  private readonly columns: Partial<Record<StatementField, number>> = {};

  constructor(
    private readonly layout: StatementLayout,
    headers: readonly string[],
    mapping: StatementMapping,
    private readonly currency: string,
  ) {
    for (const field of STATEMENT_FIELDS_OF_LAYOUT[layout]) {
      const header = mapping[field];
      const index = header ? headers.findIndex((name) => name.trim() === header.trim()) : -1;
      if (index >= 0) this.columns[field] = index;
      else if ((REQUIRED_STATEMENT_FIELDS as readonly string[]).includes(field)) this.fail({ row: 0, field, code: 'missingColumn', value: header ?? '' });
    }
  }

  private fail(error: StatementRowError): void {
    this.errorCount++;
    if (this.errors.length < STATEMENT_ERRORS_KEPT) this.errors.push(error);
  }

  /** True when a required column is missing: the rows are not worth reading. */
  get refusesFile(): boolean {
    return this.errors.some((error) => error.row === 0);
  }

  add(cells: readonly string[], row: number): void {
    if (this.refusesFile) return;
    const cell = (field: StatementField) => {
      const index = this.columns[field];
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    let ok = true;
    const amount = (field: StatementField, required: boolean, mayBeNegative: boolean): Money => {
      const text = cell(field);
      if (text === '') {
        if (required) {
          this.fail({ row, field, code: 'required', value: '' });
          ok = false;
        }
        return zeroMoney(this.currency);
      }
      const read = readAmount(text, this.currency);
      if (!read) {
        this.fail({ row, field, code: 'badAmount', value: text });
        ok = false;
        return zeroMoney(this.currency);
      }
      if (read.minor < 0 && !mayBeNegative) {
        this.fail({ row, field, code: 'negativeAmount', value: text });
        ok = false;
      }
      return read;
    };
    const orderId = cell('orderId');
    if (orderId === '') {
      this.fail({ row, field: 'orderId', code: 'required', value: '' });
      ok = false;
    }
    const collected = amount('collected', true, false);
    let fees: Partial<Record<FeeType, Money>> | null = null;
    let totalFees: Money;
    if (this.layout === 'perFee') {
      fees = {};
      for (const type of ['shipping', 'cod', 'callCenter', 'vat'] as const) if (this.columns[type] !== undefined) fees[type] = amount(type, false, false);
      totalFees = sumMoney(Object.values(fees), this.currency);
    } else totalFees = amount('fees', false, false);
    const remitted = amount('remitted', true, true);
    if (ok) this.rows.push({ row, orderId: orderId.slice(0, 64), collected, fees, totalFees, remitted });
  }

  /** The rows when every one was read, else null (the errors say why). */
  finish(): ReadStatementRow[] | null {
    if (this.errorCount > 0) return null;
    return this.rows;
  }
}
