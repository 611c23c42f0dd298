import { describe, expect, it } from 'vitest';
import { connectionsCheckingIntervalMs, DEFAULT_SERVER_LIMITS } from './server-limits';
import { createTestApp } from '../test/test-app';

const { app } = await createTestApp();

describe('HTTP server limits', () => {
  it('bound how long a client may take, by default', () => {
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.server.requestTimeout).toBe(15_000);
    expect(app.server.keepAliveTimeout).toBe(72_000);
    expect(app.server.maxConnections).toBe(10_000);
  });

  it.each([
    [{ headersTimeoutMs: 10_000, requestTimeoutMs: 15_000 }, 1_000],
    [{ headersTimeoutMs: 1_000, requestTimeoutMs: 2_000 }, 250],
    [{ headersTimeoutMs: 100, requestTimeoutMs: 100 }, 50],
  ])('check timeouts often enough to cut within a quarter of the timeout: %o', (timeouts, interval) => {
    expect(connectionsCheckingIntervalMs({ ...DEFAULT_SERVER_LIMITS, ...timeouts })).toBe(interval);
  });
});
