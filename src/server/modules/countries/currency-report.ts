import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { UnreadCurrency } from '../../../domain/entities';
import type { DbOrTx } from '../../db/client';
import { countries, users } from '../../db/schema';

/**
 * Countries whose currency has no ISO 4217 code: their label names none and their ISO code tells none, so
 * figures are shown in dollars only until their owner chooses the currency. Defaults first, then by owner.
 */
export async function listUnreadCurrencies(db: DbOrTx): Promise<UnreadCurrency[]> {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code, currency: countries.currency, ownerEmail: users.email })
    .from(countries)
    .leftJoin(users, eq(users.id, countries.ownerId))
    .where(isNull(countries.currencyCode))
    .orderBy(sql`${countries.ownerId} is not null`, asc(users.email), asc(countries.name), asc(countries.id));
}
