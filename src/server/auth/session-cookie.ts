import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The one cookie of the app; it holds the raw session token. */
export const SESSION_COOKIE = 'ribh_session';

// Tokens are base64url: anything else in the cookie is not one of ours.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

// Parsed only where a session matters (the `cookie` library, called directly): a plugin hook would parse the
// Cookie header of every request, the guests' catalogue reads included.

/** The raw token the request carries, if any. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parseCookie(header)[SESSION_COOKIE];
  return value !== undefined && TOKEN_PATTERN.test(value) ? value : undefined;
}

function serializeSessionCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  // Behind plain HTTP (a laptop) a Secure cookie would never come back.
  const secure = request.protocol === 'https';
  return stringifySetCookie({ name: SESSION_COOKIE, value, maxAge: maxAgeSeconds, path: '/', httpOnly: true, sameSite: 'lax', secure });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.header('set-cookie', serializeSessionCookie(request, token, Math.floor(maxAgeMs / 1000)));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', serializeSessionCookie(request, '', 0));
}
