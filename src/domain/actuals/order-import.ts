import { z } from 'zod';
import type { FieldIssue } from '../field-issues';
import { actualFieldsSchema, actualLocalInputsSchema, type ActualRecordInput } from './actual-record';

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
