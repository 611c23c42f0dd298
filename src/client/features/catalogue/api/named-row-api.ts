import type { UseQueryOptions } from '@tanstack/react-query';
import { apiJson, apiRequest } from '../../../lib/api';
import { catalogueUrl, type CatalogueScope } from '../../../lib/catalogue-queries';
import { useCatalogueWrite, type CatalogueApi } from './catalogue-api';

/**
 * The list, create (POST), update (PATCH) and delete of a kind whose rows each have an address: services
 * and countries. `updateBody` shapes the PATCH body (the seller's services PATCH repeats the id; docs/product.md#the-api).
 */
export function namedRowApi<TRow extends { id: string }, TInput>(
  kind: 'services' | 'countries',
  query: (scope: CatalogueScope) => UseQueryOptions<TRow[], Error, TRow[], readonly unknown[]>,
  updateBody: (scope: CatalogueScope, id: string, input: TInput) => unknown = (_scope, _id, input) => input,
): CatalogueApi<TRow, TInput> {
  const rowUrl = (scope: CatalogueScope, id: string) => `${catalogueUrl(kind, scope)}/${encodeURIComponent(id)}`;
  return {
    query,
    useCreate: (scope, callbacks) =>
      useCatalogueWrite(scope, kind, (input: TInput) => apiJson<TRow>('POST', catalogueUrl(kind, scope), input), callbacks),
    useUpdate: (scope, callbacks) =>
      useCatalogueWrite(scope, kind, ({ id, input }) => apiJson<TRow>('PATCH', rowUrl(scope, id), updateBody(scope, id, input)), callbacks),
    useDelete: (scope, callbacks) => useCatalogueWrite(scope, kind, (row: TRow) => apiRequest('DELETE', rowUrl(scope, row.id)), callbacks),
  };
}
