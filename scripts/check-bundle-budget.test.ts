import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app';
import { createTestDatabase } from '../src/server/test/test-app';
import { HEADLESS_SHELL, HOME_JS_BEFORE_READY_BUDGET, launchChromium, measureHomeBeforeReady } from '../bench/lib/home-before-ready';
import { analyseHomeBundle, type HomeBundle } from '../bench/lib/initial-chunks';
import { rootDir, useClientBuild } from './test-lib/use-client-build';

// Not a timing: the byte budget of docs/product.md#performance-budgets, measured on a production build of the current sources. `npm test`
// builds dist/client first and this reads it; when dist/client is missing or older than the sources, the
// test reads the test run's own build in .tmp (so it neither disturbs dist/ nor a running server).
const outDir = useClientBuild();
let bundle: HomeBundle;
// One app on one database serves every case: each only reads the build's files through it.
let app: FastifyInstance;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  bundle = analyseHomeBundle(outDir);
  const database = await createTestDatabase();
  closeDatabase = () => database.close();
  app = await buildApp({ db: database.db, clientDir: outDir });
}, 180_000);

afterAll(async () => {
  await app?.close();
  await closeDatabase?.();
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

describe('the home route bundle', () => {
  // The figure `npm run bench` prints: what Chromium fetched until the page marked itself ready, in each language.
  it(
    `keeps the JavaScript a guest's browser fetches before / is ready within ${HOME_JS_BEFORE_READY_BUDGET.gzipBytes / 1024} KB gzip and ${HOME_JS_BEFORE_READY_BUDGET.requests} script requests, in every language`,
    async () => {
      // The headless shell `npm test` installs for the journeys: a machine with only that browser runs this test too.
      const browser = await launchChromium(HEADLESS_SHELL);
      try {
        const url = await app.listen({ port: 0, host: '127.0.0.1' });
        for (const language of ['en', 'ar', 'fr'] as const) {
          const measure = await measureHomeBeforeReady(browser, `${url}/`, language);
          const files = measure.scripts.map((script) => `${script.path} ${kb(script.gzipBytes)}`).join(', ');
          const said = `${language}: ${kb(measure.totals.gzipBytes)} gzip in ${measure.totals.requests} requests (${files})`;
          expect(measure.totals.requests, `${said}; a chunk split off what the page needs before it is ready`).toBeLessThanOrEqual(HOME_JS_BEFORE_READY_BUDGET.requests);
          expect(measure.totals.gzipBytes, `${said}; a static import probably pulled a heavy module into the first load`).toBeLessThanOrEqual(
            HOME_JS_BEFORE_READY_BUDGET.gzipBytes,
          );
          // Not zero: the page did load its app (the entry and its language's text) before it was ready.
          expect(measure.totals.requests).toBeGreaterThanOrEqual(3);
        }
      } finally {
        await browser.close();
      }
    },
    120_000,
  );

  it('loads every page the router imports lazily (admin, management, history…) in chunks of its own', () => {
    const router = readFileSync(path.join(rootDir, 'src/client/router.tsx'), 'utf8');
    const lazyPages = [...router.matchAll(/import\('\.\/routes\/([\w-]+)'\)/g)].map((match) => `src/client/routes/${match[1]}.tsx`);
    expect(lazyPages.length).toBeGreaterThan(0);
    expect(lazyPages.filter((page) => !bundle.dynamicEntries.includes(page))).toEqual([]);
    const initialFiles = new Set(bundle.initialJs.map((size) => size.file));
    expect(bundle.lazyJs.filter((size) => initialFiles.has(size.file))).toEqual([]);
  });

  it('starts the prerendered home page with one script named by its content, which browsers may keep without asking again', async () => {
    const html = readFileSync(path.join(outDir, 'pages/home.en.guest.html'), 'utf8');
    const file = /<script defer src="\/(assets\/after-paint-([0-9a-f]{10})\.js)"/.exec(html);
    expect(file).not.toBeNull();
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const version = createHash('sha256')
      .update(readFileSync(path.join(outDir, file![1]!)))
      .digest('hex')
      .slice(0, 10);
    expect(file![2]).toBe(version);
    const response = await app.inject({ method: 'GET', url: `/${file![1]}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the first-load scripts brotli-compressed, from files compressed at build time', async () => {
    for (const { file, rawBytes } of bundle.initialJs) {
      const response = await app.inject({ method: 'GET', url: `/${file}`, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.rawPayload.length).toBeLessThan(rawBytes);
    }
  });
});
