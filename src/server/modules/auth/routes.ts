import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginInputSchema, profileInputSchema, registerInputSchema } from '../../../domain/schemas';
import { assertPasswordAllowed, hashPassword, verifyPassword, type HashCost } from '../../auth/passwords';
import { endSession, startSession } from '../../auth/session-start';
import { reserveRegistration } from '../../auth/registration-throttle';
import { reserveSignInAttempt } from '../../auth/sign-in-throttle';
import { findPublicUser, findUserCredentials, insertUser, updateUserNames } from '../../auth/users';
import { requireViewer } from '../../http/access';
import { clientAddress } from '../../http/client-address';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { passwordRoutes } from './password-routes';

export interface AuthRouteOptions {
  now: () => Date;
  /** Registrations one client address may make per hour (TRUST_PROXY decides what the address is). */
  registrationsPerHour: number;
  /** The argon2 cost of new password hashes (in the product; docs/product.md#security). */
  hashCost: HashCost;
}

// One message for an unknown email and a wrong password, so neither reveals which accounts exist.
const INVALID_CREDENTIALS = 'Invalid email or password';

export function authRoutes(app: FastifyInstance, db: Db, { now, registrationsPerHour, hashCost }: AuthRouteOptions): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/auth/user', { config: { access: 'public' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = request.viewer && (await findPublicUser(db, request.viewer.id));
    if (!user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
    return user;
  });

  // The seller's own names; the email (what they sign in with) and the role are not changed here.
  api.patch('/api/auth/user', { config: { access: 'user' }, schema: { body: profileInputSchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const user = await updateUserNames(db, requireViewer(request).id, request.body, now());
    if (!user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
    return user;
  });

  api.post(
    '/api/auth/register',
    { config: { access: 'public' }, schema: { body: registerInputSchema } },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body;
      assertPasswordAllowed(password);
      await reserveRegistration(db, clientAddress(request), registrationsPerHour, now());
      const user = await insertUser(db, { email, passwordHash: await hashPassword(password, hashCost), role: 'user', firstName, lastName }, now());
      if (!user) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.');
      await startSession(db, request, reply, user, now());
      return reply.code(201).send({ user, isAdmin: false });
    },
  );

  api.post('/api/auth/login', { config: { access: 'public' }, schema: { body: loginInputSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    // Counted as a failure before the password is checked, and taken back if it is right (decision 0007).
    const attempt = await reserveSignInAttempt(db, email, clientAddress(request), now());
    const found = await findUserCredentials(db, email);
    // An unknown email still costs one argon2 verification, so timing does not tell them apart.
    const valid = await verifyPassword(found?.passwordHash, password);
    if (!found || !valid) throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
    await attempt.succeeded();
    const { passwordHash: _hash, ...user } = found;
    await startSession(db, request, reply, user, now());
    return { user, isAdmin: user.role === 'admin' };
  });

  api.post('/api/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    await endSession(db, request, reply);
    return { ok: true };
  });

  passwordRoutes(app, db, { now, hashCost });
}
