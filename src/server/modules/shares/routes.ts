import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../domain/schemas';
import { sharedSimulationSchema } from '../../../domain/shared-plan';
import { requireViewer } from '../../http/access';
import type { Db } from '../../db/client';
import { createShareLink, listAllShareLinks, listShareLinks, readSharedSimulation, revokeAllShareLinks, revokeShareLink } from './queries';
import { DEFAULT_SHARE_LIMITS, type ShareLimits } from './share-limits';

const shareLinkSchema = z.object({ id: z.uuid(), simulationId: z.uuid(), hint: z.string(), createdAt: z.iso.datetime() }).strict();
// The token leaves the server once, in the answer that creates it.
const createdShareLinkSchema = shareLinkSchema.extend({ token: z.string() }).strict();
// Any text: a token of the wrong shape is "not found" like an unknown one, never a hint of the format.
const tokenParamsSchema = z.object({ token: z.string().max(200) }).strict();

const liveShareLinkSchema = shareLinkSchema.extend({ planName: z.string() }).strict();

/** Read-only links to saved simulations (decision 0023). */
export function shareRoutes(app: FastifyInstance, db: Db, limits: Partial<ShareLimits> = {}): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { readsPerMinute, linksPerHour } = { ...DEFAULT_SHARE_LIMITS, ...limits };
  const perSeller = (request: FastifyRequest) => `share-links:${requireViewer(request).id}`;

  typed.post(
    '/api/simulations/:id/shares',
    {
      config: { access: 'user', rateLimit: { max: linksPerHour, timeWindow: 3_600_000, keyGenerator: perSeller } },
      schema: { params: idParamsSchema, response: { 201: createdShareLinkSchema } },
    },
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

  // Every live link of the owner's plans on one screen, and one button that revokes them all.
  typed.get(
    '/api/shares',
    { config: { access: 'user' }, schema: { response: { 200: z.array(liveShareLinkSchema) } } },
    async (request, reply) => reply.header('cache-control', 'private, no-store').send(await listAllShareLinks(db, requireViewer(request).id)),
  );

  typed.delete(
    '/api/shares',
    { config: { access: 'user' }, schema: { response: { 200: z.object({ revoked: z.number().int() }).strict() } } },
    async (request) => ({ revoked: await revokeAllShareLinks(db, requireViewer(request).id) }),
  );

  typed.delete(
    '/api/shares/:id',
    { config: { access: 'user' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await revokeShareLink(db, requireViewer(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  // Anyone with the link, signed in or not: what the page shows, and no owner, note, id or dates.
  typed.get(
    '/api/shared/:token',
    {
      config: { access: 'public', rateLimit: { max: readsPerMinute, timeWindow: 60_000 } },
      schema: { params: tokenParamsSchema, response: { 200: z.object({ simulation: sharedSimulationSchema }).strict() } },
    },
    async (request, reply) => {
      const simulation = await readSharedSimulation(db, request.params.token);
      reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return { simulation };
    },
  );
}
