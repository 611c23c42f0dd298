import type { FastifyServerOptions } from 'fastify';
import { safeError } from './safe-error';

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Where log lines are written (one JSON line per call). */
export interface LogStream {
  write(line: string): void;
}

// A second line of defence behind safeError: fields that must never be printed, wherever they appear.
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'err.params',
  'err.query',
  'err.detail',
  'params',
  'query',
  ...['password', 'currentPassword', 'newPassword', 'passwordHash', 'token', 'tokenHash', 'email'].flatMap((field) => [field, `*.${field}`]),
];

/** The app's pino options: a level, secrets redacted, errors printed without their query data. */
export function logOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: safeError },
    ...(stream ? { stream } : {}),
  };
}
