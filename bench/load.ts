import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { abuse } from './load/abuse';
import { Stats } from './load/stats';
import type { BackendCounts } from './load/balancer';
import { cpuBetween, describeCpu, findPostmaster, snapshot, type CpuReport, type Watched } from './load/cpu';
import { countryBody, PASSWORD, simulationBody, uniqueEmail } from '../src/server/test/support/http-client';
import { freePort, startServer, stopAllServers, type ServerProcess } from '../src/server/test/support/server-process';

// `npm run load [-- --quick]`: the real server process (embedded database in a temp directory, or
// DATABASE_URL when set) under (1) a mixed run: 20 signed-in sellers, 80 % reads and 20 % writes,
// plus sign-ins; (2) an abuse mix: normal sellers alone, then the same sellers beside slow clients
// and clients that abandon their requests (docs/product.md#performance-budgets: their p99 within 3× of the clean run, no
// errors); (3) an overload run: many connections at once, where the load shedder must answer
// 503 + Retry-After instead of letting requests hang; then (4) recovery. Prints figures; never fails
// on timing.
//
// `npm run load:processes [-- --quick]` (`--processes`, on PostgreSQL) instead compares the mixed run on one
// app process and on two behind a round-robin balancer, with the CPU time of every side (decision 0032).

const quick = process.argv.includes('--quick');
const benchDir = path.dirname(fileURLToPath(import.meta.url));
const MIXED_SECONDS = quick ? 8 : 60;
// Rounds per setup of the several-processes comparison; their order alternates, so a drift of the machine touches every setup.
const PROCESS_ROUNDS = quick ? 1 : 2;
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

interface MixedResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  cpu?: CpuReport;
}

/**
 * The mixed seller workload against `base` (one app process, or the balancer in front of several):
 * SELLERS signed-in sellers, each one request at a time, 80 % reads and 20 % writes plus a sign-in
 * every 50 requests. `watched` processes have their CPU time over the run printed.
 */
async function mixedRun(base: string, options: { watched?: Watched[]; memoryPid?: number } = {}): Promise<MixedResult> {
  const agent = newAgent(64);
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
  const all = new Stats();
  const deadline = Date.now() + MIXED_SECONDS * 1000;
  const started = Date.now();
  console.log(`mixed run: ${SELLERS} signed-in sellers for ${MIXED_SECONDS} s (80 % reads, 20 % writes, plus sign-ins)…`);
  const seller = async (s: Seller, index: number) => {
    for (let i = 0; Date.now() < deadline; i++) {
      const t0 = performance.now();
      const roll = (i * 7 + index) % 50;
      let stats = reads;
      let status: number | 'error';
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
        status = answer.status;
      } catch {
        status = 'error';
      }
      const ms = performance.now() - t0;
      stats.record(status, ms);
      all.record(status, ms);
    }
  };
  const memory = () => (options.memoryPid ? `, server ${memoryOf(options.memoryPid)}` : '');
  const sampler = setInterval(() => console.log(`  … ${((Date.now() - started) / 1000).toFixed(0)} s${memory()}`), 15_000);
  const before = options.watched ? snapshot(options.watched) : undefined;
  await Promise.all(sellers.map((s, i) => seller(s, i)));
  const cpu = before && options.watched ? cpuBetween(before, snapshot(options.watched)) : undefined;
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  console.log(`  reads:    ${reads.summary(seconds)}`);
  console.log(`  writes:   ${writes.summary(seconds)}`);
  console.log(`  sign-ins: ${signIns.summary(seconds)}`);
  const failed = [reads, writes, signIns].reduce((n, s) => n + s.errors + [...s.statuses].filter(([k]) => Number(k) >= 500).reduce((m, [, v]) => m + v, 0), 0);
  const result: MixedResult = { requests: all.count, requestsPerSecond: all.count / seconds, p50: all.percentile(50), p99: all.percentile(99), failed, cpu };
  console.log(
    `  total:    ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${failed} errors (5xx or no answer)${memory()}`,
  );
  if (cpu) console.log(`  ${describeCpu(cpu)}`);
  agent.destroy();
  return result;
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
  const cuts = [...counts.cutAfterMs].sort((x, y) => x - y);
  if (cuts.length > 0) {
    const at = (q: number) => (cuts[Math.min(cuts.length - 1, Math.floor(q * cuts.length))]! / 1000).toFixed(1);
    // Headers are cut at their timeout (10 s by default), bodies at the request timeout (15 s), each within Node's check interval.
    console.log(`  cut after: p50 ${at(0.5)} s, p99 ${at(0.99)} s, longest ${at(1)} s (headers timeout 10 s, request timeout 15 s)`);
  }
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

// --- Several processes (decision 0032) -------------------------------------------

/** Starts the balancer (`bench/load/balancer.ts`) as a process of its own, in front of `appPorts`. */
async function startBalancerProcess(appPorts: number[]): Promise<{ child: ChildProcess; baseUrl: string; counts: () => Promise<BackendCounts[]> }> {
  const port = await freePort();
  const child = fork(path.join(benchDir, 'load/balancer.ts'), [String(port), ...appPorts.map(String)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes(`listening ${port}`)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the balancer exited (${code}) before listening`)));
  });
  const counts = () =>
    new Promise<BackendCounts[]>((resolve) => {
      child.once('message', (message) => resolve(message as BackendCounts[]));
      child.send('counts');
    });
  return { child, baseUrl: `http://127.0.0.1:${port}`, counts };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Setup = 'one process' | 'one process behind the balancer' | 'two processes behind the balancer';

/**
 * `npm run load:processes [-- --quick]`: the mixed seller workload on PostgreSQL against one app process
 * (direct), the same process behind the round-robin balancer (what the balancer itself costs), and two
 * app processes behind it; rounds alternate their order. Prints req/s, p99 and the CPU time of the load
 * generator, the balancer, each app process and PostgreSQL, so what bounds the ratio is measured.
 */
async function severalProcesses(databaseUrl: string): Promise<void> {
  const dbPort = Number(new URL(databaseUrl).port || 5432);
  const postmaster = findPostmaster(dbPort);
  console.log(
    `several processes on PostgreSQL (${postmaster ? `postmaster pid ${postmaster} on port ${dbPort}` : 'not on this machine or not found: its CPU is not counted'}), ` +
      `${PROCESS_ROUNDS} round(s) of ${MIXED_SECONDS} s per setup; ${cpus().length} cores…`,
  );
  // One after the other: each start runs the migrations, and two at once would race on them.
  const first = await startServer({ port: await freePort(), databaseUrl });
  const second = await startServer({ port: await freePort(), databaseUrl });
  const one = await startBalancerProcess([Number(new URL(first.baseUrl).port)]);
  const two = await startBalancerProcess([first, second].map((s) => Number(new URL(s.baseUrl).port)));
  const base: Watched[] = [{ name: 'load generator', pid: process.pid }];
  // An app process, and its main thread apart: the event loop, whose saturation bounds one process.
  const app = (name: string, server: ServerProcess): Watched[] => [
    { name, pid: server.pid },
    { name: `${name} event loop`, pid: server.pid, mainThread: true },
  ];
  if (postmaster) base.push({ name: 'PostgreSQL', pid: postmaster, withChildren: true });
  const setups: Record<Setup, { url: string; watched: Watched[]; balancer?: typeof one }> = {
    'one process': { url: first.baseUrl, watched: [...base, ...app('app', first)] },
    'one process behind the balancer': {
      url: one.baseUrl,
      watched: [...base, { name: 'balancer', pid: one.child.pid! }, ...app('app', first)],
      balancer: one,
    },
    'two processes behind the balancer': {
      url: two.baseUrl,
      watched: [...base, { name: 'balancer', pid: two.child.pid! }, ...app('app 1', first), ...app('app 2', second)],
      balancer: two,
    },
  };
  const results = new Map<Setup, MixedResult[]>();
  try {
    const order = Object.keys(setups) as Setup[];
    for (let round = 0; round < PROCESS_ROUNDS; round++) {
      for (const setup of round % 2 === 0 ? order : [...order].reverse()) {
        const { url, watched, balancer } = setups[setup];
        console.log(`\n[round ${round + 1}] ${setup}`);
        const before = balancer ? await balancer.counts() : undefined;
        const result = await mixedRun(url, { watched });
        if (balancer && before) {
          const after = await balancer.counts();
          const split = after.map((b, i) => `app :${b.port} ${b.connections - before[i]!.connections} connections, ${b.requests - before[i]!.requests} requests, ${((b.bytesOut - before[i]!.bytesOut) / 1e6).toFixed(1)} MB answered`);
          console.log(`  balancer split: ${split.join('; ')}`);
        }
        results.set(setup, [...(results.get(setup) ?? []), result]);
      }
    }
  } finally {
    await Promise.all([stopChild(one.child), stopChild(two.child)]);
  }
  const mean = (setup: Setup, pick: (r: MixedResult) => number) => {
    const rows = results.get(setup) ?? [];
    return rows.reduce((sum, r) => sum + pick(r), 0) / Math.max(rows.length, 1);
  };
  console.log(`\nseveral processes, mixed seller workload (${SELLERS} sellers, mean of ${PROCESS_ROUNDS} round(s)):`);
  const cores = cpus().length;
  /** Mean over the rounds of a setup: % of one core, and CPU ms per request answered. */
  const cpuOf = (setup: Setup, names: string[]) => {
    const rows = results.get(setup) ?? [];
    const pick = (r: MixedResult) => names.map((n) => r.cpu?.shares.find((s) => s.name === n)).filter((s) => s !== undefined);
    return {
      percent: rows.reduce((sum, r) => sum + pick(r).reduce((a, s) => a + s.percent, 0), 0) / Math.max(rows.length, 1),
      msPerRequest: rows.reduce((sum, r) => sum + pick(r).reduce((a, s) => a + s.ms, 0) / Math.max(r.requests, 1), 0) / Math.max(rows.length, 1),
    };
  };
  const appNames = (setup: Setup) => (setup === 'two processes behind the balancer' ? ['app 1', 'app 2'] : ['app']);
  const ceilings = new Map<Setup, { machine: number; eventLoops: number }>();
  for (const setup of Object.keys(setups) as Setup[]) {
    const machine = (results.get(setup) ?? []).reduce((sum, r) => sum + (r.cpu?.machinePercent ?? 0), 0) / Math.max(results.get(setup)?.length ?? 1, 1);
    const sides = [['load generator'], ...(setups[setup].balancer ? [['balancer']] : []), appNames(setup), ...(postmaster ? [['PostgreSQL']] : [])];
    const loops = appNames(setup).map((n) => [n, cpuOf(setup, [`${n} event loop`])] as const);
    const total = sides.reduce((sum, names) => sum + cpuOf(setup, names).msPerRequest, 0);
    const eventLoopMs = loops.reduce((sum, [, l]) => sum + l.msPerRequest, 0);
    // Every request costs `total` ms of CPU somewhere on this machine, and `eventLoopMs` on some app's one thread.
    ceilings.set(setup, { machine: (cores * 1000) / total, eventLoops: (loops.length * 1000) / Math.max(eventLoopMs, 0.001) });
    console.log(
      `  ${setup.padEnd(34)} ${mean(setup, (r) => r.requestsPerSecond).toFixed(0).padStart(6)} req/s  p50 ${mean(setup, (r) => r.p50).toFixed(1)} ms  p99 ${mean(setup, (r) => r.p99).toFixed(1)} ms  errors ${mean(setup, (r) => r.failed).toFixed(0)}`,
    );
    console.log(
      `    CPU, % of one core (ms per request): machine ${machine.toFixed(0)} % of ${cores * 100} %; ` +
        sides.map((names) => `${names.join(' + ')} ${cpuOf(setup, names).percent.toFixed(0)} % (${cpuOf(setup, names).msPerRequest.toFixed(2)})`).join(', ') +
        `; event loop${loops.length > 1 ? 's' : ''} ${loops.map(([n, l]) => `${n} ${l.percent.toFixed(0)} %`).join(', ')}`,
    );
    console.log(
      `    ceilings from these costs: ${total.toFixed(2)} ms of CPU per request → at most ${ceilings.get(setup)!.machine.toFixed(0)} req/s on ${cores} cores; ` +
        `${loops.length} event loop${loops.length > 1 ? 's' : ''} at 100 % → ${ceilings.get(setup)!.eventLoops.toFixed(0)} req/s`,
    );
  }
  const single = mean('one process', (r) => r.requestsPerSecond);
  const behind = mean('one process behind the balancer', (r) => r.requestsPerSecond);
  const double = mean('two processes behind the balancer', (r) => r.requestsPerSecond);
  const ratio = double / Math.max(single, 1);
  const c1 = ceilings.get('one process')!;
  const c2 = ceilings.get('two processes behind the balancer')!;
  const bound = Math.min(c2.machine, c2.eventLoops) / Math.max(Math.min(c1.machine, c1.eventLoops), 1);
  // CPU the machine spent outside the watched processes: other work makes every figure above unfair.
  const others = [...results.values()].flat().map((r) => r.cpu?.otherPercent ?? 0);
  const elsewhere = others.reduce((a, b) => a + b, 0) / Math.max(others.length, 1);
  if (elsewhere > 20) {
    console.log(
      `  NOT A FAIR RUN: ${elsewhere.toFixed(0)} % of one core went to processes outside this run on average; ` +
        'the req/s and their ratio move with that load (the CPU ms per request above move much less). Rerun on an idle machine.',
    );
  }
  console.log(
    `  two processes / one process: ${ratio.toFixed(2)}× (against one behind the balancer: ${(double / Math.max(behind, 1)).toFixed(2)}×) — ` +
      `goal ≥ 1.6× on a machine with the cores for it: ${elsewhere > 20 ? 'not measured (busy machine)' : ratio >= 1.6 ? 'met' : 'MISSED'}; the CPU costs above allow at most ${bound.toFixed(2)}× on ${cores} cores ` +
      `(${c2.machine < c2.eventLoops ? 'two processes: bound by the machine\'s cores, shared by every side' : 'two processes: bound by their event loops'})`,
  );
}

async function main(): Promise<void> {
  if (process.argv.includes('--processes')) {
    // `npm run load:processes` runs this under scripts/pg-throwaway.sh, which hands over TEST_DATABASE_URL.
    const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error('--processes needs PostgreSQL: run `npm run load:processes` (a throwaway PostgreSQL 15) or set DATABASE_URL');
    try {
      await severalProcesses(databaseUrl);
    } finally {
      await stopAllServers();
    }
    return;
  }
  const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(path.join(tmpdir(), 'ribh-load-'));
  try {
    console.log(`starting the server (${process.env.DATABASE_URL ? 'PostgreSQL from DATABASE_URL' : `embedded database in ${dataDir}`})…`);
    const server = await startServer({ port: await freePort(), dataDir, databaseUrl: process.env.DATABASE_URL });
    console.log(`server up, ${memoryOf(server.pid)}`);
    await mixedRun(server.baseUrl, { memoryPid: server.pid });
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
