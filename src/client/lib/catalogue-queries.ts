import type { Country, FeeStructure, ResolvedFeeStructure, Service, UnreadCurrency } from '@domain/entities';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiJson } from './api';

// The catalogue's reads, in the one place their query keys are written. The catalogue feature writes
// through them; the simulator, insights, saving and the admin summary read them. Features do not import
// each other, so this lives in lib/ (docs/decisions/0011).

/** Whose rows: a seller's own beside the defaults (`/api/x`), or the administrators' defaults (`/api/admin/x`). */
export type CatalogueScope = 'own' | 'defaults';
export type CatalogueKind = 'services' | 'countries' | 'fee-structures';

/** A list's address; it is also its query key, which the default query function GETs (lib/api.ts). */
export function catalogueUrl(kind: CatalogueKind, scope: CatalogueScope): string {
  return scope === 'own' ? `/api/${kind}` : `/api/admin/${kind}`;
}

export const servicesQuery = (scope: CatalogueScope) => queryOptions<Service[]>({ queryKey: [catalogueUrl('services', scope)] });

export const countriesQuery = (scope: CatalogueScope) => queryOptions<Country[]>({ queryKey: [catalogueUrl('countries', scope)] });

export const feeStructuresQuery = (scope: CatalogueScope) =>
  queryOptions<FeeStructure[]>({ queryKey: [catalogueUrl('fee-structures', scope)] });

const FEE_RESOLUTION_URL = '/api/fee-structures/country';

/** The fee structure of the selected country (and service), only once a country is chosen. */
export function feeResolutionQuery(countryId: string | undefined, serviceId: string | undefined) {
  return queryOptions<ResolvedFeeStructure>({
    queryKey: [FEE_RESOLUTION_URL, countryId, serviceId ?? null],
    queryFn: () =>
      apiJson<ResolvedFeeStructure>(
        'GET',
        `${FEE_RESOLUTION_URL}/${encodeURIComponent(countryId!)}${serviceId ? `?serviceId=${encodeURIComponent(serviceId)}` : ''}`,
      ),
    enabled: !!countryId,
  });
}

export interface AdminSummary {
  users: number;
  countries: number;
  services: number;
  feeStructures: number;
}

/** The admin dashboard's counts (docs/product.md#screens): every catalogue write and every deleted user may change them. */
export const adminSummaryQuery = queryOptions<AdminSummary>({ queryKey: ['/api/admin/summary'] });

/** Every owner's countries whose currency label names no ISO code: the administrator's list to have fixed. */
export const unreadCurrenciesQuery = queryOptions<UnreadCurrency[]>({ queryKey: ['/api/admin/countries/unread-currencies'] });

// Deleting a service or a country deletes its fee structures too (docs/product.md#fees-and-their-resolution).
const CHANGED_WITH: Record<CatalogueKind, readonly CatalogueKind[]> = {
  services: ['services', 'fee-structures'],
  countries: ['countries', 'fee-structures'],
  'fee-structures': ['fee-structures'],
};
const EVERY_KIND = ['services', 'countries', 'fee-structures'] as const;

/**
 * Refetches what a write of `kind` in `scope` changed (every kind when omitted, e.g. after a user and their
 * own rows are deleted): its lists, the simulator's resolved fees and the admin's counts. A default is in
 * every seller's list too, so a write to the defaults refreshes both scopes; a seller's own row is only theirs.
 */
export async function invalidateCatalogue(client: QueryClient, scope: CatalogueScope, kind?: CatalogueKind): Promise<void> {
  const kinds = kind ? CHANGED_WITH[kind] : EVERY_KIND;
  const scopes: readonly CatalogueScope[] = scope === 'defaults' ? ['defaults', 'own'] : ['own'];
  const lists = kinds.flatMap((each) => scopes.map((inScope) => [catalogueUrl(each, inScope)]));
  const keys = [...lists, [FEE_RESOLUTION_URL], adminSummaryQuery.queryKey, unreadCurrenciesQuery.queryKey];
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
