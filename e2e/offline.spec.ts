import type { Page } from '@playwright/test';
import type { Country, Service } from '../src/domain/entities';
import type { FeeValues } from '../src/domain/fees';
import { simulate } from '../src/domain/model/simulate';
import { CATALOGUES } from './support/catalogues';
import { expect, inTurn, LANGUAGES, test } from './support/fixtures';
import { money, normalizeFigure, percent } from './support/figures';
import { DROPPED_IN_NEXT_RELEASE, NEXT_RELEASE_SCRIPT, startReleaseProxy } from './support/release-proxy';

// Works offline and installs (decision 0033). The service worker is registered once the page is
// idle and takes charge of the page that registered it; these journeys wait for that, then switch the network off.

// Every other spec blocks service workers (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** Resolves once a service worker answers this page's requests (it claims the page as soon as it is installed). */
async function serviceWorkerInCharge(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

async function figure(page: Page, testId: string): Promise<string> {
  return normalizeFigure((await page.getByTestId(testId).textContent()) ?? '');
}

/** The addresses the worker has stored from the build (Workbox's precache), without Workbox's revision parameter. */
async function storedBuildFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname + new URL(request.url).search.replace(/[?&]__WB_REVISION__=\w+/, ''));
  });
}

const journey = inTurn('ar');

for (const language of LANGUAGES) {
  const t = CATALOGUES[language].simulator;

  test.describe(`offline (${language})`, () => {
    test.use({ language });

    // In every language: the page drawn offline is the one kept from the last visit, in the visitor's language.
    test('after one visit the guest simulator opens with the last catalogue and calculates with no network', async ({ page, context }) => {
      const [services, countries] = await Promise.all([
        page.request.get('/api/services').then(async (response) => (await response.json()) as Service[]),
        page.request.get('/api/countries').then(async (response) => (await response.json()) as Country[]),
      ]);
      const service = services[0]!;
      const saudi = countries.find((country) => country.name.startsWith('Saudi Arabia'))!;
      const fees = (await (await page.request.get(`/api/fee-structures/country/${saudi.id}?serviceId=${service.id}`)).json()) as FeeValues;

      await page.goto('/');
      await serviceWorkerInCharge(page);
      // Online, the guest chooses a market: its fees are kept too.
      await page.getByLabel(t.service, { exact: true }).selectOption(service.id);
      await page.getByLabel(t.country, { exact: true }).selectOption(saudi.id);
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(new RegExp(String(fees.confirmedRate)));

      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
      await page.getByLabel(t.service, { exact: true }).selectOption(service.id);
      await page.getByLabel(t.country, { exact: true }).selectOption(saudi.id);
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(new RegExp(String(fees.confirmedRate)));
      await page.getByRole('textbox', { name: t.inputs.adsCost, exact: true }).fill('2');
      await page.getByRole('textbox', { name: t.inputs.productCost, exact: true }).fill('5');
      await page.getByRole('textbox', { name: t.inputs.averageAOV, exact: true }).fill('40');
      await page.getByRole('textbox', { name: t.inputs.totalLeads, exact: true }).fill('500');

      const expected = simulate({ ...fees, totalLeads: 500, adsCost: 2, productCost: 5, averageAOV: 40 });
      await expect.poll(() => figure(page, 'result-profit')).toBe(money(expected.profit, language));
      expect(await figure(page, 'result-roi')).toBe(percent(expected.roi, language));
      // Really without network: the server cannot be reached from this page.
      expect(
        await page.evaluate(() =>
          fetch('/api/health').then(
            () => 'reached',
            () => 'unreachable',
          ),
        ),
      ).toBe('unreachable');
    });

    journey(language)(
      'a new release is picked up on the next visit, and none of the old release is left',
      async ({ page, context, baseURL }) => {
        const server = await startReleaseProxy(baseURL!);
        try {
          await page.goto(`${server.origin}/`);
          await serviceWorkerInCharge(page);
          const before = await storedBuildFiles(page);
          expect(before).toContain(DROPPED_IN_NEXT_RELEASE);
          expect(before).not.toContain(NEXT_RELEASE_SCRIPT);

          server.deployNextRelease();
          // The next visit is drawn from the new release at once (pages come from the network first)…
          await page.goto(`${server.origin}/`);
          await expect(page.locator('html')).toHaveAttribute('data-release', 'next');
          await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
          // …and the new worker takes over in the same visit: its files stored, the old release's files deleted.
          // (Stored when it installs, the old files deleted when it takes charge: a moment later.)
          await expect.poll(() => storedBuildFiles(page), { timeout: 30_000 }).toContain(NEXT_RELEASE_SCRIPT);
          await expect.poll(() => storedBuildFiles(page)).not.toContain(DROPPED_IN_NEXT_RELEASE);

          // Offline, the page and the files are the new release's, together.
          await context.setOffline(true);
          await page.reload();
          await expect(page.locator('html')).toHaveAttribute('data-release', 'next');
          await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
          // A page never visited opens too: the last page seen stands in, and the app draws the address asked for.
          await page.goto(`${server.origin}/login`);
          await expect(page.getByRole('heading', { name: CATALOGUES[language].auth.login.title })).toBeVisible();
        } finally {
          await server.close();
        }
      },
    );

    journey(language)('the app can be installed: the manifest is linked, valid, and its icons load', async ({ page }) => {
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/manifest+json');
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
      };
      expect(manifest).toMatchObject({ name: 'Ribh', short_name: 'Ribh', start_url: '/', display: 'standalone', theme_color: '#0f766e' });
      const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
      expect(manifest.theme_color).toBe(themeColor);

      // Chromium installs an app with a 192 px and a 512 px icon; Android's launcher masks the maskable one.
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      for (const icon of manifest.icons) {
        const drawn = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        expect(drawn, icon.src).toBe(icon.sizes);
      }

      // The worker itself: a script the browser asks for again on every check, so a release is never missed.
      const worker = await page.request.get('/sw.js');
      expect(worker.headers()['content-type']).toContain('javascript');
      expect(worker.headers()['cache-control']).toBe('no-cache');
      await serviceWorkerInCharge(page);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)).toMatch(/\/sw\.js$/);
    });
  });
}
