import { formatNumber } from '../src/domain/format';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { catalogueOf, countOf, fill, pluralOf, postJson, signUpSeller, uniqueLabel } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { dismissToasts } from './support/toasts';
import { shownSampleCountry } from './support/sample-names';

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('fr');

for (const language of LANGUAGES) {
  test.describe(`countries management (${language})`, () => {
    test.use({ language });
    test.describe.configure({ timeout: 120_000 });
    const t = catalogueOf(language);
    const m = t.manage.countries;
    // What the built-in list shows for Libya in each reading language.
    const libya = { ar: { name: 'ليبيا', currency: 'دينار ليبي (LYD)' }, en: { name: 'Libya', currency: 'Libyan Dinar (LYD)' }, fr: { name: 'Libye', currency: 'dinar libyen (LYD)' } }[language];

    journey(language)('a seller pages, picks a country from the built-in list, searches, edits and deletes; defaults stay read-only', async ({ page }) => {
      await signUpSeller(page, `countries-${language}`);
      const prefix = uniqueLabel('Land');
      for (let i = 1; i <= 11; i++) {
        await postJson(page, '/api/countries', { name: `${prefix} ${String(i).padStart(2, '0')}`, code: '', currency: 'Shilling' });
      }
      const total = await countOf(page, '/api/countries');

      await page.goto('/countries');
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: total }) })).toBeVisible({ timeout: 60_000 });
      for (const header of Object.values(m.columns)) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      const table = page.getByRole('table', { name: m.tableLabel });
      await expect(table.locator('tbody tr')).toHaveCount(10);
      await page.getByRole('button', { name: t.manage.footer.next }).click();
      await expect(page.getByText(fill(pluralOf(language, t.manage.footer, 'showing', total), { shown: total - 10, count: total }))).toBeVisible();
      await expect(table.getByRole('cell', { name: `${prefix} 11`, exact: true })).toBeVisible();
      // A larger page size shows everything on one page.
      await page.getByLabel(t.manage.footer.rowsPerPage).click();
      await page.getByRole('option', { name: '25' }).click();
      await expect(page.getByText(fill(pluralOf(language, t.manage.footer, 'showing', total), { shown: total, count: total }))).toBeVisible();

      // Defaults: badge, no edit or delete.
      const defaultRow = table.locator('tr', { hasText: shownSampleCountry('SA', language) });
      await expect(defaultRow.getByText(t.common.default)).toBeVisible();
      await expect(defaultRow.getByRole('button')).toHaveCount(0);

      // Create: search the built-in list by name, pick, code and currency fill in.
      await page.getByRole('button', { name: t.manage.new }).click();
      const dialog = page.getByRole('dialog', { name: m.addTitle });
      await expect(dialog.getByText(m.addDescription)).toBeVisible();
      await expect(dialog.getByPlaceholder(m.form.codePlaceholder)).toBeVisible();
      await expect(dialog.getByPlaceholder(m.form.currencyPlaceholder)).toBeVisible();
      await expect(dialog.getByLabel(m.form.currencyChange)).toHaveValue('1');
      await dialog.getByRole('combobox', { name: m.form.name }).fill(libya.name.slice(0, 3));
      // The built-in list's suggestion, not the currency select's "LYD · Libyan Dinar".
      await dialog.getByRole('listbox', { name: m.form.suggestions }).getByRole('option', { name: new RegExp(libya.name) }).click();
      await expect(dialog.getByRole('combobox', { name: m.form.name })).toHaveValue(libya.name);
      await expect(dialog.getByLabel(m.form.code, { exact: true })).toHaveValue('LY');
      await expect(dialog.getByRole('textbox', { name: m.form.currency, exact: true })).toHaveValue(libya.currency);
      await expect(dialog.getByLabel(t.currencies.code)).toHaveValue('LYD');
      // Searching by code works too; keyboard picks the first match.
      await dialog.getByRole('combobox', { name: m.form.name }).fill('tz');
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel(m.form.code, { exact: true })).toHaveValue('TZ');
      // Escape closes the open list, not the dialog.
      await dialog.getByRole('combobox', { name: m.form.name }).fill('LY');
      await expect(dialog.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog.getByRole('listbox')).toBeHidden();
      await expect(dialog).toBeVisible();
      // Back to Libya (by its code in lower case), then a personal name of the seller's own.
      await dialog.getByRole('combobox', { name: m.form.name }).fill('ly');
      await expect(dialog.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(dialog.getByLabel(m.form.code, { exact: true })).toHaveValue('LY');
      const name = uniqueLabel(libya.name);
      await dialog.getByRole('combobox', { name: m.form.name }).fill(name);
      await dialog.getByLabel(m.form.currencyChange).fill('4.85');
      await screenshots(page, 'manage-countries-dialog', language, { widths: [390], fullPage: false });
      await dialog.getByRole('button', { name: t.common.create }).click();
      await expect(dialog).toBeHidden();
      // Saved: one more row, on the page's count.
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: total + 1 }) })).toBeVisible();

      // Search by name, then by code.
      const search = page.getByPlaceholder(m.searchPlaceholder);
      await search.fill(name.toLowerCase());
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: 1 }) })).toBeVisible();
      const row = table.locator('tr', { hasText: name });
      await expect(row.getByRole('cell', { name: 'LY', exact: true })).toBeVisible();
      await expect(row.getByText(libya.currency)).toBeVisible();
      await search.fill('ly');
      await expect(row).toBeVisible();
      await expect(table.locator('tr', { hasText: shownSampleCountry('LY', language) })).toBeVisible();
      await search.fill(name);
      await expectNoSeriousAxeViolations(page);

      // Edit: prefilled, change the rate and status.
      await page.getByRole('button', { name: fill(t.manage.editRow, { name }) }).click();
      const edit = page.getByRole('dialog', { name: m.editTitle });
      await expect(edit.getByText(m.editDescription)).toBeVisible();
      await expect(edit.getByLabel(m.form.currencyChange)).toHaveValue('4.85');
      await edit.getByLabel(m.form.currencyChange).fill('5.1');
      await edit.getByLabel(t.manage.status).click();
      await page.getByRole('option', { name: t.common.inactive }).click();
      await edit.getByRole('button', { name: t.common.update }).click();
      await expect(edit).toBeHidden();
      await expect(row.getByText(t.common.inactive)).toBeVisible();
      await expect(row.getByRole('cell', { name: formatNumber(5.1, language, 4), exact: true })).toBeVisible();
      await screenshots(page, 'manage-countries', language);

      // Delete: asks first, saying that no fee structure goes with it.
      await page.getByRole('button', { name: fill(t.manage.deleteRow, { name }) }).click();
      const confirm = page.getByRole('alertdialog', { name: t.checks.remove.countryTitle });
      await expect(confirm.getByTestId('delete-impact')).toHaveText(t.checks.remove.none);
      await confirm.getByRole('button', { name: t.common.delete, exact: true }).click();
      await expect(table.getByText(m.empty)).toBeVisible();
      expect(await countOf(page, '/api/countries')).toBe(total);

      // A label that names no currency ("Shilling", no ISO code): the row asks for the currency, the form says why,
      // and choosing one from the list settles it.
      const unread = `${prefix} 11`;
      await search.fill(unread);
      const unreadRow = table.locator('tr', { hasText: unread });
      await expect(unreadRow.getByTestId('country-currency-missing')).toHaveText(t.currencies.choose);
      // The delete's toast closes first: the dialog below would cover it for the screenshots.
      await dismissToasts(page);
      await page.getByRole('button', { name: fill(t.manage.editRow, { name: unread }) }).click();
      const fix = page.getByRole('dialog', { name: m.editTitle });
      await expect(fix.getByTestId('country-currency-unread')).toHaveText(fill(t.currencies.unread, { label: 'Shilling' }));
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'manage-countries-currency', language, { widths: [390, 1280], fullPage: false });
      await fix.getByLabel(t.currencies.code).selectOption('TZS');
      await expect(fix.getByTestId('country-currency-unread')).toHaveCount(0);
      await fix.getByRole('button', { name: t.common.update }).click();
      await expect(fix).toBeHidden();
      await expect(unreadRow.getByTestId('country-currency-missing')).toHaveCount(0);
      await expect(unreadRow.getByText('TZS', { exact: true })).toBeVisible();
      const countries = (await (await page.request.get('/api/countries')).json()) as { name: string; currencyCode: string | null }[];
      expect(countries.find((country) => country.name === unread)?.currencyCode).toBe('TZS');
    });
  });
}
