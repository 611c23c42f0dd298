import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actualRecordSchema } from '../../../domain/actuals/actual-record';
import { actualsAnswerSchema, storedActualSchema } from '../../../domain/actuals/actual-schemas';
import { idParamsSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/access';
import { orderFilePreviewQuerySchema, orderFilePreviewSchema } from '../../../domain/actuals/order-file-preview';
import { fileUploadRoute, uploadedBytes } from '../../file-import/file-upload';
import { importOrders, MAX_ORDER_ROWS, ORDER_FILE_MAX_BYTES } from './import-orders';
import { orderFileQuerySchema, orderMappingOf } from './order-file-query';
import { previewOrders } from './preview-orders';
import { deleteActual, readActuals, recordActual } from './queries';

const ORDER_FILE_UPLOAD = fileUploadRoute({ maxBytes: ORDER_FILE_MAX_BYTES, maxRows: MAX_ORDER_ROWS, kinds: ['csv', 'xlsx'] });
// An import waits its turn in the queue and reads up to 100,000 rows at a paced rate: longer than a request's bound.
const IMPORT_HANDLER_TIMEOUT_MS = 120_000;

/** What a campaign really did against a saved plan (decision 0025). Owner only. */
export function actualRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/simulations/:id/actuals',
    { config: { access: 'user' }, schema: { params: idParamsSchema, body: actualRecordSchema, response: { 201: storedActualSchema } } },
    async (request, reply) => reply.status(201).send(await recordActual(db, requireViewer(request).id, request.params.id, request.body)),
  );

  // What the import will read in a file, before anything is stored (decision 0059): the browser parses nothing.
  typed.post(
    '/api/simulations/:id/actuals/preview-file',
    {
      bodyLimit: ORDER_FILE_UPLOAD.bodyLimit,
      handlerTimeout: IMPORT_HANDLER_TIMEOUT_MS,
      config: { access: 'user', ...ORDER_FILE_UPLOAD.config },
      schema: { params: idParamsSchema, querystring: orderFilePreviewQuerySchema, response: { 200: orderFilePreviewSchema } },
    },
    async (request) => previewOrders(db, requireViewer(request).id, request.params.id, uploadedBytes(request).bytes, request.query),
  );

  // A file of orders becomes one record, or nothing: every bad row is answered with its number (decision 0026).
  // The file is its own bytes (CSV in any encoding decodeText reads, or XLSX), the mapping in a header and the rest
  // in the query: the body is never JSON-escaped, and its size is counted in bytes as it arrives.
  typed.post(
    '/api/simulations/:id/actuals/import-file',
    {
      bodyLimit: ORDER_FILE_UPLOAD.bodyLimit,
      handlerTimeout: IMPORT_HANDLER_TIMEOUT_MS,
      config: { access: 'user', ...ORDER_FILE_UPLOAD.config },
      schema: { params: idParamsSchema, querystring: orderFileQuerySchema, response: { 201: storedActualSchema } },
    },
    async (request, reply) => {
      const { date, adSpend, localCurrencyInputs } = request.query;
      const content = uploadedBytes(request).bytes;
      const mapping = orderMappingOf(request.headers);
      const file = { content, mapping, date, adSpend, localCurrencyInputs };
      return reply.status(201).send(await importOrders(db, requireViewer(request).id, request.params.id, file));
    },
  );

  typed.get(
    '/api/simulations/:id/actuals',
    { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 200: actualsAnswerSchema } } },
    async (request) => readActuals(db, requireViewer(request).id, request.params.id),
  );

  typed.delete(
    '/api/actuals/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteActual(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
}
