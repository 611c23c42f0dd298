import { sql } from 'drizzle-orm';
import { rateOnDay } from '../../../domain/ledger/currency-rates';
import type { LedgerSettings } from '../../../domain/ledger/api-schemas';
import { addDays, dayStartInZone } from '../../../domain/ledger/zoned-days';
import { currencyExponent } from '../../../domain/money';
import type { DayCell, SpendRow } from '../../../domain/warnings/window-sums';
import type { Db } from '../../db/client';
import { ledgerAdSpend, ledgerOrders } from '../../db/schema';
import { AppError } from '../../errors';
import { localDaySql, withDayMargin } from '../ledger/local-day';
import { countryRates } from '../ledger/settings-queries';

// One seller's orders added up per placing day (in their zone), product, country and currency, and their ad spend
// per day, both converted to dollars at the rate in force that day. Every statement is bounded by the owner.

const DELIVERED = sql`${ledgerOrders.status} in ('delivered', 'paid')`;
const RETURNED = sql`${ledgerOrders.status} = 'returned'`;
const IN_TRANSIT = sql`${ledgerOrders.status} in ('confirmed', 'shipped')`;

interface RawCell {
  day: string;
  sku: string | null;
  countryCode: string | null;
  currency: string;
  orders: number;
  confirmed: number;
  delivered: number;
  returned: number;
  inTransit: number;
  deliveredMinor: string;
  transitMinor: string;
  valuedUnits: string;
}

/** Dollars per unit of a currency on a day, with the seller's rates (the country's as the default). */
async function dollarRate(db: Db, ownerId: string, settings: LedgerSettings) {
  const fallback = await countryRates(db, ownerId);
  return (currency: string, day: string) => {
    if (currency === 'USD') return 1;
    const perUsd = rateOnDay(settings.rates, currency, day, fallback);
    if (perUsd === null) throw new AppError('CONFLICT', `No rate for ${currency}: add one in the ledger settings.`, { errors: [{ path: 'rates', message: currency }] });
    return 1 / perUsd;
  };
}

/** The seller's day cells and ad spend from `from` to `to` (placing days, both included), in dollars. */
export async function readLedgerDays(db: Db, ownerId: string, settings: LedgerSettings, from: string, to: string): Promise<{ cells: DayCell[]; spend: SpendRow[] }> {
  const { timeZone } = settings;
  const startMs = dayStartInZone(from, timeZone);
  const endMs = dayStartInZone(addDays(to, 1), timeZone);
  const [start, end] = [new Date(startMs).toISOString(), new Date(endMs).toISOString()];
  const [orders, spendRows, toDollars] = await Promise.all([
    db.execute(sql`
      select to_char(${localDaySql(sql`${ledgerOrders.placedAt}`, timeZone, withDayMargin(startMs, endMs))}, 'YYYY-MM-DD') as "day",
        ${ledgerOrders.sku} as "sku", ${ledgerOrders.countryCode}::text as "countryCode", ${ledgerOrders.currency}::text as "currency",
        count(*)::int as "orders",
        (count(*) filter (where ${ledgerOrders.confirmed}))::int as "confirmed",
        (count(*) filter (where ${DELIVERED}))::int as "delivered",
        (count(*) filter (where ${RETURNED}))::int as "returned",
        (count(*) filter (where ${IN_TRANSIT}))::int as "inTransit",
        coalesce(sum(${ledgerOrders.totalMinor} + ${ledgerOrders.deliveryFeeMinor}) filter (where ${DELIVERED}), 0)::text as "deliveredMinor",
        coalesce(sum(${ledgerOrders.totalMinor} + ${ledgerOrders.deliveryFeeMinor}) filter (where ${IN_TRANSIT}), 0)::text as "transitMinor",
        coalesce(sum(${ledgerOrders.units}) filter (where ${DELIVERED} or ${IN_TRANSIT}), 0)::text as "valuedUnits"
      from ${ledgerOrders}
      where ${ledgerOrders.ownerId} = ${ownerId} and ${ledgerOrders.placedAt} >= ${start} and ${ledgerOrders.placedAt} < ${end}
      group by 1, 2, 3, 4
    `) as Promise<{ rows: RawCell[] }>,
    db.execute(sql`
      select ${ledgerAdSpend.day}::text as "day", ${ledgerAdSpend.sku} as "sku", ${ledgerAdSpend.countryCode}::text as "countryCode",
        ${ledgerAdSpend.currency}::text as "currency", sum(${ledgerAdSpend.amountMinor})::text as "amountMinor"
      from ${ledgerAdSpend}
      where ${ledgerAdSpend.ownerId} = ${ownerId} and ${ledgerAdSpend.day} >= ${from} and ${ledgerAdSpend.day} <= ${to}
      group by 1, 2, 3, 4
    `) as Promise<{ rows: { day: string; sku: string | null; countryCode: string | null; currency: string; amountMinor: string }[] }>,
    dollarRate(db, ownerId, settings),
  ]);
  const major = (minor: string, currency: string, day: string) => (Number(minor) / 10 ** currencyExponent(currency)) * toDollars(currency, day);
  const cells = orders.rows.map((row) => ({
    day: row.day,
    sku: row.sku,
    countryCode: row.countryCode,
    orders: row.orders,
    confirmed: row.confirmed,
    delivered: row.delivered,
    returned: row.returned,
    inTransit: row.inTransit,
    deliveredValue: major(row.deliveredMinor, row.currency, row.day),
    transitValue: major(row.transitMinor, row.currency, row.day),
    valuedUnits: Number(row.valuedUnits),
  }));
  const spend = spendRows.rows.map((row) => ({ day: row.day, sku: row.sku, countryCode: row.countryCode, amount: major(row.amountMinor, row.currency, row.day) }));
  return { cells, spend };
}
