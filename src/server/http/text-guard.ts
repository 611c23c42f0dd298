import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

export interface TextProblem {
  /** Where the text is, as in the error body: `name`, `a.b.0`; empty for the part itself. */
  path: string;
  message: string;
}

const NUL_MESSAGE = 'Text must not contain the NUL character.';
const LONE_SURROGATE_MESSAGE = 'Text must not contain a lone UTF-16 surrogate (half of a character).';

// With the u flag a surrogate pair is one code point, so this matches only a half without its partner
// (String.prototype.isWellFormed, not in the ES2023 library the typecheck uses).
const LONE_SURROGATE = /\p{Cs}/u;

function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/** The first string of a parsed input that PostgreSQL cannot store as it is, with its path, or undefined. */
export function textProblem(value: unknown, path = '', depth = 0): TextProblem | undefined {
  if (typeof value === 'string') {
    const message = problemOf(value);
    return message ? { path, message } : undefined;
  }
  // A file's bytes are decoded and checked by the import that reads them.
  if (!value || typeof value !== 'object' || depth > 64 || value instanceof Uint8Array) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = textProblem(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * One rule for the text of every route (params, query and body): text PostgreSQL cannot hold as
 * sent is refused as invalid input, never stored changed. NUL fails inside the database (a 500);
 * a lone surrogate fails inside json/jsonb and is silently replaced by U+FFFD in text columns by
 * the drivers' UTF-8 encoding (decision 0009).
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = textProblem(part);
      if (problem) return done(new AppError('VALIDATION_FAILED', problem.message, { errors: [problem] }));
    }
    done();
  });
}
