import type { Country, Service } from '../src/domain/entities';
import { DEFAULT_FEES } from '../src/domain/fees';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { formatMoney, formatNumber } from '../src/domain/format';
import { catalogueOf, countOf, fill, pluralOf, postJson, signUpSeller, uniqueLabel } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { shownSampleCountry, shownService } from './support/sample-names';

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  test.describe(`fees management (${language})`, () => {
    // The ten-column table shows from 112rem on (narrower, it scrolled its buttons out of sight).
    test.use({ language, viewport: { width: 1920, height: 1080 } });
    test.describe.configure({ timeout: 120_000 });
    const t = catalogueOf(language);
    const m = t.manage.fees;

    journey(language)('a seller pages, creates, searches, edits, overrides a default and deletes fee structures', async ({ page }) => {
      await signUpSeller(page, `fees-${language}`);
      const services = (await (await page.request.get('/api/services')).json()) as Service[];
      const express = services.find((s) => s.name === 'Sample Express')!;
      const partner = services.find((s) => s.name === 'Sample COD Partner')!;
      // 4 own countries × (no service, 2 services) = 12 own rows, enough to page.
      const prefix = uniqueLabel('Feeland');
      for (let i = 1; i <= 4; i++) {
        const country = await postJson<Country>(page, '/api/countries', { name: `${prefix} ${i}`, code: '', currency: 'Shilling' });
        for (const serviceId of [null, express.id, partner.id]) {
          await postJson(page, '/api/fee-structures', { ...DEFAULT_FEES, countryId: country.id, serviceId });
        }
      }
      const fresh = await postJson<Country>(page, '/api/countries', { name: uniqueLabel('Newland'), code: 'CD', currency: 'Franc' });
      const total = await countOf(page, '/api/fee-structures');

      await page.goto('/fees');
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: total }) })).toBeVisible({ timeout: 60_000 });
      for (const header of Object.values(m.columns)) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      const table = page.getByRole('table', { name: m.tableLabel });
      await expect(table.locator('tbody tr')).toHaveCount(10);
      const next = page.getByRole('button', { name: t.manage.footer.next });
      await next.click();
      await next.click();
      await expect(page.getByText(fill(pluralOf(language, t.manage.footer, 'showing', total), { shown: total - 20, count: total }))).toBeVisible();
      await expect(next).toBeDisabled();

      // Search by country name; defaults can be edited (override) but not deleted.
      const search = page.getByPlaceholder(m.searchPlaceholder);
      await search.fill('morocco');
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: 3 }) })).toBeVisible();
      const defaultLabel = `${shownSampleCountry('MA', language)} – ${shownService(partner.name, language)}`;
      const defaultRow = table.locator('tr', { has: page.getByRole('button', { name: fill(t.manage.editRow, { name: defaultLabel }) }) });
      await expect(defaultRow.getByText(t.common.default)).toBeVisible();
      await expect(defaultRow.getByRole('button', { name: fill(t.manage.deleteRow, { name: defaultLabel }) })).toHaveCount(0);
      await expect(table.getByRole('button', { name: new RegExp(fill(t.manage.deleteRow, { name: '' })) })).toHaveCount(0);

      // Editing a default saves a personal override beside it.
      await defaultRow.getByRole('button', { name: fill(t.manage.editRow, { name: defaultLabel }) }).click();
      const override = page.getByRole('dialog', { name: m.editTitle });
      await expect(override.getByText(m.editDescription)).toBeVisible();
      await expect(override.getByText(m.overrideHint)).toBeVisible();
      await expect(override.getByLabel(m.form.confirmedRate)).toHaveValue('45');
      await override.getByLabel(m.form.confirmedRate).fill('50.5');
      await override.getByRole('button', { name: t.common.update }).click();
      await expect(override).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: 4 }) })).toBeVisible();
      const ownOverride = table.locator('tr', { has: page.getByRole('button', { name: fill(t.manage.deleteRow, { name: defaultLabel }) }) });
      await expect(ownOverride.getByRole('cell', { name: formatNumber(50.5, language), exact: true })).toBeVisible();
      await expect(defaultRow.getByRole('cell', { name: '45', exact: true })).toBeVisible();
      await ownOverride.getByRole('button', { name: fill(t.manage.deleteRow, { name: defaultLabel }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: 3 }) })).toBeVisible();

      // Create through the dialog: the built-in fees, Service and Country selects.
      await search.fill('');
      await page.getByRole('button', { name: t.manage.new }).click();
      const dialog = page.getByRole('dialog', { name: m.addTitle });
      await expect(dialog.getByText(m.addDescription)).toBeVisible();
      for (const group of [m.form.callCenter, m.form.shipping, m.form.performance]) await expect(dialog.getByRole('group', { name: group })).toBeVisible();
      for (const hint of [m.form.confirmedLeadHint, m.form.deliveredLeadHint, m.form.serviceFeesHint, m.form.confirmedRateHint, m.form.deliveredRateHint]) {
        await expect(dialog.getByText(hint, { exact: true })).toBeVisible();
      }
      await expect(dialog.getByLabel(m.form.confirmedRate)).toHaveValue('25');
      await expect(dialog.getByLabel(m.form.deliveredRate)).toHaveValue('60');
      await expect(dialog.getByLabel(m.form.serviceFees)).toHaveValue('5');
      await expect(dialog.getByLabel(m.form.orderFees)).toHaveValue('0');
      const create = dialog.getByRole('button', { name: t.common.create });
      await expect(create).toBeDisabled();
      await dialog.getByRole('combobox', { name: m.form.service, exact: true }).click();
      await page.getByRole('option', { name: shownService(express.name, language) }).click();
      await dialog.getByRole('combobox', { name: m.form.country, exact: true }).click();
      await page.getByRole('option', { name: fresh.name }).click();
      await dialog.getByLabel(m.form.orderFees).fill('0.75');
      await dialog.getByLabel(m.form.shippingReturned).fill('');
      await screenshots(page, 'manage-fees-dialog', language, { widths: [390], fullPage: false });
      // An emptied fee is not a number (decision 0013): refused at its field in the page's language, the dialog stays.
      await create.click();
      const returned = dialog.getByLabel(m.form.shippingReturned);
      await expect(returned).toHaveAttribute('aria-invalid', 'true');
      await expect(returned).toHaveAccessibleDescription(t.checks.field.required);
      await expect(returned).toBeFocused();
      await returned.fill('0');
      await expect(returned).toHaveAttribute('aria-invalid', 'false');
      await create.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: total + 1 }) })).toBeVisible();

      await search.fill(fresh.name.toUpperCase());
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: 1 }) })).toBeVisible();
      const row = table.locator('tbody tr').first();
      await expect(row.getByRole('cell', { name: shownService(express.name, language), exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: fresh.name, exact: true })).toBeVisible();
      await expect(row.getByText(formatMoney(0.75, language), { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Edit own row.
      const ownLabel = `${fresh.name} – ${shownService(express.name, language)}`;
      await page.getByRole('button', { name: fill(t.manage.editRow, { name: ownLabel }) }).click();
      const edit = page.getByRole('dialog', { name: m.editTitle });
      await expect(edit.getByLabel(m.form.orderFees)).toHaveValue('0.75');
      await edit.getByLabel(m.form.deliveredRate).fill('72');
      await edit.getByRole('button', { name: t.common.update }).click();
      await expect(edit).toBeHidden();
      await expect(row.getByRole('cell', { name: '72', exact: true })).toBeVisible();
      await search.fill('');
      await screenshots(page, 'manage-fees', language);

      // Delete own row.
      await search.fill(fresh.name);
      await page.getByRole('button', { name: fill(t.manage.deleteRow, { name: ownLabel }) }).click();
      await expect(table.getByText(m.empty)).toBeVisible();
      expect(await countOf(page, '/api/fee-structures')).toBe(total);
    });
  });
}
