import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, paginationQuerySchema, simulationInputSchema, simulationSchema } from '../../../domain/schemas';
import { requireViewer } from '../../http/access';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../export/content-disposition';
import { LANGUAGES } from '../../../domain/format';
import { simulationCsv } from '../../export/csv';
import { exportFileName } from '../../export/export-file-name';
import { deleteOwnSimulation, getOwnSimulation, readSimulationPage } from './queries';
import { SaveBatcher } from './save-batcher';

const exportQuerySchema = z
  .object({ format: z.enum(['csv', 'pdf']), lang: z.enum(LANGUAGES).default('en') })
  .strict();

/** Sends JSON already written (a cached page): a string with a JSON content type goes out as it is. */
function sendWrittenJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

export function simulationRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const saves = new SaveBatcher(db);

  // The body parses into the record to store, its results computed by the schema (docs/decisions/0012).
  typed.post(
    '/api/simulations',
    { config: { access: 'user' }, schema: { body: simulationInputSchema, response: { 201: simulationSchema } } },
    async (request, reply) => {
      const saved = await saves.save({ userId: requireViewer(request).id, values: request.body });
      return reply.status(201).send(saved);
    },
  );

  typed.get(
    '/api/simulations',
    { config: { access: 'user' }, schema: { querystring: paginationQuerySchema, response: { 200: z.array(simulationSchema) } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // A page is written (JSON text) by this route's response schema once, when it is read from the database.
      const page = await readSimulationPage(db, viewer.id, request.query, (items) => reply.serialize(items) as string);
      // The body stays a JSON array (SPEC §7); the total travels in a header (DESIGN §4).
      return sendWrittenJson(reply.header('x-total-count', String(page.total)), page.json);
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
