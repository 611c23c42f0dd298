import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** The first path (a.b.0) of a string holding U+0000 in a parsed input, or undefined. */
export function nulPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = nulPath(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold the NUL character: storing one fails inside the database, which
 * would be a 500. Refuse it up front, for every route, as invalid input (found by the
 * hostile-input suite).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = nulPath(part, '', 0);
      if (path !== undefined) {
        return done(
          new AppError('VALIDATION_FAILED', 'Text must not contain the NUL character.', {
            errors: [{ path, message: 'Text must not contain the NUL character.' }],
          }),
        );
      }
    }
    done();
  });
}
