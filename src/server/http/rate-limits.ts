import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { clientAddress } from './client-address';

/**
 * Per-route rate limits (`config.rateLimit` on a route; none elsewhere), counted in this process's memory.
 * They run after validation, so a malformed request is still told what is wrong with it; a request over the
 * limit gets the project's 429 body, with Retry-After and the X-RateLimit headers.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: clientAddress,
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests: at most ${context.max} in ${context.after}. Please try again later.`),
  });
}
