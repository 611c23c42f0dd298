import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer, type BackendCounts } from './balancer';
import { cpuBetween, snapshot } from './cpu';

// The several-processes bench is only as true as its split and its CPU figures (decision 0032).

const apps: http.Server[] = [];
let balancer: Awaited<ReturnType<typeof startBalancer>>;
let base: string;

/** An app that answers which app it is, and counts the requests it served. */
function app(name: string) {
  const served = { count: 0 };
  const server = http.createServer((req, res) => {
    served.count++;
    req.resume();
    req.on('end', () => res.end(name));
  });
  return { server, served };
}

const a = app('a');
const b = app('b');

beforeAll(async () => {
  for (const { server } of [a, b]) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apps.push(server);
  }
  const ports = apps.map((s) => (s.address() as AddressInfo).port);
  balancer = await startBalancer(0, ports);
  base = `http://127.0.0.1:${(balancer.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => balancer.server.close(resolve));
  for (const server of apps) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** `count` requests over one keep-alive connection; the answers' bodies in order. */
async function overOneConnection(count: number): Promise<string[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    bodies.push(
      await new Promise<string>((resolve, reject) => {
        const req = http.request(`${base}/x`, { method: i % 2 ? 'POST' : 'GET', agent }, (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end(i % 2 ? '{"a":"HTTP/1.0"}' : undefined);
      }),
    );
  }
  agent.destroy();
  return bodies;
}

describe('the round-robin balancer', () => {
  it('sends each new connection to the next app in turn, and every request of a connection to the same app', async () => {
    const first = await overOneConnection(3);
    const second = await overOneConnection(2);
    const third = await overOneConnection(1);
    expect(first).toEqual(['a', 'a', 'a']);
    expect(second).toEqual(['b', 'b']);
    expect(third).toEqual(['a']);
  });

  it('counts connections, requests and bytes per app as the apps saw them', () => {
    const counts: BackendCounts[] = balancer.counts;
    expect(counts.map((c) => c.connections)).toEqual([2, 1]);
    expect(counts.map((c) => c.requests)).toEqual([a.served.count, b.served.count]);
    expect(counts.map((c) => c.requests)).toEqual([4, 2]);
    expect(counts.every((c) => c.bytesIn > 0 && c.bytesOut > 0)).toBe(true);
  });

  it('closes the client connection when the app refuses it', async () => {
    const dead = await startBalancer(0, [1]); // nothing listens on port 1
    const port = (dead.server.address() as AddressInfo).port;
    const error = await new Promise<Error>((resolve) => http.get(`http://127.0.0.1:${port}/`, () => resolve(new Error('answered'))).on('error', resolve));
    expect(error.message).toMatch(/socket hang up|ECONNRESET/);
    await new Promise((resolve) => dead.server.close(resolve));
  });
});

describe('CPU time from /proc', () => {
  it('reads the CPU time this process spent between two snapshots, as Node itself counts it', () => {
    const watched = [{ name: 'me', pid: process.pid }];
    const outer = process.cpuUsage();
    const before = snapshot(watched);
    const inner = process.cpuUsage();
    // Spend 100 ms of CPU (CPU time, not wall time: a loaded machine only makes this take longer).
    while ((process.cpuUsage(inner).user + process.cpuUsage(inner).system) / 1000 < 100);
    const innerMs = ((u) => (u.user + u.system) / 1000)(process.cpuUsage(inner));
    const report = cpuBetween(before, snapshot(watched));
    const outerMs = ((u) => (u.user + u.system) / 1000)(process.cpuUsage(outer));
    const me = report.shares.find((s) => s.name === 'me')!;
    // /proc counts in 10 ms ticks (user and system each rounded down): within 20 ms of Node's own count.
    expect(me.ms).toBeGreaterThanOrEqual(innerMs - 20);
    expect(me.ms).toBeLessThanOrEqual(outerMs + 20);
    // The whole machine spent at least what this process did.
    expect(report.machinePercent * report.wallSeconds * 10 + 20).toBeGreaterThanOrEqual(me.ms);
  });
});
