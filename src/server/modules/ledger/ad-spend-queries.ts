import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { AdPlatform, AdSpend, AdSpendInput } from '../../../domain/ledger/api-schemas';
import type { Db } from '../../db/client';
import { ledgerAdSpend } from '../../db/schema';
import { AppError } from '../../errors';

type AdSpendRow = typeof ledgerAdSpend.$inferSelect;

function toAdSpend(row: AdSpendRow): AdSpend {
  return {
    id: row.id,
    date: row.day,
    platform: row.platform as AdPlatform,
    campaign: row.campaign,
    sku: row.sku,
    countryCode: row.countryCode,
    amount: { minor: row.amountMinor, currency: row.currency },
  };
}

export async function listAdSpend(db: Db, ownerId: string, range: { from?: string; to?: string }): Promise<AdSpend[]> {
  const rows = await db
    .select()
    .from(ledgerAdSpend)
    .where(and(eq(ledgerAdSpend.ownerId, ownerId), range.from ? gte(ledgerAdSpend.day, range.from) : undefined, range.to ? lte(ledgerAdSpend.day, range.to) : undefined))
    .orderBy(asc(ledgerAdSpend.day), asc(ledgerAdSpend.platform), asc(ledgerAdSpend.id))
    .limit(10_000);
  return rows.map(toAdSpend);
}

/** A typed row; the same day, platform, campaign, product and country a second time is a conflict. */
export async function createAdSpend(db: Db, ownerId: string, input: AdSpendInput): Promise<AdSpend> {
  const [row] = await db
    .insert(ledgerAdSpend)
    .values({
      ownerId,
      day: input.date,
      platform: input.platform,
      campaign: input.campaign,
      sku: input.sku,
      countryCode: input.countryCode,
      currency: input.amount.currency,
      amountMinor: input.amount.minor,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', 'Ad spend for this day, platform, campaign, product and country is already recorded.');
  return toAdSpend(row);
}

export async function deleteAdSpend(db: Db, ownerId: string, id: string): Promise<void> {
  const deleted = await db.delete(ledgerAdSpend).where(and(eq(ledgerAdSpend.id, id), eq(ledgerAdSpend.ownerId, ownerId))).returning({ id: ledgerAdSpend.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Ad spend not found');
}
