import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminRegisterInputSchema } from '../../../domain/schemas';
import { createFirstAdmin } from '../../auth/admin-accounts';
import { assertPasswordAllowed, hashPassword, type HashCost } from '../../auth/passwords';
import { endSession, startSession } from '../../auth/session-start';
import { reserveRegistration } from '../../auth/registration-throttle';
import { adminExists, insertUser } from '../../auth/users';
import { clientAddress } from '../../http/client-address';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';

export interface AdminAuthRouteOptions {
  now: () => Date;
  /** Shared with seller registration: one budget per client address. */
  registrationsPerHour: number;
  /** The argon2 cost of new password hashes (in the product; docs/product.md#security). */
  hashCost: HashCost;
}

export const ADMIN_EXISTS_MESSAGE = 'An administrator already exists. Sign in as an administrator to add another.';

export function adminAuthRoutes(app: FastifyInstance, db: Db, { now, registrationsPerHour, hashCost }: AdminAuthRouteOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // 200 for everyone: the client reads a failure as "not an admin" anyway (docs/product.md#screens).
  api.get('/api/admin/check', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { isAdmin: request.viewer?.role === 'admin' };
  });

  // Lets /admin/register explain that an administrator already exists before anyone types.
  api.get('/api/admin/bootstrap', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { adminExists: await adminExists(db) };
  });

  api.post(
    '/api/admin/register',
    { config: { access: 'public' }, schema: { body: adminRegisterInputSchema } },
    async (request, reply) => {
      const { email, password } = request.body;
      assertPasswordAllowed(password);
      const callerIsAdmin = request.viewer?.role === 'admin';
      // Refuse before hashing, so a closed bootstrap costs an attacker's request nothing but a query.
      if (!callerIsAdmin && (await adminExists(db))) throw new AppError('ADMIN_EXISTS', ADMIN_EXISTS_MESSAGE);
      await reserveRegistration(db, clientAddress(request), registrationsPerHour, now());
      const passwordHash = await hashPassword(password, hashCost);

      if (callerIsAdmin) {
        // An admin adding another admin keeps their own session.
        const user = await insertUser(db, { email, passwordHash, role: 'admin' }, now());
        if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.');
        return reply.code(201).send({ user, isAdmin: true });
      }
      const result = await createFirstAdmin(db, email, passwordHash, now());
      if (result.kind === 'admin-exists') throw new AppError('ADMIN_EXISTS', ADMIN_EXISTS_MESSAGE);
      if (result.kind === 'email-taken') throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.');
      await startSession(db, request, reply, result.user, now());
      return reply.code(201).send({ user: result.user, isAdmin: true });
    },
  );

  // Sign-out changes state, so it is a POST (same-origin checked); the dashboard's Sign Out button posts here.
  api.post('/api/admin/logout', { config: { access: 'public' } }, async (request, reply) => {
    await endSession(db, request, reply);
    return { ok: true };
  });

  // The old link (docs/product.md#the-api) may still be bookmarked or planted on another site: it signs nobody out, it
  // only leads to the dashboard, whose Sign Out button does.
  api.get('/api/admin/logout', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.code(302).redirect('/admin');
  });
}
