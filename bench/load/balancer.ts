import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A round-robin TCP balancer for `npm run load -- --processes` (decision 0032): each new client
// connection goes to the next app process in turn and its bytes are piped both ways, as HAProxy in
// `mode tcp` or nginx's `stream` module would do in front of several `node src/server/main.ts`. It
// never parses HTTP, so it adds little CPU; with keep-alive, connections (not requests) are what it
// splits. Run as its own process so its CPU time can be read from /proc:
//
//   node --import tsx bench/load/balancer.ts <listen port> <app port> [<app port>…]
//
// It prints `listening <port>` once it accepts connections and, when its parent asks through the IPC
// channel (`'counts'`), answers `{ connections, requests, bytesIn, bytesOut }` per app port.

export interface BackendCounts {
  port: number;
  connections: number;
  /** HTTP/1.1 requests sent to it: request lines seen in the client's bytes (bodies are JSON, never holding one). */
  requests: number;
  /** Bytes from the clients to this app process (requests). */
  bytesIn: number;
  /** Bytes from this app process to the clients (answers). */
  bytesOut: number;
}

const REQUEST_LINE_END = Buffer.from(' HTTP/1.1\r\n');

export function startBalancer(listenPort: number, appPorts: number[], host = '127.0.0.1'): Promise<{ server: net.Server; counts: BackendCounts[] }> {
  if (appPorts.length === 0) throw new Error('the balancer needs at least one app port');
  const counts: BackendCounts[] = appPorts.map((port) => ({ port, connections: 0, requests: 0, bytesIn: 0, bytesOut: 0 }));
  let next = 0;
  const server = net.createServer((client) => {
    const backend = counts[next]!;
    next = (next + 1) % counts.length;
    backend.connections++;
    const app = net.connect({ port: backend.port, host });
    client.setNoDelay(true);
    app.setNoDelay(true);
    client.on('data', (chunk: Buffer) => {
      backend.bytesIn += chunk.length;
      for (let at = chunk.indexOf(REQUEST_LINE_END); at !== -1; at = chunk.indexOf(REQUEST_LINE_END, at + 1)) backend.requests++;
    });
    app.on('data', (chunk: Buffer) => (backend.bytesOut += chunk.length));
    client.pipe(app);
    app.pipe(client);
    // Either side failing or closing ends the pair (a refused app connection closes the client's).
    const end = () => {
      client.destroy();
      app.destroy();
    };
    client.on('error', end).on('close', end);
    app.on('error', end).on('close', end);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, host, () => resolve({ server, counts }));
  });
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [listen, ...apps] = process.argv.slice(2).map(Number);
  if (!listen || apps.length === 0 || apps.some((p) => !Number.isInteger(p) || p <= 0)) {
    console.error('usage: node --import tsx bench/load/balancer.ts <listen port> <app port> [<app port>…]');
    process.exit(2);
  }
  const { counts } = await startBalancer(listen, apps);
  process.on('message', (message) => {
    if (message === 'counts') process.send?.(counts);
  });
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  console.log(`listening ${listen}`);
}
