import type { Page } from '@playwright/test';
import { CATALOGUES, leadsTab } from './support/catalogues';
import { money, normalizeFigure } from './support/figures';
import { expect, LANGUAGES, test } from './support/fixtures';
import { fill } from './support/manage-helpers';

// A visitor on a slow phone taps the prerendered home page before its scripts have arrived (decision 0039). Every
// control either works at once (links, the language select, the Advanced costs disclosure) or shows that it took
// the tap and does what was asked once the page is hydrated (buttons: a preset, a fee's edit button, the menu);
// the catalogue selects show that they are loading (their lists are the running server's data, fetched with the
// app) and take the next tap once their lists are in.

/**
 * Holds the app's scripts back until the returned function is called. The page's first script (after-paint, about
 * 2 KB, which the browser runs as the page is drawn: it keeps the taps, then loads the app) comes at once: the page
 * as a phone shows it while the app's 37 files are still on their way.
 */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!new URL(route.request().url()).pathname.includes('/after-paint-')) await released;
    await route.continue();
  });
  return release;
}

/** The prerendered page, drawn, with its first script run and none of the app's. */
async function openHeldBack(page: Page): Promise<() => void> {
  const releaseScripts = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as { ribhTapsBeforeHydration?: unknown }).ribhTapsBeforeHydration !== undefined);
  return releaseScripts;
}

const figure = async (page: Page, testId: string) => normalizeFigure((await page.getByTestId(testId).textContent()) ?? '');

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];
  const other = LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length]!;

  test.describe(`taps before the scripts arrive (${language})`, () => {
    test.use({ language });

    test('a preset, the advanced costs, a fee and the menu tapped before the scripts are done once they are', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      const releaseScripts = await openHeldBack(page);

      const preset = page.getByRole('tab', { name: leadsTab(language, 250) });
      await preset.click();
      // Not chosen yet, and it says so: it waits, busy.
      await expect(preset).toHaveAttribute('aria-busy', 'true');
      await expect(preset).toHaveAttribute('data-tapped-before-ready', '');
      await expect(preset).toHaveAttribute('aria-selected', 'false');

      // The disclosure opens by itself.
      const advanced = page.locator('details', { has: page.locator('summary', { hasText: t.simulator.advanced.heading }) });
      await advanced.locator('summary').click();
      await expect(advanced).toHaveAttribute('open', '');

      const editConfirmed = page.getByRole('button', { name: fill(t.simulator.fees.edit, { label: t.simulator.fees.confirmedRate }) });
      await editConfirmed.click();
      await expect(editConfirmed).toHaveAttribute('aria-busy', 'true');
      const menuButton = page.getByRole('button', { name: t.common.nav.openMenu });
      await menuButton.click();
      await expect(menuButton).toHaveAttribute('aria-busy', 'true');

      // The catalogue selects are visibly not ready: busy, with "Loading…" as their only choice.
      const service = page.getByLabel(t.simulator.service, { exact: true });
      await expect(service).toHaveAttribute('aria-busy', 'true');
      await expect(service.getByRole('option', { name: t.simulator.loadingItem })).toBeDisabled();

      releaseScripts();
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      // The preset is chosen: 250 leads at the default $1 a lead.
      await expect(preset).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('textbox', { name: t.simulator.inputs.totalLeads, exact: true })).toHaveValue('250');
      await expect.poll(() => figure(page, 'result-ad-costs')).toBe(money(250, language));
      // The advanced costs section is open with its fields, the fee's editor and the menu are open.
      await expect(page.getByRole('textbox', { name: t.simulator.advanced.lostOnReturnsRate, exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: new RegExp(`^${t.simulator.fees.confirmedRate}`) })).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      // Nothing waits any more.
      await expect(page.locator('[data-tapped-before-ready], button[aria-busy="true"]')).toHaveCount(0);
      // The service select takes the next tap once its list is in.
      await expect(service).toHaveAttribute('aria-busy', 'false');
      const firstService = await service.locator('option:not([disabled])').first().getAttribute('value');
      await service.selectOption(firstService!);
      await expect(service).toHaveValue(firstService!);
      expect(consoleErrors).toEqual([]);
    });

    test(`the language chosen before the scripts (${other}) is the page's once they arrive`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      const releaseScripts = await openHeldBack(page);
      await page.getByRole('combobox', { name: t.common.nav.language }).selectOption(other);
      // Still the page the server drew, in its language, until the scripts arrive.
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      releaseScripts();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { name: CATALOGUES[other].simulator.title })).toBeVisible();
      await expect(page.getByRole('combobox', { name: CATALOGUES[other].common.nav.language })).toHaveValue(other);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
    });

    test('a guest\'s "Sign in to save" works before the scripts arrive', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const releaseScripts = await openHeldBack(page);
      await page.getByTestId('save-controls-guest').getByRole('link', { name: t.history.save.guestLink }).click();
      await expect(page).toHaveURL(/\/login$/);
      releaseScripts();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
