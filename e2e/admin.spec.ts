import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { catalogueOf } from './support/catalogues';
import { e2eAdmin, type AdminCredentials } from './support/admin';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { screenshots } from './support/screenshots';
import { clickAndExpectToast, dismissToasts } from './support/toasts';

// End to end in both languages: the admin dashboard's tiles and tabs, a country from the
// built-in list, a service with an uploaded icon, a fee structure created and edited, the announcement
// seen by a guest, a seller deleted, refusals shown as errors, accessibility and screenshots.

const SELLER_PASSWORD = 'Ribh-e2e-seller-2024';

const catalogue = catalogueOf;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');

/** A real 2×2 PNG (red pixels), built here so the upload goes through the browser's file reader. */
function pngFixture(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, 220, 38, 38, 220, 38, 38]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

// Read when the tests run: the setup project records the admin after the spec files are collected.
let admin: AdminCredentials;
test.beforeAll(() => {
  admin = e2eAdmin();
});

// Per language: a different country from the built-in list (searched by name in English and French, by code in Arabic).
const CASES = {
  en: { search: 'Tanzan', code: 'TZ', service: 'E2E Express Delivery', announcement: 'Deliveries to Tanzania resume on Monday.' },
  ar: { search: 'KE', code: 'KE', service: 'خدمة التوصيل السريع', announcement: 'يُستأنف التوصيل إلى كينيا يوم الاثنين.' },
  fr: {
    search: 'Sénég',
    code: 'SN',
    service: 'Service de livraison express',
    announcement: 'Les livraisons vers le Sénégal reprennent lundi.',
  },
} as const;

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  test.describe(`admin dashboard (${language})`, () => {
    test.use({ language });
    test.describe.configure({ timeout: 180_000 });
    const t = catalogue(language);
    const c = CASES[language];

    journey(language)('an admin manages the default catalogue, the announcement and the users', async ({ page, browser }) => {
      await test.step('sign in and see the tiles and tabs', async () => {
        const login = await page.request.post('/api/auth/login', { data: admin });
        expect(login.status()).toBe(200);
        await page.goto('/admin');
        await expect(page.getByRole('heading', { level: 1, name: t.auth.adminFrame.title })).toBeVisible();
        const summary = page.getByRole('region', { name: t.admin.summary.label });
        for (const key of ['users', 'countries', 'services', 'feeStructures'] as const) {
          await expect(summary.getByText(t.admin.summary[key], { exact: true })).toBeVisible();
          await expect(page.getByTestId(`admin-summary-${key}`)).toHaveText(/^[0-9]+$/);
        }
        await expect(page.getByRole('button', { name: t.auth.adminFrame.signOut })).toBeVisible();
        for (const tab of Object.values(t.admin.tabs).filter((name) => name !== t.admin.tabs.label)) {
          await expect(page.getByRole('tab', { name: tab })).toBeVisible();
        }
        await expect(page.getByRole('table', { name: t.admin.users.tableLabel })).toContainText(admin.email);
        await expectNoSeriousAxeViolations(page);
        await screenshots(page, 'admin', language);
      });

      let countryName = '';
      await test.step('add a country from the built-in list', async () => {
        await page.getByRole('tab', { name: t.admin.tabs.countries }).click();
        await page.getByRole('button', { name: t.manage.new }).click();
        const dialog = page.getByRole('dialog', { name: t.admin.countries.add });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('combobox', { name: t.manage.countries.form.name }).fill(c.search);
        // The suggestions of the name field (the currency select below has options of its own).
        const options = dialog.getByRole('listbox', { name: t.manage.countries.form.suggestions }).getByRole('option');
        await expect(options.first()).toBeVisible();
        expect(await options.count()).toBeGreaterThan(0);
        expect(await options.count()).toBeLessThanOrEqual(10);
        await options.filter({ hasText: c.code }).first().click();
        countryName = await dialog.getByRole('combobox', { name: t.manage.countries.form.name }).inputValue();
        expect(countryName.length).toBeGreaterThan(2);
        await expect(dialog.getByLabel(t.manage.countries.form.code, { exact: true })).toHaveValue(c.code);
        await expect(dialog.getByRole('textbox', { name: t.manage.countries.form.currency, exact: true })).not.toHaveValue('');
        const rate = dialog.getByLabel(t.manage.countries.form.currencyChange, { exact: true });
        await expect(rate).toHaveValue('1');
        await expect(rate).toHaveAttribute('inputmode', 'decimal');
        await rate.fill('2.5');
        await expectNoSeriousAxeViolations(page);
        await screenshots(page, 'admin-country-dialog', language);
        await dialog.getByRole('button', { name: t.common.create, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('table', { name: t.manage.countries.tableLabel })).toContainText(countryName);
      });

      await test.step('add a service with an uploaded icon', async () => {
        await page.getByRole('tab', { name: t.admin.tabs.services }).click();
        await page.getByRole('button', { name: t.manage.new }).click();
        const dialog = page.getByRole('dialog', { name: t.admin.services.add });
        await dialog.getByRole('textbox', { name: t.manage.services.form.name, exact: true }).fill(c.service);
        await dialog
          .getByLabel(t.manage.services.form.upload)
          .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: pngFixture() });
        await expect(dialog.getByRole('img', { name: t.manage.services.form.preview }).locator('img')).toHaveAttribute(
          'src',
          /^data:image\/png;base64,/,
        );
        await expect(dialog.getByLabel(t.manage.services.form.color, { exact: true })).toHaveValue('#000000');
        await dialog.getByRole('button', { name: t.common.create, exact: true }).click();
        await expect(dialog).toBeHidden();
        const table = page.getByRole('table', { name: t.manage.services.tableLabel });
        const row = table.getByRole('row').filter({ hasText: c.service });
        await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
        await screenshots(page, 'admin-services', language);
      });

      const feeLabel = () => `${countryName} – ${c.service}`;
      await test.step('add a fee structure, then edit it', async () => {
        await page.getByRole('tab', { name: t.admin.tabs.feeStructures }).click();
        await page.getByRole('button', { name: t.manage.new }).click();
        const dialog = page.getByRole('dialog', { name: t.admin.fees.add });
        await chooseOption(page, t.manage.fees.form.service, c.service);
        await chooseOption(page, t.manage.fees.form.country, countryName);
        await expect(dialog.getByRole('group', { name: t.manage.fees.form.callCenter })).toBeVisible();
        await expect(dialog.getByRole('group', { name: t.manage.fees.form.shipping })).toBeVisible();
        await expect(dialog.getByRole('group', { name: t.manage.fees.form.performance })).toBeVisible();
        await dialog.getByLabel(t.manage.fees.form.orderFees, { exact: true }).fill('0.75');
        await expectNoSeriousAxeViolations(page);
        await dialog.getByRole('button', { name: t.common.create, exact: true }).click();
        await expect(dialog).toBeHidden();
        // The sample catalogue fills the first page: find the new row by its country.
        await page.getByRole('searchbox').fill(countryName);
        // Below 112rem the ten fee columns show as cards (at 1280 px the table hid its buttons).
        const cards = page.getByRole('list', { name: t.manage.fees.tableLabel });
        await expect(cards.getByRole('listitem').filter({ hasText: c.service })).toContainText(countryName);

        await page.getByRole('button', { name: fill(t.manage.editRow, { name: feeLabel() }) }).click();
        const edit = page.getByRole('dialog', { name: t.admin.fees.edit });
        const confirmed = edit.getByLabel(t.manage.fees.form.confirmedRate, { exact: true });
        await expect(confirmed).toHaveValue('25');
        await confirmed.fill('33');
        await edit.getByRole('button', { name: t.common.update, exact: true }).click();
        await expect(edit).toBeHidden();
        await expect(cards.getByRole('listitem').filter({ hasText: c.service })).toContainText('33');
        await page.getByRole('searchbox').fill('');
        await screenshots(page, 'admin-fees', language);
      });

      await test.step('publish the announcement; a guest sees it on the simulator', async () => {
        await page.getByRole('tab', { name: t.admin.tabs.announcement }).click();
        // A box per language, each labelled with its language's own name.
        const boxes = page.getByRole('group', { name: t.admin.announcement.content });
        const box = (name: string) => boxes.getByLabel(name, { exact: true });
        const ownName = { en: 'English', ar: 'العربية', fr: 'Français' } as const;
        const content = box(ownName[language]);
        await expect(content).toHaveAttribute('rows', '4');
        await expect(content).toHaveAttribute('lang', language);
        for (const name of ['English', 'العربية', 'Français']) await box(name).fill('   ');
        await page.getByRole('button', { name: t.admin.announcement.save }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.admin.announcement.contentRequired })).toBeVisible();
        // Only this language is written, so the English guest below reads it as a fallback in Arabic.
        await content.fill(c.announcement);
        const enabled = page.getByRole('switch', { name: t.admin.announcement.enabled });
        if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
        // Saved when the server has answered: the guest below reads the banner once.
        const saved = page.waitForResponse(
          (response) => response.url().endsWith('/api/admin/announcement') && response.request().method() === 'POST',
        );
        await page.getByRole('button', { name: t.admin.announcement.save }).click();
        expect((await saved).status()).toBe(200);
        // The button is ready again (it was disabled, in grey, while saving) before its colours are judged.
        await expect(page.getByRole('button', { name: t.admin.announcement.save })).toBeEnabled();
        await expectNoSeriousAxeViolations(page);
        await screenshots(page, 'admin-announcement', language);

        const guest = await browser.newContext();
        const guestPage = await guest.newPage();
        await guestPage.goto('/');
        const banner = guestPage.getByTestId('announcement-banner');
        await expect(banner).toContainText(c.announcement);
        // The text says which language it is in, so an English page reads Arabic as Arabic.
        await expect(banner.getByText(c.announcement)).toHaveAttribute('lang', language);
        await guest.close();
      });

      await test.step('an admin cannot delete themselves; deleting a seller asks first and removes them', async () => {
        const sellerContext = await browser.newContext();
        const sellerEmail = `admin-e2e-seller-${language}-${Date.now()}@e2e.example.com`;
        const registered = await sellerContext.request.post('/api/auth/register', {
          data: { email: sellerEmail, password: SELLER_PASSWORD },
        });
        expect(registered.status()).toBe(201);

        await page.getByRole('tab', { name: t.admin.tabs.users }).click();
        await page.getByRole('button', { name: t.manage.refresh }).first().click();
        await page.getByRole('searchbox').first().fill(admin.email);
        await page.getByRole('button', { name: fill(t.admin.users.deleteRow, { name: admin.email }) }).click();
        // The refusal's only outcome is its error toast: the wait starts before the click.
        await clickAndExpectToast(
          page,
          page.getByRole('alertdialog').getByRole('button', { name: t.common.delete, exact: true }),
          t.errors.codes.CANNOT_DELETE_SELF,
        );
        await dismissToasts(page);
        await expect(page.getByRole('table', { name: t.admin.users.tableLabel })).toContainText(admin.email);

        await page.getByRole('searchbox').first().fill(sellerEmail);
        await page.getByRole('button', { name: fill(t.admin.users.deleteRow, { name: sellerEmail }) }).click();
        const confirm = page.getByRole('alertdialog', { name: t.admin.users.confirmTitle });
        await expect(confirm).toContainText(sellerEmail);
        await expectNoSeriousAxeViolations(page);
        await screenshots(page, 'admin-confirm', language);
        await confirm.getByRole('button', { name: t.common.delete, exact: true }).click();
        await expect(confirm).toBeHidden();
        await expect(page.getByRole('table', { name: t.admin.users.tableLabel })).not.toContainText(sellerEmail);
        // Their session went with them.
        expect((await sellerContext.request.get('/api/auth/user')).status()).toBe(401);
        await sellerContext.close();
      });

      // The e2e database is shared with the other specs: leave the catalogue and the banner as they were.
      await test.step('delete the service and the country (each asks first); hide the banner', async () => {
        await page.getByRole('tab', { name: t.admin.tabs.services }).click();
        await page.getByRole('searchbox').fill(c.service);
        await page.getByRole('button', { name: fill(t.manage.deleteRow, { name: c.service }) }).click();
        const confirmService = page.getByRole('alertdialog', { name: t.admin.services.confirmTitle });
        await expect(confirmService).toContainText(c.service);
        await confirmService.getByRole('button', { name: t.common.delete, exact: true }).click();
        await expect(confirmService).toBeHidden();
        await expect(page.getByRole('table', { name: t.manage.services.tableLabel })).toContainText(t.manage.services.empty);

        await page.getByRole('tab', { name: t.admin.tabs.countries }).click();
        await page.getByRole('searchbox').fill(c.code);
        await page.getByRole('button', { name: fill(t.manage.deleteRow, { name: countryName }) }).click();
        const confirmCountry = page.getByRole('alertdialog', { name: t.admin.countries.confirmTitle });
        await confirmCountry.getByRole('button', { name: t.common.delete, exact: true }).click();
        await expect(confirmCountry).toBeHidden();
        await expect(page.getByRole('table', { name: t.manage.countries.tableLabel })).not.toContainText(countryName);

        const hidden = await page.request.post('/api/admin/announcement', { data: { content: c.announcement, enabled: false } });
        expect(hidden.status()).toBe(200);
      });

      await test.step('Sign Out posts, ends the session and opens the admin sign-in page', async () => {
        const posted = page.waitForRequest((request) => request.url().endsWith('/api/admin/logout'));
        await page.getByRole('button', { name: t.auth.adminFrame.signOut }).click();
        expect((await posted).method()).toBe('POST');
        await expect(page).toHaveURL(/\/admin\/login$/);
        expect(await (await page.request.get('/api/admin/check')).json()).toEqual({ isAdmin: false });
      });
    });
  });
}
