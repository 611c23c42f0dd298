import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { call, PASSWORD, sessionCookie, simulationBody, uniqueEmail } from '../test/support/http-client';
import { hasPostgres, PostgresCluster } from '../test/support/postgres-cluster';
import { createEmptyDatabase } from '../test/support/postgres-database';
import { freePort, NO_SHEDDING_FOR_A_LATE_LOOP, startServer, stopAllServers, type ServerProcess } from '../test/support/server-process';
import { StallingProxy } from '../test/support/stalling-proxy';

// A PostgreSQL that stalls (accepts connections, never answers: a frozen server, a black-holed
// network) must not hang requests. The real server process reaches its own
// throwaway cluster through a relay that can stop forwarding. Its database timeout is 1.5 s here
// (DATABASE_TIMEOUT_MS; 5 s by default), so every request ends in seconds. The stall lasts until every answer is
// in, so a 503 at all is the pool's bound at work (a hang would last as long as the stall); how soon is not
// timed here, where other suites share the machine.

const TIMEOUT_MS = 1_500;
/** How long a client here waits for any answer: a hang still fails. */
const ANSWER_DEADLINE_MS = 30_000;

let cluster: PostgresCluster;
let proxy: StallingProxy;
let server: ServerProcess;

beforeAll(async () => {
  if (!hasPostgres) return;
  cluster = await PostgresCluster.start();
  proxy = await StallingProxy.start(cluster.port);
  server = await startServer({
    port: await freePort(),
    databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/postgres`,
    env: { DATABASE_TIMEOUT_MS: String(TIMEOUT_MS), ...NO_SHEDDING_FOR_A_LATE_LOOP },
  });
}, 180_000);

afterAll(async () => {
  proxy?.resume();
  await stopAllServers();
  await proxy?.close();
  await cluster?.stop();
});

describe.skipIf(!hasPostgres)('a stalled PostgreSQL', () => {
  it('gives 503 + Retry-After, never a hang, and serves again once it answers', async () => {
    const seller = await call(server.baseUrl, 'POST', '/api/auth/register', { body: { email: uniqueEmail('stall'), password: PASSWORD } });
    expect(seller.status, seller.text).toBe(201);
    const cookie = sessionCookie(seller);
    expect((await call(server.baseUrl, 'POST', '/api/simulations', { body: simulationBody('before'), cookie })).status).toBe(201);

    proxy.stall();
    // More requests than the pool has connections: some wait for a connection, others for a query.
    const requests = Array.from({ length: 14 }, (_, i) =>
      i % 2 === 0
        ? call(server.baseUrl, 'GET', '/api/simulations', { cookie, timeoutMs: ANSWER_DEADLINE_MS })
        : call(server.baseUrl, 'POST', '/api/simulations', { body: simulationBody(`stalled ${i}`), cookie, timeoutMs: ANSWER_DEADLINE_MS }),
    );
    const health = call(server.baseUrl, 'GET', '/api/health', { timeoutMs: ANSWER_DEADLINE_MS });
    for (const answer of await Promise.all(requests)) {
      expect(answer.status, answer.text).toBe(503);
      expect(answer.body).toMatchObject({ code: 'UNAVAILABLE' });
      expect(answer.headers.get('retry-after')).toBeTruthy();
    }
    expect((await health).status).toBe(503);

    proxy.resume();
    const after = await call(server.baseUrl, 'GET', '/api/simulations', { cookie, timeoutMs: ANSWER_DEADLINE_MS });
    expect(after.status, after.text).toBe(200);
    const saved = await call(server.baseUrl, 'POST', '/api/simulations', { body: simulationBody('after'), cookie, timeoutMs: ANSWER_DEADLINE_MS });
    expect(saved.status, saved.text).toBe(201);
    expect((await call(server.baseUrl, 'GET', '/api/health', { timeoutMs: ANSWER_DEADLINE_MS })).status).toBe(200);
  });

  it('drops a connection that stalled inside a transaction instead of reusing it', async () => {
    const empty = await createEmptyDatabase(cluster.url);
    const throughProxy = new URL(empty.url);
    throughProxy.port = String(proxy.port);
    // One connection, so a stalled one put back into the pool would be the next one used.
    const database = await openDatabase({ kind: 'postgres', url: throughProxy.toString(), poolSize: 1, timeoutMs: 1_000 });
    const direct = new pg.Client({ connectionString: empty.url });
    await direct.connect();
    try {
      await database.db.execute(sql`create table probe (label text not null)`);
      const failed = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values ('first in the transaction')`);
        proxy.stall();
        await tx.execute(sql`insert into probe values ('second in the transaction')`);
      });
      // The stalled statement times out, and the transaction with it.
      await expect(failed).rejects.toThrow();
      proxy.resume();

      // Acknowledged by the pool, so it must be committed: visible to another connection.
      await database.db.execute(sql`insert into probe values ('after the stall')`);
      const { rows } = await direct.query<{ label: string }>('select label from probe order by label');
      expect(rows.map((r) => r.label)).toEqual(['after the stall']);
    } finally {
      proxy.resume();
      await direct.end();
      await database.close();
      await empty.drop();
    }
  });
});
