import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adSpendInputSchema,
  adSpendQuerySchema,
  adSpendSchema,
  IMPORT_FIELDS_OF_KIND,
  ledgerSettingsSchema,
  mappingBodySchema,
  mappingParamsSchema,
  productInputSchema,
  productPatchSchema,
  productSchema,
} from '../../../domain/ledger/api-schemas';
import { idParamsSchema } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/access';
import { AppError } from '../../errors';
import { createAdSpend, deleteAdSpend, listAdSpend } from './ad-spend-queries';
import { dailyRoutes } from './daily-routes';
import { exportRoutes } from './export-routes';
import { importRoutes } from './import-routes';
import { readMapping, saveMapping } from './mapping-queries';
import { orderRoutes } from './order-routes';
import { createProduct, deleteProduct, listProducts, updateProduct } from './product-queries';
import { readLedgerSettings, saveLedgerSettings } from './settings-queries';

/** The order ledger: every route is a seller's own (another seller's id answers 404). */
export function ledgerRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const user = { access: 'user' } as const;

  typed.get('/api/ledger/settings', { config: user, schema: { response: { 200: ledgerSettingsSchema } } }, async (request) => readLedgerSettings(db, requireViewer(request).id));
  typed.put('/api/ledger/settings', { config: user, schema: { body: ledgerSettingsSchema, response: { 200: ledgerSettingsSchema } } }, async (request) =>
    saveLedgerSettings(db, requireViewer(request).id, request.body),
  );

  typed.get('/api/ledger/products', { config: user, schema: { response: { 200: z.array(productSchema) } } }, async (request) => listProducts(db, requireViewer(request).id));
  typed.post('/api/ledger/products', { config: user, schema: { body: productInputSchema, response: { 201: productSchema } } }, async (request, reply) =>
    reply.status(201).send(await createProduct(db, requireViewer(request).id, request.body)),
  );
  typed.patch('/api/ledger/products/:id', { config: user, schema: { params: idParamsSchema, body: productPatchSchema, response: { 200: productSchema } } }, async (request) =>
    updateProduct(db, requireViewer(request).id, request.params.id, request.body),
  );
  typed.delete('/api/ledger/products/:id', { config: user, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteProduct(db, requireViewer(request).id, request.params.id);
    return reply.status(204).send();
  });

  typed.get('/api/ledger/ad-spend', { config: user, schema: { querystring: adSpendQuerySchema, response: { 200: z.array(adSpendSchema) } } }, async (request) =>
    listAdSpend(db, requireViewer(request).id, request.query),
  );
  typed.post('/api/ledger/ad-spend', { config: user, schema: { body: adSpendInputSchema, response: { 201: adSpendSchema } } }, async (request, reply) =>
    reply.status(201).send(await createAdSpend(db, requireViewer(request).id, request.body)),
  );
  typed.delete('/api/ledger/ad-spend/:id', { config: user, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteAdSpend(db, requireViewer(request).id, request.params.id);
    return reply.status(204).send();
  });

  typed.get('/api/ledger/mappings/:kind/:source', { config: user, schema: { params: mappingParamsSchema, response: { 200: mappingBodySchema } } }, async (request) => ({
    columns: (await readMapping(db, requireViewer(request).id, request.params.kind, request.params.source)) ?? {},
  }));
  typed.put('/api/ledger/mappings/:kind/:source', { config: user, schema: { params: mappingParamsSchema, body: mappingBodySchema, response: { 200: mappingBodySchema } } }, async (request) => {
    const fields = IMPORT_FIELDS_OF_KIND[request.params.kind];
    const unknown = Object.keys(request.body.columns).filter((field) => !fields.includes(field));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION_FAILED', 'Unknown field in the mapping', { errors: unknown.map((field) => ({ path: `columns.${field}`, message: 'Unknown field' })) });
    }
    return { columns: await saveMapping(db, requireViewer(request).id, request.params.kind, request.params.source, request.body.columns) };
  });

  exportRoutes(app, db);
  orderRoutes(app, db);
  importRoutes(app, db);
  dailyRoutes(app, db);
}
