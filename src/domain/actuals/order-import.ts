import { z } from 'zod';
import type { FieldIssue } from '../field-issues';
import type { ActualRecordInput } from './actual-record';

// Import of orders (decision 0026): one row per order with its status, turned into one actual record. The file is
// read on the server (CSV or XLSX, decision 0059); this reads its rows as the seller mapped them.

export const ORDER_MEANINGS = ['delivered', 'returned', 'inTransit', 'notConfirmed'] as const;
export type OrderMeaning = (typeof ORDER_MEANINGS)[number];

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

export type OrderSummary =
  | {
      ok: true;
      record: ActualRecordInput;
      orderCount: number;
      /** Each order's id and its row, in file order: what a later import of the same plan must not repeat. */
      orders: { id: string; row: number }[];
    }
  | { ok: false; issues: FieldIssue[] };
