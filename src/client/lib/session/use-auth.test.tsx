import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from './use-auth';
import { AUTH_USER_KEY, useAuth } from './use-auth';

const seller = { id: 7, email: 'seller@example.com', name: 'Seller', role: 'user' } as unknown as CurrentUser;

function Who() {
  const { user, isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <p>not known yet</p>;
  return <p>{isAuthenticated ? `signed in as ${user!.email}` : 'guest'}</p>;
}

function withClient(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <Who />
    </QueryClientProvider>
  );
}

let root: Root | undefined;

// The hook asks the server again once the page is drawn; a unit test has no server, so the question never gets an
// answer (and never reaches the network).
beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  delete document.documentElement.dataset.session;
  document.body.innerHTML = '';
});

describe('useAuth while the prerendered page hydrates', () => {
  it.each([
    ['unknown', undefined, 'not known yet'],
    ['guest', null, 'guest'],
  ] as const)('draws what the server drew for a %s visitor, then the session that had already arrived', async (session, prerenderData, drawn) => {
    // The page says whether the server saw a session cookie; the build drew it with null in the cache for a guest.
    if (session === 'guest') document.documentElement.dataset.session = 'guest';
    const serverClient = new QueryClient();
    if (prerenderData === null) serverClient.setQueryData(AUTH_USER_KEY, null);
    const html = renderToString(withClient(serverClient));
    expect(html).toContain(drawn);

    // In the browser the session's answer is already in the cache when hydration reaches the component.
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const clientClient = new QueryClient({ defaultOptions: { queries: { queryFn: () => new Promise(() => {}) } } });
    clientClient.setQueryData(AUTH_USER_KEY, session === 'guest' ? null : seller);
    const recoverable: unknown[] = [];
    const paragraph = container.querySelector('p');
    await act(async () => {
      root = hydrateRoot(container, withClient(clientClient), { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(recoverable).toEqual([]);
    // Hydrated in place (the same element), then drawn with what the cache holds.
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.textContent).toBe(session === 'guest' ? 'guest' : 'signed in as seller@example.com');
  });
});
