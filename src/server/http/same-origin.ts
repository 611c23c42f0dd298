import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { acceptsFileBody } from '../file-import/file-upload';
import { isApiRequest } from './request-target';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function mediaType(contentType: string | undefined): string {
  return contentType ? contentType.split(';')[0]!.trim().toLowerCase() : '';
}

/** The body types a route takes: JSON, and a file's raw bytes on a route declared `upload: 'file'`. */
function acceptsBody(request: FastifyRequest): boolean {
  const type = mediaType(request.headers['content-type']);
  if (type === 'application/json') return true;
  return type === 'application/octet-stream' && request.routeOptions.config?.upload === 'file';
}

/** Host of an Origin header, or undefined when it is not a URL (`null` from sandboxed frames). */
function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Unsafe methods on /api take JSON only and only from our own pages. Browsers send
 * Sec-Fetch-Site and Origin on such requests; a request with neither (curl, a server) is not a
 * cross-site browser request and passes. Hosts are compared, not schemes, so a TLS-terminating
 * proxy in front of plain HTTP does not look cross-origin.
 */
export function checkUnsafeRequest(request: FastifyRequest): void {
  if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (fetchSite === 'cross-site' || fetchSite === 'same-site' || (origin !== undefined && originHost(origin) !== request.host)) {
    throw new AppError('CROSS_SITE_REQUEST', 'This request must come from the Ribh site itself.');
  }
  // A route that takes a file (file-import/file-upload.ts, or `upload: 'file'` for raw bytes) takes its own media type; nothing else does.
  if (hasBody(request) && !acceptsBody(request) && !acceptsFileBody(request)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON.');
  }
}

export function registerSameOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkUnsafeRequest(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
