import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { createTestDatabase, NO_SHEDDING } from '../test/test-app';

// Two client folders: one as the build writes it since decision 0030 (pages/ with the prerendered home page per
// language and session), one with only an index.html (an older build, or a development checkout).
const prerenderedDir = mkdtempSync(path.join(tmpdir(), 'ribh-spa-'));
const plainDir = mkdtempSync(path.join(tmpdir(), 'ribh-spa-plain-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let app: Awaited<ReturnType<typeof buildApp>>;
let plainApp: Awaited<ReturnType<typeof buildApp>>;

const document = (body: string) =>
  `<html data-session="__SESSION__"><meta content="__SERVICES_SITE_URL__"><a href="__SERVICES_SITE_URL__"></a>${body}</html>`;

beforeAll(async () => {
  writeFileSync(path.join(prerenderedDir, 'index.html'), document('<div id="root"></div>'));
  mkdirSync(path.join(prerenderedDir, 'pages'));
  for (const language of ['en', 'ar', 'fr']) {
    for (const session of ['guest', 'unknown']) {
      writeFileSync(path.join(prerenderedDir, 'pages', `home.${language}.${session}.html`), document(`<main>home ${language} ${session}</main>`));
    }
    writeFileSync(path.join(prerenderedDir, 'pages', `page.${language}.html`), document(`<div id="root" lang="${language}"></div>`));
  }
  writeFileSync(
    path.join(plainDir, 'index.html'),
    document('<!--home-only--><link rel="preload" href="/api/services"><!--/home-only--><header></header><!--home-only--><main>shell</main><!--/home-only-->'),
  );
  // The offline service worker, the web app manifest and a hashed asset, as vite build writes them (decision 0033).
  writeFileSync(path.join(prerenderedDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(prerenderedDir, 'manifest.webmanifest'), '{"name":"Ribh"}');
  mkdirSync(path.join(prerenderedDir, 'assets'));
  writeFileSync(path.join(prerenderedDir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  database = await createTestDatabase();
  const options = { db: database.db, servicesSiteUrl: 'https://services.example/?a=1&b=2', pressure: NO_SHEDDING };
  app = await buildApp({ ...options, clientDir: prerenderedDir });
  plainApp = await buildApp({ ...options, clientDir: plainDir });
});

afterAll(async () => {
  await app.close();
  await plainApp.close();
  await database.close();
  rmSync(prerenderedDir, { recursive: true, force: true });
  rmSync(plainDir, { recursive: true, force: true });
});

describe('the home page prerendered per language', () => {
  it('sends English to a visitor who chose no language', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<main>home en guest</main>');
    // A first visit's language follows the browser's Accept-Language, so caches keep one answer per language list.
    expect(response.headers.vary).toBe('cookie, accept-encoding, accept-language');
  });

  it('sends the language of the language cookie, among other cookies', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: 'theme=dark; language=ar' } });
    expect(response.body).toContain('<main>home ar guest</main>');
  });

  it('lets ?lang= win over the cookie, and ignores a language it does not know', async () => {
    const asked = await app.inject({ method: 'GET', url: '/?lang=fr', headers: { cookie: 'language=ar' } });
    expect(asked.body).toContain('<main>home fr guest</main>');
    const unknown = await app.inject({ method: 'GET', url: '/?lang=de', headers: { cookie: 'language=xx' } });
    expect(unknown.body).toContain('<main>home en guest</main>');
  });

  it('sends the page drawn for a session not known yet when a session cookie comes along', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { cookie: `language=fr; ${SESSION_COOKIE}=abc_DEF-123` } });
    expect(response.body).toContain('<main>home fr unknown</main>');
  });

  it('sends every other route its bare document in the visitor language, for the client to render', async () => {
    const response = await app.inject({ method: 'GET', url: '/history', headers: { cookie: 'language=ar' } });
    expect(response.body).toContain('<div id="root" lang="ar"></div>');
    expect(response.body).toContain('data-session="guest"');
    const signedIn = await app.inject({ method: 'GET', url: '/history', headers: { cookie: `${SESSION_COOKIE}=abc_DEF-123` } });
    expect(signedIn.body).toContain('data-session="unknown"');
  });

  it('sends the page brotli-compressed to a browser that accepts it', async () => {
    const response = await app.inject({ method: 'GET', url: '/?lang=ar', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<main>home ar guest</main>');
  });

  it('writes the services site address everywhere the page names it, escaped for an attribute', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.body).not.toContain('__SERVICES_SITE_URL__');
    expect(response.body.match(/https:\/\/services\.example\/\?a=1&amp;b=2/g)).toHaveLength(2);
  });
});

describe('a client build without prerendered pages', () => {
  it('tells the page a visitor without a session cookie is a guest, and leaves it open with one', async () => {
    expect((await plainApp.inject({ method: 'GET', url: '/' })).body).toContain('data-session="guest"');
    const withCookie = await plainApp.inject({ method: 'GET', url: '/history', headers: { cookie: `theme=dark; ${SESSION_COOKIE}=abc_DEF-123` } });
    expect(withCookie.body).toContain('data-session="unknown"');
  });

  it('sends what index.html marks home-only only on the home page', async () => {
    const home = await plainApp.inject({ method: 'GET', url: '/?from=ad' });
    expect(home.body).toContain('<link rel="preload" href="/api/services"><header></header><main>shell</main>');
    expect(home.body).not.toContain('home-only');
    const login = await plainApp.inject({ method: 'GET', url: '/login' });
    expect(login.body).toContain('<a href="https://services.example/?a=1&amp;b=2"></a><header></header></html>');
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
