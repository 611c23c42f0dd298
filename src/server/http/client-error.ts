import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../errors';
import { EVERY_RESPONSE } from './security-headers';

// Node's own refusals, raised before a request reaches Fastify (a malformed request, headers too
// large, a request that took longer than requestTimeout/headersTimeout), mapped to the error body.
const NODE_CODES: Record<string, [ErrorCode, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: ['REQUEST_TIMEOUT', 'The request took too long to arrive.'],
  HPE_HEADER_OVERFLOW: ['HEADERS_TOO_LARGE', 'The request headers are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: ['PAYLOAD_TOO_LARGE', 'The request body is too large.'],
};

const FIXED_HEADERS = Object.entries({ ...EVERY_RESPONSE, 'content-type': 'application/json; charset=utf-8', connection: 'close' })
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

function rawAnswer(code: ErrorCode, message: string): string {
  const status = ERROR_STATUS[code];
  const body = JSON.stringify({ message, code } satisfies ErrorBody);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${FIXED_HEADERS}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

const ANSWERS = new Map(Object.entries(NODE_CODES).map(([nodeCode, [code, message]]) => [nodeCode, rawAnswer(code, message)]));
const BAD_REQUEST = rawAnswer('BAD_REQUEST', 'The request could not be understood.');

/**
 * How long a refused connection stays half-closed after its answer. A socket destroyed while the client is still
 * sending (a body dribbling in) is reset, and a reset can reach the client before it has read the answer: the
 * client would see a dropped connection instead of the 408. Ending first sends the answer and a FIN; what the
 * client sends meanwhile is discarded, and the socket is destroyed after this grace at the latest.
 */
const LINGER_MS = 2_000;

/**
 * Fastify's clientErrorHandler: answers with the project's body where Node would answer with its
 * own, then closes the connection (the rest of what the client sent cannot be trusted).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Only when no response has started on this connection; writing into a half-sent one corrupts it.
  const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (!socket.writable || response?.headersSent) {
    socket.destroy(error);
    return;
  }
  socket.end(ANSWERS.get(error.code ?? '') ?? BAD_REQUEST);
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
