import type { FeeStructure } from '@domain/entities';
import type { FeeStructureInput } from '@domain/schemas';
import { apiJson, apiRequest } from '../../../lib/api';
import { catalogueUrl, feeStructuresQuery, type CatalogueScope } from '../../../lib/catalogue-queries';
import { useCatalogueWrite, type CatalogueApi } from './catalogue-api';

export { feeStructuresQuery };

const listUrl = (scope: CatalogueScope) => catalogueUrl('fee-structures', scope);

/**
 * Create and edit both POST the full body. A seller's save is an upsert on (seller, country,
 * service), so editing a default makes their own copy (docs/product.md#fees-and-their-resolution); the admin's edit names its row by id.
 */
function save(scope: CatalogueScope, input: FeeStructureInput, id?: string): Promise<FeeStructure> {
  return apiJson<FeeStructure>('POST', listUrl(scope), scope === 'defaults' && id ? { ...input, id } : input);
}

export const feeStructuresApi: CatalogueApi<FeeStructure, FeeStructureInput> = {
  query: feeStructuresQuery,
  pagedUrl: listUrl,
  useCreate: (scope, callbacks) => useCatalogueWrite(scope, 'fee-structures', (input: FeeStructureInput) => save(scope, input), callbacks),
  useUpdate: (scope, callbacks) => useCatalogueWrite(scope, 'fee-structures', ({ id, input }) => save(scope, input, id), callbacks),
  useDelete: (scope, callbacks) =>
    useCatalogueWrite(
      scope,
      'fee-structures',
      (row: FeeStructure) => apiRequest('DELETE', `${listUrl(scope)}/${encodeURIComponent(row.id)}`),
      callbacks,
    ),
};
export const { useCreate: useCreateFeeStructure, useUpdate: useUpdateFeeStructure, useDelete: useDeleteFeeStructure } = feeStructuresApi;
