import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * The address throttles key on: `request.ip` (the forwarded client when TRUST_PROXY vouches for the
 * peer, else the socket), with an IPv6 address widened to its /64, since one home or host holds a
 * whole /64 and could otherwise take a fresh address per attempt.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}
