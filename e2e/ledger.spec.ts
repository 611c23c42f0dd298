import type { Page } from '@playwright/test';
import { formatCount, formatPercent, formatNumber, intlLocale, type Language } from '../src/domain/format';
import { expect, expectNoSeriousAxeViolations, inTurn, LANGUAGES, test } from './support/fixtures';
import { normalizeFigure } from './support/figures';
import { badShopifyOrdersCsv, courierOrdersCsv, metaAdSpendCsv, shopifyOrdersCsv } from './fixtures/ledger-files';
import { catalogueOf, fill, postJson, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { ordersRow, sheet, workbookBomb } from '../src/server/test/support/workbook-bombs';
import { expectNoSidewaysScroll } from './support/sideways';

// The order ledger's journey: a seller reporting in MAD sets the ledger up, imports a Shopify orders export, then
// the courier's later export of the same orders with new statuses, then a Meta ad-spend export, and reads the
// day's profit, realised and projected.
//
// The seller's own Morocco (10 MAD to the dollar, no tax) with country-wide fees in dollars: 0.50 a lead, 1 a
// confirmed order, 0.50 a delivered one, 2 shipping a delivered order, 1 a returned one, 5 % of collected cash;
// in MAD: 5, 10, 5, 20, 10 and 5 %. Argan oil ARG-50 costs 60 MAD; every order is one bottle at 200 MAD, delivery
// free for the customer. Worked by hand (e2e/fixtures/ledger-files.ts has the orders):
//   25 days ago: 40 orders, all shipped, then 30 delivered and 10 returned. Revenue 30 × 200 = 6,000; product
//     30 × 60 = 1,800; fees 40 × 5 + 40 × 10 + 30 × 5 + 30 × 20 + 10 × 10 + 5 % × 6,000 = 1,750; before ads 2,450.
//     A mature cohort (21 to 60 days old) of 40 settled orders: ARG-50 in Morocco delivers 30 / 40 = 75 %.
//   2 days ago: 10 orders: 4 delivered, 2 returned, 3 still on the road, 1 cancelled before confirmation.
//     Settled: revenue 800; product 240; fees 10 × 5 + 6 × 10 + 4 × 5 + 4 × 20 + 2 × 10 + 40 = 270; the 3 on the
//     road have cost their confirmation, 3 × 10 = 30: before ads 800 − 240 − 270 − 30 = 260.
//     Projected at 75 %: 4 + 0.75 × 3 = 6.25 delivered of 9 confirmed (2.75 returned): revenue 1,250; product 375;
//     fees 10 × 5 + 9 × 10 + 6.25 × 5 + 6.25 × 20 + 2.75 × 10 + 62.5 = 386.25; before ads 488.75.
//   Meta: 1,500 MAD 25 days ago and 400 MAD 2 days ago: 1,900 MAD, 38 MAD a lead (50 orders).
//   The last 30 days: 50 orders, 49 confirmed, 34 delivered, 12 returned, 3 in transit; revenue 6,800 MAD;
//     product 2,040; fees 1,750 + 270 + 30 = 2,050; profit realised 6,800 − 2,040 − 2,050 − 1,900 = 810 MAD;
//     projected 2,450 + 488.75 − 1,900 = 1,038.75 MAD; ROAS 6,800 / 1,900 = 3.58.
// The courier's file changes 47 orders (40 settled, 4 delivered, 2 returned, 1 cancelled) and leaves the 3 still
// on the road unchanged.

const journey = inTurn('en');
const today = () => new Date().toISOString().slice(0, 10);
const mad = (amount: number, language: Language) =>
  normalizeFigure(
    new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency: 'MAD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount),
  );
const count = (value: number, language: Language) => normalizeFigure(formatCount(value, language));
const percent = (value: number, language: Language) => normalizeFigure(formatPercent(value, language));
const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

async function expectFigure(page: Page, testId: string, text: string): Promise<void> {
  await expect.poll(async () => normalizeFigure((await page.getByTestId(testId).textContent()) ?? ''), { message: testId }).toBe(text);
}

/** The seller's own Morocco and its country-wide fees (dollars), which stand before the sample catalogue's. */
async function ownMoroccoWithFees(page: Page): Promise<void> {
  const country = await postJson<{ id: string }>(page, '/api/countries', {
    name: 'Maroc',
    code: 'MA',
    currency: 'MAD',
    currencyChange: 10,
  });
  await postJson(page, '/api/fee-structures', {
    countryId: country.id,
    confirmedRate: 45,
    deliveredRate: 60,
    orderFees: 0.5,
    confirmedLead: 1,
    deliveredLead: 0.5,
    shippingDelivered: 2,
    shippingReturned: 1,
    serviceFees: 5,
  });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const l = t.ledger;

  test.describe(`order ledger (${language})`, () => {
    test.use({ language });
    test.setTimeout(240_000);

    journey(language)(
      'imports a store export, the courier’s later statuses and Meta’s spend, then reads the day’s profit, realised and projected',
      async ({ page }) => {
        await signUpSeller(page, `ledger-${language}`);
        await ownMoroccoWithFees(page);

        // Settings: report in MAD, days in UTC, 10 MAD to the dollar.
        await page.goto('/ledger/settings');
        await page.getByLabel(l.settings.reportingCurrency, { exact: true }).selectOption('MAD');
        await page.getByLabel(l.settings.timeZone, { exact: true }).selectOption('UTC');
        // Until the seller types their own, each currency's rate comes from the countries they see, theirs first: their
        // Morocco's dirham, and the sample catalogue's riyal, dirham of the Emirates and dinar, the oldest defaults. A
        // default country an administrator's journey adds meanwhile (the admin spec adds one) comes after them.
        const rate = page.getByTestId('ledger-rate');
        await expect(rate.nth(3)).toBeVisible();
        const rates = await rate.evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map((field) => field.value).slice(0, 2).join(' ')),
        );
        expect(rates.slice(0, 4)).toEqual(['MAD 10', 'SAR 3.75', 'AED 3.6725', 'LYD 4.85']);
        const saved = page.waitForResponse(
          (response) => response.url().endsWith('/api/ledger/settings') && response.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: l.settings.save }).click();
        expect((await saved).status()).toBe(200);
        await screenshots(page, 'ledger-settings', language);

        // The product and its unit cost, before the orders that sell it.
        await page.goto('/ledger/products');
        await page.getByLabel(l.products.name, { exact: true }).fill('Argan oil 50 ml');
        await page.getByLabel(l.products.sku, { exact: true }).fill('ARG-50');
        await page.getByLabel(l.products.unitCost, { exact: true }).fill('60');
        await expect(page.getByLabel(l.adSpend.currency, { exact: true })).toHaveValue('MAD');
        await page.getByRole('button', { name: l.products.save }).click();
        await expect(page.getByTestId('ledger-product')).toHaveCount(1);
        await expect(page.getByTestId('ledger-product')).toContainText('ARG-50');
        await screenshots(page, 'ledger-products', language);

        // A file with bad rows is refused whole, each row's reason in the page's language, nothing stored.
        await page.goto('/ledger/import');
        await page.getByLabel(l.import.file, { exact: true }).setInputFiles(csvFile('orders_bad.csv', badShopifyOrdersCsv(today())));
        await page.getByRole('button', { name: l.import.submit }).click();
        await expect(page.getByTestId('import-refused')).toBeVisible({ timeout: 30_000 });
        const problems = page.getByTestId('import-error');
        await expect(problems).toHaveCount(2);
        await expect(problems.nth(0)).toContainText(fill(l.import.errors.invalidDate, { value: 'yesterday' }));
        await expect(problems.nth(0).getByRole('cell').first()).toHaveText(count(3, language));
        await expect(problems.nth(1)).toContainText(fill(l.import.errors.unknownStatus, { value: 'lost' }));
        await expect(problems.nth(1).getByRole('cell').first()).toHaveText(count(4, language));
        const errorsCsv = page.getByRole('link', { name: l.import.refused.errorsCsv });
        expect(await errorsCsv.getAttribute('href')).toMatch(new RegExp(`/errors\\.csv\\?lang=${language}$`));
        expect((await page.request.get((await errorsCsv.getAttribute('href'))!)).status()).toBe(200);
        await screenshots(page, 'ledger-import-refused', language);
        await page.getByRole('button', { name: l.import.result.another }).click();
        // The refused file heads the recent imports: its name, refused, on two rows.
        const recent = page.getByTestId('recent-import').first();
        await expect(recent).toContainText('orders_bad.csv');
        await expect(recent).toContainText(l.import.states.refused);

        // A workbook that unpacks to far more than it weighs (a megabyte in one cell, a few kilobytes sent) is said to
        // be unreadable at the file field, with nothing offered to import; the server's refusal is its reader's guard.
        const bomb = await workbookBomb({ sheet: sheet({ piece: ordersRow(2, ['A'.repeat(1024 * 1024), '2026-03-01', 'delivered', '10']), times: 1 }) });
        expect(bomb.length).toBeLessThan(50_000);
        await page.getByLabel(l.import.file, { exact: true }).setInputFiles({ name: 'orders.xlsx', mimeType: XLSX, buffer: bomb });
        await expect(page.getByRole('alert').filter({ hasText: l.import.unreadable })).toBeVisible();
        await expect(page.getByLabel(l.import.file, { exact: true })).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByRole('button', { name: l.import.submit })).toHaveCount(0);
        await screenshots(page, 'ledger-import-unreadable', language);

        // 1. The Shopify export: recognised, its columns understood, 50 orders created.
        await page.getByLabel(l.import.file, { exact: true }).setInputFiles(csvFile('orders_export.csv', shopifyOrdersCsv(today())));
        await expect(page.getByText(fill(l.import.detected, { source: l.sources.shopify }))).toBeVisible();
        await expect(page.getByLabel(fill(l.import.requiredMark, { field: l.import.fields.orderId }), { exact: true })).toHaveValue('Name');
        await expect(page.getByLabel(fill(l.import.requiredMark, { field: l.import.fields.status }), { exact: true })).toHaveValue(
          'Fulfillment Status',
        );
        await expect(page.getByLabel(l.import.currency, { exact: true })).toHaveValue('MAD');
        await screenshots(page, 'ledger-import-preview', language);
        await expectNoSeriousAxeViolations(page);
        await page.getByRole('button', { name: l.import.submit }).click();
        await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('import-created')).toHaveText(count(50, language));
        await expect(page.getByTestId('import-updated')).toHaveText(count(0, language));

        // 2. The courier's export of the same orders (French headers, semicolons): statuses move forward.
        await page.getByRole('button', { name: l.import.result.another }).click();
        await expect(page.getByLabel(l.import.source, { exact: true })).toHaveValue('shopify');
        await page.getByLabel(l.import.file, { exact: true }).setInputFiles(csvFile('livraisons.csv', courierOrdersCsv(today())));
        await expect(page.getByLabel(fill(l.import.requiredMark, { field: l.import.fields.orderId }), { exact: true })).toHaveValue(
          'N° commande',
        );
        await expect(page.getByLabel(fill(l.import.requiredMark, { field: l.import.fields.status }), { exact: true })).toHaveValue(
          'Statut',
        );
        await page.getByRole('button', { name: l.import.submit }).click();
        await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('import-created')).toHaveText(count(0, language));
        await expect(page.getByTestId('import-updated')).toHaveText(count(47, language));
        await expect(page.getByTestId('import-unchanged')).toHaveText(count(3, language));
        await screenshots(page, 'ledger-import-result', language);

        // 3. Meta's daily spend.
        await page.getByRole('button', { name: l.import.result.another }).click();
        await page.getByLabel(l.import.kind, { exact: true }).selectOption('adSpend');
        await page.getByLabel(l.import.file, { exact: true }).setInputFiles(csvFile('meta-ads.csv', metaAdSpendCsv(today())));
        await expect(page.getByText(fill(l.import.detected, { source: l.sources.meta }))).toBeVisible();
        await page.getByRole('button', { name: l.import.submit }).click();
        await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('import-created')).toHaveText(count(2, language));

        // The daily screen over the last 30 days.
        await page.getByRole('link', { name: l.import.result.seeDaily }).click();
        await expect(page.getByRole('heading', { level: 1, name: l.daily.title })).toBeVisible();
        await page.getByLabel(l.daily.range, { exact: true }).selectOption('days30');
        await expectFigure(page, 'ledger-orders', count(50, language));
        await expectFigure(page, 'ledger-confirmed', count(49, language));
        await expectFigure(page, 'ledger-delivered', count(34, language));
        await expectFigure(page, 'ledger-returned', count(12, language));
        await expectFigure(page, 'ledger-in-transit', count(3, language));
        await expectFigure(page, 'ledger-delivery-rate-projected', percent(75, language));
        await expectFigure(page, 'ledger-ad-spend', mad(1900, language));
        await expectFigure(page, 'ledger-cpl', mad(38, language));
        await expectFigure(page, 'ledger-revenue', mad(6800, language));
        await expectFigure(page, 'ledger-cost-product', mad(2040, language));
        await expectFigure(page, 'ledger-cost-fees', mad(2050, language));
        await expectFigure(page, 'ledger-profit-realised', mad(810, language));
        await expectFigure(page, 'ledger-profit-projected', mad(1038.75, language));
        await expectFigure(page, 'ledger-roas', normalizeFigure(formatNumber(6800 / 1900, language, 2)));
        // Which rate settled the orders on the road, and on how many settled orders.
        await expect(page.getByTestId('ledger-projection')).toContainText(l.daily.projection.sources.productCountry);
        await expect(page.getByTestId('ledger-projection')).toContainText('ARG-50 · MA');
        // Costs the ledger has no place for are said, not shown as a silent 0.
        await expect(page.getByTestId('ledger-cost-note')).toContainText(l.daily.costNote.notInLedger);
        // The trend's figures are there for screen readers too, one row per day with orders.
        await expect(page.locator('figure table tbody tr')).toHaveCount(2);
        await expectNoSeriousAxeViolations(page);
        await screenshots(page, 'ledger-daily', language);
        await expectNoSidewaysScroll(page, 'the daily screen with its rows');

        // An order's status history: #1041 was shipped, then delivered.
        await page.getByRole('link', { name: l.nav.orders, exact: true }).click();
        await page.getByLabel(l.orders.search, { exact: true }).fill('1041');
        await expect(page.getByTestId('ledger-order')).toHaveCount(1);
        await page.getByRole('button', { name: fill(l.orders.details, { id: '#1041' }) }).click();
        const history = page.getByTestId('order-history').getByRole('listitem');
        await expect(history).toHaveCount(2);
        await expect(history.nth(0)).toContainText(l.statuses.shipped);
        await expect(history.nth(1)).toContainText(l.statuses.delivered);
        await screenshots(page, 'ledger-order', language);
      },
    );
  });
}
