import type { Browser, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Country, Service } from '../src/domain/entities';
import { formatCount, formatNumber } from '../src/domain/format';
import { PLAN_EXAMPLE } from '../src/domain/test-support/example-plans';
import { expect, inTurn, LANGUAGES, test, type Language } from './support/fixtures';
import { catalogueOf, countOf, fill, pluralOf, postJson, signUpSeller, uniqueLabel } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { clickAndExpectToast } from './support/toasts';

// Journeys that never lose work: a guest's scenario survives signing up; signed-in screens say offline or
// "server unavailable" (never "sign in") and come back by themselves; a busy server's 503 is retried for reads and
// told for writes; the order import proposes its columns from Arabic headers and reads MAD amounts as MAD; links
// carry the language they were written in.

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

async function market(page: Page): Promise<{ service: Service; country: Country }> {
  const services = (await (await page.request.get('/api/services')).json()) as Service[];
  const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
  return { service: services.find((s) => s.name === 'Sample COD Partner')!, country: countries.find((c) => c.code === 'MA')! };
}

/** A plan of Morocco at 10 MAD a dollar with an order value of $30, saved through the API. */
async function savePlan(page: Page): Promise<{ id: string; name: string }> {
  const { service, country } = await market(page);
  return postJson<{ id: string; name: string }>(page, '/api/simulations', {
    ...PLAN_EXAMPLE,
    serviceName: service.name,
    countryName: country.name,
    countryCode: country.code,
    countryCurrency: country.currency,
    averageAOV: 30,
    currencyRate: 10,
    localCurrencyInputs: [],
  });
}

async function chooseMarket(page: Page, language: Language): Promise<Country> {
  const t = catalogueOf(language);
  const { service, country } = await market(page);
  // By id: the options name the samples in the page's language.
  await page.getByLabel(t.simulator.service, { exact: true }).selectOption(service.id);
  await page.getByLabel(t.simulator.country, { exact: true }).selectOption(country.id);
  return country;
}

/** A new browser with no cookie and no storage: someone who received a link. */
async function freshPage(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ locale, serviceWorkers: 'block' });
  return context.newPage();
}

const API_DOWN = '**/api/**';

// The journeys that keep work take the same steps and read the same figures in every language: each walks in one
// language per run, in turn (decision 0029). A link's language and a first visit's are about the language: those two
// walk in every language.
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const connection = t.connection;

  test.describe(`journeys that keep work (${language})`, () => {
    test.use({ language });
    test.setTimeout(180_000);

    journey(language)('a guest’s scenario survives sign-in, a reload and sign-up, and is saved where they meant to', async ({ page }) => {
      await page.goto('/');
      const country = await chooseMarket(page, language);
      await textbox(page, t.simulator.inputs.totalLeads).fill('1200');
      await textbox(page, t.simulator.inputs.adsCost).fill('2.5');
      await textbox(page, t.simulator.inputs.averageAOV).fill('30');

      await page.getByRole('link', { name: t.history.save.guestLink }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.reload();
      await page.getByRole('link', { name: t.auth.login.createAccount }).click();
      await expect(page).toHaveURL(/\/register$/);
      await page.getByLabel(t.auth.fields.email, { exact: true }).fill(`${uniqueLabel(`guest-${language}`)}@e2e.example.com`);
      await page.getByLabel(t.auth.fields.password, { exact: true }).fill('Ribh-e2e-pass-2024');
      await page.getByRole('button', { name: t.auth.register.submit, exact: true }).click();

      // Back on the simulator, signed in: the scenario is there and the focus is on the notice saying so.
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: t.guestDraft.restoredTitle })).toBeFocused();
      await expect(page.getByTestId('restored-draft')).toContainText(t.guestDraft.restoredSignedIn);
      await expect(textbox(page, t.simulator.inputs.totalLeads)).toHaveValue('1200');
      await expect(textbox(page, t.simulator.inputs.adsCost)).toHaveValue('2.5');
      await expect(textbox(page, t.simulator.inputs.averageAOV)).toHaveValue('30');
      await expect(page.getByLabel(t.simulator.country, { exact: true })).toHaveValue(country.id);
      await screenshots(page, 'journeys-guest-restored', language);

      // A reload before saving keeps it too.
      await page.reload();
      await expect(textbox(page, t.simulator.inputs.totalLeads)).toHaveValue('1200');
      await expect(page.getByLabel(t.simulator.country, { exact: true })).toHaveValue(country.id);

      await clickAndExpectToast(page, page.getByRole('button', { name: t.history.save.simulation }), t.history.save.simulationSaved);
      await expect(page.getByTestId('restored-draft')).toHaveCount(0);
      const items = (await (await page.request.get('/api/simulations')).json()) as { totalLeads: number; adsCost: number; averageAOV: number; countryName: string }[];
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ totalLeads: 1200, adsCost: 2.5, averageAOV: 30, countryName: country.name });
    });

    journey(language)('signed-in screens say the server is unavailable, never "sign in", and load by themselves when it answers', async ({ page }) => {
      await signUpSeller(page, `down-${language}`);
      const first = await savePlan(page);
      const second = await savePlan(page);
      const screens: [string, string][] = [
        ['/history', t.history.title],
        [`/history/compare?ids=${first.id},${second.id}`, t.compare.title],
        [`/actuals?plan=${first.id}`, t.actuals.title],
        ['/profile', t.auth.profile.title],
        ['/fees', ''],
      ];
      for (const [address, heading] of screens) {
        // The server restarts: nothing under /api answers.
        await page.route(API_DOWN, (route) => route.abort('connectionrefused'));
        await page.goto(address);
        await expect(page.getByTestId('connection-banner')).toHaveText(connection.unavailable);
        await expect(page.getByTestId('page-status')).toHaveText(connection.unavailableWaiting);
        await expect(page).not.toHaveURL(/\/login/);
        await expect(page.getByText(t.history.signedOut)).toHaveCount(0);
        await expect(page.getByText(t.auth.profile.signedOut)).toHaveCount(0);
        await screenshots(page, `journeys-unavailable${address.split('?')[0]!.replace(/\//g, '-')}`, language, { widths: [390] });

        // It is back: the screen loads without a click.
        await page.unroute(API_DOWN);
        await expect(page.getByTestId('connection-banner')).toHaveAttribute('data-connection', 'online', { timeout: 20_000 });
        const title = heading ? page.getByRole('heading', { level: 1, name: heading }) : page.getByRole('heading', { level: 1 });
        await expect(title).toBeVisible();
        await expect(page.getByTestId('page-status')).toHaveCount(0);
      }

      // Offline on a loaded screen: said at once, and gone when the network is back.
      await page.context().setOffline(true);
      await expect(page.getByTestId('connection-banner')).toHaveText(connection.offline);
      await page.context().setOffline(false);
      await expect(page.getByTestId('connection-banner')).toHaveAttribute('data-connection', 'online', { timeout: 20_000 });
    });

    journey(language)('a save that could not be sent is kept and offered again: offline, refused as busy, or never answered', async ({ page }) => {
      // The signed-in home page hydrates as the server drew it: a mismatch would make React draw the page again,
      // dropping the button under the seller's finger.
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await signUpSeller(page, `unsent-${language}`);
      await page.goto('/');
      await chooseMarket(page, language);
      await textbox(page, t.simulator.inputs.totalLeads).fill('700');
      const save = page.getByRole('button', { name: t.history.save.simulation });
      const unsent = page.getByTestId('save-unsent');
      const count = () => countOf(page, '/api/simulations');

      // The connection drops once the page has settled (every part it asked for has arrived) with the Save button in
      // view: the seller clicks what they see.
      await expect(save).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.context().setOffline(true);
      await save.click();
      await expect(unsent).toHaveText(connection.offlineWrite);
      await expect(page.getByTestId('connection-banner')).toHaveText(connection.offline);
      await expect(textbox(page, t.simulator.inputs.totalLeads)).toHaveValue('700');
      await expect(save).toBeFocused();
      await screenshots(page, 'journeys-save-offline', language);
      await page.context().setOffline(false);
      await expect(page.getByTestId('connection-banner')).toHaveAttribute('data-connection', 'online', { timeout: 20_000 });

      // Load shedding: the write is refused with 503 once; it is said, not retried behind the seller's back.
      let refused = 0;
      await page.route('**/api/simulations', async (route) => {
        if (route.request().method() === 'POST' && refused === 0) {
          refused += 1;
          return route.fulfill({ status: 503, headers: { 'retry-after': '1', 'content-type': 'application/json' }, body: '{"message":"The server is busy.","code":"UNAVAILABLE"}' });
        }
        return route.fallback();
      });
      await save.click();
      await expect(unsent).toHaveText(connection.busy);
      expect(refused).toBe(1);
      expect(await count()).toBe(0);

      // A frozen server: "Saving…" gives up and says so, the figures still on screen.
      await page.unroute('**/api/simulations');
      await page.route('**/api/simulations', () => undefined);
      await save.click();
      await expect(page.getByRole('button', { name: t.history.save.saving })).toBeVisible();
      await expect(unsent).toHaveText(connection.unavailableWrite, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: t.history.save.simulation })).toBeVisible();
      await page.unroute('**/api/simulations');
      await expect(page.getByTestId('connection-banner')).toHaveAttribute('data-connection', 'online', { timeout: 20_000 });

      // Offered again, it is saved once.
      await clickAndExpectToast(page, save, t.history.save.simulationSaved);
      await expect(unsent).toHaveCount(0);
      expect(await count()).toBe(1);
      expect(pageErrors).toEqual([]);
    });

    journey(language)('a read answered 503 with Retry-After is asked again after that delay, and the list appears', async ({ page }) => {
      await signUpSeller(page, `busy-${language}`);
      const plan = await savePlan(page);
      let tries = 0;
      await page.route(
        (url) => url.pathname === '/api/simulations',
        async (route) => {
          if (route.request().method() !== 'GET') return route.fallback();
          tries += 1;
          if (tries <= 2) return route.fulfill({ status: 503, headers: { 'retry-after': '1', 'content-type': 'application/json' }, body: '{"message":"busy","code":"UNAVAILABLE"}' });
          return route.fallback();
        },
      );
      await page.goto('/history');
      await expect(page.getByTestId('simulation-name')).toHaveText(plan.name);
      expect(tries).toBe(3);
      await expect(page.getByText(t.history.list.loadError)).toHaveCount(0);
    });

    journey(language)('the order import reads Arabic headers, proposes statuses, takes MAD amounts as MAD and questions dollars', async ({ page }) => {
      await signUpSeller(page, `import-${language}`);
      const plan = await savePlan(page);
      const a = t.actuals.import;
      await page.goto(`/actuals?plan=${plan.id}`);
      const csv = ['رقم الطلب,اسم الزبون,الحالة,المبلغ', 'A-1,سارة,تم التوصيل,299', 'A-2,عمر,مرتجع,', 'A-3,ليلى,تم التوصيل,301', 'A-4,آدم,قيد التوصيل,'].join('\n');
      await page.getByLabel(a.file, { exact: true }).setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

      await expect(page.getByLabel(a.orderId, { exact: true })).toHaveValue('رقم الطلب');
      await expect(page.getByLabel(a.status, { exact: true })).toHaveValue('الحالة');
      await expect(page.getByLabel(a.amount, { exact: true })).toHaveValue('المبلغ');
      await expect(page.getByTestId('currency-import-revenueCollected-local')).toHaveAttribute('aria-pressed', 'true');
      for (const [status, meaning] of [['تم التوصيل', 'delivered'], ['مرتجع', 'returned'], ['قيد التوصيل', 'inTransit']] as const) {
        await expect(page.getByLabel(status, { exact: true })).toHaveValue(meaning);
      }
      const preview = page.getByTestId('import-preview');
      await expect(preview.locator('tbody tr')).toHaveCount(4);
      await expect(preview.getByTestId('import-preview-meaning')).toHaveText([
        `${a.understoodAs}: ${a.orderId}`,
        `${a.understoodAs}: ${a.notUsed}`,
        `${a.understoodAs}: ${a.status}`,
        `${a.understoodAs}: ${a.amount}`,
      ]);
      await expect(page.getByTestId('import-rows-in-file')).toHaveText(fill(pluralOf(language, a, 'rowsInFile', 4), { number: formatCount(4, language) }));
      // Nothing is said to be imported before it is.
      await expect(page.getByText(/Imported from|Importé de|مستورد من/)).toHaveCount(0);
      await expect(page.getByTestId('import-implausible')).toHaveCount(0);
      await screenshots(page, 'journeys-import-preview', language);

      // Read as dollars, 300 per delivered order is ten times the plan's $30: the seller must confirm it.
      await page.getByTestId('currency-import-revenueCollected-usd').click();
      await expect(page.getByTestId('import-implausible')).toBeVisible();
      await page.getByLabel(t.actuals.import.adSpend, { exact: true }).fill('40');
      await page.getByRole('button', { name: a.submit, exact: true }).click();
      await expect(page.getByTestId('import-notice')).toHaveText(a.confirmFirst);
      await screenshots(page, 'journeys-import-implausible', language);
      const stored = async () => (await (await page.request.get(`/api/simulations/${plan.id}/actuals`)).json()).records as Record<string, unknown>[];
      expect(await stored()).toHaveLength(0);

      // In dirhams they are plausible (300 MAD = $30), and imported as dirhams.
      await page.getByTestId('currency-import-revenueCollected-local').click();
      await expect(page.getByTestId('import-implausible')).toHaveCount(0);
      await page.getByRole('button', { name: a.submit, exact: true }).click();
      await expect(page.getByTestId('import-notice')).toHaveText(fill(pluralOf(language, a, 'done', 4), { number: formatCount(4, language) }));
      const records = await stored();
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ leads: 4, delivered: 2, returned: 1, confirmed: 4, revenueCollected: 600, orderCount: 4 });
      expect(records[0]!.localCurrencyInputs).toEqual(['revenueCollected']);
    });

    journey(language)('the order import reads an Arabic Excel CSV (Windows-1256) and an XLSX workbook, on the server', async ({ page }) => {
      await signUpSeller(page, `import-files-${language}`);
      const plan = await savePlan(page);
      const a = t.actuals.import;
      await page.goto(`/actuals?plan=${plan.id}`);
      const stored = async () => (await (await page.request.get(`/api/simulations/${plan.id}/actuals`)).json()).records as Record<string, unknown>[];

      // Excel on an Arabic Windows saves "CSV" in Windows-1256 with semicolons: the server reads it, the form says so.
      const arabic = iconv.encode('رقم الطلب;الحالة;المبلغ\r\nA-1;تم التوصيل;299\r\nA-2;مرتجع;\r\n', 'windows-1256');
      await page.getByLabel(a.file, { exact: true }).setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: arabic });
      await expect(page.getByTestId('import-read-as-arabic')).toHaveText(a.readAsArabic);
      await expect(page.getByLabel(a.status, { exact: true })).toHaveValue('الحالة');
      await expect(page.getByLabel('تم التوصيل', { exact: true })).toHaveValue('delivered');
      await expect(page.getByLabel('مرتجع', { exact: true })).toHaveValue('returned');
      await page.getByLabel(a.adSpend, { exact: true }).fill('40');
      await page.getByRole('button', { name: a.submit, exact: true }).click();
      await expect(page.getByTestId('import-notice')).toHaveText(fill(pluralOf(language, a, 'done', 2), { number: formatCount(2, language) }));
      expect((await stored())[0]).toMatchObject({ leads: 2, delivered: 1, returned: 1, revenueCollected: 299, orderCount: 2 });

      // A workbook goes as it is: its first sheet's rows, its numbers as numbers.
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Commandes');
      for (const row of [['Commande', 'Statut', 'Montant'], ['C-1', 'Livré', 301], ['C-2', 'Retour', '']]) sheet.addRow(row);
      const xlsx = Buffer.from(await book.xlsx.writeBuffer());
      await page.getByLabel(a.file, { exact: true }).setInputFiles({ name: 'commandes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
      await expect(page.getByLabel(a.orderId, { exact: true })).toHaveValue('Commande');
      await expect(page.getByLabel(a.status, { exact: true })).toHaveValue('Statut');
      await expect(page.getByLabel('Livré', { exact: true })).toHaveValue('delivered');
      await expect(page.getByTestId('import-preview').locator('tbody tr')).toHaveCount(2);
      await screenshots(page, 'journeys-import-xlsx', language);
      await page.getByRole('button', { name: a.submit, exact: true }).click();
      await expect(page.getByTestId('import-notice')).toHaveText(fill(pluralOf(language, a, 'done', 2), { number: formatCount(2, language) }));
      const records = await stored();
      expect(records).toHaveLength(2);
      expect(records[1]).toMatchObject({ leads: 2, delivered: 1, returned: 1, revenueCollected: 301, orderCount: 2 });

      // A file the server cannot read is said at the file's field, and nothing is offered to import.
      await page.getByLabel(a.file, { exact: true }).setInputFiles({ name: 'broken.csv', mimeType: 'text/csv', buffer: Buffer.from('a,"b\n1,2') });
      await expect(page.getByTestId('import-file-problem')).toHaveText(a.unreadable);
      await expect(page.getByLabel(a.orderId, { exact: true })).toHaveCount(0);
      await screenshots(page, 'journeys-import-unreadable', language);

      // A file of more orders than an import takes (100,001 under its header) is refused as it arrives, said at the
      // file's field with the limit as the page writes numbers.
      const tooMany = Buffer.from(['Order,Status', ...Array.from({ length: 100_001 }, (_, i) => `${i},D`)].join('\n'));
      await page.getByLabel(a.file, { exact: true }).setInputFiles({ name: 'too-many.csv', mimeType: 'text/csv', buffer: tooMany });
      await expect(page.getByTestId('import-file-problem')).toHaveText(fill(t.checks.field.tooManyRows, { limit: formatNumber(100_000, language) }));
      await expect(page.getByLabel(a.orderId, { exact: true })).toHaveCount(0);
      await screenshots(page, 'journeys-import-too-many-rows', language);
    });

    test('a share link opens in the language it was written in, with its own title, for a recipient with no cookie', async ({ page, browser }) => {
      await signUpSeller(page, `links-${language}`);
      const plan = await savePlan(page);
      const p = t.plans.share;
      await page.goto('/history');
      await page.getByRole('button', { name: fill(p.buttonNamed, { name: plan.name }) }).click();
      await page.getByRole('button', { name: p.create }).click();
      const link = await page.getByLabel(p.link, { exact: true }).inputValue();
      expect(link).toMatch(new RegExp(`/s/[^?]+\\?lang=${language}$`));

      const recipient = await freshPage(browser);
      await recipient.goto(link);
      await expect(recipient.locator('html')).toHaveAttribute('lang', language);
      await expect(recipient).toHaveTitle(fill(t.common.titles.page, { page: t.common.titles.shared }));
      await recipient.context().close();

      // Titles of the other routes that used to read "Page not found".
      await page.goto('/reset-password');
      await expect(page).toHaveTitle(fill(t.common.titles.page, { page: t.common.titles.resetPassword }));
      await page.goto('/history/compare');
      await expect(page).toHaveTitle(fill(t.common.titles.page, { page: t.common.titles.compare }));
    });

    test('a first visit opens in the browser’s language', async ({ browser }) => {
      const locale = { en: 'en-GB', ar: 'ar-MA', fr: 'fr-MA' }[language];
      const visitor = await freshPage(browser, locale);
      await visitor.goto('/');
      await expect(visitor.locator('html')).toHaveAttribute('lang', language);
      await expect(visitor.locator('html[data-app-ready]')).toBeAttached({ timeout: 30_000 });
      await expect(visitor).toHaveTitle(t.common.titles.home);
      await visitor.context().close();
    });
  });
}
