import type { FieldIssue } from '../field-issues';
import { readNumber } from '../number-input';
import { MAX_ACTUAL_MONEY, type ActualMoneyKey, type ActualRecordInput } from './actual-record';
import { MAX_ROW_ISSUES, type OrderMapping, type OrderMeaning, type OrderSummary } from './order-import';

/**
 * The longest order id an import takes. Ids are kept in an index, and PostgreSQL refuses an index row
 * over about 2.7 kB (4 bytes a character at worst); couriers' ids are a few dozen characters.
 */
export const MAX_ORDER_ID_CHARS = 200;

export interface OrderTally {
  /** Counts one row of the file (`row` as a spreadsheet numbers it); a bad row becomes an issue. */
  add(cells: readonly string[], row: number): void;
  /** True once enough problems are known to answer: reading further would only cost time. */
  readonly full: boolean;
  /** The record the rows make, or their problems (at most MAX_ROW_ISSUES). */
  finish(date: string, adSpend: number, localCurrencyInputs?: readonly ActualMoneyKey[]): OrderSummary;
}

/**
 * The rule of an orders file (decision 0026), row by row so a file can be read as a stream. Each order is a
 * lead; delivered, returned and in-transit orders were confirmed; revenue is the amounts of delivered orders
 * when an amount column is mapped. A duplicate, empty or over-long order id, a status the mapping does not
 * give a meaning (looked up as the mapping's own key: "constructor" is not a status), an amount that is not
 * a number or over the money range, a row of the wrong width, or amounts that sum past the money range
 * refuse the whole file. A header without a mapped column refuses it before any row.
 */
export function startOrderTally(header: readonly string[], mapping: OrderMapping): { ok: true; tally: OrderTally } | { ok: false; issues: FieldIssue[] } {
  const names = header.map((name) => name.trim());
  const at = (name: string | undefined) => (name === undefined ? -1 : names.indexOf(name));
  const idColumn = at(mapping.columns.orderId);
  const statusColumn = at(mapping.columns.status);
  const amountColumn = at(mapping.columns.amount);
  const missing: FieldIssue[] = [];
  if (idColumn < 0) missing.push({ path: 'columns.orderId', code: 'invalid' });
  if (statusColumn < 0) missing.push({ path: 'columns.status', code: 'invalid' });
  if (mapping.columns.amount !== undefined && amountColumn < 0) missing.push({ path: 'columns.amount', code: 'invalid' });
  if (missing.length > 0) return { ok: false, issues: missing };

  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const ids: { id: string; row: number }[] = [];
  const counts: Record<OrderMeaning, number> = { delivered: 0, returned: 0, inTransit: 0, notConfirmed: 0 };
  let orderCount = 0;
  let revenue = 0;
  const meaningOf = (status: string): OrderMeaning | undefined => (Object.hasOwn(mapping.statuses, status) ? mapping.statuses[status] : undefined);

  const add = (cells: readonly string[], row: number): void => {
    orderCount += 1;
    const path = `rows.${row}`;
    if (cells.length !== header.length) return void issues.push({ path, code: 'columnCount' });
    const id = cells[idColumn]!.trim();
    const meaning = meaningOf(cells[statusColumn]!.trim());
    if (id === '') issues.push({ path, code: 'missingOrderId' });
    else if (id.length > MAX_ORDER_ID_CHARS) issues.push({ path, code: 'tooLong', limit: MAX_ORDER_ID_CHARS });
    else if (seen.has(id)) issues.push({ path, code: 'duplicateOrderId' });
    else {
      ids.push({ id, row });
      seen.add(id);
    }
    if (!meaning) return void issues.push({ path, code: 'unknownStatus' });
    counts[meaning] += 1;
    if (amountColumn >= 0 && meaning === 'delivered') {
      const amount = readNumber(cells[amountColumn]!);
      if (amount.ok && amount.value > MAX_ACTUAL_MONEY) issues.push({ path, code: 'tooBig', limit: MAX_ACTUAL_MONEY });
      else if (amount.ok && amount.value >= 0) revenue += amount.value;
      else if (!(amount.ok === false && amount.reason === 'empty')) issues.push({ path, code: 'badAmount' });
    }
  };

  const finish = (date: string, adSpend: number, localCurrencyInputs: readonly ActualMoneyKey[] = []): OrderSummary => {
    if (issues.length === 0 && orderCount === 0) return { ok: false, issues: [{ path: 'file', code: 'required' }] };
    if (issues.length === 0 && revenue > MAX_ACTUAL_MONEY) issues.push({ path: 'file', code: 'totalTooLarge', limit: MAX_ACTUAL_MONEY });
    if (issues.length > 0) return { ok: false, issues: issues.slice(0, MAX_ROW_ISSUES) };
    const record: ActualRecordInput = {
      date,
      leads: orderCount,
      adSpend,
      confirmed: counts.delivered + counts.returned + counts.inTransit,
      delivered: counts.delivered,
      returned: counts.returned,
      ...(amountColumn >= 0 ? { revenueCollected: revenue } : {}),
      localCurrencyInputs: [...localCurrencyInputs],
    };
    return { ok: true, record, orderCount, orders: ids };
  };

  return {
    ok: true,
    tally: {
      add,
      get full() {
        return issues.length >= MAX_ROW_ISSUES;
      },
      finish,
    },
  };
}

/**
 * The record a file of orders makes, or every problem with its rows (row numbers as a spreadsheet shows
 * them: the header is row 1), from rows already in memory. `startOrderTally` is the same rule for rows that
 * arrive one by one.
 */
export function summariseOrders(
  rows: readonly (readonly string[])[],
  mapping: OrderMapping,
  date: string,
  adSpend: number,
  localCurrencyInputs: readonly ActualMoneyKey[] = [],
): OrderSummary {
  const [header = [], ...orders] = rows;
  const started = startOrderTally(header, mapping);
  if (!started.ok) return started;
  orders.forEach((cells, index) => started.tally.add(cells, index + 2));
  return started.tally.finish(date, adSpend, localCurrencyInputs);
}
