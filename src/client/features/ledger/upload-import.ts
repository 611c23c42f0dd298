import { importStartedSchema, type ImportStartQuery } from '@domain/ledger/api-schemas';
import { ApiError } from '../../lib/api';
import { fileMediaType } from '../../lib/file-media-type';
import { queryString } from '../../lib/api-queries';

/**
 * Sends the whole file as the raw body with upload progress (0–1): XMLHttpRequest, since fetch reports none.
 * The server answers 202 with the import's id at once and reads the file in the background.
 */
export function uploadImport(query: ImportStartQuery, file: Blob, onProgress: (share: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/ledger/imports${queryString(query)}`);
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', fileMediaType(file));
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      onProgress(1);
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(importStartedSchema.parse(JSON.parse(request.responseText)).id);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      } else reject(new ApiError(request.status, request.responseText || request.statusText));
    };
    request.onerror = () => reject(new TypeError('Network error'));
    request.send(file);
  });
}
