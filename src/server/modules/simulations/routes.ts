import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, simulationInputSchema, simulationSchema } from '../../../domain/schemas';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../domain/zoned-time';
import { requireViewer } from '../../http/access';
import type { Db } from '../../db/client';
import { contentDisposition } from '../../export/content-disposition';
import { LANGUAGES } from '../../../domain/format';
import { simulationCsv } from '../../export/csv';
import { exportFileName } from '../../export/export-file-name';
import { historyFacetsSchema, simulationCopySchema, simulationDetailsSchema } from '../../../domain/plans/plan-schemas';
import { historyQuerySchema } from './history-query-schema';
import {
  deleteOwnSimulation,
  describeOwnSimulation,
  duplicateOwnSimulation,
  getOwnSimulation,
  historyFacets,
  readSimulationPage,
  updateOwnSimulation,
} from './queries';
import { SaveBatcher } from './save-batcher';
import { defaultPlanName } from '../../../domain/plans/plan-name';
import { shownCountryName, shownServiceName } from '../../../domain/sample-names';
import { requestLanguage } from '../../http/request-language';
import type { FastifyRequest } from 'fastify';
import { compareRoutes } from './compare-routes';

const exportQuerySchema = z
  .object({
    format: z.enum(['csv', 'pdf']),
    lang: z.enum(LANGUAGES).default('en'),
    // The browser's zone (decision 0019): times are written in it and named; without one, in UTC.
    tz: z.string().refine(isTimeZone, 'Unknown time zone').default(DEFAULT_TIME_ZONE),
  })
  .strict();

/** Sends JSON already written (a cached page): a string with a JSON content type goes out as it is. */
function sendWrittenJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** The saves whose body gave no name (seen before the schema fills in the default). */
const unnamedSaves = new WeakSet<FastifyRequest>();

async function noteUnnamed(request: FastifyRequest): Promise<void> {
  const name = (request.body as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || name.trim() === '') unnamedSaves.add(request);
}

/**
 * The record to store, an unnamed one named in the language the seller saved in (docs/product.md#names-in-the-readers-language):
 * "Partenaire COD (exemple) · Maroc (exemple) · 2026-11-26" from a French page, the product's name when there is one.
 */
function inSaversLanguage<T extends { name: string; productName: string; serviceName: string; countryName: string; countryCode: string }>(
  request: FastifyRequest,
  record: T,
): T {
  if (!unnamedSaves.has(request)) return record;
  const language = requestLanguage(request);
  const parts = {
    serviceName: shownServiceName(record.serviceName, language),
    countryName: shownCountryName(record.countryCode, record.countryName, language),
    productName: record.productName,
  };
  return { ...record, name: defaultPlanName(parts, new Date()) };
}

export function simulationRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const saves = new SaveBatcher(db);
  compareRoutes(app, db);

  // The body parses into the record to store, its results computed by the schema (docs/decisions/0012).
  typed.post(
    '/api/simulations',
    { config: { access: 'user' }, preValidation: noteUnnamed, schema: { body: simulationInputSchema, response: { 201: simulationSchema } } },
    async (request, reply) => {
      const saved = await saves.save({ userId: requireViewer(request).id, values: inSaversLanguage(request, request.body) });
      return reply.status(201).send(saved);
    },
  );

  typed.get(
    '/api/simulations',
    { config: { access: 'user' }, schema: { querystring: historyQuerySchema, response: { 200: z.array(simulationSchema) } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      // A page is written (JSON text) by this route's response schema once, when it is read from the database.
      const page = await readSimulationPage(db, viewer.id, request.query, (items) => reply.serialize(items) as string);
      // The body stays a JSON array (docs/product.md#the-api); the total and the next page's cursor travel in headers (docs/product.md#the-api).
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return sendWrittenJson(reply.header('x-total-count', String(page.total)), page.json);
    },
  );

  // The history's filter choices: the countries and services of the seller's saved simulations.
  typed.get(
    '/api/simulations/facets',
    { config: { access: 'user' }, schema: { response: { 200: historyFacetsSchema } } },
    async (request) => historyFacets(db, requireViewer(request).id),
  );

  // "Open in simulator" reads every input of one saved simulation.
  typed.get(
    '/api/simulations/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 200: simulationSchema } } },
    async (request) => getOwnSimulation(db, requireViewer(request).id, request.params.id),
  );

  // "Save → update": the simulator's inputs replace the saved ones; the results are computed again.
  typed.put(
    '/api/simulations/:id',
    {
      config: { access: 'user' },
      preValidation: noteUnnamed,
      schema: { params: idParamsSchema, body: simulationInputSchema, response: { 200: simulationSchema } },
    },
    async (request) => updateOwnSimulation(db, requireViewer(request).id, request.params.id, inSaversLanguage(request, request.body)),
  );

  typed.patch(
    '/api/simulations/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema, body: simulationDetailsSchema, response: { 200: simulationSchema } } },
    async (request) => describeOwnSimulation(db, requireViewer(request).id, request.params.id, request.body),
  );

  typed.post(
    '/api/simulations/:id/copy',
    { config: { access: 'user' }, schema: { params: idParamsSchema, body: simulationCopySchema, response: { 201: simulationSchema } } },
    async (request, reply) => {
      const copy = await duplicateOwnSimulation(db, requireViewer(request).id, request.params.id, request.body.name);
      return reply.status(201).send(copy);
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
      const { format, lang, tz } = request.query;
      const names = exportFileName(simulation.serviceName, simulation.createdAt, format);
      reply.header('content-disposition', contentDisposition(names)).header('cache-control', 'private, no-store');
      if (format === 'csv') {
        return reply.type('text/csv; charset=utf-8').send(simulationCsv(simulation, lang, { timeZone: tz }));
      }
      // pdfkit and its fonts load on the first export only, so they never slow the server's start.
      const { simulationPdf } = await import('../../export/pdf');
      return reply.type('application/pdf').send(await simulationPdf(simulation, lang, { timeZone: tz }));
    },
  );
}
