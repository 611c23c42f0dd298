import { sql, type SQL } from 'drizzle-orm';
import type { DailyCell, CostContext } from '../../../domain/ledger/daily-profit';
import { rateOnDay } from '../../../domain/ledger/currency-rates';
import type { LedgerSettings } from '../../../domain/ledger/api-schemas';
import { winningFeeRow } from '../../../domain/fee-precedence';
import { DEFAULT_FEES, pickFeeValues, type FeeValues } from '../../../domain/fees';
import type { Money } from '../../../domain/money';
import type { Viewer } from '../../http/access';
import type { Db } from '../../db/client';
import { countries, feeStructures, ledgerProducts, services } from '../../db/schema';
import { AppError } from '../../errors';

/**
 * What the daily figures need to know beyond the orders: the fees for each courier and country (resolved as the
 * fee screen does: the seller's own, then the default, then the built-in fees), the country's tax rate, the
 * products' unit costs and names, and the rates in force. The catalogue is read in one statement (the columns of
 * `costCatalogueColumns`, each a JSON text), which the daily screen adds to its own.
 */
export interface CostCatalogue {
  /** Visible countries, the seller's own first: id, code, tax rate, own, currency label, units per dollar. */
  countries: string;
  /** Visible services, the seller's own first: id, name. */
  services: string;
  /** The seller's products: SKU, country, unit cost (minor units), its currency, name. */
  products: string;
  /** Visible fee structures: country id, service id, owner id and the eight fee values. */
  feeStructures: string;
}

type CountryRow = [id: string, code: string | null, taxRate: number, own: boolean, currency: string, perUsd: number];
type ServiceRow = [id: string, name: string];
type ProductRow = [sku: string, countryCode: string | null, unitCostMinor: number, unitCostCurrency: string, name: string];
type FeeRow = [countryId: string, serviceId: string | null, ownerId: string | null, ...values: number[]];

/** The order of the fee values in a fee structure's row. */
const FEE_FIELDS = ['confirmedRate', 'deliveredRate', 'orderFees', 'confirmedLead', 'deliveredLead', 'shippingDelivered', 'shippingReturned', 'serviceFees'] as const;

const rowsJson = (values: SQL, from: SQL, orderBy: SQL) => sql`(select coalesce(json_agg(json_build_array(${values}) order by ${orderBy}), '[]')::text ${from})`;

/** The catalogue's columns for a `select` (small tables, each by the owner's index or the defaults'). */
export function costCatalogueColumns(ownerId: string): SQL {
  const c = countries;
  const s = services;
  const p = ledgerProducts;
  const f = feeStructures;
  const visible = (owner: SQL) => sql`(${owner} is null or ${owner} = ${ownerId})`;
  return sql`
    ${rowsJson(
      sql`${c.id}, ${c.code}, ${c.taxRate}, ${c.ownerId} is not null, ${c.currency}, ${c.currencyChange}`,
      sql`from ${c} where ${visible(sql`${c.ownerId}`)}`,
      sql`${c.ownerId} is null, ${c.createdAt}, ${c.id}`,
    )} as "countries",
    ${rowsJson(sql`${s.id}, ${s.name}`, sql`from ${s} where ${visible(sql`${s.ownerId}`)}`, sql`${s.ownerId} is null, ${s.createdAt}, ${s.id}`)} as "services",
    ${rowsJson(
      sql`${p.sku}, ${p.countryCode}, ${p.unitCostMinor}, ${p.unitCostCurrency}, ${p.name}`,
      sql`from ${p} where ${p.ownerId} = ${ownerId}`,
      sql`${p.createdAt}, ${p.id}`,
    )} as "products",
    ${rowsJson(
      sql`${f.countryId}, ${f.serviceId}, ${f.ownerId}, ${f.confirmedRate}, ${f.deliveredRate}, ${f.orderFees}, ${f.confirmedLead}, ${f.deliveredLead}, ${f.shippingDelivered}, ${f.shippingReturned}, ${f.serviceFees}`,
      sql`from ${f} where ${visible(sql`${f.ownerId}`)}`,
      sql`${f.createdAt}, ${f.id}`,
    )} as "feeStructures"`;
}

export async function readCostCatalogue(db: Db, ownerId: string): Promise<CostCatalogue> {
  const { rows } = (await db.execute(sql`select ${costCatalogueColumns(ownerId)}`)) as { rows: CostCatalogue[] };
  return rows[0]!;
}

/** Units per dollar of each currency as the countries a seller sees keep them (their own first). */
function ratesOf(rows: readonly CountryRow[]): Map<string, number> {
  const rates = new Map<string, number>();
  for (const [, , , , label, perUsd] of rows) {
    const code = label.trim().toUpperCase();
    if (/^[A-Z]{3}$/.test(code) && perUsd > 0 && !rates.has(code)) rates.set(code, perUsd);
  }
  return rates;
}

/** The cost context of a range's cells from the catalogue. */
export function costContextFrom(
  catalogue: CostCatalogue,
  settings: LedgerSettings,
  cells: readonly DailyCell[],
  projectedRateOf: CostContext['projectedRateOf'],
): CostContext {
  const countryRows = JSON.parse(catalogue.countries) as CountryRow[];
  const feeRows = (JSON.parse(catalogue.feeStructures) as FeeRow[]).map(([countryId, serviceId, ownerId, ...values]) => ({
    countryId,
    serviceId,
    ownerId,
    fees: Object.fromEntries(FEE_FIELDS.map((field, index) => [field, values[index]!])) as unknown as FeeValues,
  }));
  // A seller's own country or service of the same code or name stands before the default (the rows come own first).
  const countryOf = new Map<string, { id: string; taxRate: number }>();
  for (const [id, code, taxRate] of countryRows) if (code !== null && !countryOf.has(code)) countryOf.set(code, { id, taxRate });
  const serviceOf = new Map<string, string>();
  for (const [id, name] of JSON.parse(catalogue.services) as ServiceRow[]) {
    const key = name.trim().toLowerCase();
    if (!serviceOf.has(key)) serviceOf.set(key, id);
  }

  const fees = new Map<string, { fees: FeeValues; taxRate: number }>();
  const builtIn = pickFeeValues(DEFAULT_FEES);
  const builtInFees = { fees: builtIn, taxRate: 0 };
  const feesId = (courier: string | null, countryCode: string | null) => JSON.stringify([courier, countryCode]);
  for (const cell of cells) {
    const id = feesId(cell.courier, cell.countryCode);
    if (fees.has(id)) continue;
    const country = cell.countryCode ? countryOf.get(cell.countryCode) : undefined;
    if (!country) {
      fees.set(id, builtInFees);
      continue;
    }
    // The fee screen's resolution: the country's rows for the service (or none) and the country-wide ones.
    const serviceId = cell.courier ? serviceOf.get(cell.courier.trim().toLowerCase()) : undefined;
    const candidates = feeRows.filter((row) => row.countryId === country.id && (row.serviceId === null || row.serviceId === serviceId));
    const best = winningFeeRow(candidates);
    fees.set(id, { fees: best ? best.row.fees : builtIn, taxRate: country.taxRate });
  }

  const costs = new Map<string, Money>();
  const names = new Map<string, string>();
  for (const [sku, countryCode, unitCostMinor, unitCostCurrency, name] of JSON.parse(catalogue.products) as ProductRow[]) {
    costs.set(`${sku}|${countryCode ?? ''}`, { minor: unitCostMinor, currency: unitCostCurrency });
    if (!names.has(sku) || countryCode === null) names.set(sku, name);
  }
  const fallbackRates = ratesOf(countryRows);

  return {
    feesOf: (courier, countryCode) => fees.get(feesId(courier, countryCode)) ?? builtInFees,
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

export async function loadCostContext(
  db: Db,
  viewer: Viewer,
  settings: LedgerSettings,
  cells: readonly DailyCell[],
  projectedRateOf: CostContext['projectedRateOf'],
): Promise<CostContext> {
  return costContextFrom(await readCostCatalogue(db, viewer.id), settings, cells, projectedRateOf);
}
