import { SESSION_COOKIE } from '../../auth/session-cookie';
import { DEFAULT_FEES } from '../../../domain/fees';

// A small JSON client for the server processes under test. Every call has a deadline, so a hang
// shows up as a failure instead of a stuck test.

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

export async function call(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<HttpAnswer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
  });
  const text = await response.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
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
