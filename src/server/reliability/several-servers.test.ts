import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_CHECK_INTERVAL_MS } from '../cache/catalog-cache';
import { call, countryBody, PASSWORD, sessionCookie, simulationBody, uniqueEmail, type HttpAnswer } from '../test/support/http-client';
import { hasPostgres, PostgresCluster } from '../test/support/postgres-cluster';
import { freePort, NO_SHEDDING_FOR_A_LATE_LOOP, startServer, stopAllServers, type ServerProcess } from '../test/support/server-process';

// Several app processes behind a load balancer on one PostgreSQL (docs/product.md#operations): two real server
// processes on different ports against one throwaway cluster of our own. Sessions made on one work
// on the other; a catalogue write through one is visible through the other's cached lists at once
// (catalog_version); writes through both under load survive `pg_ctl restart -m immediate`, which
// gives only 503s while PostgreSQL is down (no 500, no hang), and both recover without a restart.
// Skipped only where the PostgreSQL 15 binaries are missing (`npm test` installs them).

let cluster: PostgresCluster;
let a: ServerProcess;
let b: ServerProcess;
let adminCookie: string;
let sellerCookie: string;

beforeAll(async () => {
  if (!hasPostgres) return;
  cluster = await PostgresCluster.start();
  // One after the other: the first start applies the migrations.
  a = await startServer({ port: await freePort(), databaseUrl: cluster.url, env: NO_SHEDDING_FOR_A_LATE_LOOP });
  b = await startServer({ port: await freePort(), databaseUrl: cluster.url, env: NO_SHEDDING_FOR_A_LATE_LOOP });
}, 300_000);

afterAll(async () => {
  await stopAllServers();
  await cluster?.stop();
});

type Kind = 'country' | 'simulation' | 'account';

describe.skipIf(!hasPostgres)('several servers on one PostgreSQL', () => {
  it('warns about no durability setting when PostgreSQL keeps its safe defaults', () => {
    expect(a.output).not.toMatch(/PostgreSQL (fsync|synchronous_commit|full_page_writes) =/);
  });

  it('accepts a session made on one server on the other', async () => {
    const admin = await call(a.baseUrl, 'POST', '/api/admin/register', { body: { email: uniqueEmail('multi-admin'), password: PASSWORD } });
    expect(admin.status, admin.text).toBe(201);
    adminCookie = sessionCookie(admin);
    const seller = await call(a.baseUrl, 'POST', '/api/auth/register', { body: { email: uniqueEmail('multi-seller'), password: PASSWORD } });
    expect(seller.status, seller.text).toBe(201);
    sellerCookie = sessionCookie(seller);

    const onB = await call(b.baseUrl, 'GET', '/api/auth/user', { cookie: sellerCookie });
    expect(onB.status, onB.text).toBe(200);
    expect((onB.body as { id: string }).id).toBe((seller.body as { user: { id: string } }).user.id);
    const adminOnB = await call(b.baseUrl, 'GET', '/api/admin/check', { cookie: adminCookie });
    expect(adminOnB.body).toEqual({ isAdmin: true });
    // Signing out on B ends the session on A too.
    const extra = await call(b.baseUrl, 'POST', '/api/auth/login', { body: { email: (seller.body as { user: { email: string } }).user.email, password: PASSWORD } });
    const extraCookie = sessionCookie(extra);
    expect((await call(a.baseUrl, 'GET', '/api/auth/user', { cookie: extraCookie })).status).toBe(200);
    expect((await call(b.baseUrl, 'POST', '/api/auth/logout', { cookie: extraCookie })).status).toBe(200);
    expect((await call(a.baseUrl, 'GET', '/api/auth/user', { cookie: extraCookie })).status).toBe(401);
  });

  it("shows a country created through one server in the other's cached lists at once", async () => {
    // Warm B's caches of the public and the seller's lists.
    for (let i = 0; i < 3; i++) {
      expect((await call(b.baseUrl, 'GET', '/api/countries')).status).toBe(200);
      expect((await call(b.baseUrl, 'GET', '/api/countries', { cookie: sellerCookie })).status).toBe(200);
    }
    const byAdmin = await call(a.baseUrl, 'POST', '/api/admin/countries', { body: countryBody('default via A'), cookie: adminCookie });
    expect(byAdmin.status, byAdmin.text).toBe(201);
    const bySeller = await call(a.baseUrl, 'POST', '/api/countries', { body: countryBody('own via A'), cookie: sellerCookie });
    expect(bySeller.status, bySeller.text).toBe(201);
    const publicList = await call(b.baseUrl, 'GET', '/api/countries');
    expect(
      (publicList.body as { id: string }[]).map((c) => c.id),
      "B's cached guest list is stale right after A's write (a write should show everywhere at once; the catalogue cache checks catalog_version at most every CATALOG_CHECK_INTERVAL_MS)",
    ).toContain((byAdmin.body as { id: string }).id);
    const sellerList = await call(b.baseUrl, 'GET', '/api/countries', { cookie: sellerCookie });
    expect((sellerList.body as { id: string }[]).map((c) => c.id)).toEqual(
      expect.arrayContaining([(byAdmin.body as { id: string }).id, (bySeller.body as { id: string }).id]),
    );
    // And back: a rename through B is what A lists next.
    const renamed = await call(b.baseUrl, 'PATCH', `/api/countries/${(bySeller.body as { id: string }).id}`, {
      body: { name: 'Renamed via B' },
      cookie: sellerCookie,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const onA = await call(a.baseUrl, 'GET', '/api/countries', { cookie: sellerCookie });
    expect((onA.body as { name: string }[]).map((c) => c.name)).toContain('Renamed via B');
  });

  it("shows a default country created through one server in the other's cached guest list within the cache's check interval", async () => {
    for (let i = 0; i < 3; i++) expect((await call(b.baseUrl, 'GET', '/api/countries')).status).toBe(200);
    const created = await call(a.baseUrl, 'POST', '/api/admin/countries', { body: countryBody('default via A, later'), cookie: adminCookie });
    expect(created.status, created.text).toBe(201);
    await new Promise((r) => setTimeout(r, CATALOG_CHECK_INTERVAL_MS + 200));
    const list = await call(b.baseUrl, 'GET', '/api/countries');
    expect((list.body as { id: string }[]).map((c) => c.id)).toContain((created.body as { id: string }).id);
  });

  it('keeps every acknowledged write through both servers across pg_ctl restart -m immediate under load, answering only 503 while down', { timeout: 300_000 }, async () => {
    adminCookie ??= sessionCookie(await call(a.baseUrl, 'POST', '/api/admin/register', { body: { email: uniqueEmail('multi-admin'), password: PASSWORD } }));
    sellerCookie ??= sessionCookie(await call(a.baseUrl, 'POST', '/api/auth/register', { body: { email: uniqueEmail('multi-seller'), password: PASSWORD } }));
    const acknowledged: Record<Kind, Set<string>> = { country: new Set(), simulation: new Set(), account: new Set() };
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    const failures: string[] = [];
    let stop = false;

    const record = (server: ServerProcess, what: string, answer: HttpAnswer) => {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 300 && answer.status !== 503) unexpected.push(`${server.baseUrl} ${what} → ${answer.status} ${answer.text.slice(0, 200)}`);
      if (answer.status === 503) {
        const body = answer.body as { code?: string };
        if (body?.code !== 'UNAVAILABLE') unexpected.push(`${what} → 503 without the error body: ${answer.text.slice(0, 200)}`);
      }
    };
    const worker = async (server: ServerProcess, w: number) => {
      for (let i = 0; !stop; i++) {
        const tag = `${server.options.port}-${w}-${i}`;
        const kind: Kind | 'read' = (['country', 'read', 'simulation', 'read', 'account'] as const)[(w + i) % 5]!;
        try {
          if (kind === 'read') {
            record(server, 'GET /api/countries', await call(server.baseUrl, 'GET', '/api/countries', { cookie: sellerCookie, timeoutMs: 20_000 }));
          } else if (kind === 'account') {
            const email = uniqueEmail('multi');
            const answer = await call(server.baseUrl, 'POST', '/api/auth/register', { body: { email, password: PASSWORD }, timeoutMs: 20_000 });
            record(server, 'register', answer);
            if (answer.status === 201) acknowledged.account.add(email);
          } else {
            const url = kind === 'country' ? '/api/countries' : '/api/simulations';
            const body = kind === 'country' ? countryBody(tag) : simulationBody(tag);
            const answer = await call(server.baseUrl, 'POST', url, { body, cookie: sellerCookie, timeoutMs: 20_000 });
            record(server, `POST ${url}`, answer);
            if (answer.status === 201) acknowledged[kind].add((answer.body as { id: string }).id);
          }
        } catch (error) {
          // A timeout is a hang; a refused connection would mean the app process died.
          failures.push(`${server.baseUrl} ${kind}: ${(error as Error).message}`);
        }
        // Keep the load steady without saturating two cores.
        await new Promise((r) => setTimeout(r, 5));
      }
    };

    const workers = [a, b].flatMap((server) => [0, 1, 2, 3].map((w) => worker(server, w)));
    // Counted, not timed: the load runs until writes are acknowledged before the crash, and again after it
    // (the servers found PostgreSQL again), however slow a shared machine makes each request.
    const acknowledgedSoFar = () => acknowledged.country.size + acknowledged.simulation.size + acknowledged.account.size;
    const until = async (reached: () => boolean, what: string) => {
      for (let tries = 0; !reached(); tries++) {
        if (tries > 2_400 || failures.length > 0) {
          stop = true;
          throw new Error(`never ${what}: ${failures.join('; ')}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until(() => acknowledgedSoFar() >= 10, 'ten writes acknowledged before the restart');
    const beforeRestart = acknowledgedSoFar();
    await cluster.restartImmediate();
    const atRestart = acknowledgedSoFar();
    await until(() => acknowledgedSoFar() >= atRestart + 10, 'ten more writes acknowledged after the restart');
    stop = true;
    await Promise.all(workers);

    // Recovered without a restart of either app process.
    for (const server of [a, b]) {
      expect(server.alive, `the app process died:\n${server.output.slice(-3000)}`).toBe(true);
      let health: HttpAnswer | undefined;
      for (let i = 0; i < 100 && health?.status !== 200; i++) {
        health = await call(server.baseUrl, 'GET', '/api/health').catch(() => undefined);
        if (health?.status !== 200) await new Promise((r) => setTimeout(r, 200));
      }
      expect(health?.status).toBe(200);
      const write = await call(server.baseUrl, 'POST', '/api/countries', { body: countryBody(`after restart ${server.options.port}`), cookie: sellerCookie });
      expect(write.status, write.text).toBe(201);
    }

    const countries = await call(a.baseUrl, 'GET', '/api/countries', { cookie: sellerCookie });
    const countryIds = new Set((countries.body as { id: string }[]).map((c) => c.id));
    const simulationIds = new Set<string>();
    for (let offset = 0; ; offset += 100) {
      const page = await call(b.baseUrl, 'GET', `/api/simulations?limit=100&offset=${offset}`, { cookie: sellerCookie });
      const items = page.body as { id: string }[];
      items.forEach((s) => simulationIds.add(s.id));
      if (items.length < 100) break;
    }
    const users = await call(b.baseUrl, 'GET', '/api/admin/users', { cookie: adminCookie });
    const emails = new Set((users.body as { email: string }[]).map((u) => u.email));
    const lost = [
      ...[...acknowledged.country].filter((id) => !countryIds.has(id)),
      ...[...acknowledged.simulation].filter((id) => !simulationIds.has(id)),
      ...[...acknowledged.account].filter((email) => !emails.has(email)),
    ];
    const total = acknowledged.country.size + acknowledged.simulation.size + acknowledged.account.size;
    console.log(
      `several servers: ${total} writes acknowledged (${beforeRestart} before the restart), ${lost.length} lost; answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures, 'requests without an answer (hang or dead process)').toEqual([]);
    expect(unexpected, 'answers other than success or 503').toEqual([]);
    expect(lost).toEqual([]);
    expect(total).toBeGreaterThan(10);
  });

  it('warns at start when PostgreSQL runs with an unsafe durability setting', { timeout: 200_000 }, async () => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      await client.query('ALTER SYSTEM SET synchronous_commit = off');
      await client.query('SELECT pg_reload_conf()');
      const c = await startServer({ port: await freePort(), databaseUrl: cluster.url });
      expect(c.output).toMatch(/PostgreSQL synchronous_commit = off: a machine crash can lose the last acknowledged writes/);
      await c.stop();
    } finally {
      await client.query('ALTER SYSTEM RESET synchronous_commit');
      await client.query('SELECT pg_reload_conf()');
      await client.end();
    }
  });
});
