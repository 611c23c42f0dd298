import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
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
import { apiJson, apiRequest, ApiError } from '../../lib/api';

// The ledger's data access: every answer is read through the shared schema, so a shape the server and the screens
// disagree on fails here, loudly, instead of drawing a wrong figure. Query keys are written only in this file.

const ROOT = ['ledger'] as const;
const keys = {
  settings: [...ROOT, 'settings'],
  products: [...ROOT, 'products'],
  orders: (filters: OrderFilters) => [...ROOT, 'orders', filters],
  adSpend: (from: string, to: string) => [...ROOT, 'ad-spend', from, to],
  daily: (query: DailyQuery) => [...ROOT, 'daily', query],
  imports: [...ROOT, 'imports'],
  mapping: (kind: ImportKind, source: ImportSource) => [...ROOT, 'mapping', kind, source],
} as const;

async function getParsed<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
  return schema.parse(await apiJson<unknown>('GET', url));
}

/** A query string of the defined values only. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const settingsQuery = () =>
  ({ queryKey: keys.settings, queryFn: () => getParsed('/api/ledger/settings', ledgerSettingsSchema) }) as const;

export const productsQuery = () =>
  ({ queryKey: keys.products, queryFn: () => getParsed('/api/ledger/products', productSchema.array()) }) as const;

export const dailyQuery = (query: DailyQuery) =>
  ({ queryKey: keys.daily(query), queryFn: () => getParsed(`/api/ledger/daily${queryString(query)}`, dailyAnswerSchema) }) as const;

export const adSpendQuery = (from: string, to: string) =>
  ({
    queryKey: keys.adSpend(from, to),
    queryFn: () => getParsed(`/api/ledger/ad-spend${queryString({ from, to })}`, adSpendSchema.array()),
  }) as const;

export const importsQuery = () =>
  ({ queryKey: keys.imports, queryFn: () => getParsed('/api/ledger/imports', importListAnswerSchema) }) as const;

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
export async function previewImport(kind: ImportKind, head: Blob, mediaType: string) {
  const response = await fetch(`/api/ledger/imports/preview${queryString({ kind })}`, {
    method: 'POST',
    body: head,
    headers: { 'Content-Type': mediaType },
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
  return importPreviewAnswerSchema.parse(await response.json());
}

export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, source, columns }: { kind: ImportKind; source: ImportSource; columns: ImportMapping }) =>
      apiJson('PUT', `/api/ledger/mappings/${kind}/${source}`, { columns }),
    onSuccess: (_answer, { kind, source }) => client.invalidateQueries({ queryKey: keys.mapping(kind, source) }),
  });
}

/** After an import or a typed row, every figure of the ledger may have moved. */
export function useRefreshLedger(): () => Promise<void> {
  const client = useQueryClient();
  // The same function across renders, so an effect may depend on it without firing again each render.
  return useCallback(() => client.invalidateQueries({ queryKey: ROOT }), [client]);
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: LedgerSettings) => ledgerSettingsSchema.parse(await apiJson('PUT', '/api/ledger/settings', settings)),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProductInput) => productSchema.parse(await apiJson('POST', '/api/ledger/products', input)),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: { id: string; patch: ProductPatch }) =>
      productSchema.parse(await apiJson('PATCH', `/api/ledger/products/${encodeURIComponent(id)}`, patch)),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/ledger/products/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useCreateAdSpend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdSpendInput) => adSpendSchema.parse(await apiJson('POST', '/api/ledger/ad-spend', input)),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export function useDeleteAdSpend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/ledger/ad-spend/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}
