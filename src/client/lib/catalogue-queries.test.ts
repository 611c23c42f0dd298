import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  adminSummaryQuery,
  catalogueUrl,
  countriesQuery,
  feeResolutionQuery,
  feeStructuresQuery,
  invalidateCatalogue,
  servicesQuery,
  type CatalogueKind,
  type CatalogueScope,
} from './catalogue-queries';

// Every cached query a catalogue write might touch, by a short name.
const CACHED = {
  'own services': servicesQuery('own').queryKey,
  'own countries': countriesQuery('own').queryKey,
  'own fees': feeStructuresQuery('own').queryKey,
  'default services': servicesQuery('defaults').queryKey,
  'default countries': countriesQuery('defaults').queryKey,
  'default fees': feeStructuresQuery('defaults').queryKey,
  'resolved fees': feeResolutionQuery('country-1', 'service-1').queryKey,
  summary: adminSummaryQuery.queryKey,
  'signed-in user': ['/api/auth/user'],
  announcement: ['/api/announcement'],
} as const;
type Cached = keyof typeof CACHED;

async function refetchedAfter(scope: CatalogueScope, kind: CatalogueKind | undefined): Promise<Cached[]> {
  const client = new QueryClient();
  for (const key of Object.values(CACHED)) client.setQueryData(key, []);
  await invalidateCatalogue(client, scope, kind);
  return (Object.keys(CACHED) as Cached[]).filter((name) => client.getQueryState(CACHED[name])?.isInvalidated);
}

describe('catalogue query keys', () => {
  it('are the lists’ addresses: the seller’s own, or the admin’s defaults', () => {
    expect(servicesQuery('own').queryKey).toEqual(['/api/services']);
    expect(countriesQuery('defaults').queryKey).toEqual(['/api/admin/countries']);
    expect(catalogueUrl('fee-structures', 'defaults')).toBe('/api/admin/fee-structures');
  });
});

describe('invalidateCatalogue', () => {
  it.each<[CatalogueScope, CatalogueKind | undefined, Cached[]]>([
    // A seller's own row is only in their lists; deleting a service or country takes its fees along.
    ['own', 'services', ['own services', 'own fees', 'resolved fees', 'summary']],
    ['own', 'countries', ['own countries', 'own fees', 'resolved fees', 'summary']],
    ['own', 'fee-structures', ['own fees', 'resolved fees', 'summary']],
    // A default is in every seller's list too.
    ['defaults', 'services', ['own services', 'own fees', 'default services', 'default fees', 'resolved fees', 'summary']],
    ['defaults', 'fee-structures', ['own fees', 'default fees', 'resolved fees', 'summary']],
    // A deleted user takes every kind of their own rows with them.
    ['own', undefined, ['own services', 'own countries', 'own fees', 'resolved fees', 'summary']],
  ])('after a %s write of %s, refetches %j and nothing else', async (scope, kind, expected) => {
    expect(await refetchedAfter(scope, kind)).toEqual(expected);
  });
});
