import type { Page } from '@playwright/test';
import type { Country, Service, Simulation } from '../src/domain/entities';
import { formatCurrency, formatNumber } from '../src/domain/format';
import { e2eAdmin } from './support/admin';
import { expect, expectNoSeriousAxeViolations, inTurn, LANGUAGES, test } from './support/fixtures';
import { money, normalizeFigure } from './support/figures';
import { catalogueOf, fill, signUpSeller, uniqueLabel } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { toastWith } from './support/toasts';

// Decision 0028: an admin gives a default country a tax rate and a currency rate, a seller's own
// country of the same ISO code overrides both, the simulator starts from the right ones, and a fee typed in MAD
// gives the figure worked by hand.
//
// Simulator defaults: 100 leads at $1, product $3, order value $48; no fee structure for the new country, so the
// built-in fees (25 % confirmed, 60 % delivered, no per-order fees, 5 % service fee): 25 confirmed, 15 delivered,
// revenue $720, ads $100, product $45, percentage $36.
//   Admin's 20 % tax: 720 × 20 / 120 = $120.
//   Seller's own 10 %: 720 × 10 / 110 = $65.45.
//   Shipping 35 MAD a delivered order at the seller's 10 MAD/USD = $3.50 → services 15 × 3.50 = $52.50.
//   The seller types 5 % tax: 720 × 5 / 105 = $34.29; profit = 720 − 100 − 45 − 52.50 − 36 − 34.2857 = $452.21.
// The results open on one delivered order: every figure, the cost lines too, is the campaign's ÷ 15 delivered orders.
const HAND = { adminTax: 120, ownTax: (720 * 10) / 110, services: 52.5, typedTax: (720 * 5) / 105, profit: 720 - 100 - 45 - 52.5 - 36 - (720 * 5) / 105 };
// One default country per language run: default ISO codes are unique (decision 0016). It is paid in dirhams.
const CODES = { en: 'EH', ar: 'GQ', fr: 'KM' } as const;

const figure = async (page: Page, id: string) => normalizeFigure((await page.getByTestId(id).first().textContent()) ?? '');

/** The simulator with the service stored as `serviceName` and the country chosen by id (options show names in the page's language). */
async function openSimulator(page: Page, countryId: string, serviceName: string, label: { service: string; country: string }) {
  const services = (await (await page.request.get('/api/services')).json()) as Service[];
  const serviceValue = services.find((row) => row.name === serviceName)!.id;
  await page.goto('/');
  await page.getByLabel(label.service, { exact: true }).selectOption(serviceValue);
  // The country's fee structure for this service replaces the eight fees when it arrives; a currency chosen
  // for a fee before then would go back to USD with the loaded figures, so wait for it and for the render after it.
  const feesLoaded = page.waitForResponse(
    (response) => response.url().includes(`/api/fee-structures/country/${countryId}?serviceId=${serviceValue}`) && response.ok(),
  );
  await page.getByLabel(label.country, { exact: true }).selectOption(countryId);
  await feesLoaded;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

// The walk takes the same steps to the same figures (each written the language's way) in every language; it walks in
// one language per run, in its turn (decision 0029), and in all three with E2E_EVERY_LANGUAGE=1 (decision 0069).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const m = t.manage.countries;
  const a = t.simulator.advanced;

  test.describe(`country tax and currency defaults (${language})`, () => {
    test.use({ language });
    test.setTimeout(450_000);

    journey(language)('admin sets a tax and rate, a seller overrides them with their own country, the simulator starts from them, a MAD fee counts', async ({ page }) => {
      const code = CODES[language];
      const countryName = uniqueLabel(`Dirham land ${language}`);

      // The admin: a default country (through the API), then its tax rate and rate set on the admin screen.
      expect((await page.request.post('/api/auth/login', { data: e2eAdmin() })).status()).toBe(200);
      const created = await page.request.post('/api/admin/countries', {
        data: { name: countryName, code, currency: 'Moroccan Dirham (MAD)', currencyChange: 1 },
      });
      expect(created.status(), await created.text()).toBe(201);
      const fallback = (await created.json()) as Country;

      await page.goto('/admin');
      await page.getByRole('tab', { name: t.admin.tabs.countries }).click();
      await page.getByPlaceholder(m.searchPlaceholder).fill(countryName);
      await page.getByRole('button', { name: fill(t.manage.editRow, { name: countryName }) }).click();
      const edit = page.getByRole('dialog', { name: t.admin.countries.edit });
      const tax = edit.getByRole('textbox', { name: m.form.taxRate, exact: true });
      await expect(tax).toHaveValue('0');
      // The one number rule and its field errors: refused at the field, nothing sent.
      await tax.fill('abc');
      await edit.getByRole('button', { name: t.common.update }).click();
      await expect(edit.getByText(t.checks.field.notNumber)).toBeVisible();
      await expect(tax).toBeFocused();
      await tax.fill('101');
      await expect(edit.getByText(fill(t.checks.field.tooBig, { limit: formatNumber(100, language) }))).toBeVisible();
      await tax.fill('20');
      await edit.getByRole('textbox', { name: m.form.currencyChange, exact: true }).fill(language === 'en' ? '12' : '12,0');
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'country-defaults-admin-dialog', language);
      await edit.getByRole('button', { name: t.common.update }).click();
      await expect(edit).toBeHidden();
      await expect.poll(async () => ((await (await page.request.get('/api/countries')).json()) as Country[]).find((row) => row.id === fallback.id)).toMatchObject({
        taxRate: 20,
        currencyChange: 12,
      });
      await screenshots(page, 'country-defaults-admin', language);

      // A seller: the simulator starts from the admin's figures.
      await page.context().clearCookies();
      await signUpSeller(page, `country-defaults-${language}`);
      const label = { service: t.simulator.service, country: t.simulator.country };
      await openSimulator(page, fallback.id, 'Sample COD Partner', label);
      await page.locator('summary', { hasText: a.heading }).click();
      const taxLine = page.getByRole('textbox', { name: a.taxRate, exact: true });
      await expect(taxLine).toHaveValue('20');
      await expect(page.locator('#input-currencyRate')).toHaveAttribute('placeholder', formatNumber(12, language, 4));
      await expect.poll(() => figure(page, 'result-tax')).toBe(money(HAND.adminTax / 15, language));

      // Their own country of the same code, made on their countries screen, overrides both.
      await page.goto('/countries');
      await page.getByRole('button', { name: t.manage.new }).click();
      const dialog = page.getByRole('dialog', { name: m.addTitle });
      await dialog.getByRole('combobox', { name: m.form.name }).fill(`${countryName} mine`);
      await dialog.getByLabel(m.form.code, { exact: true }).fill(code);
      await dialog.getByRole('textbox', { name: m.form.currency, exact: true }).fill('Moroccan Dirham (MAD)');
      await dialog.getByRole('textbox', { name: m.form.currencyChange, exact: true }).fill('10');
      await dialog.getByRole('textbox', { name: m.form.taxRate, exact: true }).fill('-1');
      await dialog.getByRole('button', { name: t.common.create, exact: true }).click();
      await expect(dialog.getByText(fill(t.checks.field.tooSmall, { limit: formatNumber(0, language) }))).toBeVisible();
      await dialog.getByRole('textbox', { name: m.form.taxRate, exact: true }).fill('10');
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'country-defaults-seller-dialog', language);
      await dialog.getByRole('button', { name: t.common.create, exact: true }).click();
      await expect(dialog).toBeHidden();
      const visible = (await (await page.request.get('/api/countries')).json()) as Country[];
      expect(visible.find((row) => row.code === code && !row.isDefault)).toMatchObject({ taxRate: 10, currencyChange: 10 });
      await screenshots(page, 'country-defaults-seller', language);

      await openSimulator(page, fallback.id, 'Sample COD Partner', label);
      await expect(taxLine).toHaveValue('10');
      await expect(page.locator('#input-currencyRate')).toHaveAttribute('placeholder', formatNumber(10, language, 4));
      await expect.poll(() => figure(page, 'result-tax')).toBe(money(HAND.ownTax / 15, language));

      // Shipping typed in MAD: 35 MAD is $3.50 at 10 MAD/USD.
      await page.getByTestId('currency-shippingDelivered-local').click();
      await page.getByRole('button', { name: fill(t.simulator.fees.edit, { label: t.simulator.fees.shippingDelivered }) }).click();
      const fee = page.getByRole('textbox', { name: new RegExp(`^${t.simulator.fees.shippingDelivered}`) });
      await fee.fill('35');
      await fee.press('Enter');
      await expect.poll(() => figure(page, 'fee-shippingDelivered')).toBe(normalizeFigure(formatCurrency(35, 'MAD', language)));
      expect(await figure(page, 'fee-shippingDelivered-other')).toBe(money(3.5, language));
      // The seller's own tax in this simulation wins over the country's.
      await taxLine.fill('5');
      // Per delivered order (15 of them here), the profit and the tax line alike.
      await expect.poll(() => figure(page, 'result-profit')).toBe(money(HAND.profit / 15, language));
      expect(await figure(page, 'result-tax')).toBe(money(HAND.typedTax / 15, language));
      await expect(page.getByTestId('advanced-taxRate-country')).toBeVisible();
      // The local-currency insight converts at the simulation's rate: the seller's 10, not the admin's 12.
      await expect.poll(() => figure(page, 'insight-local-profit')).toBe(normalizeFigure(formatCurrency(HAND.profit * 10, 'MAD', language)));
      await screenshots(page, 'country-defaults-simulator', language);

      await page.getByRole('button', { name: t.history.save.simulation }).click();
      await expect(toastWith(page, t.history.save.simulationSaved)).toBeVisible();
      const [saved] = (await (await page.request.get('/api/simulations')).json()) as Simulation[];
      expect(saved).toMatchObject({ taxRate: 5, currencyRate: 10, shippingDelivered: 35 });
      expect(saved!.localCurrencyInputs).toContain('shippingDelivered');
      // A saved plan keeps dollars to the cent: within half a cent of the hand-worked figures.
      expect(saved!.servicesCost).toBeCloseTo(HAND.services, 2);
      expect(saved!.profit).toBeCloseTo(HAND.profit, 2);
    });
  });
}
