import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { signUp, type SignedIn } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';

// The shedding limits are the process's own state, sampled on a timer; each app gets limits small
// enough to cross on purpose. Pressure applies to every route, health included, so a load balancer
// sees it. The loop's limit sits well above what a busy shared machine adds by itself and well below what the
// test's hog holds it for, and every wait is for a state, bounded generously, never a duration.

const heapFull = await createTestApp({ pressure: { maxHeapUsedBytes: 1, sampleIntervalMs: 20 } });
const lateLoop = await createTestApp({ pressure: { maxEventLoopDelayMs: 100, sampleIntervalMs: 100 } });
// The operator's off switch (MAX_EVENT_LOOP_DELAY_MS=0): the same late loop, never shed for it.
const loopUnmeasured = await createTestApp({ pressure: { maxEventLoopDelayMs: 0, sampleIntervalMs: 100 } });

async function until(condition: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A seller signed up through `app` once it serves: a machine busy enough to make the loop late by itself is shed too. */
async function signUpWhenServed(app: typeof lateLoop.app): Promise<SignedIn> {
  let seller: SignedIn | undefined;
  await until(async () => {
    seller = await signUp(app).catch((error: Error) => {
      if (error.message.startsWith('signUp failed: 503')) return undefined;
      throw error;
    });
    return seller !== undefined;
  });
  return seller!;
}

const healthStatus = async (app: typeof heapFull.app) => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;

function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Holds the event loop, as a burst of synchronous work would.
  }
}

describe('load shedding', () => {
  it('reads its loop limit from MAX_EVENT_LOOP_DELAY_MS: 1000 by default, 0 for off, never negative', () => {
    expect(readEnv({}).MAX_EVENT_LOOP_DELAY_MS).toBe(1000);
    expect(readEnv({ MAX_EVENT_LOOP_DELAY_MS: '0' }).MAX_EVENT_LOOP_DELAY_MS).toBe(0);
    expect(() => readEnv({ MAX_EVENT_LOOP_DELAY_MS: '-1' })).toThrow(/MAX_EVENT_LOOP_DELAY_MS/);
  });

  it('refuses every request with 503, the error body and Retry-After while the heap is past its limit', async () => {
    const { app } = heapFull;
    await until(async () => (await healthStatus(app)) === 503);
    for (const url of ['/api/health', '/api/countries', '/api/simulations']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual({ message: expect.any(String), code: 'UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('1');
    }
  });

  it('sheds while the event loop runs late, and serves again once it catches up', { timeout: 300_000 }, async () => {
    const { app } = lateLoop;
    // Building the apps kept the loop busy too: start from a calm loop.
    await until(async () => (await healthStatus(app)) === 200);
    const seller = await signUpWhenServed(app);
    const list = () => app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie: seller.cookie } });
    const hog = setInterval(() => busyFor(400), 410);
    try {
      await until(async () => (await list()).statusCode === 503);
      const refused = await list();
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: expect.any(String), code: 'UNAVAILABLE' });
      expect(await healthStatus(app)).toBe(503);
      // The hog holds every app's loop alike; the one whose loop is not measured still serves.
      expect(await healthStatus(loopUnmeasured.app)).toBe(200);
    } finally {
      clearInterval(hog);
    }
    await until(async () => (await healthStatus(app)) === 200 && (await list()).statusCode === 200);
  });
});
