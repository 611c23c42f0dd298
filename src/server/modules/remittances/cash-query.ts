import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_FEES, pickFeeValues, type FeeValues } from '../../../domain/fees';
import { rateOnDay } from '../../../domain/ledger/currency-rates';
import { dayInZone } from '../../../domain/ledger/zoned-days';
import { convertMoney, money, sumKnownMoney, sumMoney, type Money } from '../../../domain/money';
import type { CourierCash, Converted, DiscrepancyView } from '../../../domain/remittances/api-schemas';
import { cashOf, expectedFor, reconcile, tariffIn, UNPAID_GRACE_DAYS, type LedgerOrderFacts, type StatementLine, type Tariff } from '../../../domain/remittances/reconcile';
import type { Db } from '../../db/client';
import { countries, ledgerOrders, remittanceLines, remittanceStatements, services } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../../http/access';
import { resolveFeeStructure } from '../fee-structures/queries';
import { countryRates, readLedgerSettings } from '../ledger/settings-queries';
import { courierKey, readCourierSettings, readMarks } from './courier-queries';
import { toStatement } from './statement-import';

interface OrderRow {
  externalId: string;
  status: string;
  countryCode: string | null;
  currency: string;
  totalMinor: number;
  deliveryFeeMinor: number;
  courier: string | null;
  placedAt: Date | string;
  settledAt: Date | string | null;
}

/** The fee structure of a courier in each country, resolved as the fee screen resolves it (the seller's own first). */
async function feeResolver(db: Db, viewer: Viewer, courier: string): Promise<(countryCode: string | null) => Promise<FeeValues>> {
  const visible = (ownerColumn: typeof countries.ownerId | typeof services.ownerId) => or(isNull(ownerColumn), eq(ownerColumn, viewer.id));
  const [countryRows, serviceRows] = await Promise.all([
    db.select({ id: countries.id, code: countries.code, own: sql<boolean>`${countries.ownerId} is not null` }).from(countries).where(and(visible(countries.ownerId), sql`${countries.code} is not null`)),
    db
      .select({ id: services.id, own: sql<boolean>`${services.ownerId} is not null` })
      .from(services)
      .where(and(visible(services.ownerId), sql`lower(trim(${services.name})) = ${courierKey(courier)}`)),
  ]);
  const countryOf = new Map<string, string>();
  for (const row of [...countryRows].sort((a, b) => Number(b.own) - Number(a.own))) if (!countryOf.has(row.code!)) countryOf.set(row.code!, row.id);
  const serviceId = [...serviceRows].sort((a, b) => Number(b.own) - Number(a.own))[0]?.id;
  const cache = new Map<string, Promise<FeeValues>>();
  return (countryCode) => {
    const countryId = countryCode ? countryOf.get(countryCode) : undefined;
    if (!countryId) return Promise.resolve(pickFeeValues(DEFAULT_FEES));
    let fees = cache.get(countryId);
    if (!fees) cache.set(countryId, (fees = resolveFeeStructure(db, viewer, countryId, serviceId).then(pickFeeValues)));
    return fees;
  };
}

/** Everything the cash screen and the dispute file show for one courier, as of a day (today in the seller's zone by default). */
/**
 * The cash of one courier. Amounts that cannot be added up (a sum past the money range, or records of one courier in
 * two currencies that no rate joins) are a conflict the seller can fix, answered 409, never a server error.
 */
export async function readCourierCash(db: Db, viewer: Viewer, courier: string, asOfDay?: string): Promise<CourierCash> {
  try {
    return await reckonCourierCash(db, viewer, courier, asOfDay);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const message = `The amounts of this courier cannot be added up: ${error.message}.`;
    throw new AppError('CONFLICT', message, { errors: [{ path: 'courier', code: 'invalid', message }] });
  }
}

async function reckonCourierCash(db: Db, viewer: Viewer, courier: string, asOfDay?: string): Promise<CourierCash> {
  const ownerId = viewer.id;
  const key = courierKey(courier);
  const [settings, ledger, fallbackRates, marks, statementRows] = await Promise.all([
    readCourierSettings(db, ownerId, courier),
    readLedgerSettings(db, ownerId),
    countryRates(db, ownerId),
    readMarks(db, ownerId, courier),
    db
      .select()
      .from(remittanceStatements)
      .where(and(eq(remittanceStatements.ownerId, ownerId), eq(remittanceStatements.courier, key)))
      .orderBy(asc(remittanceStatements.statementDay), asc(remittanceStatements.createdAt)),
  ]);
  const asOf = asOfDay ?? dayInZone(Date.now(), ledger.timeZone);
  const statementOf = new Map(statementRows.map((row) => [row.id, row]));
  const sequenceOf = new Map(statementRows.map((row, index) => [row.id, index]));
  const ofThisCourierStatements = and(eq(remittanceStatements.ownerId, ownerId), eq(remittanceStatements.courier, key));
  const lineRows =
    statementRows.length === 0
      ? []
      : (
          await db
            .select({ line: remittanceLines })
            .from(remittanceLines)
            .innerJoin(remittanceStatements, eq(remittanceStatements.id, remittanceLines.statementId))
            .where(ofThisCourierStatements)
        ).map((row) => row.line);
  // The orders the statements name, read by the database beside the courier's own (no list of ids sent).
  const namedByStatements = db
    .select({ id: remittanceLines.orderExternalId })
    .from(remittanceLines)
    .innerJoin(remittanceStatements, eq(remittanceStatements.id, remittanceLines.statementId))
    .where(ofThisCourierStatements);
  // The last time each order was delivered or returned: its first status (on its row) or a later move, read on the
  // order's own events (their index); `greatest` passes over a null.
  // Written out whole: drizzle leaves the columns of a one-table select unqualified, and both tables have an "id".
  const settledAt = sql<Date | string | null>`greatest(
    case when ledger_orders.first_status in ('delivered', 'returned') then ledger_orders.first_at end,
    (select max(e.at) from ledger_order_events e where e.order_id = ledger_orders.id and e.status in ('delivered', 'returned')))`;
  const ofThisCourier = sql`lower(trim(${ledgerOrders.courier})) = ${key}`;
  const orderRows: OrderRow[] = await db
    .select({
      externalId: ledgerOrders.externalId,
      status: ledgerOrders.status,
      countryCode: ledgerOrders.countryCode,
      currency: ledgerOrders.currency,
      totalMinor: ledgerOrders.totalMinor,
      deliveryFeeMinor: ledgerOrders.deliveryFeeMinor,
      courier: ledgerOrders.courier,
      placedAt: ledgerOrders.placedAt,
      settledAt,
    })
    .from(ledgerOrders)
    .where(and(eq(ledgerOrders.ownerId, ownerId), lineRows.length > 0 ? or(ofThisCourier, inArray(ledgerOrders.externalId, namedByStatements)) : ofThisCourier));

  // The courier's currency: the seller's choice (or its first statement's), else its orders' most common one.
  const counts = new Map<string, number>();
  for (const row of orderRows) if (courierKey(row.courier ?? '') === key) counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
  const currency = settings.currency ?? [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ledger.reportingCurrency;
  const perUsd = (code: string, day: string) => {
    const rate = rateOnDay(ledger.rates, code, day, fallbackRates);
    if (rate === null) throw new AppError('CONFLICT', `No rate for ${code}: add one in the ledger settings.`, { errors: [{ path: 'rates', message: code }] });
    return rate;
  };
  const convert = (amount: Money, to: string, day: string) => (amount.currency === to ? amount : convertMoney(amount, to, perUsd(amount.currency, day), perUsd(to, day)));
  // An amount in the seller's reporting currency at the rate of the order's day, as the ledger converts; null without a rate.
  const reporting = ledger.reportingCurrency;
  const toReporting = (value: Money, day: string): Money | null => {
    if (value.currency === reporting) return value;
    const from = rateOnDay(ledger.rates, value.currency, day, fallbackRates);
    const to = rateOnDay(ledger.rates, reporting, day, fallbackRates);
    return from && to ? convertMoney(value, reporting, from, to) : null;
  };
  const placedDayOf = new Map<string, string>();

  const feesOf = await feeResolver(db, viewer, courier);
  const tariffs = new Map<string, Tariff>();
  const tariffOf = async (countryCode: string | null, day: string): Promise<Tariff> => {
    const id = `${countryCode}|${day}`;
    let tariff = tariffs.get(id);
    if (!tariff) tariffs.set(id, (tariff = tariffIn(await feesOf(countryCode), currency, perUsd(currency, day), settings.feeVatPercent)));
    return tariff;
  };

  const byId = new Map<string, LedgerOrderFacts>();
  for (const row of orderRows) {
    const ofCourier = courierKey(row.courier ?? '') === key;
    const known = byId.get(row.externalId);
    if (known && (known.ofCourier || !ofCourier)) continue;
    const settledDay = row.settledAt === null ? null : dayInZone(new Date(row.settledAt).getTime(), ledger.timeZone);
    const day = settledDay ?? asOf;
    const returned = row.status === 'returned';
    const expected = expectedFor(
      { total: convert(money(row.totalMinor, row.currency), currency, day), deliveryFee: convert(money(row.deliveryFeeMinor, row.currency), currency, day), returned },
      await tariffOf(row.countryCode, day),
    );
    const placedDay = dayInZone(new Date(row.placedAt).getTime(), ledger.timeZone);
    placedDayOf.set(row.externalId, placedDay);
    byId.set(row.externalId, { orderId: row.externalId, status: row.status, settledDay, ofCourier, expected, remittanceInReporting: toReporting(expected.remittance, placedDay) });
  }
  const orders = [...byId.values()];

  const amount = (minor: number | null, code: string) => (minor === null ? undefined : money(minor, code));
  const lines: StatementLine[] = lineRows.map((row) => {
    const statement = statementOf.get(row.statementId)!;
    const code = statement.currency;
    const fees =
      statement.layout === 'perFee'
        ? Object.fromEntries(
            (
              [
                ['shipping', amount(row.feeShippingMinor, code)],
                ['cod', amount(row.feeCodMinor, code)],
                ['callCenter', amount(row.feeCallCenterMinor, code)],
                ['vat', amount(row.feeVatMinor, code)],
              ] as const
            ).filter(([, value]) => value !== undefined),
          )
        : null;
    return {
      statementId: statement.id,
      sequence: sequenceOf.get(statement.id)!,
      reference: statement.reference,
      day: statement.statementDay,
      row: row.row,
      orderId: row.orderExternalId,
      collected: money(row.collectedMinor, code),
      fees,
      totalFees: money(row.feesTotalMinor, code),
      remitted: money(row.remittedMinor, code),
    };
  });

  const unpaidAfterDays = settings.unpaidAfterDays ?? settings.payoutDelayDays + UNPAID_GRACE_DAYS;
  const found = reconcile({ currency, today: asOf, unpaidAfterDays, orders, lines });
  const cash = cashOf({ currency, today: asOf, payoutDelayDays: settings.payoutDelayDays, orders, paidOrderIds: new Set(lines.map((line) => line.orderId)), reportingCurrency: reporting });
  const converted = (amount: Money, inReporting: Money | null | undefined): Converted => ({ amount, reporting: inReporting ?? null });
  const statementDayOf = new Map(statementRows.map((row) => [row.reference, row.statementDay]));
  const discrepancies: DiscrepancyView[] = found.map((item) => {
    const mark = marks.get(item.key);
    // An order the ledger lacks has no day of its own: its statement's day stands for it.
    const day = placedDayOf.get(item.orderId) ?? (item.reference === null ? undefined : statementDayOf.get(item.reference)) ?? asOf;
    return { ...item, differenceReporting: toReporting(item.difference, day), state: mark?.state ?? 'open', note: mark?.note ?? '' };
  });
  const open = discrepancies.filter((item) => item.state === 'open');
  const { mappings: _mappings, ...courierSettings } = settings;
  return {
    courier: courier.trim(),
    currency,
    reportingCurrency: reporting,
    asOf,
    settings: courierSettings,
    unpaidAfterDays,
    outstanding: converted(cash.outstanding, cash.outstandingReporting),
    outstandingOrders: cash.outstandingOrders,
    oldestDays: cash.oldestDays,
    dso: cash.dso,
    openDifference: converted(
      sumMoney(
        open.map((item) => item.difference),
        currency,
      ),
      sumKnownMoney(
        open.map((item) => item.differenceReporting),
        reporting,
      ),
    ),
    openCount: open.length,
    payouts: cash.payouts.map(({ reporting: inReporting, ...payout }) => ({ ...payout, amount: converted(payout.amount, inReporting) })),
    discrepancies,
    statements: statementRows.map(toStatement),
  };
}
