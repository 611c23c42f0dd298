import { z } from 'zod';
import { orderValuePlausibility } from './column-proposals';
import { ORDER_MEANINGS, type OrderMeaning } from './order-import';

// What the server read in an orders file before it is imported (decision 0059): enough for the seller to choose
// its columns and say what each status means, and for the order-value check against the plan to follow every
// choice at once without the file being sent again.

/** The rows shown under the header in the preview. */
export const PREVIEW_ROWS = 5;
/** The distinct status values a preview names at most: as many as a mapping may hold. */
export const MAX_PREVIEW_STATUSES = 200;

const columnsSchema = z.object({ orderId: z.string().optional(), status: z.string().optional(), amount: z.string().optional() });

/** One status value of the status column: how many orders carry it, and what their amounts add up to. */
export const statusTallySchema = z.object({
  value: z.string(),
  orders: z.number().int().nonnegative(),
  /** The amounts of these orders that read as numbers, in the file's currency; 0 without an amount column. */
  amountTotal: z.number().nonnegative(),
  /** What the value's name says it means (English, Arabic or French words, couriers' presets), when it says. */
  proposed: z.enum(ORDER_MEANINGS).optional(),
});
export type StatusTally = z.infer<typeof statusTallySchema>;

/** POST /api/simulations/:id/actuals/preview-file: the file as the server reads it. */
export const orderFilePreviewSchema = z.object({
  kind: z.enum(['csv', 'xlsx']),
  encoding: z.enum(['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'windows-1256']),
  header: z.array(z.string()),
  /** The columns read: the ones asked for when the header has them, else what the header's names propose. */
  columns: columnsSchema,
  /** The orders under the header (blank lines and empty workbook rows are not orders). */
  rowCount: z.number().int().nonnegative(),
  /** The first rows, each as wide as the header. */
  rows: z.array(z.array(z.string())),
  /** The status column's values in file order of first appearance (at most MAX_PREVIEW_STATUSES). */
  statuses: z.array(statusTallySchema),
});
export type OrderFilePreview = z.infer<typeof orderFilePreviewSchema>;

/** The preview's query: the columns the seller chose (or chose for an earlier file), each read only if the header has it. */
export const orderFilePreviewQuerySchema = z
  .object({ orderId: z.string().max(200).optional(), status: z.string().max(200).optional(), amount: z.string().max(200).optional() })
  .strict();
export type OrderFilePreviewQuery = z.infer<typeof orderFilePreviewQuerySchema>;

export interface FileOrderValue {
  /** The file's revenue per delivered order, in the currency its amounts are in. */
  perOrder: number;
  verdict: 'plausible' | 'tooHigh' | 'tooLow';
}

/**
 * The revenue per delivered order a file makes with the seller's meanings, and whether it is believable beside the
 * plan's (`planPerOrder`, in the same currency as the amounts): more than 5× or under a fifth asks the seller to
 * confirm. Null while a status has no meaning yet or no order is delivered.
 */
export function fileOrderValue(tallies: readonly StatusTally[], meanings: Readonly<Record<string, OrderMeaning>>, planPerOrder: number): FileOrderValue | null {
  if (tallies.some((tally) => !Object.hasOwn(meanings, tally.value))) return null;
  const delivered = tallies.filter((tally) => meanings[tally.value] === 'delivered');
  const orders = delivered.reduce((sum, tally) => sum + tally.orders, 0);
  if (orders === 0) return null;
  const perOrder = delivered.reduce((sum, tally) => sum + tally.amountTotal, 0) / orders;
  return { perOrder, verdict: orderValuePlausibility(perOrder, planPerOrder) };
}
