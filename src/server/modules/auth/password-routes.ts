import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordInputSchema, idParamsSchema, passwordResetInputSchema, resetLinkLookupSchema } from '../../../domain/schemas';
import { requireViewer } from '../../http/access';
import { readSessionToken } from '../../auth/session-cookie';
import { clientAddress } from '../../http/client-address';
import type { Db } from '../../db/client';
import type { HashCost } from '../../auth/passwords';
import { changePassword } from './password-change';
import { findResetLink, issueResetLink, resetPassword } from './password-reset';

/** Password change on the profile and the administrator's reset links (decision 0017). */
export function passwordRoutes(app: FastifyInstance, db: Db, { now, hashCost }: { now: () => Date; hashCost: HashCost }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/auth/password', { config: { access: 'user' }, schema: { body: changePasswordInputSchema } }, async (request) => {
    const { id, email } = requireViewer(request);
    const owner = { id, email, sessionToken: readSessionToken(request), address: clientAddress(request) };
    return { ok: true, ...(await changePassword(db, owner, request.body, now(), hashCost)) };
  });

  api.post(
    '/api/admin/users/:id/reset-link',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => reply.code(201).send(await issueResetLink(db, request.params.id, now())),
  );

  // The token travels in bodies only, never in a URL that logs or a Referer would carry.
  api.post(
    '/api/auth/password-reset/lookup',
    { config: { access: 'public' }, schema: { body: resetLinkLookupSchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return findResetLink(db, request.body.token, now());
    },
  );

  api.post('/api/auth/password-reset', { config: { access: 'public' }, schema: { body: passwordResetInputSchema } }, async (request) => {
    const { token, password, revokeShareLinks } = request.body;
    return { ok: true, ...(await resetPassword(db, token, password, now(), hashCost, { revokeShareLinks })) };
  });
}
