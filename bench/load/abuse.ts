import { rawHead, rawRequest } from '../../src/server/test/support/raw-socket';

// The hostile side of the abuse mix (docs/product.md#performance-budgets): clients that hold connections open by sending a
// byte at a time, and clients that start a request and walk away (a body longer than its
// Content-Length, a hang-up mid-body), each replaced as soon as the server lets go of it.

export interface AbuseOptions {
  port: number;
  cookie: string;
  /** Connections dribbling headers or a body, kept open all the time. */
  slowClients: number;
  /** Clients sending broken or abandoned requests back to back. */
  abortingClients: number;
  until: number;
}

export interface AbuseCounts {
  slowCut: number;
  aborted: number;
  /** For each slow client the server cut, how long after its first byte the cut came (the tests assert only that it comes). */
  cutAfterMs: number[];
}

const BODY = JSON.stringify({ serviceName: 'abuse', countryName: 'x', countryCurrency: 'y', totalLeads: 1 });

/** Resolves with how long the server took to cut the client, or undefined when the run ended first. */
function slowClient(port: number, cookie: string, index: number, until: number): Promise<number | undefined> {
  const head =
    index % 2 === 0
      ? 'GET /api/simulations HTTP/1.1\r\nhost: 127.0.0.1\r\n'
      : rawHead('POST', '/api/simulations', { 'content-type': 'application/json', 'content-length': BODY.length, cookie }, '{');
  const dribble = index % 2 === 0 ? { piece: 'x-slow: 1\r\n', everyMs: 500 } : { piece: ' ', everyMs: 500 };
  return rawRequest({ port, head, dribble, deadlineMs: Math.max(0, until - Date.now()) }).then((answer) =>
    answer.closedBy === 'server' ? answer.elapsedMs : undefined,
  );
}

function abortingRequest(port: number, cookie: string, index: number): Promise<unknown> {
  const post = (length: number, body: string) =>
    rawHead('POST', '/api/simulations', { 'content-type': 'application/json', 'content-length': length, cookie }, body);
  return index % 2 === 0
    ? rawRequest({ port, head: post(BODY.length - 5, BODY), deadlineMs: 2_000 }) // body longer than declared
    : rawRequest({ port, head: post(BODY.length, BODY.slice(0, 10)), hangUpAfterMs: 20, deadlineMs: 2_000 }); // hang-up mid-body
}

/** Runs the abusers until `until`; resolves with how many of each the server got rid of. */
export async function abuse(options: AbuseOptions): Promise<AbuseCounts> {
  const counts: AbuseCounts = { slowCut: 0, aborted: 0, cutAfterMs: [] };
  const slow = async (index: number) => {
    while (Date.now() < options.until) {
      const cutAfterMs = await slowClient(options.port, options.cookie, index, options.until);
      if (cutAfterMs === undefined) continue;
      counts.slowCut++;
      counts.cutAfterMs.push(cutAfterMs);
    }
  };
  const aborting = async (index: number) => {
    for (let i = index; Date.now() < options.until; i++) {
      await abortingRequest(options.port, options.cookie, i);
      counts.aborted++;
    }
  };
  await Promise.all([
    ...Array.from({ length: options.slowClients }, (_, i) => slow(i)),
    ...Array.from({ length: options.abortingClients }, (_, i) => aborting(i)),
  ]);
  return counts;
}
