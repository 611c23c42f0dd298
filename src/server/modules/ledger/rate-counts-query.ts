import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { projectDeliveryRate, type Settled } from '../../../domain/ledger/projection';
import { addDays, dayInZone, dayStartInZone } from '../../../domain/ledger/zoned-days';
import { countsFromCohorts, type RateCounts, type RateCountsQuery } from '../../../domain/risk/ledger-counts';
import type { Viewer } from '../../http/access';
import type { Db } from '../../db/client';
import { ledgerOrders } from '../../db/schema';
import { readMatureSettled } from './daily-query';
import { readLedgerSettings } from './settings-queries';

// The observed counts a plan's profit range can take from the ledger: the seller's own orders of one product (and
// country) placed in a range of the seller's days, counted as the daily screen counts them, with the orders still on
// the road settled at the daily screen's projected delivery rate (docs/profit-risk.md#counts-from-the-ledger).

/** GET /api/ledger/rate-counts. `now` is the clock the mature cohorts of the projection are counted from. */
export async function readRateCounts(db: Db, viewer: Viewer, query: RateCountsQuery, now: Date = new Date()): Promise<RateCounts> {
  const { timeZone } = await readLedgerSettings(db, viewer.id);
  const start = new Date(dayStartInZone(query.from, timeZone));
  const end = new Date(dayStartInZone(addDays(query.to, 1), timeZone));
  const country = query.country ?? null;
  const [cohortRows, mature] = await Promise.all([
    db
      .select({
        orders: sql<number>`count(*)::int`,
        confirmed: sql<number>`(count(*) filter (where ${ledgerOrders.confirmed}))::int`,
        delivered: sql<number>`(count(*) filter (where ${ledgerOrders.status} in ('delivered', 'paid')))::int`,
        returned: sql<number>`(count(*) filter (where ${ledgerOrders.status} = 'returned'))::int`,
        inTransit: sql<number>`(count(*) filter (where ${ledgerOrders.status} in ('confirmed', 'shipped')))::int`,
      })
      .from(ledgerOrders)
      .where(
        and(
          eq(ledgerOrders.ownerId, viewer.id),
          eq(ledgerOrders.sku, query.sku),
          country === null ? undefined : sql`${ledgerOrders.countryCode}::text = ${country}`,
          gte(ledgerOrders.placedAt, start),
          lt(ledgerOrders.placedAt, end),
        ),
      ),
    readMatureSettled(db, viewer.id, dayInZone(now.getTime(), timeZone), timeZone),
  ]);
  const cohort = cohortRows[0] ?? { orders: 0, confirmed: 0, delivered: 0, returned: 0, inTransit: 0 };
  // The product's own mature cohorts: in the chosen country, or in every country when none is chosen.
  let productLevel: Settled | undefined;
  for (const [key, settled] of mature.productCountry) {
    const [sku, code] = key.split('|');
    if (sku !== query.sku || (country !== null && code !== country)) continue;
    productLevel = { delivered: (productLevel?.delivered ?? 0) + settled.delivered, returned: (productLevel?.returned ?? 0) + settled.returned };
  }
  const projection = projectDeliveryRate({
    productCountry: productLevel,
    country: country === null ? undefined : mature.country.get(country),
    seller: mature.seller,
    planDeliveredPercent: null,
  });
  const counts = countsFromCohorts(cohort, cohort.inTransit > 0 ? projection.rate : null);
  return { sku: query.sku, countryCode: country, from: query.from, to: query.to, cohort, projection, ...counts };
}
