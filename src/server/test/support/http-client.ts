import http from 'node:http';
import { SESSION_COOKIE } from '../../auth/session-cookie';
import { DEFAULT_FEES } from '../../../domain/fees';

// A small JSON client for the server processes under test. Every call has a deadline, so a hang
// shows up as a failure instead of a stuck test.
//
// Every call goes on a connection of its own. A pooled keep-alive connection can be closed by the server (its idle
// timeout, a restart) at the moment the client picks it for the next request, which then fails with "other side
// closed" though the server did nothing wrong; a client starved of CPU notices such a close late, and on a loaded
// machine a test met exactly that. The request still asks for keep-alive, so a `Connection: close` in an answer is
// the server's own choice.

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  timeoutMs?: number;
}

function answerHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

export function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = {};
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<HttpAnswer>((resolve, reject) => {
    const request = http.request(new URL(path, baseUrl), { method, headers, agent, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = undefined;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders(response.headers), body, text });
      });
    });
    request.on('error', reject);
    request.end(payload);
  }).finally(() => agent.destroy());
}

/** The `cookie` header value carrying the session a response set. */
export function sessionCookie(answer: HttpAnswer): string {
  const setCookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!setCookie) throw new Error(`no session cookie (status ${answer.status}): ${answer.text}`);
  return setCookie.split(';')[0]!;
}

export const PASSWORD = 'Correct-horse-battery-7';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;
}

export function countryBody(tag: string) {
  return { name: `Reliability ${tag}`, code: null, currency: 'Dinar', currencyChange: 4.8, status: 'active' };
}

export function simulationBody(tag: string) {
  return {
    serviceName: `Service ${tag}`,
    countryName: 'Libya',
    countryCurrency: 'Dinar',
    totalLeads: 100,
    adsCost: 1,
    productCost: 3,
    averageAOV: 48,
    ...DEFAULT_FEES,
  };
}
