import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importErrorsQuerySchema,
  importJobSchema,
  importListAnswerSchema,
  importPreviewAnswerSchema,
  importPreviewQuerySchema,
  importStartedSchema,
  importStartQuerySchema,
} from '../../../domain/ledger/api-schemas';
import { detectSource, proposeMapping } from '../../../domain/ledger/import-presets';
import { idParamsSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/access';
import { requestsInFlight } from '../../http/shutdown';
import { AppError } from '../../errors';
import { fileUploadRoute, isXlsx, readTabularRows, TabularFileRefusal, uploadedBytes } from '../../file-import';
import { importErrorsCsv } from './import-errors-csv';
import { createImportJob, listImportJobs, readImportJob } from './import-jobs';
import { activeImport, enqueueImport, IMPORT_FILE_MAX_BYTES, IMPORT_ROWS_MAX } from './import-runner';
import { readMapping } from './mapping-queries';
import { readLedgerSettings } from './settings-queries';

const PREVIEW_ROWS = 5;
// The file's own bytes (`text/csv` or the XLSX type; the pipeline tells them apart by their first bytes),
// streamed against the limits: 413 naming the one passed (bytes or rows, as they arrive), a lying length 400,
// a client that stops sending 408.
const IMPORT_UPLOAD = fileUploadRoute({ maxBytes: IMPORT_FILE_MAX_BYTES, maxRows: IMPORT_ROWS_MAX, kinds: ['csv', 'xlsx'] });
const upload = { access: 'user', ...IMPORT_UPLOAD.config } as const;

/** Settles when every import queued by these routes has finished (tests wait on it). */
export const pendingImports = new Set<Promise<void>>();

export function importRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/ledger/imports/preview',
    { config: upload, bodyLimit: IMPORT_UPLOAD.bodyLimit, schema: { querystring: importPreviewQuerySchema, response: { 200: importPreviewAnswerSchema } } },
    async (request) => {
      const { bytes } = uploadedBytes(request);
      const message = 'This file could not be read as CSV or XLSX.';
      // The same field issue as every file route's unreadable file, so the screen says it in the seller's language.
      const unreadable = () => new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'file', code: 'invalidFormat', message }] });
      const file = await readTabularRows(bytes, { maxRows: PREVIEW_ROWS, maxInconsistentRows: Number.POSITIVE_INFINITY, path: 'file' }).catch((error: unknown) => {
        // An empty file previews as no columns; the import then refuses it by name.
        if (error instanceof TabularFileRefusal && error.reason === 'required') return { header: [], rows: (async function* () {})() };
        throw unreadable();
      });
      const rows: string[][] = [];
      try {
        for await (const row of file.rows) {
          rows.push(row.cells);
          if (rows.length === PREVIEW_ROWS) break;
        }
      } catch (error) {
        // A CSV cut off inside a quoted cell still previews the rows before the cut; a workbook that fails
        // past its header (damaged, or unpacking past a limit) is refused now rather than at its import.
        if (isXlsx(bytes) || !(error instanceof TabularFileRefusal)) throw unreadable();
      }
      const headers = file.header.map((cell) => cell.trim());
      const { kind } = request.query;
      const source = detectSource(kind, headers);
      const saved = await readMapping(db, requireViewer(request).id, kind, source ?? 'generic');
      return { headers, rows, source, mapping: proposeMapping(kind, source ?? 'generic', headers, saved) };
    },
  );

  typed.post(
    '/api/ledger/imports',
    { config: upload, bodyLimit: IMPORT_UPLOAD.bodyLimit, schema: { querystring: importStartQuerySchema, response: { 202: importStartedSchema } } },
    async (request, reply) => {
      const { bytes } = uploadedBytes(request);
      const ownerId = requireViewer(request).id;
      const { kind, source, fileName, currency } = request.query;
      const [mapping, settings] = await Promise.all([readMapping(db, ownerId, kind, source), readLedgerSettings(db, ownerId)]);
      const id = await createImportJob(db, ownerId, { kind, source, fileName });
      const run = enqueueImport(db, {
        id,
        ownerId,
        kind,
        source,
        fileName,
        currency,
        timeZone: settings.timeZone,
        mapping,
        proposeMapping: (headers) => proposeMapping(kind, source, headers, null),
        bytes,
        logError: (error) => request.log.error({ err: error }, 'ledger import failed'),
        othersWaiting: () => requestsInFlight(app) > 0,
      });
      pendingImports.add(run);
      void run.finally(() => pendingImports.delete(run));
      return reply.status(202).send({ id });
    },
  );

  typed.get('/api/ledger/imports', { config: { access: 'user' }, schema: { response: { 200: importListAnswerSchema } } }, async (request) => {
    const ownerId = requireViewer(request).id;
    return (await listImportJobs(db, ownerId)).map((job) => ({ ...job, ...activeImport(ownerId, job.id) }));
  });

  typed.get('/api/ledger/imports/:id', { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 200: importJobSchema } } }, async (request) => {
    const ownerId = requireViewer(request).id;
    return activeImport(ownerId, request.params.id) ?? readImportJob(db, ownerId, request.params.id);
  });

  typed.get(
    '/api/ledger/imports/:id/errors.csv',
    { config: { access: 'user' }, schema: { params: idParamsSchema, querystring: importErrorsQuerySchema, response: { 200: z.string() } } },
    async (request, reply) => {
      const job = await readImportJob(db, requireViewer(request).id, request.params.id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-errors-${job.id.slice(0, 8)}.csv"`)
        .send(importErrorsCsv(job.errors, request.query.lang));
    },
  );
}
