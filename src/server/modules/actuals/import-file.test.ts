import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signUp, type SignedIn } from '../../test/auth-helpers';
import { rawHead, rawRequest } from '../../test/support/raw-socket';
import { createTestApp } from '../../test/test-app';
import { PLAN_EXAMPLE } from '../../../domain/test-support/example-plans';

// An orders file sent as its own bytes (text/csv), on a listening server and raw sockets: the shapes a
// browser never sends (a lying length, a client that never finishes) get their 4xx and store nothing.
const { app } = await createTestApp({ serverLimits: { requestTimeoutMs: 1500, headersTimeoutMs: 1500 } });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

const MAPPING = { columns: { orderId: 'Commande', status: 'Statut', amount: 'Montant' }, statuses: { Livré: 'delivered', Retourné: 'returned' } };
const MAPPING_HEADER = encodeURIComponent(JSON.stringify(MAPPING));
const target = (id: string) => `/api/simulations/${id}/actuals/import-file?date=2026-11-20&adSpend=10`;

async function plan(seller: SignedIn): Promise<string> {
  return (await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload: PLAN_EXAMPLE })).json().id;
}
const recordsOf = async (seller: SignedIn, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/simulations/${id}/actuals`, headers: { cookie: seller.cookie } })).json().records;

/** "Commande;Statut;Montant" and two orders, as Excel on Windows saves a French CSV (Windows-1252). */
function windows1252File(): Buffer {
  const text = 'Commande;Statut;Montant\r\nA-1;Livr\u00e9;12,50\r\nA-2;Retourn\u00e9;\r\n';
  return Buffer.from(text, 'latin1');
}

describe('an orders file sent as its own bytes', () => {
  it('imports a Windows-1252 file: “Livré” matches the mapping, never “Livr\uFFFD”', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const answer = await app.inject({ method: 'POST', url: target(id), headers: { cookie: owner.cookie, 'ribh-import-mapping': MAPPING_HEADER, 'content-type': 'text/csv' }, payload: windows1252File() });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ leads: 2, confirmed: 2, delivered: 1, returned: 1, revenueCollected: 12.5, orderCount: 2 });
  });

  it('refuses a file declared larger than 8 MB at once with 413 naming the limit, before its body arrives', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const answer = await rawRequest({
      port,
      head: rawHead('POST', target(id), { cookie: owner.cookie, 'ribh-import-mapping': MAPPING_HEADER, 'content-type': 'text/csv', 'content-length': 20 * 1024 * 1024 }, 'Commande;Statut'),
      deadlineMs: 5000,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', errors: [{ path: 'file', code: 'tooBig', limit: 8 * 1024 * 1024 }] });
    expect(JSON.parse(answer.body).message).toContain('8 MB');
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('cuts a client that never finishes its file with 408, and stores nothing', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const body = windows1252File();
    const answer = await rawRequest({
      port,
      head: rawHead('POST', target(id), { cookie: owner.cookie, 'ribh-import-mapping': MAPPING_HEADER, 'content-type': 'text/csv', 'content-length': body.length + 100 }, body.toString('latin1')),
      dribble: { piece: 'x', everyMs: 200 },
      deadlineMs: 8000,
    });
    expect(answer.status).toBe(408);
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('stores nothing from a client that hangs up before the length it declared', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const body = windows1252File();
    const answer = await rawRequest({
      port,
      head: rawHead('POST', target(id), { cookie: owner.cookie, 'ribh-import-mapping': MAPPING_HEADER, 'content-type': 'text/csv', 'content-length': body.length + 100 }, body.toString('latin1')),
      hangUpAfterMs: 100,
      deadlineMs: 5000,
    });
    expect([0, 400]).toContain(answer.status);
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('refuses a file from another site (403), and a file sent to a route that takes JSON only (415)', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const crossSite = await app.inject({
      method: 'POST',
      url: target(id),
      headers: { cookie: owner.cookie, 'ribh-import-mapping': MAPPING_HEADER, 'content-type': 'text/csv', 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: windows1252File(),
    });
    expect(crossSite.statusCode).toBe(403);
    const notAFileRoute = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: owner.cookie, 'ribh-import-mapping': MAPPING_HEADER, 'content-type': 'text/csv' }, payload: 'a,b\n1,2' });
    expect(notAFileRoute.statusCode).toBe(415);
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('refuses an upload without its mapping header as invalid input, before reading the file', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const answer = await app.inject({ method: 'POST', url: target(id), headers: { cookie: owner.cookie, 'content-type': 'text/csv' }, payload: windows1252File() });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('VALIDATION_FAILED');
    expect(await recordsOf(owner, id)).toEqual([]);
  });

  it('refuses an empty file with one error naming the file', async () => {
    const owner = await signUp(app);
    const id = await plan(owner);
    const answer = await app.inject({ method: 'POST', url: target(id), headers: { cookie: owner.cookie, 'ribh-import-mapping': MAPPING_HEADER, 'content-type': 'text/csv' }, payload: '\uFEFF\r\n' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([{ path: 'file', code: 'required', message: 'The file is empty.' }]);
  });
});
