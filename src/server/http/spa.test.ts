import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  // The offline service worker, the web app manifest and a hashed asset, as vite build writes them (decision 0033).
  writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Ribh"}');
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
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

describe('the files that make the app work offline and installable', () => {
  it('sends the service worker as a script the browser must ask for again, so a new release is seen on the next visit', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the web app manifest with its own type, asked for again too', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('still lets a hashed asset be kept for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
