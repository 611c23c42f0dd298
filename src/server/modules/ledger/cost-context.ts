import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DailyCell, CostContext } from '../../../domain/ledger/daily-profit';
import { rateOnDay } from '../../../domain/ledger/currency-rates';
import type { LedgerSettings } from '../../../domain/ledger/api-schemas';
import { DEFAULT_FEES, pickFeeValues, type FeeValues } from '../../../domain/fees';
import type { Money } from '../../../domain/money';
import type { Viewer } from '../../http/access';
import type { Db } from '../../db/client';
import { countries, ledgerProducts, services } from '../../db/schema';
import { AppError } from '../../errors';
import { resolveFeeStructure } from '../fee-structures/queries';
import { countryRates } from './settings-queries';

/**
 * What the daily figures need to know beyond the orders: the fees for each courier and country (resolved as the
 * fee screen does: the seller's own, then the default, then the built-in fees), the country's tax rate, the
 * products' unit costs and names, and the rates in force.
 */
export async function loadCostContext(
  db: Db,
  viewer: Viewer,
  settings: LedgerSettings,
  cells: readonly DailyCell[],
  projectedRateOf: CostContext['projectedRateOf'],
): Promise<CostContext> {
  const ownerId = viewer.id;
  const visible = or(isNull(countries.ownerId), eq(countries.ownerId, ownerId));
  const [countryRows, serviceRows, products, fallbackRates] = await Promise.all([
    db
      .select({ id: countries.id, code: countries.code, taxRate: countries.taxRate, own: sql<boolean>`${countries.ownerId} is not null` })
      .from(countries)
      .where(and(visible, sql`${countries.code} is not null`)),
    db
      .select({ id: services.id, name: services.name, own: sql<boolean>`${services.ownerId} is not null` })
      .from(services)
      .where(or(isNull(services.ownerId), eq(services.ownerId, ownerId))),
    db.select().from(ledgerProducts).where(eq(ledgerProducts.ownerId, ownerId)),
    countryRates(db, ownerId),
  ]);
  // A seller's own country or service of the same code or name stands before the default.
  const countryOf = new Map<string, { id: string; taxRate: number }>();
  for (const row of [...countryRows].sort((a, b) => Number(b.own) - Number(a.own))) if (!countryOf.has(row.code!)) countryOf.set(row.code!, row);
  const serviceOf = new Map<string, string>();
  for (const row of [...serviceRows].sort((a, b) => Number(b.own) - Number(a.own))) if (!serviceOf.has(row.name.trim().toLowerCase())) serviceOf.set(row.name.trim().toLowerCase(), row.id);

  const fees = new Map<string, { fees: FeeValues; taxRate: number }>();
  const builtIn = pickFeeValues(DEFAULT_FEES);
  for (const cell of cells) {
    const id = JSON.stringify([cell.courier, cell.countryCode]);
    if (fees.has(id)) continue;
    const country = cell.countryCode ? countryOf.get(cell.countryCode) : undefined;
    if (!country) {
      fees.set(id, { fees: builtIn, taxRate: 0 });
      continue;
    }
    const serviceId = cell.courier ? serviceOf.get(cell.courier.trim().toLowerCase()) : undefined;
    const resolved = await resolveFeeStructure(db, viewer, country.id, serviceId);
    fees.set(id, { fees: pickFeeValues(resolved), taxRate: country.taxRate });
  }

  const costs = new Map<string, Money>();
  const names = new Map<string, string>();
  for (const product of products) {
    costs.set(`${product.sku}|${product.countryCode ?? ''}`, { minor: product.unitCostMinor, currency: product.unitCostCurrency });
    if (!names.has(product.sku) || product.countryCode === null) names.set(product.sku, product.name);
  }

  return {
    feesOf: (courier, countryCode) => fees.get(JSON.stringify([courier, countryCode])) ?? { fees: builtIn, taxRate: 0 },
    unitCostOf: (sku, countryCode) => (sku === null ? null : (costs.get(`${sku}|${countryCode ?? ''}`) ?? costs.get(`${sku}|`) ?? null)),
    perUsd: (currency, day) => {
      const rate = rateOnDay(settings.rates, currency, day, fallbackRates);
      if (rate === null) throw new AppError('CONFLICT', `No rate for ${currency}: add one in the ledger settings.`, { errors: [{ path: 'rates', message: currency }] });
      return rate;
    },
    projectedRateOf,
    labelOf: (key) => names.get(key) ?? null,
  };
}
