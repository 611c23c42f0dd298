import { fastifyCookie } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The one cookie of the app; it holds the raw session token. */
export const SESSION_COOKIE = 'ribh_session';

/** The raw token the request carries, if any. Parses the header directly: cheaper than a cookie plugin hook on every request. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header || !header.includes(SESSION_COOKIE)) return undefined;
  const token = fastifyCookie.parse(header)[SESSION_COOKIE];
  return token ? token : undefined;
}

function baseAttributes(request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // Behind plain HTTP (a laptop) a Secure cookie would never come back.
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.header(
    'set-cookie',
    fastifyCookie.serialize(SESSION_COOKIE, token, { ...baseAttributes(request), maxAge: Math.floor(maxAgeMs / 1000) }),
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', fastifyCookie.serialize(SESSION_COOKIE, '', { ...baseAttributes(request), maxAge: 0 }));
}
