import { rmSync } from 'node:fs';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { call, countryBody, PASSWORD, sessionCookie, uniqueEmail } from '../test/support/http-client';
import { createMigratedDatabase } from '../test/support/postgres-database';
import { freePort, migratedDataDir, NO_SHEDDING_FOR_A_LATE_LOOP, startServer, stopAllServers } from '../test/support/server-process';

// SIGTERM while requests are in flight (docs/product.md#operations): they finish; new requests get 503 with the error
// body (UNAVAILABLE) and `Connection: close`; the database closes; the process exits 0.
// On the embedded database by default; on PostgreSQL when TEST_DATABASE_URL is set. Nothing here waits a fixed
// time for the server to get somewhere: each step waits for the server to say it got there (a 100 Continue, a 503),
// and the drain's grace is longer than the test, so a loaded machine makes it slower, never red.

/** Every wait for an answer, bounded so a hang still fails. */
const ANSWER_DEADLINE_MS = 30_000;

const dataDir = migratedDataDir('ribh-shutdown-');
const cleanups: (() => Promise<void>)[] = [];

afterAll(async () => {
  await stopAllServers();
  for (const cleanup of cleanups) await cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

interface SlowUpload {
  /** Resolves once the server has read the headers and dispatched the request (its 100 Continue). */
  inFlight: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  answer: Promise<{ status: number; body: string }>;
}

/** A POST whose body arrives in two parts: the server has the request in flight until finish(). */
function slowUpload(port: number, urlPath: string, body: unknown, cookie: string): SlowUpload {
  const payload = Buffer.from(JSON.stringify(body));
  const request = http.request({
    host: '127.0.0.1',
    port,
    path: urlPath,
    method: 'POST',
    agent: false,
    // Node answers 100 Continue as it hands the request to the app: proof the request is in flight.
    headers: { 'content-type': 'application/json', 'content-length': payload.length, cookie, expect: '100-continue' },
  });
  const inFlight = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (d: Buffer) => (text += d.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.flushHeaders();
  request.write(payload.subarray(0, 10));
  return { inFlight, finish: () => request.end(payload.subarray(10)), answer };
}

describe('graceful shutdown on SIGTERM', () => {
  it('finishes in-flight requests, answers new ones 503 with Connection: close, closes the database and exits 0', { timeout: 900_000 }, async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    const database = serverUrl ? await createMigratedDatabase(serverUrl) : undefined;
    if (database) cleanups.push(database.drop);
    const port = await freePort();
    const target = database ? { databaseUrl: database.url } : { dataDir };
    // The uploads stay in flight for as long as the checks below take, and a crowd of 200 waits for the server to read
    // its headers: on a loaded machine, where the server (at the suite's low priority) can go seconds without a core,
    // either can pass the default timeouts (15 s for a request, 10 s for its headers, and on PostgreSQL the database's
    // 5 s plus one for a routed request, body included), whose 408, 503 or cut connection would end a request the
    // drain must answer: with the uploads answered the drain ends, and the crowd meets a closed listener. A second
    // without a core also makes the loop late enough to shed load (503 before the signal). This test is about the
    // drain; the timeouts and load shedding have their own tests.
    const slowMachine = { REQUEST_TIMEOUT_MS: '600000', HEADERS_TIMEOUT_MS: '600000', DATABASE_TIMEOUT_MS: '600000', ...NO_SHEDDING_FOR_A_LATE_LOOP };
    const server = await startServer({ port, ...target, env: { LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '600000', ...slowMachine } });

    const seller = await call(server.baseUrl, 'POST', '/api/auth/register', { body: { email: uniqueEmail('drain'), password: PASSWORD } });
    expect(seller.status, seller.text).toBe(201);
    const cookie = sessionCookie(seller);

    const inFlight = [1, 2, 3].map((i) => slowUpload(port, '/api/countries', countryBody(`drain-${i}`), cookie));
    await Promise.all(inFlight.map((upload) => upload.inFlight));
    server.kill('SIGTERM');
    // The signal has been handled once health answers 503; until then it may still answer 200.
    let health = await call(server.baseUrl, 'GET', '/api/health', { timeoutMs: ANSWER_DEADLINE_MS });
    for (let tries = 0; health.status === 200 && tries < 300; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      health = await call(server.baseUrl, 'GET', '/api/health', { timeoutMs: ANSWER_DEADLINE_MS });
    }
    expect(health.status, health.text).toBe(503);
    expect(server.alive, 'the process must wait for its in-flight requests').toBe(true);

    for (const [method, url, body] of [
      ['GET', '/api/health', undefined],
      ['GET', '/api/countries', undefined],
      ['POST', '/api/countries', countryBody('too-late')],
    ] as const) {
      const refused = await call(server.baseUrl, method, url, { body, cookie, timeoutMs: ANSWER_DEADLINE_MS });
      expect(refused.status, refused.text).toBe(503);
      expect(refused.body).toEqual({ message: expect.any(String), code: 'UNAVAILABLE' });
      expect(refused.headers.get('connection')).toBe('close');
      expect(refused.headers.get('retry-after')).toBeTruthy();
    }
    // A crowd keeps knocking during the drain: each gets 503, and the log does not get a line each.
    const crowd = await Promise.all(Array.from({ length: 200 }, () => call(server.baseUrl, 'GET', '/api/countries', { timeoutMs: ANSWER_DEADLINE_MS })));
    expect(crowd.map((answer) => answer.status)).toEqual(Array(200).fill(503));

    inFlight.forEach((upload) => upload.finish());
    const answers = await Promise.all(inFlight.map((upload) => upload.answer));
    for (const answer of answers) {
      expect(answer.status, answer.body).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ name: expect.stringMatching(/^Reliability drain-/) });
    }

    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.output).toContain('shutting down: draining requests in flight');
    expect(server.output).toContain('stopped: requests drained, database closed');
    // Expected refusals are warnings without a stack, rate-limited, and still counted in full. For each reason
    // (draining; on a busy machine also an overloaded moment before the drain) the log writes a line for the first
    // refusal, then at most one a second while they go on, and one at close: its lines are bounded by how long that
    // reason's refusals went on by the log's own clock, however long a loaded machine makes that (one line per
    // refusal would be 204 lines in a few seconds).
    const refusalLines = server.output
      .split('\n')
      .filter((line) => line.includes('UNAVAILABLE') || line.includes('refusing requests'))
      .map((line) => JSON.parse(line) as { level: number; time: number; reason?: string; refused?: number; err?: unknown });
    expect(refusalLines.some((line) => line.reason === 'draining')).toBe(true);
    for (const reason of new Set(refusalLines.map((line) => line.reason))) {
      const loggedFor = refusalLines.filter((line) => line.reason === reason).map((line) => line.time);
      const refusalSeconds = Math.floor((Math.max(...loggedFor) - Math.min(...loggedFor)) / 1000);
      expect(loggedFor.length, `${reason}: ${server.output.slice(-3_000)}`).toBeLessThanOrEqual(refusalSeconds + 2);
    }
    expect(refusalLines.every((line) => line.level === 40 && line.err === undefined)).toBe(true);
    // The health check that first answered 503, the three calls, the crowd of 200: every one is counted. The count is
    // a floor: on a loaded machine one refusal more than these was counted once (a request the test did not
    // number, such as a second health check or a resent GET), so it may be higher, never twice as high.
    const refusedCount = refusalLines.reduce((sum, line) => sum + (line.refused ?? 0), 0);
    expect(refusedCount).toBeGreaterThanOrEqual(204);
    expect(refusedCount).toBeLessThanOrEqual(204 + 201);
    // The embedded database released its lock: it is free at once.
    if (!database) await (await acquireDataDirLock(dataDir))();

    // What the drained requests wrote is there after a restart.
    const again = await startServer({ port: await freePort(), ...target });
    const countries = await call(again.baseUrl, 'GET', '/api/countries', { cookie });
    const names = (countries.body as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Reliability drain-1', 'Reliability drain-2', 'Reliability drain-3']));
    expect(names).not.toContain('Reliability too-late');
    again.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  });
});
