import type { Browser, Page } from '@playwright/test';
import { catalogueOf } from './support/catalogues';
import { e2eAdmin } from './support/admin';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, type Language, inTurn } from './support/fixtures';
import { screenshots } from './support/screenshots';

// End to end in both languages: a seller changes their password (the other device is
// signed out), an administrator creates a one-time reset link, the seller sets a password through it, and
// the link is dead on its second use. Decision 0017.

const FIRST_PASSWORD = 'Ribh-e2e-pass-2024';
const CHANGED_PASSWORD = 'Olive-grove-at-dawn-61';
const RESET_PASSWORD = 'Harbour-lights-in-fog-83';

const catalogue = catalogueOf;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');

// The first paint of a page after a navigation: lazy screens load their chunk (and Arabic its catalogue) on a
// machine shared with other runs, which can take longer than the default 5 s of an assertion.
const LOADED = { timeout: 60_000 };

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@e2e.example.com`;
}

/** A second device: its own browser context, so its own cookies, in the same language. */
async function newDevice(browser: Browser, language: Language): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((lang: string) => window.localStorage.setItem('language', lang), language);
  return context.newPage();
}

async function signInThroughForm(page: Page, t: ReturnType<typeof catalogueOf>, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
}

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  test.describe(`passwords (${language})`, () => {
    test.use({ language });
    test.describe.configure({ timeout: 120_000 });
    const t = catalogue(language);

    journey(language)('a seller changes the password: the other device is signed out and the new password signs in', async ({ page, browser }) => {
      const email = uniqueEmail(`change-${language}`);
      const registered = await page.request.post('/api/auth/register', { data: { email, password: FIRST_PASSWORD } });
      expect(registered.status()).toBe(201);
      const phone = await newDevice(browser, language);
      expect((await phone.request.post('/api/auth/login', { data: { email, password: FIRST_PASSWORD } })).status()).toBe(200);
      await phone.goto('/profile');
      await expect(phone.getByTestId('profile-display-name')).toBeVisible(LOADED);

      await page.goto('/profile');
      const card = page.getByRole('heading', { level: 2, name: t.passwords.change.title });
      await expect(card).toBeVisible(LOADED);
      const current = page.getByLabel(t.passwords.change.current, { exact: true });
      const next = page.getByLabel(t.passwords.change.new, { exact: true });
      const confirm = page.getByLabel(t.passwords.change.confirm, { exact: true });

      // A wrong current password is answered at its field, in the page's language, and focused.
      await current.fill('not-the-password-1');
      await next.fill(CHANGED_PASSWORD);
      await confirm.fill(CHANGED_PASSWORD);
      await page.getByRole('button', { name: t.passwords.change.submit }).click();
      await expect(current).toHaveAttribute('aria-invalid', 'true');
      await expect(current).toHaveAccessibleDescription(t.checks.field.wrongPassword);
      await expect(current).toBeFocused();
      await screenshots(page, 'password-change-wrong', language);

      // A mismatched confirmation never reaches the server.
      await current.fill(FIRST_PASSWORD);
      await confirm.fill(`${CHANGED_PASSWORD}x`);
      await page.getByRole('button', { name: t.passwords.change.submit }).click();
      await expect(confirm).toHaveAccessibleDescription(t.checks.field.notMatching);

      await confirm.fill(CHANGED_PASSWORD);
      await page.getByRole('button', { name: t.passwords.change.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: t.passwords.change.done })).toBeVisible();
      await expect(current).toHaveValue('');
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'password-change-done', language);
      // On a phone the page fits its width, long email and all (no sideways scrolling).
      await page.setViewportSize({ width: 390, height: 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBeLessThanOrEqual(0);

      // This device stays signed in; the phone is signed out on its next load.
      await page.reload();
      await expect(page.getByTestId('profile-display-name')).toBeVisible(LOADED);
      await phone.reload();
      await expect(phone.getByText(t.auth.profile.signedOut)).toBeVisible(LOADED);

      await signInThroughForm(phone, t, email, FIRST_PASSWORD);
      await expect(phone.getByRole('status').filter({ hasText: t.errors.codes.INVALID_CREDENTIALS }).first()).toBeVisible();
      await signInThroughForm(phone, t, email, CHANGED_PASSWORD);
      await expect(phone).toHaveURL(/\/$/, LOADED);
      await phone.goto('/profile');
      await expect(phone.getByTestId('profile-display-name')).toBeVisible(LOADED);
      await phone.context().close();
    });

    journey(language)('an admin creates a reset link; the seller sets a password through it; the link is dead after', async ({ page, browser }) => {
      const email = uniqueEmail(`reset-${language}`);
      expect((await page.request.post('/api/auth/register', { data: { email, password: FIRST_PASSWORD } })).status()).toBe(201);

      // "Forgot password?" says whom to ask.
      const seller = await newDevice(browser, language);
      await seller.goto('/login');
      await seller.getByRole('button', { name: t.auth.login.forgotPassword }).click();
      await expect(seller.getByText(t.passwords.forgot.help)).toBeVisible(LOADED);
      await screenshots(seller, 'password-forgot', language);

      const adminPage = await newDevice(browser, language);
      await adminPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      expect((await adminPage.request.post('/api/auth/login', { data: e2eAdmin() })).status()).toBe(200);
      await adminPage.goto('/admin');
      await adminPage.getByRole('searchbox').fill(email);
      await adminPage.getByRole('button', { name: fill(t.passwords.adminLink.action, { email }) }).click();
      const dialog = adminPage.getByRole('dialog', { name: t.passwords.adminLink.title });
      await expect(dialog).toContainText(email, LOADED);
      await screenshots(adminPage, 'password-reset-link-create', language);
      await dialog.getByRole('button', { name: t.passwords.adminLink.create }).click();
      const field = dialog.getByLabel(t.passwords.adminLink.linkLabel);
      // The link opens in the language the administrator wrote it in.
      await expect(field).toHaveValue(new RegExp(`/reset-password\\?lang=${language}#[A-Za-z0-9_-]{43}$`), LOADED);
      const link = await field.inputValue();
      await dialog.getByRole('button', { name: t.passwords.adminLink.copy }).click();
      await expect(dialog.getByRole('button', { name: t.passwords.adminLink.copied })).toBeVisible();
      expect(await adminPage.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expectNoSeriousAxeViolations(adminPage);
      await screenshots(adminPage, 'password-reset-link', language);
      await adminPage.context().close();

      // The seller opens the link on another device and chooses a password.
      await seller.goto(link);
      await expect(seller.getByRole('heading', { level: 1, name: t.passwords.reset.title })).toBeVisible(LOADED);
      await expect(seller.getByText(email)).toBeVisible();
      const password = seller.getByLabel(t.passwords.reset.new, { exact: true });
      const confirm = seller.getByLabel(t.passwords.reset.confirm, { exact: true });
      await password.fill('password1');
      await confirm.fill('password1');
      await seller.getByRole('button', { name: t.passwords.reset.submit }).click();
      // A common password is refused by the server, at the field, in the page's language; the link still works.
      await expect(password).toHaveAccessibleDescription(`${t.passwords.change.hint} ${t.checks.field.weakPassword}`);
      await expectNoSeriousAxeViolations(seller);
      await screenshots(seller, 'password-reset-page', language);
      await password.fill(RESET_PASSWORD);
      await confirm.fill(RESET_PASSWORD);
      await seller.getByRole('button', { name: t.passwords.reset.submit }).click();
      await expect(seller.getByRole('heading', { level: 1, name: t.passwords.reset.doneTitle })).toBeVisible();
      await screenshots(seller, 'password-reset-done', language);

      // Every session of the account ended: the device that was signed in is signed out.
      await page.goto('/profile');
      await expect(page.getByText(t.auth.profile.signedOut)).toBeVisible(LOADED);

      // The link is dead on its second use, and says so in the reader's language.
      await seller.goto('/');
      await seller.goto(link);
      await expect(seller.getByRole('heading', { level: 1, name: t.passwords.reset.invalidTitle })).toBeVisible(LOADED);
      await expect(seller.getByText(t.passwords.reset.invalidBody)).toBeVisible();
      await expect(seller.getByLabel(t.passwords.reset.new, { exact: true })).toHaveCount(0);
      await expectNoSeriousAxeViolations(seller);
      await screenshots(seller, 'password-reset-invalid', language);

      await seller.getByRole('link', { name: t.passwords.reset.toSignIn }).click();
      await expect(seller).toHaveURL(/\/login$/, LOADED);
      await signInThroughForm(seller, t, email, RESET_PASSWORD);
      await expect(seller).toHaveURL(/\/$/, LOADED);
      await seller.context().close();
    });

    journey(language)('a made-up or cut-off reset link gets the same clear page', async ({ page }) => {
      for (const target of ['/reset-password', `/reset-password#${'A'.repeat(43)}`, `/reset-password#${'A'.repeat(20)}`]) {
        await page.goto('/');
        await page.goto(target);
        await expect(page.getByRole('heading', { level: 1, name: t.passwords.reset.invalidTitle })).toBeVisible(LOADED);
      }
    });
  });
}
