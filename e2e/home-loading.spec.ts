import type { Page } from '@playwright/test';
import { CATALOGUES, leadsTab } from './support/catalogues';
import { money, normalizeFigure } from './support/figures';
import { expect, LANGUAGES, test, todaysShare } from './support/fixtures';
import { signUpSeller } from './support/manage-helpers';


// How the home page arrives, not how fast (decision 0030): the server sends the real page prerendered in the
// visitor's language and direction, figures included, before any script runs; the scripts hydrate it without a
// hydration error and without replacing it, and nothing on screen moves while its data and insights arrive
// (cumulative layout shift, as browsers and Lighthouse count it, stays under 0.1). The guest's first paint is judged
// at a phone's width and a desktop's, each language at one of them in each run, in turn by day (todaysShare).

/** Records every layout shift not caused by input, from the first paint on. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { ribhLayoutShifts: number[] }).ribhLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    // Let any late layout settle before reading the total.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    const shifts = await page.evaluate(() => (window as unknown as { ribhLayoutShifts: number[] }).ribhLayoutShifts);
    return shifts.reduce((sum, value) => sum + value, 0);
  };
}

/** Holds the app's scripts back until the returned function is called, so the page as the server sent it can be checked. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Marks the page's heading, so a later check can tell the hydrated page (same element) from a replaced one. */
const markHeading = (page: Page) => page.evaluate(() => ((document.querySelector('h1') as HTMLElement & { ribhMark?: boolean }).ribhMark = true));
const headingStillMarked = (page: Page) => page.evaluate(() => (document.querySelector('h1') as HTMLElement & { ribhMark?: boolean }).ribhMark === true);

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];

  test.describe(`home page loading (${language})`, () => {
    test.use({ language });

    for (const width of todaysShare([390, 1280], language)) {
      test(`a guest sees the prerendered page in ${language}, hydrated without errors, and nothing shifts at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        const layoutShift = await recordLayoutShifts(page);
        const requests: string[] = [];
        page.on('request', (request) => requests.push(new URL(request.url()).pathname));
        // Any console error fails the test: React reports a hydration mismatch there (minified in production).
        const consoleErrors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') consoleErrors.push(message.text());
        });
        page.on('pageerror', (error) => consoleErrors.push(error.message));
        const releaseScripts = await holdScripts(page);

        await page.goto('/', { waitUntil: 'commit' });
        const html = page.locator('html');
        await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(html).toHaveAttribute('lang', language);
        await expect(page.locator('h1')).toHaveText(t.simulator.title, { useInnerText: true });
        await expect(page).toHaveTitle(t.common.titles.home);
        await expect(page.getByTestId('guest-notice')).toContainText(t.simulator.guestNotice.text, { useInnerText: true });
        // The figures are in the HTML: the default inputs' profit shows before any of the app's scripts ran.
        await expect(page.getByTestId('result-profit')).toHaveText(/35[.,]93/);
        await markHeading(page);

        releaseScripts();
        await expect(page.locator('#insights-heading')).toHaveText(t.insights.heading);
        expect(await headingStillMarked(page), 'the page was hydrated, not rendered again').toBe(true);
        await expect(page.getByTestId('guest-notice')).toBeVisible();
        expect(await layoutShift()).toBeLessThan(0.1);

        // A guest (no session cookie) is known from the page itself: no 401 from /api/auth/user, no console error.
        expect(requests).not.toContain('/api/auth/user');
        expect(consoleErrors).toEqual([]);
      });
    }

    test(`what a guest types before the scripts arrive is kept, read by the same rule and calculated`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const releaseScripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const adsCost = page.getByRole('textbox', { name: t.simulator.inputs.adsCost, exact: true });
      // Typed into the page as the server sent it: no script has run yet.
      await adsCost.fill('2,5');

      releaseScripts();
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await expect(adsCost).toHaveValue('2,5');
      await expect.poll(async () => normalizeFigure(await page.locator('#input-adsCost-message').innerText())).toBe(normalizeFigure(`= ${money(2.5, language)}`));
      // The state holds the typed value: the page renders again for another tab and for another field, and keeps it.
      await page.getByRole('tab', { name: leadsTab(language, 100) }).click();
      await page.getByRole('textbox', { name: t.simulator.inputs.productCost, exact: true }).fill('4');
      await expect(adsCost).toHaveValue('2,5');
      // 100 leads at 2.5 a lead: the decimal comma is a decimal here too.
      await expect.poll(async () => normalizeFigure((await page.getByTestId('result-ad-costs').textContent()) ?? '')).toBe(money(250, language));
    });

    test(`a signed-in seller's page has no guest notice or Sign In before the scripts, and nothing shifts while loading`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signUpSeller(page, `loading-${language}`);
      const layoutShift = await recordLayoutShifts(page);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const releaseScripts = await holdScripts(page);

      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.locator('h1')).toHaveText(t.simulator.title, { useInnerText: true });
      await expect(page.getByTestId('result-profit')).toHaveText(/35[.,]93/);
      await expect(page.getByTestId('guest-notice')).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.common.nav.signIn, exact: true })).toHaveCount(0);

      releaseScripts();
      await expect(page.getByTestId('save-controls')).toBeVisible();
      await expect(page.locator('#insights-heading')).toHaveText(t.insights.heading);
      await expect(page.getByTestId('guest-notice')).toHaveCount(0);
      expect(await layoutShift()).toBeLessThan(0.1);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('the app asks for its scripts and first data only once the page is on screen', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#insights-heading')).toBeVisible();
  // The browser's own first-contentful-paint entry, and when each request of the app started (same clock).
  const { paintedAt, requests } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    requests: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, startedAt: entry.startTime })),
  }));
  expect(paintedAt).toBeGreaterThan(0);
  // Before the paint: the stylesheet, the page's images and icons, and the after-paint script itself. Nothing else.
  const appRequests = requests.filter(({ path }) => path.startsWith('/api/') || (path.startsWith('/assets/') && path.endsWith('.js') && !path.includes('after-paint')));
  expect(appRequests.map(({ path }) => path)).toEqual(expect.arrayContaining(['/api/services', '/api/countries']));
  const early = appRequests.filter(({ startedAt }) => startedAt < paintedAt);
  expect(early, `requested before the first paint at ${paintedAt} ms`).toEqual([]);
});
