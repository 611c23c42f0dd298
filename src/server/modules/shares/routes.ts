import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, simulationSchema } from '../../../domain/schemas';
import { requireViewer } from '../../http/access';
import type { Db } from '../../db/client';
import { createShareLink, listShareLinks, readSharedSimulation, revokeShareLink } from './queries';

const shareLinkSchema = z.object({ id: z.uuid(), simulationId: z.uuid(), hint: z.string(), createdAt: z.iso.datetime() }).strict();
// The token leaves the server once, in the answer that creates it.
const createdShareLinkSchema = shareLinkSchema.extend({ token: z.string() }).strict();
// Any text: a token of the wrong shape is "not found" like an unknown one, never a hint of the format.
const tokenParamsSchema = z.object({ token: z.string().max(200) }).strict();

/** Read-only links to saved simulations. */
export function shareRoutes(app: FastifyInstance, db: Db): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/simulations/:id/shares',
    { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 201: createdShareLinkSchema } } },
    async (request, reply) => {
      const link = await createShareLink(db, requireViewer(request).id, request.params.id);
      return reply.status(201).header('cache-control', 'private, no-store').send(link);
    },
  );

  typed.get(
    '/api/simulations/:id/shares',
    { config: { access: 'user' }, schema: { params: idParamsSchema, response: { 200: z.array(shareLinkSchema) } } },
    async (request) => listShareLinks(db, requireViewer(request).id, request.params.id),
  );

  typed.delete(
    '/api/shares/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await revokeShareLink(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  // Anyone with the link, signed in or not; the record carries no owner (no id, no e-mail).
  typed.get(
    '/api/shared/:token',
    { config: { access: 'public' }, schema: { params: tokenParamsSchema, response: { 200: z.object({ simulation: simulationSchema }).strict() } } },
    async (request, reply) => {
      const simulation = await readSharedSimulation(db, request.params.token);
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { simulation };
    },
  );
}
