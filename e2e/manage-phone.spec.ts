import type { Country, Service } from '../src/domain/entities';
import { DEFAULT_FEES } from '../src/domain/fees';
import { e2eAdmin } from './support/admin';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { catalogueOf, countOf, fill, postJson, signUpSeller, uniqueLabel } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import type { Page } from '@playwright/test';
import { shownSampleCountry, shownService } from './support/sample-names';

// At phone width (390 px) the management lists show each row as a card instead of a table that scrolls
// sideways: the page must not scroll horizontally, and every row's name and buttons stay reachable.

const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `the page is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth);
}

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('fr');

for (const language of LANGUAGES) {
  test.describe(`management lists on a phone (${language})`, () => {
    test.use({ language, viewport: PHONE });
    test.describe.configure({ timeout: 120_000 });
    const t = catalogueOf(language);

    journey(language)('services, countries and fees show rows as cards with their buttons, without sideways scrolling', async ({ page }) => {
      await signUpSeller(page, `phone-${language}`);
      const service = await postJson<Service>(page, '/api/services', { name: uniqueLabel(language === 'ar' ? 'خدمة شحن' : 'Courier'), icon: '🚚', color: '#1a7f5a' });
      const country = await postJson<Country>(page, '/api/countries', { name: uniqueLabel(language === 'ar' ? 'ليبيا' : 'Libya'), code: 'LY', currency: 'Libyan Dinar (LYD)', currencyChange: 4.85 });
      await postJson(page, '/api/fee-structures', { ...DEFAULT_FEES, orderFees: 1.25, countryId: country.id, serviceId: service.id });

      const cases = [
        { resource: 'services', m: t.manage.services, own: service.name, sample: 'Sample COD Partner', url: '/api/services' },
        { resource: 'countries', m: t.manage.countries, own: country.name, sample: 'Saudi Arabia (sample)', url: '/api/countries' },
        { resource: 'fees', m: t.manage.fees, own: `${country.name} – ${service.name}`, sample: null, url: '/api/fee-structures' },
      ] as const;
      for (const { resource, m, own, sample, url } of cases) {
        const total = await countOf(page, url);
        await page.goto(`/${resource}`);
        await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: total }) })).toBeVisible({ timeout: 60_000 });
        // A list named like the table, no table.
        const list = page.getByRole('list', { name: m.tableLabel });
        await expect(list.getByRole('listitem')).toHaveCount(Math.min(total, 10));
        await expect(page.getByRole('table')).toHaveCount(0);
        await expectNoSidewaysScroll(page);
        await screenshots(page, `manage-${resource}`, language, { widths: [390] });
        await page.getByPlaceholder(m.searchPlaceholder).fill(resource === 'fees' ? country.name : own);
        // The seller's own row: its name as a heading, its figures as a definition list, its buttons named after it.
        const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: own, exact: true }) });
        await expect(card).toHaveCount(1);
        await expect(card.getByRole('term').first()).toBeVisible();
        await expect(card.getByRole('button', { name: fill(t.manage.editRow, { name: own }) })).toBeVisible();
        await expect(card.getByRole('button', { name: fill(t.manage.deleteRow, { name: own }) })).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoSeriousAxeViolations(page);

        if (sample) {
          // A default row carries the badge and no buttons.
          await page.getByPlaceholder(m.searchPlaceholder).fill(sample);
          // Searched by its stored name, shown in the page's language.
          const defaultCard = list.getByRole('listitem').filter({ hasText: resource === 'services' ? shownService(sample, language) : shownSampleCountry('SA', language) });
          await expect(defaultCard.getByText(t.common.default)).toBeVisible();
          await expect(defaultCard.getByRole('button')).toHaveCount(0);
        }
      }

      // The buttons work from a card: Edit opens the prefilled dialog.
      await page.goto('/services');
      await page.getByPlaceholder(t.manage.services.searchPlaceholder).fill(service.name);
      await page.getByRole('button', { name: fill(t.manage.editRow, { name: service.name }) }).click();
      await expect(page.getByRole('dialog', { name: t.manage.services.editTitle }).getByLabel(t.manage.services.form.name)).toHaveValue(service.name);
    });

    journey(language)('the admin dashboard tabs show rows as cards without sideways scrolling', async ({ page }) => {
      const login = await page.request.post('/api/auth/login', { data: e2eAdmin() });
      expect(login.status(), await login.text()).toBe(200);

      await page.goto('/admin');
      const tabs = [
        { tab: t.admin.tabs.services, label: t.manage.services.tableLabel, name: 'services' },
        { tab: t.admin.tabs.countries, label: t.manage.countries.tableLabel, name: 'countries' },
        { tab: t.admin.tabs.feeStructures, label: t.manage.fees.tableLabel, name: 'fee-structures' },
      ];
      for (const { tab, label, name } of tabs) {
        await page.getByRole('tab', { name: tab }).click();
        const list = page.getByRole('list', { name: label });
        await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
        // Inside the dashboard the cards' headings sit under the tab's h2.
        await expect(list.getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expect(list.getByRole('button', { name: new RegExp(fill(t.manage.editRow, { name: '' }).trim()) }).first()).toBeVisible();
        await expectNoSidewaysScroll(page);
        await screenshots(page, `manage-admin-${name}`, language, { widths: [390] });
      }
    });
  });
}

for (const language of LANGUAGES) {
  test.describe(`the signed-in header at tablet widths (${language})`, () => {
    test.use({ language });

    test('fits beside the full navigation without sideways scrolling', async ({ page }) => {
      await signUpSeller(page, `tablet-${language}`);
      for (const width of [768, 900, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/services');
        await expect(page.getByRole('navigation', { name: catalogueOf(language).common.nav.mainNavigation })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
    });
  });
}
