import type { StoredActual } from '@domain/actuals/actual-schemas';
import type { OrderImport } from '@domain/actuals/order-import';
import { ApiError } from '../../lib/api';

/**
 * Sends a file of orders with upload progress (0–1): XMLHttpRequest, since fetch reports none. Errors are
 * the ApiError every other call throws, so refusals read the same way.
 */
export function uploadOrders(simulationId: string, body: OrderImport, onProgress: (share: number) => void): Promise<StoredActual> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/simulations/${encodeURIComponent(simulationId)}/actuals/import`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      onProgress(1);
      if (request.status >= 200 && request.status < 300) resolve(JSON.parse(request.responseText) as StoredActual);
      else reject(new ApiError(request.status, request.responseText || request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, 'Network error'));
    request.send(JSON.stringify(body));
  });
}
