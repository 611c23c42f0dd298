import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, paginationQuerySchema, simulationInputSchema } from '../../../domain/schemas';
import { buildSimulationRecord, exportFileName, nonFiniteResults } from '../../../domain/simulation-record';
import { requireViewer } from '../../access';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { simulationCsv } from '../../export/csv';
import { contentDisposition } from '../../export/content-disposition';
import { deleteOwnSimulation, getOwnSimulation, readSimulationPage } from './queries';
import { SaveBatcher } from './save-batcher';

const exportQuerySchema = z
  .object({ format: z.enum(['csv', 'pdf']), lang: z.enum(['en', 'ar']).default('en') })
  .strict();

// A string with a JSON content type goes out as it is: the cached page is not serialized again.
const JSON_TYPE = 'application/json; charset=utf-8';

export function simulationRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const saves = new SaveBatcher(db);

  typed.post(
    '/api/simulations',
    { config: { access: 'user' }, schema: { body: simulationInputSchema } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const record = buildSimulationRecord(request.body);
      const overflow = nonFiniteResults(record);
      if (overflow.length > 0) {
        const message = 'These values are too extreme to compute a result.';
        throw new AppError('VALIDATION_FAILED', message, { errors: overflow.map((path) => ({ path, message })) });
      }
      const saved = await saves.save({ userId: viewer.id, values: record });
      return reply.status(201).send(saved);
    },
  );

  typed.get(
    '/api/simulations',
    { config: { access: 'user' }, schema: { querystring: paginationQuerySchema } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const page = await readSimulationPage(db, viewer.id, request.query);
      // The body stays a JSON array (SPEC §7); the total travels in a header (DESIGN §4).
      return reply.header('x-total-count', String(page.total)).type(JSON_TYPE).send(page.json);
    },
  );

  typed.delete(
    '/api/simulations/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await deleteOwnSimulation(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  typed.get(
    '/api/simulations/:id/export',
    { config: { access: 'user' }, schema: { params: idParamsSchema, querystring: exportQuerySchema } },
    async (request, reply) => {
      const simulation = await getOwnSimulation(db, requireViewer(request).id, request.params.id);
      const { format, lang } = request.query;
      const names = exportFileName(simulation.serviceName, simulation.createdAt, format);
      reply.header('content-disposition', contentDisposition(names)).header('cache-control', 'private, no-store');
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').send(simulationCsv(simulation, lang));
      }
      // pdfkit and its fonts load on the first export only, so they never slow the server's start.
      const { simulationPdf } = await import('../../export/pdf');
      return reply.type('application/pdf').send(await simulationPdf(simulation, lang));
    },
  );
}
