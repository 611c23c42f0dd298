import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Country, Service } from '../src/domain/entities';
import { PLAN_EXAMPLE } from '../src/domain/test-support/example-plans';
import { e2eAdmin } from './support/admin';
import { expect, inTurn, LANGUAGES, test } from './support/fixtures';
import { catalogueOf, fill, postJson, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';

// The journeys around the figures: the sample catalogue and default plan names in the page's language and found by
// either name; a plan's PDF that names it; a comparison that neither calls one minute "different" nor subtracts two
// currencies' rates; Arabic dates kept whole on a phone; the focus after each action; the profile's name editable;
// the announcement dismissible; a typed actual record questioned like an import.
// What each language names or lays out differently (the names, the PDF's name, the dates, the announcement's text)
// walks in every language; the journeys whose steps are the same in every language walk in one per run, in turn
// (decision 0029).
const journey = inTurn('fr');

/** The sample "Sample COD Partner" and "Morocco (sample)" as each page names them (worked by hand). */
const SHOWN = {
  en: { service: 'Sample COD Partner', country: 'Morocco (sample)', search: 'Morocco' },
  ar: { service: 'شريك الدفع عند الاستلام (نموذج)', country: 'المغرب (نموذج)', search: 'المغرب' },
  fr: { service: 'Partenaire COD (exemple)', country: 'Maroc (exemple)', search: 'Maroc' },
} as const;

async function sample(page: Page): Promise<{ service: Service; morocco: Country; saudi: Country }> {
  const services = (await (await page.request.get('/api/services')).json()) as Service[];
  const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
  return {
    service: services.find((s) => s.name === 'Sample COD Partner')!,
    morocco: countries.find((c) => c.code === 'MA' && c.isDefault)!,
    saudi: countries.find((c) => c.code === 'SA' && c.isDefault)!,
  };
}

/** A plan of a sample country saved through the API, unnamed unless told: the server names it in the page's language. */
async function savePlan(page: Page, country: 'morocco' | 'saudi', extra: object = {}): Promise<{ id: string; name: string; createdAt: string }> {
  const { service, ...countries } = await sample(page);
  const chosen = countries[country];
  return postJson(page, '/api/simulations', {
    ...PLAN_EXAMPLE,
    name: '',
    serviceName: service.name,
    countryName: chosen.name,
    countryCode: chosen.code,
    countryCurrency: chosen.currency,
    countryCurrencyCode: chosen.currencyCode,
    currencyRate: chosen.currencyChange,
    averageAOV: 30,
    localCurrencyInputs: [],
    ...extra,
  });
}

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const shown = SHOWN[language];

  test.describe(`journeys around the figures (${language})`, () => {
    test.use({ language });
    test.setTimeout(180_000);

    test('the sample catalogue and a default plan name read in the page’s language, and either name finds them', async ({ page }) => {
      await signUpSeller(page, `names-${language}`);
      const plan = await savePlan(page, 'morocco');
      expect(plan.name).toBe(`${shown.service} · ${shown.country} · ${plan.createdAt.slice(0, 10)}`);

      // The simulator's selects name the samples the same way: a screen reader hears each select's name and its
      // options in the page's language, and the chosen option reads so too.
      await page.goto('/');
      const { service, morocco } = await sample(page);
      const services = page.getByRole('combobox', { name: t.simulator.service, exact: true });
      const countries = page.getByRole('combobox', { name: t.simulator.country, exact: true });
      await expect(page.getByLabel(t.simulator.service, { exact: true }).locator('option', { hasText: shown.service })).toHaveCount(1);
      await expect(page.getByLabel(t.simulator.country, { exact: true }).locator('option', { hasText: shown.country })).toHaveCount(1);
      await services.selectOption(service.id);
      await countries.selectOption(morocco.id);
      await expect(services.locator('option:checked')).toContainText(shown.service);
      await expect(countries.locator('option:checked')).toContainText(shown.country);
      await screenshots(page, 'journeys-names-simulator', language, { fullPage: false });

      await page.goto('/history');
      const card = page.getByRole('article').filter({ hasText: plan.name });
      await expect(page.getByTestId('simulation-name')).toHaveText(plan.name);
      await expect(card.getByText(shown.service, { exact: true })).toBeVisible();
      await expect(card.getByText(shown.country, { exact: true })).toBeVisible();
      await screenshots(page, 'journeys-names-history', language);

      // Found by the country's name in this language, in another, and by the service's stored English name.
      const search = page.getByLabel(t.plans.filters.search, { exact: true });
      for (const query of [shown.search, 'Morocco', 'Maroc', 'المغرب', 'Sample COD']) {
        await search.fill(query);
        await expect(page.getByTestId('simulation-name')).toHaveText(plan.name);
      }
      await search.fill('Atlantis');
      await expect(page.getByTestId('history-no-match')).toBeVisible();

      // The seller's services list shows the sample service in this language and finds it by either name.
      await page.goto('/services');
      const list = page.getByRole('main');
      await expect(list.getByText(shown.service, { exact: true }).first()).toBeVisible();
      await page.getByRole('searchbox').fill('Sample COD');
      await expect(list.getByText(shown.service, { exact: true }).first()).toBeVisible();
      await page.getByRole('searchbox').fill(language === 'ar' ? 'شريك' : language === 'fr' ? 'Partenaire' : 'Partner');
      await expect(list.getByText(shown.service, { exact: true }).first()).toBeVisible();
      await screenshots(page, 'journeys-names-services', language);
    });

    test('the PDF of a plan carries its name', async ({ page }) => {
      await signUpSeller(page, `pdf-${language}`);
      const name = { en: 'Ramadan push Casablanca', ar: 'حملة رمضان الدار البيضاء', fr: 'Promo Aïd Casablanca' }[language];
      await savePlan(page, 'morocco', { name });
      await page.goto('/history');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: fill(t.history.card.exportPdf, { name }) }).click();
      const dir = mkdtempSync(path.join(tmpdir(), 'ribh-e2e-pdf-'));
      try {
        const file = path.join(dir, 'plan.pdf');
        await (await download).saveAs(file);
        const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u061c]/g, '');
        const lines = text.split('\n').map((line) => line.trim()).filter(Boolean);
        expect(lines[1]).toBe(name);
        expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toContain(name);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    journey(language)('compare: two plans of one minute are the same on their date; rates of two currencies are not compared', async ({ page }) => {
      await signUpSeller(page, `compare-${language}`);
      // Two plans saved in one minute: a pair that straddles a minute's end is saved again, and the next pair falls
      // within one minute.
      const samePair = async () => {
        const morocco = await savePlan(page, 'morocco', { name: 'Morocco plan' });
        const saudi = await savePlan(page, 'saudi', { name: 'Saudi plan' });
        return saudi.createdAt.slice(0, 16) === morocco.createdAt.slice(0, 16) ? { morocco, saudi } : undefined;
      };
      let pair = await samePair();
      while (!pair) pair = await samePair();
      const { morocco, saudi } = pair;
      await page.goto(`/history/compare?ids=${morocco.id},${saudi.id}`);
      const table = page.getByTestId('compare-table');
      await expect(table.getByTestId('line-createdAt').getByTestId('verdict')).toHaveAttribute('data-verdict', 'same');
      const rate = table.getByTestId('line-currencyRate');
      await expect(rate.getByTestId('verdict')).toHaveText(t.compare.verdict.otherCurrency);
      await expect(rate.getByTestId('difference')).toHaveCount(0);
      // The dollar results still compare: the same inputs make the same profit.
      await expect(table.getByTestId('line-profit').getByTestId('verdict')).toHaveAttribute('data-verdict', 'same');
      await screenshots(page, 'journeys-compare-currencies', language);
    });

    test('dates stay whole on a phone, on History, the profile and the actuals', async ({ page }) => {
      await signUpSeller(page, `dates-${language}`);
      const plan = await savePlan(page, 'morocco', { name: 'Dates' });
      await postJson(page, `/api/simulations/${plan.id}/actuals`, { date: '2026-11-07', leads: 100, adSpend: 100, confirmed: 25, delivered: 15, returned: 10 });
      await page.setViewportSize({ width: 390, height: 900 });
      const oneLine = async (locator: ReturnType<Page['locator']>) => {
        const box = (await locator.boundingBox())!;
        const lineHeight = await locator.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
        expect(box.height, await locator.textContent() ?? '').toBeLessThan(lineHeight * 1.5);
      };
      await page.goto('/history');
      await oneLine(page.locator('article time').first());
      await screenshots(page, 'journeys-dates-history', language, { widths: [390] });
      await page.goto('/profile');
      for (const date of await page.getByTestId('profile-date').all()) await oneLine(date);
      await screenshots(page, 'journeys-dates-profile', language, { widths: [390] });
    });

    journey(language)('the focus goes on from a sensible place: route change, Rename, Record and an admin fee edit', async ({ page, browser }) => {
      await signUpSeller(page, `focus-${language}`);
      const plan = await savePlan(page, 'morocco', { name: 'Focus plan' });
      await page.goto('/');
      // The focus follows route changes once the page has settled (its code loads after the first paint).
      await page.locator('html[data-route-focus]').waitFor({ state: 'attached' });
      await page.getByRole('navigation', { name: t.common.nav.mainNavigation }).getByRole('link', { name: t.common.nav.history, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      // Rename: the focus returns to the card's button, now named after the new name.
      await page.getByRole('button', { name: fill(t.plans.card.editNamed, { name: plan.name }) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.plans.details.name, { exact: true }).fill('Focus plan renamed');
      await dialog.getByRole('button', { name: t.plans.details.save }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: fill(t.plans.card.editNamed, { name: 'Focus plan renamed' }) })).toBeFocused();

      // Record: the focus goes to the plan-vs-actual the record changed.
      await page.getByRole('link', { name: fill(t.actuals.openNamed, { name: 'Focus plan renamed' }) }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.actuals.title })).toBeFocused();
      const form = t.actuals.form;
      for (const [key, value] of [['leads', '100'], ['adSpend', '100'], ['confirmed', '25'], ['delivered', '15'], ['returned', '10']] as const) {
        await page.getByLabel(form[key], { exact: true }).fill(value);
      }
      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.actuals.compare.title })).toBeFocused();

      // An admin's fee edit, saved unchanged: the focus returns to the row's edit button.
      const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await adminContext.addCookies([{ name: 'language', value: language, url: page.url() }]);
      const admin = await adminContext.newPage();
      expect((await admin.request.post('/api/auth/login', { data: e2eAdmin() })).status()).toBe(200);
      await admin.goto('/admin');
      await admin.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await admin.getByRole('tab', { name: t.admin.tabs.feeStructures }).click();
      // The sample Saudi Arabia's country-wide fees, found by its stored name and labelled with its shown one.
      await admin.getByRole('searchbox').fill('Saudi');
      const saudi = { en: 'Saudi Arabia (sample)', ar: 'المملكة العربية السعودية (نموذج)', fr: 'Arabie saoudite (exemple)' }[language];
      const editName = fill(t.manage.editRow, { name: saudi });
      await admin.getByRole('button', { name: editName, exact: true }).click();
      const feeDialog = admin.getByRole('dialog', { name: t.admin.fees.edit });
      await feeDialog.getByRole('button', { name: t.common.update, exact: true }).click();
      await expect(feeDialog).toBeHidden();
      await expect(admin.getByRole('button', { name: editName, exact: true })).toBeFocused();
      await adminContext.close();
    });

    journey(language)('the profile’s name is edited, and a refusal is said at its field', async ({ page }) => {
      await signUpSeller(page, `profile-${language}`);
      await page.goto('/profile');
      const first = page.getByLabel(new RegExp(`^${t.auth.fields.firstName}`));
      const last = page.getByLabel(new RegExp(`^${t.auth.fields.lastName}`));
      const save = page.getByRole('button', { name: t.auth.profile.name.save });
      await first.fill('أمل');
      await last.fill('Ben\tAli');
      await save.click();
      await expect(page.getByRole('alert')).toHaveText(t.checks.field.notAName);
      await expect(last).toBeFocused();
      await expect(last).toHaveAttribute('aria-invalid', 'true');
      await screenshots(page, 'journeys-profile-name-error', language);
      await last.fill('Ben Ali');
      await save.click();
      await expect(page.getByTestId('profile-name-saved')).toHaveText(t.auth.profile.name.saved);
      await expect(page.getByTestId('profile-display-name')).toHaveText('أمل Ben Ali');
      await page.reload();
      await expect(first).toHaveValue('أمل');
      await expect(last).toHaveValue('Ben Ali');
      await screenshots(page, 'journeys-profile-name', language);
    });

    test('the announcement is dismissed for that announcement, and a new one shows again', async ({ page }) => {
      // The announcement is the administrator's, shared by every spec: this browser is answered its own.
      let texts = { en: 'Eid: deliveries pause on Friday.', ar: 'العيد: يتوقف التوصيل يوم الجمعة.', fr: 'Aïd : les livraisons s’arrêtent vendredi.' };
      await page.route('**/api/announcement', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ content: texts.en, texts, enabled: true }) }),
      );
      await page.goto('/');
      const banner = page.getByTestId('announcement-banner');
      await expect(banner).toContainText(texts[language]);
      await screenshots(page, 'journeys-announcement', language, { fullPage: false });
      await banner.getByRole('button', { name: t.announcement.dismiss }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner).toHaveCount(0);

      texts = { ...texts, [language]: `${texts[language]} +1` };
      await page.reload();
      await expect(banner).toContainText(texts[language]);
    });

    journey(language)('a typed actual record far from the plan is questioned at its field and recorded once confirmed', async ({ page }) => {
      await signUpSeller(page, `typed-${language}`);
      const plan = await savePlan(page, 'morocco', { name: 'Typed plan' });
      await page.goto(`/actuals?plan=${plan.id}`);
      const form = t.actuals.form;
      // 20 delivered orders bringing 5,990 read as dollars: $299.50 an order against the plan's $30.
      for (const [key, value] of [['leads', '100'], ['adSpend', '100'], ['confirmed', '40'], ['delivered', '41'], ['returned', '0'], ['revenueCollected', '5990']] as const) {
        await page.getByLabel(form[key], { exact: true }).fill(value);
      }
      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await expect(page.getByTestId('actual-delivered-error')).toHaveText(t.checks.field.moreThanConfirmed);
      await expect(page.getByLabel(form.delivered, { exact: true })).toBeFocused();
      await page.getByLabel(form.delivered, { exact: true }).fill('20');
      const doubt = page.getByTestId('actual-revenueCollected-doubt');
      await expect(doubt).toContainText(form.implausible.right);
      await expect(doubt).toContainText(language === 'fr' ? '299,50' : '299.50');
      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await expect(page.getByLabel(form.implausible.right)).toBeFocused();
      await screenshots(page, 'journeys-actual-doubt', language);
      const stored = async () => (await (await page.request.get(`/api/simulations/${plan.id}/actuals`)).json()).records as unknown[];
      expect(await stored()).toHaveLength(0);
      await page.getByLabel(form.implausible.right).check();
      await page.getByRole('button', { name: form.submit, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.actuals.compare.title })).toBeFocused();
      expect(await stored()).toHaveLength(1);
    });
  });
}
