import type { Page } from '@playwright/test';
import type { Country } from '../src/domain/entities';
import { DEFAULT_FEES } from '../src/domain/fees';
import { e2eAdmin } from './support/admin';
import { expect, LANGUAGES, test, todaysShare, type Language } from './support/fixtures';
import { catalogueOf, postJson, signUpSeller, uniqueLabel } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { expectNoSidewaysScroll, openInApp, WIDTHS } from './support/sideways';

// No screen scrolls sideways at 390 or 1280 px, in any language. The page never is wider
// than the window, and no box inside it (a table's scroll wrapper) is either, so a row's buttons or a
// figure never sit out of sight: the home's profit-map table is opened for the check, and the admin's
// users list is checked like the catalogue lists. The tour loads its first screen and moves to the others as the
// app's own links do. Each run walks each group of screens (a guest's, a seller's, the admin's) in one language, a
// different one each day (todaysShare): every group and every language in every run, every pairing within three days.

const GUEST_ROUTES = ['/', '/login', '/register', '/admin/login'];
const SELLER_ROUTES = [
  '/',
  '/profile',
  '/history',
  '/services',
  '/fees',
  '/countries',
  '/ledger',
  '/ledger/orders',
  '/ledger/import',
  '/ledger/products',
  '/ledger/ad-spend',
  '/ledger/settings',
  '/ledger/warnings',
  '/ledger/remittances',
];

/** On the home page, opens the profit map's numbers (closed, they take no width) so their box is checked too. */
async function openHomeTables(page: Page, language: Language): Promise<void> {
  const showTable = page.getByText(catalogueOf(language).insights.sensitivity.showTable, { exact: true });
  await showTable.scrollIntoViewIfNeeded({ timeout: 60_000 });
  await showTable.click();
  await expect(page.locator('[data-testid="sensitivity-table"], [data-testid="sensitivity-cards"]')).toBeVisible();
}

const GROUPS = ['guest', 'seller', 'admin'] as const;

for (const language of LANGUAGES) {
  const groups = todaysShare(GROUPS, language);
  test.describe(`no sideways scrolling (${language}, ${WIDTHS.map((w) => w.width).join(' and ')} px)`, () => {
    test.use({ language, viewport: WIDTHS[0] });
    test.describe.configure({ timeout: 120_000 });
    const t = catalogueOf(language);

    if (groups.includes('guest')) test('guest screens', async ({ page }) => {
      for (const route of GUEST_ROUTES) {
        if (route === GUEST_ROUTES[0]) await page.goto(route);
        else await openInApp(page, route);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 60_000 });
        if (route === '/') await openHomeTables(page, language);
        await expectNoSidewaysScroll(page, `${route} as a guest`);
      }
    });

    if (groups.includes('seller')) test('seller screens, with own fee structures that come before the defaults', async ({ page }) => {
      await signUpSeller(page, `scroll-${language}`);
      const country = await postJson<Country>(page, '/api/countries', { name: uniqueLabel('Scrolland'), code: '', currency: 'Dinar' });
      await postJson(page, '/api/fee-structures', { ...DEFAULT_FEES, countryId: country.id, serviceId: null });
      for (const route of SELLER_ROUTES) {
        if (route === SELLER_ROUTES[0]) await page.goto(route);
        else await openInApp(page, route);
        await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 60_000 });
        if (route === '/fees') {
          // The seller's own row is on the first page, whatever the number of defaults.
          await expect(page.getByText(country.name).first()).toBeVisible({ timeout: 60_000 });
          await screenshots(page, 'fees-own-first', language);
        }
        if (route === '/') await openHomeTables(page, language);
        await expectNoSidewaysScroll(page, `${route} as a seller`);
      }
    });

    if (groups.includes('admin')) test('every admin tab', async ({ page }) => {
      const login = await page.request.post('/api/auth/login', { data: e2eAdmin() });
      expect(login.status()).toBe(200);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.adminFrame.title })).toBeVisible({ timeout: 60_000 });
      for (const key of ['users', 'services', 'countries', 'feeStructures', 'announcement'] as const) {
        const tab = page.getByRole('tab', { name: t.admin.tabs[key] });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expectNoSidewaysScroll(page, `the admin's ${key} tab`);
      }
      await screenshots(page, 'admin-tabs', language);
    });
  });
}
