import type { FeeSource } from './fees';

/** What ranks a fee structure row: whose it is (no owner: the administrator's default) and what it covers. */
export interface RankedFeeRow {
  ownerId: string | null;
  /** null for the country-wide row. */
  serviceId: string | null;
}

/** Where a stored row's fees come from; 'built-in' is what applies when no row does. */
export type RowFeeSource = Exclude<FeeSource, 'built-in'>;

// Most specific first (docs/product.md#fees-and-their-resolution): the seller's own row wins over the default, a service's row over the country's.
const PRECEDENCE: readonly RowFeeSource[] = ['own-service', 'own-country', 'default-service', 'default-country'];

/** The source a visible row stands for; a row with an owner is the viewer's own (only those are visible). */
export function feeSourceOf(row: RankedFeeRow): RowFeeSource {
  const specific = row.serviceId !== null;
  if (row.ownerId !== null) return specific ? 'own-service' : 'own-country';
  return specific ? 'default-service' : 'default-country';
}

/**
 * The row whose fees apply among the visible candidates for one country (and service): the most
 * specific by that order, the first of equals; undefined when there is none (the built-in fees apply).
 */
export function winningFeeRow<T extends RankedFeeRow>(rows: readonly T[]): { row: T; source: RowFeeSource } | undefined {
  let best: { row: T; source: RowFeeSource; rank: number } | undefined;
  for (const row of rows) {
    const source = feeSourceOf(row);
    const rank = PRECEDENCE.indexOf(source);
    if (!best || rank < best.rank) best = { row, source, rank };
  }
  return best && { row: best.row, source: best.source };
}
