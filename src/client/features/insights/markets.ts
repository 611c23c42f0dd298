import type { Country, FeeStructure, Service } from '../../../domain/entities';
import { winningFeeRow } from '../../../domain/fee-precedence';
import { pickFeeValues } from '../../../domain/fees';
import type { Market } from '../../../domain/model/insights';

/** A (country, service-or-none) pair, the key a fee structure is unique on per owner (docs/product.md#fees-and-their-resolution). */
export function marketKey(countryId: string, serviceId: string | null | undefined): string {
  return `${countryId}|${serviceId ?? ''}`;
}

/**
 * The markets to compare: one per (country, service-or-none) with a fee structure the seller can see,
 * the row that wins as in fee resolution (the seller's own over the default, `winningFeeRow`). Rows
 * pointing at a country or service missing from the lists (inactive, deleted) are left out.
 */
export function buildMarkets(
  feeStructures: readonly FeeStructure[],
  countries: readonly Country[],
  services: readonly Service[],
): Market[] {
  const countryById = new Map(countries.map((country) => [country.id, country]));
  const serviceById = new Map(services.map((service) => [service.id, service]));
  const rowsByKey = new Map<string, FeeStructure[]>();
  for (const row of feeStructures) {
    if (!countryById.has(row.countryId) || (row.serviceId !== null && !serviceById.has(row.serviceId))) continue;
    const key = marketKey(row.countryId, row.serviceId);
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
  }
  return [...rowsByKey.values()].map((rows) => {
    const { row } = winningFeeRow(rows)!;
    return {
      countryId: row.countryId,
      countryName: countryById.get(row.countryId)!.name,
      serviceId: row.serviceId,
      serviceName: row.serviceId === null ? null : serviceById.get(row.serviceId)!.name,
      fees: pickFeeValues(row),
    };
  });
}

/**
 * The key of the market the simulator shows: the exact (country, service) pair when it has a row,
 * otherwise the country-wide row the fee resolution falls back to; null when neither is compared.
 */
export function currentMarketKey(
  markets: readonly Pick<Market, 'countryId' | 'serviceId'>[],
  countryId: string | undefined,
  serviceId: string | undefined,
): string | null {
  if (!countryId) return null;
  const keys = new Set(markets.map((market) => marketKey(market.countryId, market.serviceId)));
  const exact = marketKey(countryId, serviceId ?? null);
  if (keys.has(exact)) return exact;
  const countryWide = marketKey(countryId, null);
  return keys.has(countryWide) ? countryWide : null;
}
