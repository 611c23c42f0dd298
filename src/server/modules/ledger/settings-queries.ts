import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { RATES_MAX, rateSchema, type LedgerRate, type LedgerSettings } from '../../../domain/ledger/api-schemas';
import { DEFAULT_TIME_ZONE } from '../../../domain/zoned-time';
import type { Db, DbOrTx } from '../../db/client';
import { countries, ledgerRates, ledgerSettings } from '../../db/schema';
import { lockLedgerZone, rebuildDailyCells } from './daily-cells';

/** Until a seller saves settings: figures in dollars, days in UTC, rates from the countries they see. */
const DEFAULT_REPORTING_CURRENCY = 'USD';
/** The day a default rate (from the country catalogue) is in force from: before any order. */
const DEFAULT_RATE_FROM = '2000-01-01';

/**
 * A country takes any rate above 0, a saved rate at least 0.000001 units per dollar: a country's rate outside what a
 * saved rate may be gives its currency no rate, as a country without a currency code gives none, rather than one the
 * settings could neither show nor save.
 */
const holdsAsRate = (perUsd: number) => rateSchema.shape.perUsd.safeParse(perUsd).success;

/**
 * Units per dollar of each currency as the countries a seller sees keep them: their own first, then the oldest, and
 * among countries created at one moment the countries list's order (by id), never the table's, which an edit changes.
 * A rate belongs to the country's ISO currency code, never to its label ("Saudi Riyal (SAR)" is read by people); a
 * country without a code gives no rate.
 */
export async function countryRates(db: DbOrTx, ownerId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ currency: countries.currencyCode, perUsd: countries.currencyChange })
    .from(countries)
    .where(and(isNotNull(countries.currencyCode), or(isNull(countries.ownerId), eq(countries.ownerId, ownerId))))
    .orderBy(sql`${countries.ownerId} is null`, asc(countries.createdAt), asc(countries.id));
  const rates = new Map<string, number>();
  for (const { currency, perUsd } of rows) {
    if (currency && holdsAsRate(perUsd) && !rates.has(currency)) rates.set(currency, perUsd);
  }
  return rates;
}

/** A seller's settings, or the defaults when they saved none. */
export async function readLedgerSettings(db: DbOrTx, ownerId: string): Promise<LedgerSettings> {
  // One statement with the rates as a JSON text: the daily screen reads the settings on every request.
  const [saved] = (
    (await db.execute(sql`
      select s.reporting_currency as "reportingCurrency", s.time_zone as "timeZone",
        (select coalesce(json_agg(json_build_array(r.currency, r.per_usd, r.from_day) order by r.currency, r.from_day), '[]')::text
          from ${ledgerRates} r where r.owner_id = s.owner_id) as "rates"
      from ${ledgerSettings} s where s.owner_id = ${ownerId}`)) as { rows: { reportingCurrency: string; timeZone: string; rates: string }[] }
  ).rows;
  if (!saved) {
    const rates = [...(await countryRates(db, ownerId))].filter(([currency]) => currency !== 'USD').slice(0, RATES_MAX);
    return {
      reportingCurrency: DEFAULT_REPORTING_CURRENCY,
      timeZone: DEFAULT_TIME_ZONE,
      rates: rates.map(([currency, perUsd]) => ({ currency, perUsd, from: DEFAULT_RATE_FROM })),
    };
  }
  const rates = JSON.parse(saved.rates) as [currency: string, perUsd: number, from: string][];
  return {
    reportingCurrency: saved.reportingCurrency,
    timeZone: saved.timeZone,
    rates: rates.map(([currency, perUsd, from]): LedgerRate => ({ currency, perUsd, from })),
  };
}

/**
 * Replaces a seller's settings and rates at once. Two rates of one currency from one day: the last wins. A new time
 * zone regroups the seller's orders into the days of that zone (the daily screen's rollup is rebuilt).
 */
export async function saveLedgerSettings(db: Db, ownerId: string, settings: LedgerSettings): Promise<LedgerSettings> {
  const rates = new Map(settings.rates.map((rate) => [`${rate.currency}|${rate.from}`, rate]));
  await db.transaction(async (tx) => {
    const zoneBefore = await lockLedgerZone(tx, ownerId);
    await tx
      .insert(ledgerSettings)
      .values({ ownerId, reportingCurrency: settings.reportingCurrency, timeZone: settings.timeZone })
      .onConflictDoUpdate({ target: ledgerSettings.ownerId, set: { reportingCurrency: settings.reportingCurrency, timeZone: settings.timeZone, updatedAt: new Date() } });
    await tx.delete(ledgerRates).where(eq(ledgerRates.ownerId, ownerId));
    if (rates.size > 0) {
      await tx.insert(ledgerRates).values([...rates.values()].map((rate) => ({ ownerId, currency: rate.currency, perUsd: rate.perUsd, fromDay: rate.from })));
    }
    if (settings.timeZone !== zoneBefore) await rebuildDailyCells(tx, ownerId, settings.timeZone);
  });
  return readLedgerSettings(db, ownerId);
}
