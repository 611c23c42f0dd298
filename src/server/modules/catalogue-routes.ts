import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamsSchema } from '../../domain/schemas';
import type { Db } from '../db/client';
import { requireViewer, type Viewer } from '../http/access';
import type { Owner } from './ownership';

/**
 * The two owners of catalogue rows (docs/product.md#access-and-ownership): a seller writes their own rows under /api, an
 * administrator the defaults (owner NULL) under /api/admin, through the same queries and schemas.
 */
export const CATALOGUE_SCOPES = [
  { prefix: '/api', access: 'user', owner: (request: FastifyRequest): Owner => requireViewer(request).id },
  { prefix: '/api/admin', access: 'admin', owner: (): Owner => null },
] as const;

/** A kind of catalogue row managed with create, update and delete (services, countries). */
export interface CatalogueKind<Input extends z.ZodType, Update extends z.ZodType, Row> {
  /** The path segment: `/api/<path>` and `/api/admin/<path>`. */
  path: string;
  list: (db: Db, viewer: Viewer | null) => Promise<Row[]>;
  create: (db: Db, owner: Owner, input: z.output<Input>) => Promise<Row>;
  update: (db: Db, owner: Owner, id: string, input: z.output<Update>) => Promise<Row>;
  remove: (db: Db, owner: Owner, id: string) => Promise<void>;
  /** What a delete would take with it (the dialog asks first and says how many fee structures go). */
  deleteImpact: (db: Db, owner: Owner, id: string) => Promise<unknown>;
  inputSchema: Input;
  updateSchema: Update;
  /** For kinds whose body may carry more than the app-wide limit (an icon). */
  bodyLimit?: number;
}

/**
 * The routes of one kind: the list every page reads (guests' answers cached), the administrators' list
 * of defaults, and the writes in both scopes.
 */
export function catalogueRoutes<Input extends z.ZodType, Update extends z.ZodType, Row>(
  app: FastifyInstance,
  db: Db,
  kind: CatalogueKind<Input, Update, Row>,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { path, bodyLimit } = kind;
  typed.get(`/api/${path}`, { config: { access: 'public', cache: 'catalogue' } }, async (request) => kind.list(db, request.viewer));
  // A null viewer sees exactly the defaults.
  typed.get(`/api/admin/${path}`, { config: { access: 'admin' } }, async () => kind.list(db, null));

  for (const { prefix, access, owner } of CATALOGUE_SCOPES) {
    typed.post(
      `${prefix}/${path}`,
      { config: { access }, bodyLimit, schema: { body: kind.inputSchema } },
      async (request, reply) => reply.status(201).send(await kind.create(db, owner(request), request.body as z.output<Input>)),
    );
    typed.patch(
      `${prefix}/${path}/:id`,
      { config: { access }, bodyLimit, schema: { params: idParamsSchema, body: kind.updateSchema } },
      async (request) => kind.update(db, owner(request), request.params.id, request.body as z.output<Update>),
    );
    typed.get(`${prefix}/${path}/:id/delete-impact`, { config: { access }, schema: { params: idParamsSchema } }, async (request) =>
      kind.deleteImpact(db, owner(request), request.params.id),
    );
    typed.delete(`${prefix}/${path}/:id`, { config: { access }, schema: { params: idParamsSchema } }, async (request, reply) => {
      await kind.remove(db, owner(request), request.params.id);
      return reply.status(204).send();
    });
  }
}
