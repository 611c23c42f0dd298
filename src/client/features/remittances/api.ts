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
import { apiJson } from '../../lib/api';
import { parsedQuery, queryKeysUnder, queryString, sendFile, useRefreshingMutation } from '../../lib/api-queries';

// The remittances' data access: every answer is read through the shared schema. Query keys are written only here.

const { key } = queryKeysUnder('remittances');
const keys = {
  couriers: key('couriers'),
  cash: (courier: string) => key('cash', courier.trim().toLowerCase()),
};

export const couriersQuery = () => parsedQuery(keys.couriers, '/api/remittances/couriers', courierListSchema);

export const cashQuery = (courier: string) => parsedQuery(keys.cash(courier), `/api/remittances/cash${queryString({ courier })}`, courierCashSchema);

export function previewStatement(courier: string, file: File) {
  return sendFile(`/api/remittances/statements/preview${queryString({ courier })}`, file, statementPreviewAnswerSchema);
}

type StatementImport = { query: StatementImportQuery; file: File; layout: StatementLayout; columns: StatementMapping };

/** The courier's writes; each moves the courier's cash and the list of couriers, which are read again. */
export function useRemittanceWrites(courier: string) {
  const refresh = [keys.cash(courier), keys.couriers];
  return {
    importStatement: useRefreshingMutation(async ({ query, file, layout, columns }: StatementImport) => {
      await apiJson('PUT', `/api/remittances/mapping${queryString({ courier })}`, { layout, columns });
      return sendFile(`/api/remittances/statements${queryString(query)}`, file, statementImportAnswerSchema);
    }, refresh),
    mark: useRefreshingMutation((body: MarkBody) => apiJson('PUT', '/api/remittances/marks', body), refresh),
    saveSettings: useRefreshingMutation((settings: CourierSettings) => apiJson('PUT', `/api/remittances/settings${queryString({ courier })}`, settings), refresh),
  };
}

export function disputeUrl(courier: string, format: 'csv' | 'pdf', lang: string): string {
  return `/api/remittances/dispute${queryString({ courier, format, lang })}`;
}
