import type { FastifyReply, FastifyRequest } from 'fastify';

/** The one cookie of the app; it holds the raw session token. */
export const SESSION_COOKIE = 'ribh_session';

// Tokens are base64url, so neither reading nor writing needs percent-encoding; this stays a
// string scan per request instead of a cookie plugin hook.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** The raw token the request carries, if any. */
export function readSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    if (TOKEN_PATTERN.test(value)) return value;
  }
  return undefined;
}

function serializeSessionCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  // Behind plain HTTP (a laptop) a Secure cookie would never come back.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void {
  reply.header('set-cookie', serializeSessionCookie(request, token, Math.floor(maxAgeMs / 1000)));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', serializeSessionCookie(request, '', 0));
}
