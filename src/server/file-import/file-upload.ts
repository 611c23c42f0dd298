import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { RowLimit } from './count-rows';
import { tooManyRows } from './read-tabular-rows';

/** The media types a file upload arrives as: its own bytes, not JSON around them. */
export const FILE_MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type FileKind = keyof typeof FILE_MEDIA_TYPES;

export interface FileUpload {
  /** The file kinds the route takes. */
  kinds: readonly FileKind[];
  /** The most rows after the header a file may have: one more is refused (413) as it arrives. */
  maxRows: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The file this route takes as a raw body (`fileUploadRoute`); every other route takes JSON only. */
    fileUpload?: FileUpload;
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
  return kind !== undefined && (request.routeOptions.config.fileUpload?.kinds ?? []).includes(kind);
}

/**
 * A route's options to take a file as its body: `{ bodyLimit, config: { fileUpload } }`, spread into the
 * route's own. The body is Fastify's byte reader's (`parseAs: 'buffer'`): streamed against `maxBytes`
 * (refused with 413 past it, before the rest arrives), a Content-Length that lies is a 400, and a client
 * that stops sending is cut by the server's request timeout (408). Its rows are counted as it streams in
 * (`RowLimit`): the row past `maxRows` is refused with 413 naming the limit, before the rest arrives, with
 * or without a declared length. The handler gets a Buffer.
 */
export function fileUploadRoute(limits: { maxBytes: number; maxRows: number; kinds: readonly FileKind[] }) {
  const fileUpload: FileUpload = { kinds: limits.kinds, maxRows: limits.maxRows };
  return { bodyLimit: limits.maxBytes, config: { fileUpload } };
}

/** The bytes of a file upload, as the route's handler gets them; anything else is refused. */
export function uploadedBytes(request: FastifyRequest): { bytes: Buffer; kind: FileKind } {
  const kind = fileKindOf(request.headers['content-type']);
  if (!kind || !Buffer.isBuffer(request.body)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file itself as the request body.');
  return { bytes: request.body, kind };
}

// How long a refused upload's connection stays open after the answer, reading and dropping what the client
// still sends. A socket closed while bytes are still arriving is reset, and a reset can reach the client
// before it has read the answer (browsers then report a network error instead of the 413); a client that
// has read the answer hangs up sooner.
const LINGER_MS = 2000;

/**
 * Answers a refused upload, then closes its connection: nothing more of the body is kept or counted, what
 * the client still sends is dropped, and the connection closes once the client has had the answer (the
 * answer says `Connection: close`; Node would close at once, so the close lingers).
 */
function closeAfterAnswer(request: IncomingMessage): void {
  request.resume();
  const socket = request.socket;
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(timer));
  };
}

/**
 * Teaches the app the file media types. A route without `fileUpload` for the type refuses it (415) before
 * its body is read, exactly as a non-JSON body was refused before. A file a route takes has its rows
 * counted as it arrives (`RowLimit`): past the route's `maxRows`, 413 at once.
 */
export function registerFileUploads(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const upload = request.routeOptions.config.fileUpload;
    if (!upload || !acceptsFileBody(request)) return payload;
    const limit = new RowLimit(upload.maxRows, () => tooManyRows(upload.maxRows, 'file', { connection: 'close' }));
    // A client that hangs up mid-body fails the body read (400), as it does without the count.
    payload.on('error', (error) => limit.destroy(error));
    // After `pipe` has let go of the request on the refusal: the rest is dropped, not buffered.
    limit.once('error', (error) => {
      if (error instanceof AppError && error.status === 413) closeAfterAnswer(request.raw);
    });
    return payload.pipe(limit);
  });
  app.addContentTypeParser(Object.values(FILE_MEDIA_TYPES), { parseAs: 'buffer' }, (request, body, done) => {
    if (!acceptsFileBody(request)) return done(new AppError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON.'), undefined);
    done(null, body);
  });
}
