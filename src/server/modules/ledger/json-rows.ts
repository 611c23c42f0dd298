import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// A batch's rows travel as one JSON parameter, an array of arrays: building a statement of 2,000 rows × 16
// parameters costs more CPU than PostgreSQL spends storing them, one parameter passes the same way through
// node-postgres and PGlite, and rows without key names are half the text to send (docs/decisions/0058).

export type Column = readonly [name: string, type: string];

export const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** The rows (arrays in the order of `columns`) selected with those columns and types. */
export function selectRows(rows: readonly unknown[][], columns: readonly Column[]): SQL {
  const read = columns.map(([name, type], index) => `(r->>${index})::${type} as ${name}`).join(', ');
  return sql`select ${sql.raw(read)} from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) as r`;
}

/** The rows (arrays in the order of `columns`) as a table `t` with those columns and types. */
export function table(rows: readonly unknown[][], columns: readonly Column[]): SQL {
  return sql`(${selectRows(rows, columns)}) as t`;
}

export async function rowsOf<T>(tx: DbOrTx, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}
