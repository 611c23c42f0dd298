// A port for a server or a PostgreSQL cluster a test starts. The process listens on it only seconds later (a Ribh
// server migrates its database first, a cluster runs initdb), and a port the kernel called free is then free for
// anyone: two test processes handed the same one saw each other's server, and a test waiting for its own server's
// health took another test's answer for it. So a port is
// - taken below the kernel's ephemeral range, where no program gets a port without naming it (a listener on port 0
//   and every outgoing connection are given one inside the range), and
// - reserved for the whole machine by a directory named after it, made atomically: every test process on the machine
//   (both database passes, the end-to-end server, a second `npm test`, the bench) skips a port another one holds.
//
//   node scripts/test-lib/free-port.mjs     prints one such port (for the shell scripts)
import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESERVATIONS = path.join(tmpdir(), 'ribh-test-ports');
/** A reservation older than any run is left from one that ended; its port may be handed out again. */
const RESERVATION_LIFETIME_MS = 60 * 60_000;
/** How many ports below the ephemeral range the tests choose from. */
const PORTS_BELOW_EPHEMERAL = 12_000;

export function ephemeralRangeStart() {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > PORTS_BELOW_EPHEMERAL + 1024 ? start : 32_768;
  } catch {
    return 32_768; // Linux's default (and not Linux: a range that is at least not the common fixed ports)
  }
}

export function reservationOf(port) {
  return path.join(RESERVATIONS, String(port));
}

export function reservePort(port) {
  mkdirSync(RESERVATIONS, { recursive: true });
  const reservation = reservationOf(port);
  try {
    mkdirSync(reservation);
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  }
  let age;
  try {
    age = Date.now() - statSync(reservation).mtimeMs;
  } catch {
    return false; // released meanwhile: let the caller try another port
  }
  if (age < RESERVATION_LIFETIME_MS) return false;
  rmSync(reservation, { recursive: true, force: true });
  try {
    mkdirSync(reservation);
    return true;
  } catch {
    return false;
  }
}

/** True when nothing listens on 127.0.0.1:`port` now. */
function canListenOn(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function candidatePort() {
  const end = ephemeralRangeStart();
  return randomInt(end - PORTS_BELOW_EPHEMERAL, end);
}

export async function freePort(candidate = candidatePort) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = candidate();
    if (!reservePort(port)) continue;
    if (await canListenOn(port)) return port;
  }
  throw new Error('No free port found in 200 tries');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await freePort());
}
