import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getQueryFn, serverFetch, UnreachableError } from './api';
import { retryAfterMs } from './connection';

function queryContext(url: string) {
  return { queryKey: [url], signal: new AbortController().signal, meta: undefined, client: undefined } as never;
}

afterEach(() => vi.unstubAllGlobals());

describe('getQueryFn', () => {
  it('reads the body of a 401 it turns into null, so the request ends (an unread answer keeps the page busy)', async () => {
    const response = new Response('{"message":"Not signed in","code":"UNAUTHENTICATED"}', { status: 401 });
    vi.stubGlobal('fetch', vi.fn(async () => response));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext('/api/auth/user'))).resolves.toBeNull();
    expect(response.bodyUsed).toBe(true);
  });

  it('raises a 401 as "status: body" by default', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('nope', { status: 401 })));
    const failure = getQueryFn({ on401: 'throw' })(queryContext('/api/simulations'));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow('401: nope');
  });
});

describe('serverFetch', () => {
  const busy = (retryAfter: string) => new Response('{"message":"busy","code":"UNAVAILABLE"}', { status: 503, headers: { 'retry-after': retryAfter } });

  it('asks a read refused with 503 again after its Retry-After, and answers the first success', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(busy('0')).mockResolvedValueOnce(busy('0')).mockResolvedValueOnce(new Response('[]'));
    vi.stubGlobal('fetch', fetch);
    const response = await serverFetch('/api/simulations');
    expect(await response.text()).toBe('[]');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('never sends a write twice: its 503 is answered to the caller, who tells the seller the server is busy', async () => {
    const fetch = vi.fn(async () => busy('0'));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('POST', '/api/simulations', { name: 'x' })).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up a read after three retries, and at once when the server asks for a long wait', async () => {
    const fetch = vi.fn(async () => busy('0'));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('GET', '/api/simulations')).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(4);
    const long = vi.fn(async () => busy('120'));
    vi.stubGlobal('fetch', long);
    await expect(apiRequest('GET', '/api/simulations')).rejects.toMatchObject({ status: 503 });
    expect(long).toHaveBeenCalledTimes(1);
  });

  it('turns a request that got no answer into an UnreachableError, never a 401', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('GET', '/api/auth/user')).rejects.toBeInstanceOf(UnreachableError);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('Bad gateway', { status: 502 })));
    await expect(apiRequest('GET', '/api/auth/user')).rejects.toMatchObject({ reason: 'unavailable', status: 502 });
  });
});

describe('retryAfterMs', () => {
  it.each<[string | null, number | null]>([
    ['2', 2000],
    [' 0 ', 0],
    ['soon', null],
    ['-1', null],
    [null, null],
  ])('reads %s as %s ms', (header, ms) => {
    expect(retryAfterMs(header)).toBe(ms);
  });
});
