import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, PASSWORD, sessionCookie, simulationBody, uniqueEmail } from '../test/support/http-client';
import { rawHead, rawRequest, type RawAnswer } from '../test/support/raw-socket';
import { inParallel } from '../test/support/hostile-client';
import { freePort, migratedDataDir, NO_SHEDDING_FOR_A_LATE_LOOP, startServer, stopAllServers, type ServerProcess } from '../test/support/server-process';

// Request shapes an attacker sends with a raw socket, against the real server process.
// Each case ends the way a seller would notice it: the attacker gets its 408 (or is simply dropped), a
// normal request still gets 200, and health says 200. The server runs with short timeouts (1 s for headers,
// 2 s for a whole request) so cuts come in seconds; the defaults are 10 s and 15 s. No test here asserts how
// long anything took: on a loaded machine every step is slower, and the cut's timing is `npm run load`'s to
// measure (the abuse mix). Waits are bounded generously instead, so a hang still fails.

const HEADERS_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
/** How long a client here waits for the server's answer before giving up: many times the timeouts above. */
const ANSWER_DEADLINE_MS = 30_000;
/** A test that waits for a cut: the deadline plus the server's own work, on a machine running other suites. */
const CUT_TEST_TIMEOUT_MS = 90_000;

const dataDir = migratedDataDir('ribh-hostile-connections-');
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
    env: { HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), ...NO_SHEDDING_FOR_A_LATE_LOOP },
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
  const list = await call(server.baseUrl, 'GET', '/api/simulations', { cookie, timeoutMs: ANSWER_DEADLINE_MS });
  expect(list.status, list.text).toBe(200);
  const health = await call(server.baseUrl, 'GET', '/api/health', { timeoutMs: ANSWER_DEADLINE_MS });
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
      await rawRequest({ port, head: postSimulation(simulation.length - 8, simulation), deadlineMs: ANSWER_DEADLINE_MS });
    });
    await expectStillServing();
  }, CUT_TEST_TIMEOUT_MS);

  it('keeps serving after 150 clients hang up in the middle of their body', async () => {
    await inParallel(Array.from({ length: 150 }), 50, async () => {
      // The server lets go of a client that hung up: the connection closes before the client's own deadline.
      const answer = await rawRequest({ port, head: postSimulation(simulation.length, simulation.slice(0, 20)), hangUpAfterMs: 100, deadlineMs: ANSWER_DEADLINE_MS });
      expect(answer.closedBy).toBe('server');
    });
    await expectStillServing();
  }, CUT_TEST_TIMEOUT_MS);

  it('answers a body shorter than its Content-Length with 408 once the request timeout passes', async () => {
    const answer = await rawRequest({ port, head: postSimulation(simulation.length + 50, simulation), deadlineMs: ANSWER_DEADLINE_MS });
    expectErrorBody(answer, 408, 'REQUEST_TIMEOUT');
    await expectStillServing();
  }, CUT_TEST_TIMEOUT_MS);

  it('cuts headers that dribble in with 408 once the headers timeout passes', async () => {
    const answer = await rawRequest({
      port,
      head: 'GET /api/health HTTP/1.1\r\nhost: 127.0.0.1\r\n',
      dribble: { piece: 'x-slow: 1\r\n', everyMs: 150 },
      deadlineMs: ANSWER_DEADLINE_MS,
    });
    expectErrorBody(answer, 408, 'REQUEST_TIMEOUT');
    await expectStillServing();
  }, CUT_TEST_TIMEOUT_MS);

  it('closes a connection that sends nothing with 408 once the headers timeout passes', async () => {
    const answer = await rawRequest({ port, head: '', deadlineMs: ANSWER_DEADLINE_MS });
    expectErrorBody(answer, 408, 'REQUEST_TIMEOUT');
  }, CUT_TEST_TIMEOUT_MS);

  it('serves a seller beside 120 bodies dribbling a byte at a time, and cuts each of them with 408', async () => {
    const slow = Array.from({ length: 120 }, () =>
      rawRequest({ port, head: postSimulation(simulation.length, '{'), dribble: { piece: ' ', everyMs: 200 }, deadlineMs: ANSWER_DEADLINE_MS }),
    );
    // The slow uploads are in flight (their headers long arrived) while the seller works.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expectStillServing();
    const saved = await call(server.baseUrl, 'POST', '/api/simulations', { cookie, body: simulationBody('beside slow clients'), timeoutMs: ANSWER_DEADLINE_MS });
    expect(saved.status, saved.text).toBe(201);
    for (const answer of await Promise.all(slow)) expectErrorBody(answer, 408, 'REQUEST_TIMEOUT');
    await expectStillServing();
  }, CUT_TEST_TIMEOUT_MS);

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
  // No connection left behind holds the drain: the process exits cleanly on its own (a hang fails by the timeout).
  it('drains and exits cleanly on SIGTERM after all of the above', async () => {
    server.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit, server.output.slice(-2_000)).toEqual({ code: 0, signal: null });
  }, CUT_TEST_TIMEOUT_MS);
});
