import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { abuse } from './load/abuse';
import { Stats } from './load/stats';
import { countryBody, PASSWORD, simulationBody, uniqueEmail } from '../src/server/test/support/http-client';
import { freePort, startServer, stopAllServers, type ServerProcess } from '../src/server/test/support/server-process';

// `npm run load [-- --quick]`: the real server process (embedded database in a temp directory, or
// DATABASE_URL when set) under (1) a mixed run: 20 signed-in sellers, 80 % reads and 20 % writes,
// plus sign-ins; (2) an abuse mix: normal sellers alone, then the same sellers beside slow clients
// and clients that abandon their requests (DESIGN §7: their p99 within 3× of the clean run, no
// errors); (3) an overload run: many connections at once, where the load shedder must answer
// 503 + Retry-After instead of letting requests hang; then (4) recovery. Prints figures; never fails
// on timing.

const quick = process.argv.includes('--quick');
const MIXED_SECONDS = quick ? 8 : 60;
const OVERLOAD_SECONDS = quick ? 5 : 15;
const SELLERS = 20;
const OVERLOAD_CONNECTIONS = quick ? 600 : 1500;
const ABUSE_SECONDS = quick ? 6 : 20;
const ABUSE_SELLERS = 10;
const SLOW_CLIENTS = 200;
const ABORTING_CLIENTS = 20;

interface Seller {
  email: string;
  cookie: string;
}

type Agent = http.Agent;
const newAgent = (sockets: number): Agent => new http.Agent({ keepAlive: true, maxSockets: sockets });

function send(agent: Agent, base: string, method: string, url: string, body?: unknown, cookie?: string, timeoutMs = 30_000) {
  const headers: Record<string, string> = {};
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  return new Promise<{ status: number; text: string; cookie?: string }>((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers, agent, timeout: timeoutMs }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        const setCookie = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('ribh_session='));
        resolve({ status: res.statusCode ?? 0, text, cookie: setCookie?.split(';')[0] });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

function memoryOf(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rss = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return `RSS ${(Number(rss) / 1024).toFixed(0)} MB (peak ${(Number(peak) / 1024).toFixed(0)} MB)`;
  } catch {
    return 'memory unavailable';
  }
}

async function mixedRun(server: ServerProcess): Promise<void> {
  const agent = newAgent(64);
  const base = server.baseUrl;
  const sellers: Seller[] = [];
  for (let i = 0; i < SELLERS; i++) {
    const email = uniqueEmail('load');
    const answer = await send(agent, base, 'POST', '/api/auth/register', { email, password: PASSWORD });
    if (!answer.cookie) throw new Error(`registration failed: ${answer.status} ${answer.text}`);
    sellers.push({ email, cookie: answer.cookie });
  }
  const reads = new Stats();
  const writes = new Stats();
  const signIns = new Stats();
  const deadline = Date.now() + MIXED_SECONDS * 1000;
  const started = Date.now();
  console.log(`mixed run: ${SELLERS} signed-in sellers for ${MIXED_SECONDS} s (80 % reads, 20 % writes, plus sign-ins)…`);
  const seller = async (s: Seller, index: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const t0 = performance.now();
      const roll = (i * 7 + index) % 50;
      let stats = reads;
      try {
        let answer;
        if (roll === 0) {
          stats = signIns;
          answer = await send(agent, base, 'POST', '/api/auth/login', { email: s.email, password: PASSWORD });
          if (answer.cookie) s.cookie = answer.cookie;
        } else if (roll % 5 === 1) {
          stats = writes;
          const write = i % 2 === 0 ? ['/api/countries', countryBody(`load ${index}-${i}`)] : ['/api/simulations', simulationBody(`load ${index}-${i}`)];
          answer = await send(agent, base, 'POST', write[0] as string, write[1], s.cookie);
        } else {
          // Catalogue reads sometimes as a guest (the cached path), the seller's own data signed in.
          const url = ['/api/countries', '/api/services', '/api/fee-structures', '/api/simulations?limit=20', '/api/auth/user'][i % 5]!;
          const asGuest = i % 5 < 3 && i % 2 === 0;
          answer = await send(agent, base, 'GET', url, undefined, asGuest ? undefined : s.cookie);
        }
        stats.record(answer.status, performance.now() - t0);
      } catch {
        stats.record('error', performance.now() - t0);
      }
    }
  };
  const sampler = setInterval(() => console.log(`  … ${((Date.now() - started) / 1000).toFixed(0)} s, server ${memoryOf(server.pid)}`), 15_000);
  await Promise.all(sellers.map((s, i) => seller(s, i)));
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  console.log(`  reads:    ${reads.summary(seconds)}`);
  console.log(`  writes:   ${writes.summary(seconds)}`);
  console.log(`  sign-ins: ${signIns.summary(seconds)}`);
  const all = reads.count + writes.count + signIns.count;
  const failed = [reads, writes, signIns].reduce((n, s) => n + s.errors + [...s.statuses].filter(([k]) => Number(k) >= 500).reduce((m, [, v]) => m + v, 0), 0);
  console.log(`  total:    ${(all / seconds).toFixed(0)} req/s, ${failed} errors (5xx or no answer); server ${memoryOf(server.pid)}`);
  agent.destroy();
}

/** Signed-in sellers reading (80 %) and saving (20 %) until the deadline; any answer but 2xx is an error. */
async function sellerWork(agent: Agent, base: string, sellers: Seller[], until: number): Promise<Stats> {
  const stats = new Stats();
  await Promise.all(
    sellers.map(async (s, index) => {
      for (let i = 0; Date.now() < until; i++) {
        const t0 = performance.now();
        try {
          const answer =
            i % 5 === 1
              ? await send(agent, base, 'POST', '/api/simulations', simulationBody(`abuse mix ${index}-${i}`), s.cookie, 10_000)
              : await send(agent, base, 'GET', ['/api/simulations?limit=20', '/api/countries', '/api/fee-structures', '/api/auth/user'][i % 4]!, undefined, s.cookie, 10_000);
          stats.record(answer.status, performance.now() - t0);
        } catch {
          stats.record('error', performance.now() - t0);
        }
      }
    }),
  );
  return stats;
}

function failures(stats: Stats): number {
  return stats.errors + [...stats.statuses].filter(([status]) => status !== 'error' && Number(status) >= 400).reduce((sum, [, n]) => sum + n, 0);
}

async function abuseRun(server: ServerProcess): Promise<void> {
  const agent = newAgent(ABUSE_SELLERS);
  const base = server.baseUrl;
  const sellers: Seller[] = [];
  for (let i = 0; i < ABUSE_SELLERS; i++) {
    const email = uniqueEmail('abuse-mix');
    const answer = await send(agent, base, 'POST', '/api/auth/register', { email, password: PASSWORD });
    if (!answer.cookie) throw new Error(`registration failed: ${answer.status} ${answer.text}`);
    sellers.push({ email, cookie: answer.cookie });
  }
  console.log(`abuse mix: ${ABUSE_SELLERS} sellers for ${ABUSE_SECONDS} s alone, then ${ABUSE_SECONDS} s beside ${SLOW_CLIENTS} slow clients and ${ABORTING_CLIENTS} clients abandoning requests…`);
  let started = Date.now();
  const clean = await sellerWork(agent, base, sellers, started + ABUSE_SECONDS * 1000);
  console.log(`  clean:       ${clean.summary((Date.now() - started) / 1000)}`);
  started = Date.now();
  const until = started + ABUSE_SECONDS * 1000;
  const port = Number(new URL(base).port);
  const [abused, counts] = await Promise.all([
    sellerWork(agent, base, sellers, until),
    abuse({ port, cookie: sellers[0]!.cookie, slowClients: SLOW_CLIENTS, abortingClients: ABORTING_CLIENTS, until }),
  ]);
  console.log(`  under abuse: ${abused.summary((Date.now() - started) / 1000)}`);
  console.log(`  abusers: ${counts.slowCut} slow clients cut by the server, ${counts.aborted} abandoned requests; server ${memoryOf(server.pid)}`);
  const ratio = abused.percentile(99) / Math.max(clean.percentile(99), 0.001);
  const met = ratio <= 3 && failures(abused) === 0;
  console.log(
    `  normal sellers: p99 ${clean.percentile(99).toFixed(1)} ms clean, ${abused.percentile(99).toFixed(1)} ms under abuse (${ratio.toFixed(2)}×); ` +
      `errors ${failures(clean)} clean, ${failures(abused)} under abuse — goal p99 ≤ 3× clean and 0 errors: ${met ? 'met' : 'MISSED'}`,
  );
  agent.destroy();
}

async function overloadRun(server: ServerProcess): Promise<void> {
  const base = server.baseUrl;
  // One connection per request in flight: the pool is as large as the crowd.
  const agent = newAgent(OVERLOAD_CONNECTIONS);
  const login = await send(agent, base, 'POST', '/api/auth/register', { email: uniqueEmail('overload'), password: PASSWORD });
  const cookie = login.cookie!;
  const stats = new Stats();
  const deadline = Date.now() + OVERLOAD_SECONDS * 1000;
  const started = Date.now();
  let retryAfterSeen = 0;
  console.log(`overload run: ${OVERLOAD_CONNECTIONS} concurrent connections for ${OVERLOAD_SECONDS} s (sign-ins, writes and reads)…`);
  const client = async (index: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const t0 = performance.now();
      try {
        const kind = (index + i) % 4;
        const answer =
          kind === 0
            ? await send(agent, base, 'POST', '/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD }, undefined, 20_000)
            : kind === 1
              ? await send(agent, base, 'POST', '/api/simulations', simulationBody(`overload ${index}-${i}`), cookie, 20_000)
              : await send(agent, base, 'GET', '/api/simulations?limit=50', undefined, cookie, 20_000);
        if (answer.status === 503 && answer.text.includes('UNAVAILABLE')) retryAfterSeen++;
        stats.record(answer.status, performance.now() - t0);
      } catch {
        stats.record('error', performance.now() - t0); // includes a 20 s timeout: a hang
      }
    }
  };
  await Promise.all(Array.from({ length: OVERLOAD_CONNECTIONS }, (_, i) => client(i)));
  const seconds = (Date.now() - started) / 1000;
  console.log(`  overload: ${stats.summary(seconds)}`);
  console.log(`  shed with 503 UNAVAILABLE: ${retryAfterSeen}; no answer within 20 s: ${stats.errors}; server ${memoryOf(server.pid)}`);
  agent.destroy();

  // Recovery: a calm client once health says the process can serve again (the shedder samples the
  // event loop once a second, so the storm's last sample refuses for up to a second after it).
  const calm = newAgent(4);
  const after = new Stats();
  const storm = Date.now();
  while (Date.now() - storm < 30_000 && (await send(calm, base, 'GET', '/api/health').catch(() => ({ status: 0 }))).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`  healthy again ${Date.now() - storm} ms after the storm`);
  const t = Date.now();
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    try {
      const answer = await send(calm, base, 'GET', '/api/simulations?limit=20', undefined, cookie);
      after.record(answer.status, performance.now() - t0);
    } catch {
      after.record('error', performance.now() - t0);
    }
  }
  console.log(`  recovery: ${after.summary((Date.now() - t) / 1000)}`);
  calm.destroy();
}

async function main(): Promise<void> {
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'ribh-load-'));
  try {
    console.log(`starting the server (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `embedded database in ${dataDir}`})…`);
    const server = await startServer({ port: await freePort(), dataDir, databaseUrl: process.env.DATABASE_URL });
    console.log(`server up, ${memoryOf(server.pid)}`);
    await mixedRun(server);
    await abuseRun(server);
    await overloadRun(server);
    server.kill('SIGTERM');
    const exit = await server.exited;
    console.log(`SIGTERM: exit code ${exit.code}`);
  } finally {
    await stopAllServers();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
