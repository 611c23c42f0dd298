import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

/** The media types a file upload arrives as: its own bytes, not JSON around them. */
export const FILE_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type FileKind = keyof typeof FILE_MEDIA_TYPES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The file kinds this route takes as a raw body (`fileUploadRoute`); every other route takes JSON only. */
    fileUpload?: readonly FileKind[];
  }
}

/** The kind of file a request's Content-Type names, or undefined when it names none of ours. */
export function fileKindOf(contentType: string | undefined): FileKind | undefined {
  const type = contentType?.split(';')[0]!.trim().toLowerCase();
  return (Object.keys(FILE_MEDIA_TYPES) as FileKind[]).find((kind) => FILE_MEDIA_TYPES[kind] === type);
}

/** True when the route takes the file the request carries (the same-origin check lets it past "JSON only"). */
export function acceptsFileBody(request: FastifyRequest): boolean {
  const kind = fileKindOf(request.headers['content-type']);
  return kind !== undefined && (request.routeOptions.config.fileUpload ?? []).includes(kind);
}

/**
 * A route's options to take a file as its body: `{ bodyLimit, config: { fileUpload } }`, spread into the
 * route's own. The body is Fastify's byte reader's (`parseAs: 'buffer'`): streamed against `maxBytes`
 * (refused with 413 past it, before the rest arrives), a Content-Length that lies is a 400, and a client
 * that stops sending is cut by the server's request timeout (408). The handler gets a Buffer.
 */
export function fileUploadRoute(maxBytes: number, kinds: readonly FileKind[] = ['csv']) {
  return { bodyLimit: maxBytes, config: { fileUpload: kinds } };
}

/** The bytes of a file upload, as the route's handler gets them; anything else is refused. */
export function uploadedBytes(request: FastifyRequest): { bytes: Buffer; kind: FileKind } {
  const kind = fileKindOf(request.headers['content-type']);
  if (!kind || !Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file itself as the request body.');
  return { bytes: request.body, kind };
}

/**
 * Teaches the app the file media types. A route without `fileUpload` for the type refuses it (415) before
 * its body is read, exactly as a non-JSON body was refused before.
 */
export function registerFileUploads(app: FastifyInstance): void {
  app.addContentTypeParser(Object.values(FILE_MEDIA_TYPES), { parseAs: 'buffer' }, (request, body, done) => {
    if (!acceptsFileBody(request)) return done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON.'), undefined);
    done(null, body);
  });
}
