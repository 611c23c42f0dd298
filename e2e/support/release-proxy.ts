import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for deploying a new release, for the offline journeys (decision 0033): an origin of its own that passes
 * every request to the e2e server, until `deployNextRelease()`; from then on its pages load one more script and its
 * /sw.js lists that script among the build's files instead of the iOS icon. It is real network for the browser, so
 * the browser's own check of /sw.js sees the change (Playwright's routes never see that check).
 */
export interface ReleaseProxy {
  origin: string;
  deployNextRelease(): void;
  close(): Promise<void>;
}

export const NEXT_RELEASE_SCRIPT = '/assets/next-release.js';
export const DROPPED_IN_NEXT_RELEASE = '/icons/apple-touch-icon-180.png';

// Headers that describe the upstream transfer, not the body passed on (fetch has already decompressed it); and the
// validators, so that a body this proxy changes is never answered "304 not modified" by the e2e server.
const TRANSFER_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);
const VALIDATORS = new Set(['if-none-match', 'if-modified-since', 'etag', 'last-modified']);

export async function startReleaseProxy(upstream: string): Promise<ReleaseProxy> {
  let next = false;

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = request.url ?? '/';
    if (next && path === NEXT_RELEASE_SCRIPT) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
      response.end("document.documentElement.dataset.release = 'next';");
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name]) => name !== 'host' && name !== 'accept-encoding' && !TRANSFER_HEADERS.has(name) && !VALIDATORS.has(name),
      ),
    ) as Record<string, string>;
    const upstreamResponse = await fetch(new URL(path, upstream), { method: request.method, headers, redirect: 'manual' });
    let body: Buffer | string = Buffer.from(await upstreamResponse.arrayBuffer());
    if (next && path === '/sw.js') {
      body = body
        .toString()
        .replace(new RegExp(`\\{"revision":"\\w+","url":"${DROPPED_IN_NEXT_RELEASE.slice(1)}"\\},?`), '')
        .replace(
          '{"revision":null,"url":"assets/',
          `{"revision":null,"url":"${NEXT_RELEASE_SCRIPT.slice(1)}"},{"revision":null,"url":"assets/`,
        );
    } else if (next && upstreamResponse.headers.get('content-type')?.startsWith('text/html')) {
      body = body.toString().replace('</head>', `<script src="${NEXT_RELEASE_SCRIPT}"></script></head>`);
    }
    const passed = [...upstreamResponse.headers].filter(([name]) => !TRANSFER_HEADERS.has(name) && !VALIDATORS.has(name));
    response.writeHead(upstreamResponse.status, Object.fromEntries(passed));
    response.end(body);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch(() => {
      response.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deployNextRelease: () => {
      next = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
