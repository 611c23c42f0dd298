import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The plan PostgreSQL picks for a query with sequential scans and sorts discouraged: on a test's small
 * tables the planner would read a table whole or sort a few rows, so what this shows is whether an index
 * can serve the query's conditions and order at all (a Sort or Seq Scan then appears only when none can).
 */
export async function planOf(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
