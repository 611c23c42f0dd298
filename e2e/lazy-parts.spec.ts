import type { Page } from '@playwright/test';
import { expect, inTurn, LANGUAGES, test } from './support/fixtures';
import { catalogueOf, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';

// A part of the page whose chunk fails to download never blanks the page: that part alone says so, in the page's
// language, and "Try again" draws it once the chunk can be fetched (docs/product.md#lazy-parts).

/** Makes every request for a built chunk whose file name starts with `name-` fail as a dropped connection would. */
async function blockChunk(page: Page, name: string): Promise<() => Promise<void>> {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(pattern);
}

const journey = inTurn('ar');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);

  test.describe(`lazy parts (${language})`, () => {
    test.use({ language });

    journey(language)('a failed chunk leaves the rest of the page and what was typed', async ({ page }) => {
      await signUpSeller(page, `lazy-${language}`);
      const unblockSave = await blockChunk(page, 'seller-save-controls');

      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const leads = page.getByRole('textbox', { name: t.simulator.inputs.totalLeads, exact: true });
      await leads.fill('321');

      // The save controls could not load: their place says so, the simulator is still there with what was typed.
      const alert = page.getByRole('alert').filter({ hasText: t.connection.partFailed });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('heading', { name: t.simulator.title })).toBeVisible();
      await expect(leads).toHaveValue('321');
      await expect(page.getByRole('button', { name: t.history.save.configuration })).toHaveCount(0);
      await screenshots(page, 'lazy-part-failed', language);

      await unblockSave();
      await alert.getByRole('button', { name: t.connection.tryAgain }).click();
      await expect(page.getByRole('button', { name: t.history.save.configuration })).toBeVisible();
      await expect(alert).toHaveCount(0);
      await expect(leads).toHaveValue('321');

      // A route's chunk: the header stays, the page's place says so, and "Try again" draws the page.
      const unblockHistory = await blockChunk(page, 'history');
      await page.evaluate(() => {
        window.history.pushState(null, '', '/history');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const routeAlert = page.getByRole('main').getByRole('alert').filter({ hasText: t.connection.partFailed });
      await expect(routeAlert).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await unblockHistory();
      await routeAlert.getByRole('button', { name: t.connection.tryAgain }).click();
      await expect(page.getByRole('heading', { name: t.history.title })).toBeVisible();
    });
  });
}
