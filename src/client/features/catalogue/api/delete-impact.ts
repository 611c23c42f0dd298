import type { DeleteImpact } from '@domain/entities';
import { queryOptions } from '@tanstack/react-query';
import { catalogueUrl, type CatalogueScope } from '../../../lib/catalogue-queries';

/** What deleting this service or country takes with it, asked when its delete is confirmed. */
export function deleteImpactQuery(kind: 'services' | 'countries', scope: CatalogueScope, id: string | undefined) {
  return queryOptions<DeleteImpact>({
    queryKey: [`${catalogueUrl(kind, scope)}/${encodeURIComponent(id ?? '')}/delete-impact`],
    enabled: !!id,
    // Always counted afresh: the fee structures may have changed since the dialog last opened.
    staleTime: 0,
    gcTime: 0,
  });
}
