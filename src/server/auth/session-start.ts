import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import type { Role } from './session-policy';
import { createSession, revokeSession } from './sessions';

/**
 * Signs the user in on this browser: the session the request came with (if any) is revoked and a
 * new token is issued, so a cookie from before the sign-in is dead after it (no session fixation).
 */
export async function startSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; role: Role },
  now: Date,
): Promise<void> {
  const previous = readSessionToken(request);
  if (previous) await revokeSession(db, previous);
  const session = await createSession(db, user.id, user.role, now);
  setSessionCookie(request, reply, session.token, session.maxAgeMs);
}

/** Revokes the request's session server-side and clears the cookie. */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = readSessionToken(request);
  if (token) await revokeSession(db, token);
  clearSessionCookie(request, reply);
}
