import type { APIRequestContext } from '@playwright/test';
import { catalogueOf } from './support/catalogues';
import { e2eAdmin } from './support/admin';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, type Language, inTurn } from './support/fixtures';
import { screenshots } from './support/screenshots';
import { fill } from './support/manage-helpers';
import { clickAndExpectToast, toastWith } from './support/toasts';

// End to end in both languages: registration, the signed-in header, profile, sign-out and
// sign-in, the admin sign-in gate at /admin, the admin account (its bootstrap is e2e/admin.setup.ts),
// translated errors, accessibility, screenshots.

const PASSWORD = 'Ribh-e2e-pass-2024';

function catalogue(language: Language) {
  return catalogueOf(language);
}

let counter = 0;
function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@e2e.example.com`;
}

async function registerThroughApi(request: APIRequestContext, email: string, extra: Record<string, string> = {}) {
  const response = await request.post('/api/auth/register', { data: { email, password: PASSWORD, ...extra } });
  expect(response.status(), await response.text()).toBe(201);
}

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  test.describe(`accounts (${language})`, () => {
    test.use({ language });
    // Long journeys with axe runs and screenshots at two widths; the machine is shared with other runs.
    test.describe.configure({ timeout: 90_000 });
    const t = catalogue(language);

    test('a new seller registers, sees the signed-in header and profile, signs out and signs in again', async ({ page }) => {
      const email = uniqueEmail(`seller-${language}`);
      const [firstName, lastName] = language === 'ar' ? ['سارة', 'العلي'] : ['Sara', 'Ali'];

      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.register.title })).toBeVisible();
      await expect(page.getByText(t.auth.register.passwordHint)).toBeVisible();
      await page.getByLabel(t.auth.fields.firstName).fill(firstName);
      await page.getByLabel(t.auth.fields.lastName).fill(lastName);
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
      await clickAndExpectToast(page, page.getByRole('button', { name: t.auth.register.submit }), t.auth.register.success);
      await expect(page).toHaveURL(/\/$/);

      // The header now offers the management links and the account menu instead of Sign In.
      const nav = page.getByRole('navigation', { name: t.common.nav.mainNavigation });
      for (const label of [t.common.nav.services, t.common.nav.fees, t.common.nav.countries]) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('link', { name: t.common.nav.signIn, exact: true })).toHaveCount(0);

      await page.getByRole('button', { name: t.common.nav.userMenu }).click();
      await page.getByRole('menuitem', { name: t.common.nav.profile }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.profile.title })).toBeVisible();
      await expect(page.getByTestId('profile-display-name')).toHaveText(`${firstName} ${lastName}`);
      await expect(page.getByText(t.auth.profile.roleUser, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(email)).toBeVisible();
      // The names are the seller's to edit (profile-names journey in journeys.spec.ts).
      await expect(page.getByLabel(t.auth.fields.firstName)).toHaveValue(firstName);
      await expect(page.getByLabel(t.auth.fields.lastName)).toHaveValue(lastName);
      for (const label of [t.auth.profile.createdAt, t.auth.profile.updatedAt, t.auth.profile.userId]) {
        await expect(page.getByText(label, { exact: true })).toBeVisible();
      }
      // A seller is not an admin: no admin message.
      await expect(page.getByText(t.auth.profile.nowAdmin)).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'accounts-profile', language);

      await page.getByRole('button', { name: t.common.nav.userMenu }).click();
      await page.getByRole('menuitem', { name: t.common.nav.signOut }).click();
      await expect(page).toHaveURL(/\/$/);
      const signIn = page.getByRole('link', { name: t.common.nav.signIn, exact: true });
      await expect(signIn).toBeVisible();
      await expect(page.getByRole('button', { name: t.common.nav.userMenu })).toHaveCount(0);

      // The profile now asks the visitor to sign in.
      await page.goto('/profile');
      await expect(page.getByText(t.auth.profile.signedOut)).toBeVisible();

      await page.getByRole('link', { name: t.auth.profile.signIn, exact: true }).first().click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
      await clickAndExpectToast(page, page.getByRole('button', { name: t.auth.login.submit, exact: true }), t.auth.login.success);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('button', { name: t.common.nav.userMenu })).toBeVisible();

      // Already signed in: /login and /register send a seller on to the simulator.
      await page.goto('/login');
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/register');
      await expect(page).toHaveURL(/\/$/);
    });

    journey(language)('a wrong password shows the translated error toast and keeps the visitor on /login', async ({ page, request }) => {
      const email = uniqueEmail(`wrong-${language}`);
      await registerThroughApi(request, email);

      await page.goto('/login');
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill(`${PASSWORD}-nope`);
      await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();

      const toast = toastWith(page, t.errors.codes.INVALID_CREDENTIALS);
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(t.errors.title);
      await expect(page).toHaveURL(/\/login$/);
    });

    journey(language)('the sign-in and registration forms explain invalid input under the fields', async ({ page }) => {
      await page.goto('/register');
      const email = page.getByLabel(t.auth.fields.email, { exact: true });
      const password = page.getByLabel(t.auth.fields.password, { exact: true });
      await email.fill('not-an-email');
      await password.fill('short');
      await page.getByRole('button', { name: t.auth.register.submit }).click();
      // The shared schema's rules, as field-issue codes said in the page's language.
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(t.checks.field.invalidEmail);
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription(`${t.auth.register.passwordHint} ${fill(t.checks.field.tooShort, { limit: 8 })}`);
      await expect(page.getByText(t.checks.field.invalidEmail, { exact: true })).toBeVisible();
      // The server's refusal (a common password) is said at its field too, not in English.
      await email.fill(uniqueEmail(`weak-${language}`));
      await password.fill('password1');
      await page.getByRole('button', { name: t.auth.register.submit }).click();
      await expect(password).toHaveAccessibleDescription(`${t.auth.register.passwordHint} ${t.checks.field.weakPassword}`);
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/\/register$/);

      // "Forgot password?" says on the page whom to ask for a reset link (decision 0017), not a dead link.
      await page.goto('/login');
      await page.getByRole('button', { name: t.auth.login.forgotPassword }).click();
      await expect(page.getByText(t.passwords.forgot.help)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('link', { name: t.auth.login.createAccount })).toHaveAttribute('href', '/register');
      await expect(page.getByRole('link', { name: t.auth.login.continueAsGuest })).toHaveAttribute('href', '/');
    });

    journey(language)('a signed-in seller opening /admin sees the admin sign-in screen', async ({ page }) => {
      const email = uniqueEmail(`not-admin-${language}`);
      // page.request shares the page's cookies: the page is signed in as this seller.
      await registerThroughApi(page.request, email);

      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.adminLogin.title })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: email })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.auth.adminFrame.title })).toHaveCount(0);

      // Signing in there with a seller's account says plainly that it is not an administrator.
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: t.auth.adminLogin.submit, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.auth.adminLogin.notAdmin })).toBeVisible();
      await expect(page).toHaveURL(/\/admin$/);
    });

    journey(language)('login, register and profile screens pass axe and are captured at phone and desktop width', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: t.auth.welcome.title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'accounts-login', language);

      await page.goto('/register');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.register.title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'accounts-register', language);

      await page.goto('/profile');
      await expect(page.getByText(t.auth.profile.signedOut)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}

// The run's first admin registered through /admin/register in the setup project (e2e/admin.setup.ts).
test.describe('the administrator account', () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe('en', () => {
    test.use({ language: 'en' });
    test('an admin is sent from /login to the dashboard, sees it on their profile and signs out with a button (a POST; docs/product.md#security)', async ({ page }) => {
      const t = catalogue('en');
      const admin = e2eAdmin();
      expect((await page.request.post('/api/auth/login', { data: admin })).status()).toBe(200);

      // The profile of an admin says so and links to the dashboard.
      await page.goto('/profile');
      await expect(page.getByText(t.auth.profile.nowAdmin)).toBeVisible();
      await expect(page.getByRole('link', { name: t.auth.profile.openAdmin })).toHaveAttribute('href', '/admin');

      // A signed-in admin visiting /login is sent to the dashboard.
      await page.goto('/login');
      await expect(page).toHaveURL(/\/admin$/);

      // Sign Out is a button that POSTs (a cross-site navigation must not sign anyone out; docs/product.md#security);
      // the server ends the session and the admin lands on /admin/login.
      await page.goto('/admin');
      await page.getByRole('button', { name: t.auth.adminFrame.signOut }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.adminLogin.title })).toBeVisible();
    });
  });

  test.describe('ar', () => {
    test.use({ language: 'ar' });
    test('once an admin exists, /admin/register explains it; a signed-in admin may add another (ar)', async ({ page }) => {
      const t = catalogue('ar');
      const admin = e2eAdmin();
      await page.goto('/admin/register');
      await expect(page.getByRole('heading', { level: 1, name: t.auth.adminRegister.title })).toBeVisible();
      await expect(page.getByText(t.auth.adminRegister.existsTitle)).toBeVisible();
      await expect(page.getByRole('link', { name: t.auth.adminRegister.existsSignIn })).toHaveAttribute('href', '/admin/login');
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'accounts-admin-register-exists', 'ar');

      await page.getByRole('link', { name: t.auth.adminRegister.existsSignIn }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(admin.email);
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill(admin.password);
      await clickAndExpectToast(page, page.getByRole('button', { name: t.auth.adminLogin.submit, exact: true }), t.auth.login.success);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: t.auth.adminFrame.title })).toBeVisible();

      await page.goto('/admin/register');
      await expect(page.getByText(t.auth.adminRegister.subtitleSignedInAdmin)).toBeVisible();
      await screenshots(page, 'accounts-admin-register', 'ar');
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(admin.email);
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill(admin.password);
      await page.getByLabel(t.auth.fields.confirmPassword, { exact: true }).fill(admin.password);
      await page.getByRole('button', { name: t.auth.adminRegister.submit }).click();
      // The email is taken: the server's code is shown translated, inline.
      await expect(page.getByRole('alert').filter({ hasText: t.errors.codes.EMAIL_TAKEN })).toBeVisible();

      const second = uniqueEmail('second-admin');
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(second);
      await page.getByRole('button', { name: t.auth.adminRegister.submit }).click();
      await expect(page).toHaveURL(/\/admin$/);
      // The admin who added the other one stays signed in as themselves.
      await expect(page.getByRole('main').getByText(t.auth.adminFrame.signedInAs.replace('{{email}}', admin.email), { exact: true })).toBeVisible();
    });
  });
});
