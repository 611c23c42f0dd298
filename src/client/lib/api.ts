import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { connectionStatus, onReconnect, reportAnswered, reportUnreachable, retryAfterMs } from './connection';

/** Any non-OK response becomes an error "status: body" (or the status text when the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
  }

  /** The server's error code (docs/product.md#the-api), when the body is the project's error body. */
  get code(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { code?: unknown };
      return typeof parsed.code === 'string' ? parsed.code : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * A request that never got an answer: the browser is offline, the server did not answer in time, or it answered
 * 502/503/504 (restarting, or shedding load). A TypeError, like the fetch failure it wraps, so older checks still hold.
 */
export class UnreachableError extends TypeError {
  constructor(
    readonly reason: 'offline' | 'unavailable' | 'busy',
    readonly status?: number,
  ) {
    super(`Server unreachable (${reason})`);
  }
}

/** A read or write that waits longer than this is given up: the seller is told, and what they typed is kept. */
export const REQUEST_TIMEOUT_MS = 15_000;
/** A 503 whose Retry-After is longer than this is answered at once rather than waited for. */
const LONGEST_RETRY_WAIT_MS = 10_000;
/** How many times a read refused with 503 is asked again after its Retry-After. */
const READ_RETRIES = 3;

const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text);
}

/**
 * fetch with a time limit that tells the connection state what happened. A GET (idempotent) refused with 503 and a
 * short Retry-After is asked again after that delay; a write is never sent twice by this layer.
 */
export async function serverFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  for (let attempt = 0; ; attempt += 1) {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError' && init.signal?.aborted) throw error;
      reportUnreachable();
      throw new UnreachableError(connectionStatus() === 'offline' ? 'offline' : 'unavailable');
    }
    if (!UNAVAILABLE_STATUSES.has(response.status)) {
      reportAnswered();
      return response;
    }
    const delay = retryAfterMs(response.headers.get('retry-after'));
    if (method === 'GET' && response.status === 503 && delay !== null && delay <= LONGEST_RETRY_WAIT_MS && attempt < READ_RETRIES) {
      await response.text();
      await wait(delay);
      continue;
    }
    if (response.status === 503) {
      // A busy server answered: it is there, and the refusal is told where the request was made.
      reportAnswered();
      return response;
    }
    await response.text();
    reportUnreachable();
    throw new UnreachableError('unavailable', response.status);
  }
}

/** A request with session cookies and, when there is a body, a JSON content type. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await serverFetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/** apiRequest and read the JSON answer (undefined for an empty body). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default load GETs the query key parts joined with "/"; a 401 is an error unless asked otherwise. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const response = await serverFetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && response.status === 401) {
      // Read the body: an unread answer stays open in Chromium, so the page never looks idle (Lighthouse waited 45 s).
      await response.text();
      return null as T;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** Cached data never goes stale by itself; no refetch on focus, no polling, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    // A request that fails fails at once (networkMode 'always'): the screen says offline or unavailable and keeps
    // what was typed, instead of a paused query or a "Saving…" that waits for the network without a word.
    mutations: { retry: false, networkMode: 'always' },
  },
});

/** Back online: every read that failed meanwhile is asked again, so screens recover by themselves. */
onReconnect(() => {
  void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
});
