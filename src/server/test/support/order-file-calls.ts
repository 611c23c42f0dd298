import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import type { SignedIn } from '../auth-helpers';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// Test calls of the orders file routes: the file as its own bytes, the mapping in its header, the rest in the query.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportOptions {
  mapping: object;
  date?: string;
  adSpend?: number;
  localCurrencyInputs?: string[];
  contentType?: string;
}

export function orderFileCalls(app: FastifyInstance) {
  const plan = async (seller: SignedIn, extra: object = {}): Promise<string> =>
    (await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload: { ...PLAN_EXAMPLE, ...extra } })).json().id;

  const importFile = (seller: SignedIn, id: string, file: string | Buffer, options: ImportOptions) => {
    const query = new URLSearchParams({ date: options.date ?? '2026-11-20', adSpend: String(options.adSpend ?? 12.5) });
    if (options.localCurrencyInputs) query.set('localCurrencyInputs', options.localCurrencyInputs.join(','));
    return app.inject({
      method: 'POST',
      url: `/api/simulations/${id}/actuals/import-file?${query.toString()}`,
      headers: { cookie: seller.cookie, 'content-type': options.contentType ?? 'text/csv', 'ribh-import-mapping': encodeURIComponent(JSON.stringify(options.mapping)) },
      payload: file,
    });
  };

  const previewFile = (seller: SignedIn, id: string, file: string | Buffer, asked: Record<string, string> = {}, contentType = 'text/csv') =>
    app.inject({
      method: 'POST',
      url: `/api/simulations/${id}/actuals/preview-file?${new URLSearchParams(asked).toString()}`,
      headers: { cookie: seller.cookie, 'content-type': contentType },
      payload: file,
    });

  const recordsOf = async (seller: SignedIn, id: string) =>
    (await app.inject({ method: 'GET', url: `/api/simulations/${id}/actuals`, headers: { cookie: seller.cookie } })).json().records as Record<string, unknown>[];

  return { plan, importFile, previewFile, recordsOf };
}

/** A workbook of one sheet with these rows, as Excel writes it. */
export async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
