import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  adSpendSchema,
  dailyAnswerSchema,
  importJobSchema,
  importListAnswerSchema,
  importPreviewAnswerSchema,
  ledgerSettingsSchema,
  orderListAnswerSchema,
  productSchema,
  type AdSpendInput,
  type DailyQuery,
  type ImportKind,
  type ImportMapping,
  type ImportSource,
  type LedgerSettings,
  type OrderFilters,
  type ProductInput,
  type ProductPatch,
} from '@domain/ledger/api-schemas';
import { apiJson, apiRequest } from '../../lib/api';
import { getParsed, parsedQuery, queryKeysUnder, queryString, sendFile, useRefreshingMutation } from '../../lib/api-queries';

// The ledger's data access: every answer is read through the shared schema. Query keys are written only in this file.

const { root: ROOT, key } = queryKeysUnder('ledger');
const keys = {
  settings: key('settings'),
  products: key('products'),
  orders: (filters: OrderFilters) => key('orders', filters),
  adSpend: (from: string, to: string) => key('ad-spend', from, to),
  daily: (query: DailyQuery) => key('daily', query),
  imports: key('imports'),
  mapping: (kind: ImportKind, source: ImportSource) => key('mapping', kind, source),
};

export const settingsQuery = () => parsedQuery(keys.settings, '/api/ledger/settings', ledgerSettingsSchema);

export const productsQuery = () => parsedQuery(keys.products, '/api/ledger/products', productSchema.array());

export const dailyQuery = (query: DailyQuery) => parsedQuery(keys.daily(query), `/api/ledger/daily${queryString(query)}`, dailyAnswerSchema);

export const adSpendQuery = (from: string, to: string) =>
  parsedQuery(keys.adSpend(from, to), `/api/ledger/ad-spend${queryString({ from, to })}`, adSpendSchema.array());

export const importsQuery = () => parsedQuery(keys.imports, '/api/ledger/imports', importListAnswerSchema);

/** One page of orders after `cursor` (the list pages on with "show more"). */
export const fetchOrders = (filters: OrderFilters, cursor: string | null) =>
  getParsed(`/api/ledger/orders${queryString({ ...filters, cursor })}`, orderListAnswerSchema);
export const ordersKey = keys.orders;

export const fetchImportJob = (id: string) => getParsed(`/api/ledger/imports/${encodeURIComponent(id)}`, importJobSchema);

export const mappingQuery = (kind: ImportKind, source: ImportSource) =>
  ({
    queryKey: keys.mapping(kind, source),
    queryFn: async () => (await apiJson<{ columns: ImportMapping }>('GET', `/api/ledger/mappings/${kind}/${source}`)).columns,
  }) as const;

/** The file's first bytes to the server, which says what it understood (headers, first rows, preset, mapping). */
export function previewImport(kind: ImportKind, head: Blob, mediaType: string) {
  return sendFile(`/api/ledger/imports/preview${queryString({ kind })}`, head, importPreviewAnswerSchema, mediaType);
}

export function useSaveMapping() {
  return useRefreshingMutation(
    ({ kind, source, columns }: { kind: ImportKind; source: ImportSource; columns: ImportMapping }) =>
      apiJson('PUT', `/api/ledger/mappings/${kind}/${source}`, { columns }),
    ({ kind, source }) => [keys.mapping(kind, source)],
  );
}

/** After an import or a typed row, every figure of the ledger may have moved. */
export function useRefreshLedger(): () => Promise<void> {
  const client = useQueryClient();
  // The same function across renders, so an effect may depend on it without firing again each render.
  return useCallback(() => client.invalidateQueries({ queryKey: ROOT }), [client]);
}

// Every write below may move any figure of the ledger: all of its queries are read again.

export const useSaveSettings = () =>
  useRefreshingMutation(async (settings: LedgerSettings) => ledgerSettingsSchema.parse(await apiJson('PUT', '/api/ledger/settings', settings)), [ROOT]);

export const useCreateProduct = () =>
  useRefreshingMutation(async (input: ProductInput) => productSchema.parse(await apiJson('POST', '/api/ledger/products', input)), [ROOT]);

export const useUpdateProduct = () =>
  useRefreshingMutation(
    async ({ id, patch }: { id: string; patch: ProductPatch }) =>
      productSchema.parse(await apiJson('PATCH', `/api/ledger/products/${encodeURIComponent(id)}`, patch)),
    [ROOT],
  );

export const useDeleteProduct = () => useRefreshingMutation((id: string) => apiRequest('DELETE', `/api/ledger/products/${encodeURIComponent(id)}`), [ROOT]);

export const useCreateAdSpend = () =>
  useRefreshingMutation(async (input: AdSpendInput) => adSpendSchema.parse(await apiJson('POST', '/api/ledger/ad-spend', input)), [ROOT]);

export const useDeleteAdSpend = () => useRefreshingMutation((id: string) => apiRequest('DELETE', `/api/ledger/ad-spend/${encodeURIComponent(id)}`), [ROOT]);
