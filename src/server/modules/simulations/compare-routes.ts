import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compareExportQuerySchema, compareQuerySchema, comparisonSchema } from '../../../domain/plans/compare-schemas';
import type { Db } from '../../db/client';
import { comparisonCsv } from '../../export/compare-csv';
import { comparisonOf } from '../../export/compare-sections';
import { contentDisposition } from '../../export/content-disposition';
import { exportFileName } from '../../export/export-file-name';
import { requireViewer } from '../../http/access';
import { getOwnSimulations } from './queries';

/** Compare 2–4 of the seller's saved simulations; another seller's id is "not found". */
export function compareRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/simulations/compare',
    { config: { access: 'user' }, schema: { querystring: compareQuerySchema, response: { 200: comparisonSchema } } },
    async (request) => comparisonOf(await getOwnSimulations(db, requireViewer(request).id, request.query.ids), request.query.lang),
  );

  typed.get(
    '/api/simulations/compare/export',
    { config: { access: 'user' }, schema: { querystring: compareExportQuerySchema } },
    async (request, reply) => {
      const { ids, baseline, format, lang, tz } = request.query;
      const comparison = comparisonOf(await getOwnSimulations(db, requireViewer(request).id, ids), lang);
      const baselineIndex = baseline ? ids.indexOf(baseline.toLowerCase()) : 0;
      const names = exportFileName('comparison', new Date().toISOString(), format);
      reply.header('content-disposition', contentDisposition(names)).header('cache-control', 'private, no-store');
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(comparisonCsv(comparison, baselineIndex, lang, { timeZone: tz }));
      // pdfkit loads on the first export only (as for a single simulation).
      const { comparisonPdf } = await import('../../export/compare-pdf');
      return reply.type('application/pdf').send(await comparisonPdf(comparison, baselineIndex, lang, { timeZone: tz }));
    },
  );
}
