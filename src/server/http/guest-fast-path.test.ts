import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { answerFromCache } from './guest-fast-path';
import { createAdmin, signUp } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';

// Over real HTTP: the fast path sits in the HTTP server, in front of what app.inject reaches.
const { app, database } = await createTestApp();
const base = await app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => app.close());
const admin = await createAdmin(app, database.db);
const seller = await signUp(app);

const get = (path: string, cookie?: string) => fetch(base + path, { headers: cookie ? { cookie } : {} });
const names = async (path: string, cookie?: string) => ((await (await get(path, cookie)).json()) as { name: string }[]).map((row) => row.name);
const send = (method: string, path: string, cookie: string, body?: object) =>
  body
    ? fetch(base + path, { method, headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    : fetch(base + path, { method, headers: { cookie } });
const serviceBody = (name: string) => ({ name, icon: '📦', color: '#0f766e', status: 'active' });

const ANSWER_HEADERS = ['content-type', 'content-length', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy'];
const headersOf = (response: Response) => Object.fromEntries(ANSWER_HEADERS.map((name) => [name, response.headers.get(name)]));

describe('guest reference reads answered from the cache before routing', () => {
  it('give the same bytes and headers as the full route', async () => {
    const first = await get('/api/services'); // full route: loads the cache and records the URL
    const again = await get('/api/services'); // fast path
    expect(again.status).toBe(200);
    expect(headersOf(again)).toEqual(headersOf(first));
    expect(headersOf(again)['x-content-type-options']).toBe('nosniff');
    expect(await again.text()).toBe(await first.text());
  });

  it('show a catalogue write through the API in the very next guest read', async () => {
    await get('/api/services');
    expect(await names('/api/services')).not.toContain('Fast Path Courier');
    const created = await send('POST', '/api/admin/services', admin.cookie, serviceBody('Fast Path Courier'));
    expect(created.status).toBe(201);
    expect(await names('/api/services')).toContain('Fast Path Courier');
    const { id } = (await created.json()) as { id: string };
    expect((await send('DELETE', `/api/admin/services/${id}`, admin.cookie)).status).toBe(204);
    expect(await names('/api/services')).not.toContain('Fast Path Courier');
  });

  it("never hand a seller the guests' answer: their own rows are in theirs", async () => {
    expect((await send('POST', '/api/services', seller.cookie, serviceBody('Only Mine'))).status).toBe(201);
    await get('/api/services');
    expect(await names('/api/services')).not.toContain('Only Mine');
    expect(await names('/api/services', seller.cookie)).toContain('Only Mine');
  });

  it('leave unknown query strings and failing reads to the full route', async () => {
    const missing = await get('/api/fee-structures/country/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await get('/api/fee-structures/country/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const invalid = await get('/api/fee-structures/country/not-a-uuid');
    expect(invalid.status).toBe(400);
  });

  it('step aside once shutdown begins, so the gate can answer 503', async () => {
    // A catalogue that always has the answer, so only `stopping` decides (the real one's answer is fresh
    // for one check interval, which a loaded machine can outlast between two lines).
    const catalog = { guestAnswer: () => '[]' } as unknown as NonNullable<typeof app.catalog>;
    const request = { method: 'GET', url: '/api/services', headers: {} } as IncomingMessage;
    const written: unknown[] = [];
    const response = { writeHead: (...args: unknown[]) => (written.push(args), response), end: () => response } as unknown as ServerResponse;
    expect(answerFromCache({ catalog, stopping: () => true }, request, response)).toBe(false);
    expect(written).toEqual([]);
    expect(answerFromCache({ catalog, stopping: () => false }, request, response)).toBe(true);
    expect(written).toHaveLength(1);
  });
});
