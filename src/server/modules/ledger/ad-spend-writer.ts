import { and, eq, gte, lte } from 'drizzle-orm';
import { adSpendKey, type ImportedAdSpend } from '../../../domain/ledger/ad-spend-rows';
import type { AdPlatform } from '../../../domain/ledger/api-schemas';
import type { Db } from '../../db/client';
import { ledgerAdSpend } from '../../db/schema';
import type { WriteCounts } from './order-writer';

/** Each day's amount replaces the one stored for the same key; the same file twice changes nothing. */
export async function writeAdSpend(db: Db, ownerId: string, rows: readonly ImportedAdSpend[]): Promise<WriteCounts> {
  const counts: WriteCounts = { created: 0, updated: 0, unchanged: 0 };
  if (rows.length === 0) return counts;
  const days = rows.map((row) => row.day).sort();
  await db.transaction(async (tx) => {
    const stored = await tx
      .select()
      .from(ledgerAdSpend)
      .where(and(eq(ledgerAdSpend.ownerId, ownerId), gte(ledgerAdSpend.day, days[0]!), lte(ledgerAdSpend.day, days.at(-1)!)));
    const byKey = new Map(stored.map((row) => [adSpendKey({ ...row, platform: row.platform as AdPlatform }), row]));
    const inserts: (typeof ledgerAdSpend.$inferInsert)[] = [];
    for (const row of rows) {
      const existing = byKey.get(adSpendKey(row));
      if (!existing) {
        inserts.push({ ownerId, ...row });
        counts.created++;
      } else if (existing.amountMinor !== row.amountMinor || existing.currency !== row.currency) {
        await tx.update(ledgerAdSpend).set({ amountMinor: row.amountMinor, currency: row.currency }).where(eq(ledgerAdSpend.id, existing.id));
        counts.updated++;
      } else counts.unchanged++;
    }
    for (let start = 0; start < inserts.length; start += 1000) await tx.insert(ledgerAdSpend).values(inserts.slice(start, start + 1000));
  });
  return counts;
}
