import type { Country, Service } from '../src/domain/entities';
import { expect, LANGUAGES, test, inTurn } from './support/fixtures';
import { catalogueOf, fill, postJson, signUpSeller, uniqueLabel } from './support/manage-helpers';
import { shownSampleCountry } from './support/sample-names';
import { screenshots } from './support/screenshots';

// Where a seller meets them: refusals shown at their field in the page's
// language, a country's ISO code taken twice, and inactive entries left out of the simulator's lists.

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('en');

for (const language of LANGUAGES) {
  test.describe(`catalogue checks (${language})`, () => {
    test.use({ language });
    test.describe.configure({ timeout: 120_000 });
    const t = catalogueOf(language);

    journey(language)('a fee form refusal is shown at its field in the page’s language, and nothing is sent', async ({ page }) => {
      await signUpSeller(page, `checks-fees-${language}`);
      const sent: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/api/fee-structures') && sent.push(request.url()));
      await page.goto('/fees');
      await page.getByRole('button', { name: t.manage.new }).click();
      const dialog = page.getByRole('dialog', { name: t.manage.fees.addTitle });
      await dialog.getByRole('combobox', { name: t.manage.fees.form.country }).click();
      await page.getByRole('option').filter({ hasText: shownSampleCountry('MA', language) }).first().click();
      const rate = dialog.getByLabel(t.manage.fees.form.confirmedRate);
      await rate.fill('150');
      await dialog.getByRole('button', { name: t.common.create }).click();
      await expect(rate).toHaveAttribute('aria-invalid', 'true');
      await expect(rate).toBeFocused();
      await expect(dialog.getByRole('alert')).toHaveText(fill(t.checks.field.tooBig, { limit: '100' }));
      await screenshots(page, 'fee-form-refusal', language);
      expect(sent).toEqual([]);
      // Fixed, it clears at once and saves.
      await rate.fill('50');
      await expect(rate).toHaveAttribute('aria-invalid', 'false');
      await dialog.getByRole('button', { name: t.common.create }).click();
      await expect(dialog).toBeHidden();
    });

    journey(language)('a second country with the same ISO code is refused at the code field', async ({ page }) => {
      await signUpSeller(page, `checks-code-${language}`);
      await postJson<Country>(page, '/api/countries', { name: uniqueLabel('Morocco'), code: 'MA', currency: 'Dirham' });
      await page.goto('/countries');
      await page.getByRole('button', { name: t.manage.new }).click();
      const dialog = page.getByRole('dialog', { name: t.manage.countries.addTitle });
      await dialog.getByRole('combobox', { name: t.manage.countries.form.name }).fill(uniqueLabel('Maroc'));
      await dialog.getByLabel(t.manage.countries.form.code, { exact: true }).fill('ma');
      await dialog.getByRole('textbox', { name: t.manage.countries.form.currency, exact: true }).fill('Dirham');
      await dialog.getByRole('button', { name: t.common.create }).click();
      const code = dialog.getByLabel(t.manage.countries.form.code, { exact: true });
      await expect(code).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(t.checks.field.countryCodeTaken)).toBeVisible();
      await screenshots(page, 'country-code-taken', language);
    });

    journey(language)('inactive services and countries leave the simulator’s lists and are marked in management', async ({ page }) => {
      await signUpSeller(page, `checks-inactive-${language}`);
      const active = await postJson<Service>(page, '/api/services', { name: uniqueLabel('Active courier') });
      const resting = await postJson<Service>(page, '/api/services', { name: uniqueLabel('Resting courier'), status: 'inactive' });
      const closed = await postJson<Country>(page, '/api/countries', { name: uniqueLabel('Closedland'), currency: 'Dinar', status: 'inactive' });
      await page.goto('/');
      // Found by id; a seller's own service is offered under its name as typed, in every language.
      const services = page.getByLabel(t.simulator.service, { exact: true });
      await expect(services.locator(`option[value="${active.id}"]`)).toHaveText(active.name, { timeout: 60_000 });
      await expect(services.locator(`option[value="${resting.id}"]`)).toHaveCount(0);
      await expect(page.getByLabel(t.simulator.country, { exact: true }).locator(`option[value="${closed.id}"]`)).toHaveCount(0);

      await page.goto('/services');
      const row = page.getByRole('table', { name: t.manage.services.tableLabel }).locator('tr', { hasText: resting.name });
      await expect(row.getByText(t.common.inactive, { exact: true })).toBeVisible({ timeout: 60_000 });
    });
  });
}
