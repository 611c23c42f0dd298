import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { createTestDatabase, NO_SHEDDING } from '../test/test-app';

const clientDir = mkdtempSync(path.join(tmpdir(), 'ribh-spa-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<html data-session="__SESSION__"><meta content="__SERVICES_SITE_URL__"><a href="__SERVICES_SITE_URL__"></a>' +
      '<!--home-only--><link rel="preload" href="/api/services"><!--/home-only--><header></header><!--home-only--><main>shell</main><!--/home-only--></html>',
  );
  database = await createTestDatabase();
  app = await buildApp({ db: database.db, clientDir, servicesSiteUrl: 'https://services.example/?a=1&b=2', pressure: NO_SHEDDING });
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the single-page app document', () => {
  it('tells the page a visitor without a session cookie is a guest', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('data-session="guest"');
    expect(response.headers.vary).toBe('cookie');
  });

  it('leaves the question open when a session cookie comes along (the session may have ended)', async () => {
    const response = await app.inject({ method: 'GET', url: '/history', headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc_DEF-123` } });
    expect(response.body).toContain('data-session="unknown"');
  });

  it('sends the simulator shell and its preloads only on the home page', async () => {
    const home = await app.inject({ method: 'GET', url: '/?from=ad' });
    expect(home.body).toContain('<link rel="preload" href="/api/services"><header></header><main>shell</main>');
    expect(home.body).not.toContain('home-only');
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<a href="https://services.example/?a=1&amp;b=2"></a><header></header></html>');
  });

  it('writes the services site address everywhere the page names it, escaped for an attribute', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('__SERVICES_SITE_URL__');
    expect(response.body.match(/https:\/\/services\.example\/\?a=1&amp;b=2/g)).toHaveLength(2);
  });
});
