import { z } from 'zod';
import type { FieldIssue } from '../field-issues';
import { readNumber } from '../number-input';
import { actualFieldsSchema, actualLocalInputsSchema, type ActualMoneyKey, type ActualRecordInput } from './actual-record';

// CSV import of orders (decision 0026): one row per order with its status, turned into one
// actual record. The file is parsed elsewhere (csv-parse); this reads its rows as the seller mapped them.

export const ORDER_MEANINGS = ['delivered', 'returned', 'inTransit', 'notConfirmed'] as const;
export type OrderMeaning = (typeof ORDER_MEANINGS)[number];

/** The largest file the import takes: about twenty thousand orders of a courier's export. */
export const ORDER_FILE_MAX_CHARS = 2_000_000;
/** The row problems answered at most: enough to fix a file, never a megabyte of errors. */
export const MAX_ROW_ISSUES = 50;

const columnName = z.string().trim().min(1).max(200);

/** The seller's mapping: which header holds the order id, the status and (optionally) the amount collected. */
export const orderMappingSchema = z
  .object({
    columns: z.object({ orderId: columnName, status: columnName, amount: columnName.optional() }).strict(),
    /** Each status value of the file (as written, trimmed) and what it means. */
    statuses: z.record(z.string().trim().min(1).max(200), z.enum(ORDER_MEANINGS)).refine((map) => Object.keys(map).length <= 200, { message: 'At most 200 statuses' }),
  })
  .strict();
export type OrderMapping = z.infer<typeof orderMappingSchema>;

/** POST /api/simulations/:id/actuals/import: the file's text, its mapping, and what the file cannot say. */
export const orderImportSchema = orderMappingSchema
  .extend({
    csv: z.string().min(1).max(ORDER_FILE_MAX_CHARS),
    date: actualFieldsSchema.shape.date,
    adSpend: actualFieldsSchema.shape.adSpend,
    /** The typed ad spend and the file's amounts may be in the plan's country's currency, like a typed record. */
    localCurrencyInputs: actualLocalInputsSchema,
  })
  .strict();
export type OrderImport = z.infer<typeof orderImportSchema>;

/** The delimiter of a CSV file by its header line: `;` when it has more semicolons than commas (French and Arabic spreadsheets). */
export function csvDelimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|\r|$/));
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** csv-parse's options for an orders file, the same in the browser (mapping) and on the server (import). */
export const ORDER_FILE_PARSE_OPTIONS = {
  bom: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  skip_empty_lines: true,
  relax_column_count: true,
} as const;

export type OrderSummary =
  | {
      ok: true;
      record: ActualRecordInput;
      orderCount: number;
      /** Each order's id and its row, in file order: what a later import of the same plan must not repeat. */
      orders: { id: string; row: number }[];
    }
  | { ok: false; issues: FieldIssue[] };

/**
 * The record a file of orders makes, or every problem with its rows (row numbers as a spreadsheet shows
 * them: the header is row 1). Each order is a lead; delivered, returned and in-transit orders were
 * confirmed; revenue is the amounts of delivered orders when an amount column is mapped. A duplicate order
 * id, an empty id, a status without a meaning, an amount that is not a number or a row of the wrong width
 * refuses the whole file (all or nothing).
 */
export function summariseOrders(
  rows: readonly (readonly string[])[],
  mapping: OrderMapping,
  date: string,
  adSpend: number,
  localCurrencyInputs: readonly ActualMoneyKey[] = [],
): OrderSummary {
  const [header = [], ...orders] = rows;
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
  if (orders.length === 0) return { ok: false, issues: [{ path: 'csv', code: 'required' }] };

  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const ids: { id: string; row: number }[] = [];
  const counts: Record<OrderMeaning, number> = { delivered: 0, returned: 0, inTransit: 0, notConfirmed: 0 };
  let revenue = 0;
  orders.forEach((cells, index) => {
    const path = `rows.${index + 2}`;
    if (cells.length !== header.length) return issues.push({ path, code: 'columnCount' });
    const id = cells[idColumn]!.trim();
    const meaning = mapping.statuses[cells[statusColumn]!.trim()];
    if (id === '') issues.push({ path, code: 'missingOrderId' });
    else if (seen.has(id)) issues.push({ path, code: 'duplicateOrderId' });
    else ids.push({ id, row: index + 2 });
    seen.add(id);
    if (!meaning) return issues.push({ path, code: 'unknownStatus' });
    counts[meaning] += 1;
    if (amountColumn >= 0 && meaning === 'delivered') {
      const amount = readNumber(cells[amountColumn]!);
      if (amount.ok && amount.value >= 0) revenue += amount.value;
      else if (!(amount.ok === false && amount.reason === 'empty')) issues.push({ path, code: 'badAmount' });
    }
  });
  if (issues.length > 0) return { ok: false, issues: issues.slice(0, MAX_ROW_ISSUES) };
  const record: ActualRecordInput = {
    date,
    leads: orders.length,
    adSpend,
    confirmed: counts.delivered + counts.returned + counts.inTransit,
    delivered: counts.delivered,
    returned: counts.returned,
    ...(amountColumn >= 0 ? { revenueCollected: revenue } : {}),
    localCurrencyInputs: [...localCurrencyInputs],
  };
  return { ok: true, record, orderCount: orders.length, orders: ids };
}
