import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getQueryFn } from './api';

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
