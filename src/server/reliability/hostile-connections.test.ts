import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, sessionCookie, simulationBody, uniqueEmail } from '../test/support/http-client';
import { rawHead, rawRequest, type RawAnswer } from '../test/support/raw-socket';
import { inParallel } from '../test/support/hostile-client';
import { freePort, startServer, stopAllServers, type ServerProcess } from '../test/support/server-process';

// Request shapes an attacker sends with a raw socket, against the real server process.
// Each case ends the way a seller would notice it: a normal request still gets 200 within 2 s, and
// health says 200. The server runs with short timeouts (1 s for headers, 2 s for a whole request) so
// cuts show in seconds; the defaults are 10 s and 15 s.

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
/** Node checks the timeouts on a timer; a cut comes at most this long after the timeout. */
const CUT_SLACK_MS = 1_500;

const dataDir = mkdtempSync(path.join(tmpdir(), 'ribh-hostile-connections-'));
let server: ServerProcess;
let port: number;
let cookie: string;
let simulation: string;

beforeAll(async () => {
  port = await freePort();
  server = await startServer({
    port,
    dataDir,
    sampleData: false,
    env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) },
  });
  const seller = await call(server.baseUrl, 'POST', '/api/auth/register', { body: { email: uniqueEmail('hostile-net'), password: PASSWORD } });
  expect(seller.status, seller.text).toBe(201);
  cookie = sessionCookie(seller);
  simulation = JSON.stringify(simulationBody('raw socket'));
}, 180_000);

afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

async function expectStillServing(): Promise<void> {
  const list = await call(server.baseUrl, 'GET', '/api/simulations', { cookie, timeoutMs: 2_000 });
  expect(list.status, list.text).toBe(200);
  const health = await call(server.baseUrl, 'GET', '/api/health', { timeoutMs: 2_000 });
  expect(health.status, health.text).toBe(200);
}

const postSimulation = (contentLength: number, body: string, extra: Record<string, string> = {}) =>
  rawHead('POST', '/api/simulations', { 'content-type': 'application/json', 'content-length': contentLength, cookie, ...extra }, body);

function expectErrorBody(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer)).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String), code });
}

describe('hostile connections against the real server', () => {
  it('keeps serving after 150 requests whose body is longer than their Content-Length', async () => {
    await inParallel(Array.from({ length: 150 }), 10, async () => {
      await rawRequest({ port, head: postSimulation(simulation.length - 8, simulation), deadlineMs: 5_000 });
    });
    await expectStillServing();
  });

  it('keeps serving after 150 clients hang up in the middle of their body', async () => {
    await inParallel(Array.from({ length: 150 }), 50, async () => {
      const answer = await rawRequest({ port, head: postSimulation(simulation.length, simulation.slice(0, 20)), hangUpAfterMs: 100 });
      expect(answer.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + CUT_SLACK_MS);
    });
    await expectStillServing();
  });

  it('answers a body shorter than its Content-Length with 408 once the request timeout passes', async () => {
    const answer = await rawRequest({ port, head: postSimulation(simulation.length + 50, simulation), deadlineMs: 8_000 });
    expectErrorBody(answer, 408, 'REQUEST_TIMEOUT');
    expect(answer.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + CUT_SLACK_MS);
    await expectStillServing();
  });

  it('cuts headers that dribble in with 408 once the headers timeout passes', async () => {
    const answer = await rawRequest({
      port,
      head: 'GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n',
      dribble: { piece: 'x-slow: 1\r\n', everyMs: 150 },
      deadlineMs: 8_000,
    });
    expectErrorBody(answer, 408, 'REQUEST_TIMEOUT');
    expect(answer.elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + CUT_SLACK_MS);
    await expectStillServing();
  });

  it('closes a connection that sends nothing with 408 once the headers timeout passes', async () => {
    const answer = await rawRequest({ port, head: '', deadlineMs: 8_000 });
    expectErrorBody(answer, 408, 'REQUEST_TIMEOUT');
    expect(answer.elapsedMs).toBeLessThan(HEADERS_TIMEOUT_MS + CUT_SLACK_MS);
  });

  it('serves a seller beside 120 bodies dribbling a byte at a time, and cuts each of them with 408', async () => {
    const slow = Array.from({ length: 120 }, () =>
      rawRequest({ port, head: postSimulation(simulation.length, '{'), dribble: { piece: ' ', everyMs: 200 }, deadlineMs: 8_000 }),
    );
    // The slow uploads are in flight (their headers long arrived) while the seller works.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectStillServing();
    const saved = await call(server.baseUrl, 'POST', '/api/simulations', { cookie, body: simulationBody('beside slow clients'), timeoutMs: 2_000 });
    expect(saved.status, saved.text).toBe(201);
    for (const answer of await Promise.all(slow)) {
      expectErrorBody(answer, 408, 'REQUEST_TIMEOUT');
      expect(answer.elapsedMs).toBeLessThan(REQUEST_TIMEOUT_MS + CUT_SLACK_MS);
    }
    await expectStillServing();
  });

  it.each([
    ['an absolute-form target', 'http://evil.example/api/simulations'],
    ['an absolute-form target in capitals', 'HTTP://127.0.0.1/api/simulations'],
    ['a percent-encoded path', '/%61pi/simulations'],
  ])('applies the same-origin check to %s', async (_name, target) => {
    const head = rawHead('POST', target, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(simulation),
      origin: 'https://evil.example',
      cookie,
      connection: 'close',
    }, simulation);
    expectErrorBody(await rawRequest({ port, head }), 403, 'CROSS_SITE_REQUEST');
    await expectStillServing();
  });

  it('serves an absolute-form read like its origin form', async () => {
    const answer = await rawRequest({ port, head: rawHead('GET', `http://127.0.0.1:${port}/api/simulations`, { cookie, connection: 'close' }) });
    expect(answer.status, answer.body).toBe(200);
    expect(Array.isArray(JSON.parse(answer.body))).toBe(true);
  });

  it("answers Node's own refusals with the error body", async () => {
    expectErrorBody(await rawRequest({ port, head: 'NOT A REQUEST\r\n\r\n' }), 400, 'BAD_REQUEST');
    const huge = rawHead('GET', '/api/health', { 'x-huge': 'a'.repeat(20_000) });
    expectErrorBody(await rawRequest({ port, head: huge }), 431, 'HEADERS_TOO_LARGE');
    await expectStillServing();
  });

  it('logged none of it as an error: these are the clients\' doing', () => {
    const errors = server.output.split('\n').filter((line) => line.includes('"level":50'));
    expect(errors, errors.join('\n').slice(0, 2_000)).toEqual([]);
  });

  // Last: it stops the server.
  it('drains at once on SIGTERM after all of the above', async () => {
    const started = Date.now();
    server.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - started, server.output.slice(-2_000)).toBeLessThan(3_000);
  });
});
