import { en } from '../src/client/i18n/en';
import { fill } from './support/manage-helpers';
import { E2E_ADMIN_PASSWORD, rememberAdmin } from './support/admin';
import { expect, expectNoSeriousAxeViolations, test } from './support/fixtures';
import { screenshots } from './support/screenshots';

// The "setup" project (playwright.config.ts) runs this once, before every spec. Each run's database starts
// without an administrator, so the first one registers here, through the page a real first admin uses, and
// its credentials are recorded for the specs (e2e/support/admin.ts): no spec races another for it.

test('the first admin registers through /admin/register', async ({ page }) => {
  const t = en;
  const state = (await (await page.request.get('/api/admin/bootstrap')).json()) as { adminExists: boolean };
  expect(state.adminExists, 'the e2e database must start without an administrator: use a fresh E2E_DATA_DIR').toBe(false);

  await page.goto('/admin/register');
  await expect(page.getByRole('heading', { level: 1, name: t.auth.adminRegister.title })).toBeVisible();
  await expect(page.getByText(t.auth.adminRegister.subtitle)).toBeVisible();
  await expect(page.getByRole('link', { name: t.auth.adminRegister.loginHere })).toHaveAttribute('href', '/admin/login');
  await expectNoSeriousAxeViolations(page);
  await screenshots(page, 'accounts-admin-register', 'en');

  const email = `e2e-admin-${Date.now()}-${process.pid}@e2e.example.com`;
  await page.getByLabel(t.auth.fields.email, { exact: true }).fill(email);
  await page.getByLabel(t.auth.fields.password, { exact: true }).fill('short');
  await page.getByLabel(t.auth.fields.confirmPassword, { exact: true }).fill('other');
  await page.getByRole('button', { name: t.auth.adminRegister.submit }).click();
  await expect(page.getByText(fill(t.checks.field.tooShort, { limit: 8 }))).toBeVisible();
  await expect(page.getByText(t.checks.field.notMatching)).toBeVisible();

  await page.getByLabel(t.auth.fields.password, { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel(t.auth.fields.confirmPassword, { exact: true }).fill(E2E_ADMIN_PASSWORD);
  // A request that never reaches the server gets the network failure message, inline.
  await page.route('**/api/admin/register', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: t.auth.adminRegister.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: t.auth.adminRegister.network })).toBeVisible();
  await page.unroute('**/api/admin/register');

  await page.getByRole('button', { name: t.auth.adminRegister.submit }).click();
  await expect(page).toHaveURL(/\/admin$/);
  rememberAdmin({ email, password: E2E_ADMIN_PASSWORD });
  await expect(page.getByRole('heading', { level: 1, name: t.auth.adminFrame.title })).toBeVisible();
  // The frame says who is signed in (the users table below lists the same email).
  await expect(page.getByRole('main').getByText(t.auth.adminFrame.signedInAs.replace('{{email}}', email), { exact: true })).toBeVisible();
});
