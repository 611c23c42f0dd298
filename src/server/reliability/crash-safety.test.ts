import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { call, countryBody, PASSWORD, sessionCookie, simulationBody, uniqueEmail } from '../test/support/http-client';
import { freePort, migratedDataDir, NO_SHEDDING_FOR_A_LATE_LOOP, ServerProcess, startServer, stopAllServers } from '../test/support/server-process';

// Crash safety of the embedded database (docs/product.md#operations): the real server process is killed with SIGKILL
// at a random moment while concurrent writers run, restarted on the same data directory, and every
// write it acknowledged (a 2xx received) must be there. Embedded only: with TEST_DATABASE_URL set
// (the PostgreSQL pass of `npm test`) this file already ran in the PGlite pass and is skipped.

// Each kill lands at a random moment with six writers in flight, so a write path that acknowledges before its write is
// durable loses a write in any round; five a run (each run draws new moments) keep the file's cost within the suite's
// budget, about 4 CPU-s a round (decision 0074).
const ROUNDS = 5;
const WRITERS = 6;
const dataDir = migratedDataDir('ribh-crash-');

afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

type Kind = 'account' | 'country' | 'simulation';

interface Acknowledged {
  account: Set<string>;
  country: Set<string>;
  simulation: Set<string>;
}

async function listAll(baseUrl: string, cookie: string, adminCookie: string): Promise<Acknowledged> {
  const countries = await call(baseUrl, 'GET', '/api/countries', { cookie });
  const users = await call(baseUrl, 'GET', '/api/admin/users', { cookie: adminCookie });
  expect(countries.status).toBe(200);
  expect(users.status).toBe(200);
  const simulations = new Set<string>();
  for (let offset = 0; ; offset += 100) {
    const page = await call(baseUrl, 'GET', `/api/simulations?limit=100&offset=${offset}`, { cookie });
    expect(page.status).toBe(200);
    const items = page.body as { id: string }[];
    items.forEach((s) => simulations.add(s.id));
    if (items.length < 100) break;
  }
  return {
    account: new Set((users.body as { email: string }[]).map((u) => u.email)),
    country: new Set((countries.body as { id: string }[]).map((c) => c.id)),
    simulation: simulations,
  };
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('crash safety of the embedded database', () => {
  it(`loses no acknowledged write across ${ROUNDS} SIGKILLs at random moments under concurrent writers`, { timeout: 600_000 }, async () => {
    let server = await startServer({ port: await freePort(), dataDir, group: true, env: NO_SHEDDING_FOR_A_LATE_LOOP });
    // The first administrator (bootstrap) lists accounts; a seller writes countries and simulations.
    const admin = await call(server.baseUrl, 'POST', '/api/admin/register', { body: { email: uniqueEmail('crash-admin'), password: PASSWORD } });
    expect(admin.status, admin.text).toBe(201);
    const adminCookie = sessionCookie(admin);
    const seller = await call(server.baseUrl, 'POST', '/api/auth/register', { body: { email: uniqueEmail('crash-seller'), password: PASSWORD } });
    expect(seller.status, seller.text).toBe(201);
    const cookie = sessionCookie(seller);

    const acknowledged: Acknowledged = { account: new Set(), country: new Set(), simulation: new Set() };
    let attempted = 0;
    const report: string[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      let stop = false;
      const baseUrl = server.baseUrl;
      const writer = async (w: number) => {
        for (let i = 0; !stop; i++) {
          const kind: Kind = (['account', 'country', 'simulation'] as const)[(w + i) % 3]!;
          const tag = `${round}-${w}-${i}`;
          attempted++;
          try {
            if (kind === 'account') {
              const email = uniqueEmail('crash');
              const answer = await call(baseUrl, 'POST', '/api/auth/register', { body: { email, password: PASSWORD }, timeoutMs: 10_000 });
              if (answer.status === 201) acknowledged.account.add(email);
            } else {
              const url = kind === 'country' ? '/api/countries' : '/api/simulations';
              const body = kind === 'country' ? countryBody(tag) : simulationBody(tag);
              const answer = await call(baseUrl, 'POST', url, { body, cookie, timeoutMs: 10_000 });
              if (answer.status === 201) acknowledged[kind].add((answer.body as { id: string }).id);
            }
          } catch {
            // No answer (the process died mid-request): not acknowledged, so either outcome is fine.
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      // The kill lands at a random moment once this round's writes are being acknowledged.
      const ackedBefore = acknowledged.account.size + acknowledged.country.size + acknowledged.simulation.size;
      for (let waited = 0; waited < 20_000; waited += 50) {
        if (acknowledged.account.size + acknowledged.country.size + acknowledged.simulation.size > ackedBefore) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      server.kill('SIGKILL');
      const exit = await server.exited;
      stop = true;
      await Promise.all(writers);
      expect(exit.signal).toBe('SIGKILL');

      // At once, as an operator restarting `npm start` would: the killed server may not even be reaped
      // yet, and the lock must not take it for alive.
      server = await startServer({ port: await freePort(), dataDir, group: true, env: NO_SHEDDING_FOR_A_LATE_LOOP });

      const present = await listAll(server.baseUrl, cookie, adminCookie);
      const lost = (['account', 'country', 'simulation'] as const).flatMap((kind) =>
        [...acknowledged[kind]].filter((key) => !present[kind].has(key)).map((key) => `${kind} ${key}`),
      );
      const total = acknowledged.account.size + acknowledged.country.size + acknowledged.simulation.size;
      report.push(`round ${round}: SIGKILL with ${WRITERS} writers running; acknowledged so far ${total} (accounts ${acknowledged.account.size}, countries ${acknowledged.country.size}, simulations ${acknowledged.simulation.size}), lost ${lost.length}`);
      expect(lost, `acknowledged writes missing after round ${round}`).toEqual([]);
    }
    const total = acknowledged.account.size + acknowledged.country.size + acknowledged.simulation.size;
    console.log(`crash safety: ${ROUNDS} SIGKILL rounds, ${attempted} writes attempted, ${total} acknowledged, 0 lost\n  ${report.join('\n  ')}`);
    expect(total).toBeGreaterThan(ROUNDS);
    await server.stop();
  });

  it('refuses a second process on a data directory in use, with a clear message, and keeps serving', { timeout: 180_000 }, async () => {
    const first = await startServer({ port: await freePort(), dataDir, env: NO_SHEDDING_FOR_A_LATE_LOOP });
    const second = new ServerProcess({ port: await freePort(), dataDir });
    const exit = await second.exited;
    expect(exit.code).toBe(1);
    expect(second.output).toContain(`is in use by another Ribh process (pid ${first.pid})`);
    expect(second.output).toMatch(/Stop that process, or set DATA_DIR to another directory/);
    const health = await call(first.baseUrl, 'GET', '/api/health');
    expect(health.status).toBe(200);
    first.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    // A clean stop releases the lock: it is free at once.
    await (await acquireDataDirLock(dataDir))();
  });
});
