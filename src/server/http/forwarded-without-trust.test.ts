import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, NO_SHEDDING } from '../test/test-app';

// A deployment behind a proxy without TRUST_PROXY sees every client as the proxy: the log says so.
const database = await createTestDatabase();
let clockMs = Date.parse('2026-11-26T10:00:00Z');
const now = () => new Date(clockMs);
const lines: string[] = [];
const untrusting = await buildApp({ db: database.db, pressure: NO_SHEDDING, now, logLevel: 'info', logStream: { write: (line) => lines.push(line) } });
const trustingLines: string[] = [];
const trusting = await buildApp({ db: database.db, pressure: NO_SHEDDING, now, trustProxy: { hops: 1 }, logLevel: 'info', logStream: { write: (line) => trustingLines.push(line) } });
afterAll(async () => {
  await untrusting.close();
  await trusting.close();
  await database.close();
});

const warnings = (from: string[]) => from.map((line) => JSON.parse(line) as { level: number; msg: string; forwardedRequests?: number }).filter((entry) => /TRUST_PROXY/.test(entry.msg));
const forwarded = (app: typeof untrusting) => app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '198.51.100.4' } });

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('is warned about at its first request, then at most once an hour with how many came', async () => {
    await untrusting.inject({ method: 'GET', url: '/api/health' });
    expect(warnings(lines)).toEqual([]);
    await forwarded(untrusting);
    await forwarded(untrusting);
    await forwarded(untrusting);
    expect(warnings(lines)).toEqual([expect.objectContaining({ level: 40, forwardedRequests: 1 })]);
    clockMs += 60 * 60_000;
    await forwarded(untrusting);
    expect(warnings(lines)).toEqual([expect.objectContaining({ forwardedRequests: 1 }), expect.objectContaining({ forwardedRequests: 3 })]);
  });

  it('is not warned about when a proxy is trusted', async () => {
    await forwarded(trusting);
    expect(warnings(trustingLines)).toEqual([]);
  });
});
