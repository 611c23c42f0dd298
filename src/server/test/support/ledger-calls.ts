import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ImportJob } from '../../../domain/ledger/api-schemas';
import type { SignedIn } from '../auth-helpers';
import { pendingImports } from '../../modules/ledger/import-routes';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON call as a seller (or a guest with null). */
export function caller(app: FastifyInstance) {
  return (seller: SignedIn | null, method: Method, url: string, payload?: unknown) =>
    app.inject({ method, url, headers: seller ? { cookie: seller.cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Sends a file to the import route, waits until it has run, and answers its job. */
export async function importFile(app: FastifyInstance, seller: SignedIn, query: Record<string, string>, file: string | Buffer): Promise<ImportJob> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/ledger/imports?${new URLSearchParams({ fileName: 'orders.csv', currency: 'MAD', ...query })}`,
    headers: { cookie: seller.cookie, 'content-type': 'text/csv' },
    payload: typeof file === 'string' ? Buffer.from(file) : file,
  });
  expect(response.statusCode, response.body).toBe(202);
  await Promise.all([...pendingImports]);
  const job = await app.inject({ method: 'GET', url: `/api/ledger/imports/${response.json<{ id: string }>().id}`, headers: { cookie: seller.cookie } });
  expect(job.statusCode, job.body).toBe(200);
  return job.json<ImportJob>();
}

/** Lines of a CSV from rows of cells (no quoting needed by the tests' cells). */
export function csv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}
