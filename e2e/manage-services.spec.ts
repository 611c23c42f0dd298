import { dataUrl, PNG_1PX } from '../src/domain/test-support/icon-samples';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { catalogueOf, countOf, fill, pluralOf, postJson, signUpSeller, uniqueLabel } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { shownService } from './support/sample-names';

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('en');

for (const language of LANGUAGES) {
  test.describe(`services management (${language})`, () => {
    test.use({ language });
    test.describe.configure({ timeout: 120_000 });
    const t = catalogueOf(language);
    const m = t.manage.services;

    journey(language)('a seller pages, creates, searches, edits and deletes services; defaults stay read-only', async ({ page }) => {
      await signUpSeller(page, `services-${language}`);
      const prefix = uniqueLabel('Bulk');
      for (let i = 1; i <= 11; i++) {
        await postJson(page, '/api/services', { name: `${prefix} ${String(i).padStart(2, '0')}`, icon: i === 1 ? dataUrl('image/png', PNG_1PX) : '' });
      }
      const total = await countOf(page, '/api/services');

      await page.goto('/services');
      // The first load may be slow on a busy machine (lazy chunk + three queries).
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: total }) })).toBeVisible({ timeout: 60_000 });
      for (const header of Object.values(m.columns)) await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      await expect(page.getByPlaceholder(m.searchPlaceholder)).toBeVisible();

      // Paging: 10 rows, then the rest on page 2.
      const table = page.getByRole('table', { name: m.tableLabel });
      await expect(page.getByText(fill(pluralOf(language, t.manage.footer, 'showing', total), { shown: 10, count: total }))).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(10);
      await expect(page.getByRole('button', { name: t.manage.footer.previous })).toBeDisabled();
      await page.getByRole('button', { name: t.manage.footer.next }).click();
      await expect(page.getByText(fill(pluralOf(language, t.manage.footer, 'showing', total), { shown: total - 10, count: total }))).toBeVisible();
      await expect(table.getByRole('cell', { name: `${prefix} 11`, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: t.manage.footer.next })).toBeDisabled();

      // The seller's own rows come first, so the defaults follow on the last page: a default row
      // carries the badge and no edit or delete.
      const defaultRow = table.locator('tr', { hasText: shownService('Sample COD Partner', language) });
      await expect(defaultRow.getByText(t.common.default)).toBeVisible();
      await expect(defaultRow.getByRole('button')).toHaveCount(0);
      await page.getByRole('button', { name: t.manage.footer.previous }).click();
      // The uploaded image of the first bulk row renders through <img>.
      await expect(table.locator('tr', { hasText: `${prefix} 01` }).locator('img')).toHaveCount(1);

      // Create through the dialog.
      const name = uniqueLabel(language === 'ar' ? 'خدمة' : 'Courier');
      await page.getByRole('button', { name: t.manage.new }).click();
      const dialog = page.getByRole('dialog', { name: m.addTitle });
      await expect(dialog.getByText(m.addDescription)).toBeVisible();
      const create = dialog.getByRole('button', { name: t.common.create });
      await expect(create).toBeDisabled();
      await expect(dialog.getByLabel(m.form.color, { exact: true })).toHaveValue('#000000');
      await dialog.getByLabel(m.form.name).fill(name);
      // An upload that is not an image is refused with a clear message.
      await dialog.getByLabel(m.form.upload).setInputFiles({ name: 'evil.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg onload="alert(1)"/>') });
      await expect(dialog.getByText(m.form.notImage)).toBeVisible();
      await dialog.getByLabel(m.form.upload).setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
      await expect(dialog.getByRole('img', { name: m.form.preview }).locator('img')).toHaveCount(1);
      await dialog.getByRole('button', { name: m.form.clearIcon }).click();
      await dialog.getByLabel(m.form.icon, { exact: true }).fill('🚚');
      await dialog.getByLabel(m.form.color, { exact: true }).fill('#1a7f5a');
      await expect(dialog.getByLabel(m.form.colorPicker)).toHaveValue('#1a7f5a');
      await screenshots(page, 'manage-services-dialog', language, { widths: [390], fullPage: false });
      await create.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: total + 1 }) })).toBeVisible();

      // Search narrows the list and the heading count.
      await page.getByPlaceholder(m.searchPlaceholder).fill(name.toUpperCase());
      await expect(page.getByRole('heading', { level: 1, name: fill(m.heading, { total: 1 }) })).toBeVisible();
      await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Edit: prefilled, saved, the row renamed.
      await page.getByRole('button', { name: fill(t.manage.editRow, { name }) }).click();
      const editDialog = page.getByRole('dialog', { name: m.editTitle });
      await expect(editDialog.getByLabel(m.form.name)).toHaveValue(name);
      await expect(editDialog.getByLabel(m.form.color, { exact: true })).toHaveValue('#1a7f5a');
      await editDialog.getByLabel(m.form.name).fill(`${name} v2`);
      await editDialog.getByRole('button', { name: t.common.update }).click();
      await expect(editDialog).toBeHidden();
      await expect(table.getByRole('cell', { name: `${name} v2`, exact: true })).toBeVisible();
      await screenshots(page, 'manage-services', language);

      // Cancel resets: reopening New shows an empty form.
      await page.getByRole('button', { name: t.manage.new }).click();
      await page.getByRole('dialog', { name: m.addTitle }).getByLabel(m.form.name).fill('draft');
      await page.getByRole('button', { name: t.common.cancel }).click();
      await page.getByRole('button', { name: t.manage.new }).click();
      await expect(page.getByRole('dialog', { name: m.addTitle }).getByLabel(m.form.name)).toHaveValue('');
      await page.keyboard.press('Escape');

      // Delete: asks first, then gone.
      await page.getByRole('button', { name: fill(t.manage.deleteRow, { name: `${name} v2` }) }).click();
      const confirm = page.getByRole('alertdialog', { name: t.checks.remove.serviceTitle });
      await expect(confirm.getByTestId('delete-impact')).toHaveText(t.checks.remove.none);
      await confirm.getByRole('button', { name: t.common.delete, exact: true }).click();
      await expect(table.getByText(m.empty)).toBeVisible();
      expect(await countOf(page, '/api/services')).toBe(total);
    });
  });
}
