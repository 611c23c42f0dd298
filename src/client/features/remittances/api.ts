import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  courierCashSchema,
  courierListSchema,
  statementImportAnswerSchema,
  statementPreviewAnswerSchema,
  type CourierSettings,
  type MarkBody,
  type StatementImportQuery,
} from '@domain/remittances/api-schemas';
import type { StatementLayout, StatementMapping } from '@domain/remittances/statement-rows';
import { apiJson, ApiError, serverFetch } from '../../lib/api';
import { fileMediaType } from '../../lib/file-media-type';

// The remittances' data access: every answer is read through the shared schema. Query keys are written only here.

const ROOT = ['remittances'] as const;
const keys = {
  couriers: [...ROOT, 'couriers'],
  cash: (courier: string) => [...ROOT, 'cash', courier.trim().toLowerCase()],
} as const;

export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  return `?${search.toString()}`;
}

export const couriersQuery = () =>
  ({ queryKey: keys.couriers, queryFn: async () => courierListSchema.parse(await apiJson<unknown>('GET', '/api/remittances/couriers')) }) as const;

export const cashQuery = (courier: string) =>
  ({
    queryKey: keys.cash(courier),
    queryFn: async () => courierCashSchema.parse(await apiJson<unknown>('GET', `/api/remittances/cash${queryString({ courier })}`)),
  }) as const;

async function sendFile(url: string, file: Blob & { name?: string }): Promise<unknown> {
  const response = await serverFetch(url, { method: 'POST', body: file, headers: { 'Content-Type': fileMediaType(file) }, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  return JSON.parse(text) as unknown;
}

export async function previewStatement(courier: string, file: File) {
  return statementPreviewAnswerSchema.parse(await sendFile(`/api/remittances/statements/preview${queryString({ courier })}`, file));
}

export function useRemittanceWrites(courier: string) {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: keys.cash(courier) }), client.invalidateQueries({ queryKey: keys.couriers })]);
  return {
    importStatement: useMutation({
      mutationFn: async ({ query, file, layout, columns }: { query: StatementImportQuery; file: File; layout: StatementLayout; columns: StatementMapping }) => {
        await apiJson('PUT', `/api/remittances/mapping${queryString({ courier })}`, { layout, columns });
        const answer = statementImportAnswerSchema.parse(
          await sendFile(`/api/remittances/statements${queryString({ ...query, date: query.date })}`, file),
        );
        return answer;
      },
      onSuccess: refresh,
    }),
    mark: useMutation({ mutationFn: (body: MarkBody) => apiJson('PUT', '/api/remittances/marks', body), onSuccess: refresh }),
    saveSettings: useMutation({
      mutationFn: (settings: CourierSettings) => apiJson('PUT', `/api/remittances/settings${queryString({ courier })}`, settings),
      onSuccess: refresh,
    }),
  };
}

export function disputeUrl(courier: string, format: 'csv' | 'pdf', lang: string): string {
  return `/api/remittances/dispute${queryString({ courier, format, lang })}`;
}
