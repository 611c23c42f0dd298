import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler';
import { logOptions } from './log-options';

// How failures reach the log: a database that is down is one line per window with a count (never a line
// with the driver's stacks per request), and a share token never reaches a logged address.
async function appLogging(lines: string[]) {
  // As the app logs: no line per request, only what the error handler writes.
  const app = Fastify({ logger: logOptions('info', { write: (line) => lines.push(line) }), logController: new LogController({ disableRequestLogging: true }) });
  registerErrorHandler(app);
  app.get('/down', async () => {
    // As node-postgres and Drizzle report a server that went away: a wrapped error with a code and a stack.
    throw Object.assign(new Error('Failed query: select 1\nparams: secret@example.com'), {
      cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });
  });
  app.get('/api/shared/:token', async () => {
    throw new Error('a bug while reading a shared plan');
  });
  await app.ready();
  return app;
}

describe('the log while the database is down', () => {
  it('writes one line for 200 failed requests, then one line with how many more, and no stack', async () => {
    const lines: string[] = [];
    const app = await appLogging(lines);
    const answers = await Promise.all(Array.from({ length: 200 }, () => app.inject({ method: 'GET', url: '/down' })));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([503]));
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ level: 40, reason: 'databaseDown', refused: 1, code: '57P01', cause: 'terminating connection due to administrator command' });
    expect(entries[1]).toMatchObject({ level: 40, reason: 'databaseDown', refused: 199 });
    const log = lines.join('');
    for (const absent of ['stack', 'secret@example.com', 'Failed query']) expect(log).not.toContain(absent);
  });
});

describe('addresses in the log', () => {
  it('carry no share token', async () => {
    const lines: string[] = [];
    const app = await appLogging(lines);
    const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6cXV1enF1dXo';
    expect((await app.inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(500);
    await app.close();
    const logged = lines.map((line) => JSON.parse(line) as { url?: string }).find((entry) => entry.url);
    expect(logged?.url).toBe('/api/shared/[redacted]');
    expect(lines.join('')).not.toContain(token);
  });
});
