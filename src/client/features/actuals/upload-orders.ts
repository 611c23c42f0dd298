import type { ActualMoneyKey } from '@domain/actuals/actual-record';
import type { StoredActual } from '@domain/actuals/actual-schemas';
import { orderFilePreviewSchema, type OrderFilePreview, type OrderFilePreviewQuery } from '@domain/actuals/order-file-preview';
import type { OrderMapping } from '@domain/actuals/order-import';
import { ApiError, serverFetch } from '../../lib/api';
import { fileMediaType } from '../../lib/file-media-type';

// An orders file travels as its own bytes (CSV or XLSX) to the server, which reads it for the preview and again for
// the import (decision 0059): the browser parses nothing.

const base = (simulationId: string) => `/api/simulations/${encodeURIComponent(simulationId)}/actuals`;

/** What the server reads in the file, with the columns asked for when the file has them. */
export async function previewOrderFile(simulationId: string, file: File, asked: OrderFilePreviewQuery): Promise<OrderFilePreview> {
  const query = new URLSearchParams(Object.entries(asked).filter((entry): entry is [string, string] => !!entry[1]));
  const response = await serverFetch(`${base(simulationId)}/preview-file?${query.toString()}`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': fileMediaType(file) },
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text || response.statusText);
  return orderFilePreviewSchema.parse(JSON.parse(text));
}

export interface OrderImportChoices {
  mapping: OrderMapping;
  date: string;
  adSpend: number;
  localCurrencyInputs: readonly ActualMoneyKey[];
}

/**
 * Sends the file with the seller's choices and upload progress (0–1): XMLHttpRequest, since fetch reports none. The
 * mapping rides in a header (URL-encoded JSON: status names in any script), the rest in the query. Errors are the
 * ApiError every other call throws, so refusals read the same way.
 */
export function uploadOrders(simulationId: string, file: File, choices: OrderImportChoices, onProgress: (share: number) => void): Promise<StoredActual> {
  const query = new URLSearchParams({ date: choices.date, adSpend: String(choices.adSpend), localCurrencyInputs: choices.localCurrencyInputs.join(',') });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${base(simulationId)}/import-file?${query.toString()}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', fileMediaType(file));
    request.setRequestHeader('Ribh-Import-Mapping', encodeURIComponent(JSON.stringify(choices.mapping)));
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      onProgress(1);
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as StoredActual);
      else reject(new ApiError(request.status, request.responseText || request.statusText));
    };
    request.onerror = () => reject(new TypeError('Network error'));
    request.send(file);
  });
}
