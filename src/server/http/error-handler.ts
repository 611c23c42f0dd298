import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { toFieldIssue } from '../../domain/field-issues';
import { AppError, type ErrorBody, type ErrorCode } from '../errors';
import { redactUrl } from '../logging/redact-url';
import { Refusal, RefusalLog } from './refusal';

// Fastify's own error codes that are the client's fault, mapped to ours.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN',
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
  // statement_timeout (57014) and idle_in_transaction_session_timeout (25P03): a database too slow to serve now.
  '57014', '25P03',
]);
// node-postgres reports a lost, unreachable or stalled server with these messages and no code.
const DATABASE_DOWN_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // query_timeout: the server took the query and never answered (a stalled server).
  'Query read timeout',
];

/** True when the error (or any error it wraps: Drizzle wraps the driver's) says the database is unreachable. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
    if (typeof message === 'string' && DATABASE_DOWN_MESSAGES.some((m) => message.startsWith(m))) return true;
    current = cause;
  }
  return false;
}

function databaseUnavailable(): AppError {
  return new AppError('UNAVAILABLE', 'The service is temporarily unavailable. Please try again.', { headers: { 'retry-after': '2' } });
}

/** A file too large for its route, with the route's limit named (in the message and as the field issue's limit). */
function fileTooLarge(limit: number): AppError {
  const megabytes = Math.round((limit / (1024 * 1024)) * 10) / 10;
  const message = `The file is larger than this import's limit of ${megabytes} MB (${limit} bytes).`;
  return new AppError('PAYLOAD_TOO_LARGE', message, { errors: [{ path: 'file', message, code: 'tooBig', limit }] });
}

/** What a database-down line says about its cause: the driver's code and first message line, no stack or query. */
function databaseDownDetail(error: unknown): { code?: string; cause: string } {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (!cause || typeof code === 'string') {
      const message = String((current as { message?: unknown }).message ?? '').split('\n')[0]!.slice(0, 200);
      return typeof code === 'string' ? { code, cause: message } : { cause: message };
    }
    current = cause;
  }
  return { cause: 'unknown' };
}

function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.config?.fileUpload) return fileTooLarge(request.routeOptions.bodyLimit);
  // A request that outlived the database's timeout (a frozen database, its queries waiting one after another).
  if (error.code === 'FST_ERR_HANDLER_TIMEOUT') return databaseUnavailable();
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => {
      const { code, limit } = toFieldIssue({ ...issue.params, code: issue.keyword });
      return {
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(issue.params?.missingProperty ?? ''),
        message: issue.message ?? 'Invalid value',
        code,
        ...(limit === undefined ? {} : { limit }),
      };
    });
    return new AppError('VALIDATION_FAILED', errors[0]?.message ?? 'Invalid input', { errors });
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped, error.message);
  // Before the database check: a client that hangs up mid-body fails the body read with ECONNRESET,
  // which Fastify marks 400. It is the client's doing, not a database outage to log as an error.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    if (error.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON.');
    return new AppError('BAD_REQUEST', error.message || 'Bad request');
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}

/** The single error handler: every failure leaves as the project's error body, never a stack trace or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  const refusals = new RefusalLog(app.log);
  app.addHook('onClose', (_app, done) => {
    refusals.flushAll();
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (error instanceof Refusal) refusals.record(error.reason);
    // A database that is down fails every request alike: one line per window with a count, like shed
    // requests, instead of an error line with the driver's stacks for each of them.
    else if (appError.code === 'UNAVAILABLE') refusals.record('databaseDown', databaseDownDetail(error));
    else if (appError.status >= 500) request.log.error({ err: error, reqId: request.id, method: request.method, url: redactUrl(request.url) }, 'request failed');
    const body: ErrorBody = { message: appError.message, code: appError.code };
    if (appError.errors?.length) body.errors = appError.errors;
    if (appError.headers) reply.headers(appError.headers);
    return reply.status(appError.status).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Fastify's own router refusals (a path parameter longer than maxParamLength, a malformed URL) would
 * otherwise leave with Fastify's body; they are the client's fault and get ours.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long.' : 'The address is not valid.';
  const body: ErrorBody = { message, code: 'BAD_REQUEST' };
  void reply.status(400).type('application/json; charset=utf-8').send(body);
}

