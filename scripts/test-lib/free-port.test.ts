import { existsSync, utimesSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { candidatePort, ephemeralRangeStart, freePort, reservationOf, reservePort } from './free-port.mjs';

// The ports tests give their servers and clusters: never one another test process holds, never one something
// listens on, never inside the range the kernel hands out by itself.

const listeners: Server[] = [];
afterAll(() => Promise.all(listeners.map((server) => new Promise((resolve) => server.close(resolve)))));

/** A candidate no process holds a reservation for. */
function unreservedPort(): number {
  for (;;) {
    const port = candidatePort();
    if (!existsSync(reservationOf(port))) return port;
  }
}

/** Candidates in the given order (a test's stand-in for the random choice). */
const inTurn = (ports: number[]) => () => ports.shift() ?? candidatePort();

describe('freePort', () => {
  it('hands out distinct ports below the ephemeral range, each reserved, however many are asked for at once', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    expect(new Set(ports).size).toBe(40);
    for (const port of ports) {
      expect(port).toBeLessThan(ephemeralRangeStart());
      expect(port).toBeGreaterThan(1024);
      expect(reservePort(port), `port ${port} can be reserved again`).toBe(false);
    }
  });

  it('skips a port another test process reserved', async () => {
    const held = await freePort(); // reserved now, as another process would hold it
    const other = unreservedPort();
    expect(await freePort(inTurn([held, other]))).toBe(other);
  });

  it('skips a port something listens on', async () => {
    const busy = createServer();
    listeners.push(busy);
    const port = await new Promise<number>((resolve) => busy.listen(0, '127.0.0.1', () => resolve((busy.address() as { port: number }).port)));
    const other = unreservedPort();
    expect(await freePort(inTurn([port, other]))).toBe(other);
  });

  it('takes back a reservation left from a run that ended', async () => {
    const port = await freePort();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(reservationOf(port), twoHoursAgo, twoHoursAgo);
    expect(reservePort(port)).toBe(true);
    expect(reservePort(port)).toBe(false);
  });
});
