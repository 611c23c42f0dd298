import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cashQuerySchema,
  courierCashSchema,
  courierListSchema,
  courierQuerySchema,
  courierSettingsSchema,
  disputeQuerySchema,
  mappingBodySchema,
  markBodySchema,
  statementImportAnswerSchema,
  statementImportQuerySchema,
  statementPreviewAnswerSchema,
} from '../../../domain/remittances/api-schemas';
import { detectLayout, proposeStatementMapping, STATEMENT_FIELDS_OF_LAYOUT, type StatementMapping } from '../../../domain/remittances/statement-rows';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../export/content-disposition';
import { AppError } from '../../errors';
import { fileUploadRoute, uploadedBytes } from '../../file-import';
import { requireViewer } from '../../http/access';
import { readCourierCash } from './cash-query';
import { listCouriers, readCourierSettings, saveCourierSettings, saveMark, saveStatementMapping } from './courier-queries';
import { disputeCsv, disputePdf } from './dispute-files';
import { importStatement, previewStatement, STATEMENT_MAX_BYTES, STATEMENT_MAX_ROWS } from './statement-import';

const PREVIEW_ROWS = 5;
const STATEMENT_UPLOAD = fileUploadRoute({ maxBytes: STATEMENT_MAX_BYTES, maxRows: STATEMENT_MAX_ROWS, kinds: ['csv', 'xlsx'] });
const upload = { bodyLimit: STATEMENT_UPLOAD.bodyLimit, config: { access: 'user' as const, ...STATEMENT_UPLOAD.config } };

/** Courier remittances (docs/product.md#courier-remittances): every answer is the seller's own. */
export function remittanceRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  typed.get('/api/remittances/couriers', { config: user, schema: { response: { 200: courierListSchema } } }, async (request) => listCouriers(db, requireViewer(request).id));

  typed.get('/api/remittances/cash', { config: user, schema: { querystring: cashQuerySchema, response: { 200: courierCashSchema } } }, async (request) =>
    readCourierCash(db, requireViewer(request), request.query.courier, request.query.asOf),
  );

  typed.put('/api/remittances/settings', { config: user, schema: { querystring: courierQuerySchema, body: courierSettingsSchema, response: { 200: courierSettingsSchema } } }, async (request) => {
    const ownerId = requireViewer(request).id;
    const { courier } = request.query;
    const before = await readCourierSettings(db, ownerId, courier);
    const cash = before.currency && request.body.currency !== before.currency ? await readCourierCash(db, requireViewer(request), courier) : null;
    if (cash && cash.statements.some((statement) => statement.currency !== request.body.currency)) {
      const message = 'The statements of this courier are in another currency.';
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'currency', code: 'invalid', message }] });
    }
    await saveCourierSettings(db, ownerId, courier, request.body);
    const { mappings: _mappings, ...saved } = await readCourierSettings(db, ownerId, courier);
    return saved;
  });

  typed.put('/api/remittances/mapping', { config: user, schema: { querystring: courierQuerySchema, body: mappingBodySchema } }, async (request, reply) => {
    const fields: readonly string[] = STATEMENT_FIELDS_OF_LAYOUT[request.body.layout];
    const unknown = Object.keys(request.body.columns).filter((field) => !fields.includes(field));
    if (unknown.length > 0) throw new AppError('VALIDATION_FAILED', 'Unknown field in the mapping', { errors: unknown.map((field) => ({ path: `columns.${field}`, code: 'invalid', message: 'Unknown field' })) });
    await saveStatementMapping(db, requireViewer(request).id, request.query.courier, request.body.layout, request.body.columns as StatementMapping);
    return reply.status(204).send();
  });

  typed.post('/api/remittances/statements/preview', { ...upload, schema: { querystring: courierQuerySchema, response: { 200: statementPreviewAnswerSchema } } }, async (request) => {
    const { headers, rows } = await previewStatement(uploadedBytes(request).bytes, PREVIEW_ROWS);
    const layout = detectLayout(headers);
    const saved = await readCourierSettings(db, requireViewer(request).id, request.query.courier);
    return { headers, rows, layout, mapping: proposeStatementMapping(layout, headers, saved.mappings[layout] ?? null) };
  });

  typed.post('/api/remittances/statements', { ...upload, schema: { querystring: statementImportQuerySchema, response: { 200: statementImportAnswerSchema, 201: statementImportAnswerSchema } } }, async (request, reply) => {
    const ownerId = requireViewer(request).id;
    const query = request.query;
    const settings = await readCourierSettings(db, ownerId, query.courier);
    if (settings.currency && settings.currency !== query.currency) {
      const message = `This courier's statements are in ${settings.currency}.`;
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'currency', code: 'invalid', message }] });
    }
    const answer = await importStatement(db, ownerId, uploadedBytes(request).bytes, query, settings.mappings[query.layout] ?? null);
    return reply.status(answer.created ? 201 : 200).send(answer);
  });

  typed.put('/api/remittances/marks', { config: user, schema: { body: markBodySchema } }, async (request, reply) => {
    const viewer = requireViewer(request);
    const { courier, key, state, note } = request.body;
    // Only a discrepancy the seller can see is marked: a made-up key is refused.
    const cash = await readCourierCash(db, viewer, courier);
    if (!cash.discrepancies.some((item) => item.key === key)) throw new AppError('NOT_FOUND', 'Discrepancy not found');
    await saveMark(db, viewer.id, courier, key, state, note);
    return reply.status(204).send();
  });

  typed.get('/api/remittances/dispute', { config: user, schema: { querystring: disputeQuerySchema } }, async (request, reply) => {
    const { courier, format, lang, asOf } = request.query;
    const cash = await readCourierCash(db, requireViewer(request), courier, asOf);
    const safe = courier.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'courier';
    const name = `dispute-${safe}-${cash.asOf}.${format}`;
    reply.header('content-disposition', contentDisposition({ asciiName: name, unicodeName: name }));
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(disputeCsv(cash, lang));
    return reply.type('application/pdf').send(await disputePdf(cash, lang));
  });
}
