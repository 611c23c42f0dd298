import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { Country, Service } from '../src/domain/entities';
import { formatCurrency } from '../src/domain/format';
import { compareLabels } from '../src/server/export/compare-labels';
import { csvConventions } from '../src/server/export/csv';
import { expect, expectNoSeriousAxeViolations, inTurn, LANGUAGES, test } from './support/fixtures';
import { money, normalizeFigure, percent } from './support/figures';
import { catalogueOf, fill, pluralOf, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { clickAndExpectToast } from './support/toasts';
import { shownSampleCountry, shownService } from './support/sample-names';

// "Done means", as ONE walk: save → rename → reopen → change → save as copy → compare
// the two → share → open the link in a fresh browser context signed out → revoke → 404; record actuals and see
// the gap; import a CSV of actuals. An amount typed in MAD reopens in MAD; actuals are typed in MAD.
//
// Worked by hand (sample fees of Morocco with Sample COD Partner: confirmed 45 %, delivered 55 %, order fee $0.30,
// confirmed and delivered lead $0.80, shipping $3 delivered and $2 returned, service fee 5 %; 10 MAD a dollar):
//   The plan: 400 leads, ads $1.50, product 80 MAD = $8, order value $30. C = 180, D = 99, R = 81.
//   revenue 99 × 30 = 2,970; ads 600; product 99 × 8 = 792; services 120 + 144 + 79.2 + 297 + 162 = 802.2;
//   percentage 148.5; profit 2,970 − 600 − 792 − 802.2 − 148.5 = $627.30.
//   The copy: ads $2.50 a lead, so profit 627.3 − 400 = $227.30: $400 worse than the plan, or the plan $400 better.
//   Actuals: 400 leads, 6,000 MAD of ads ($600), 180 confirmed, 72 delivered (40 %), 108 returned. Each of the
//   27 orders returned instead of delivered loses 30 − 8 − 0.8 − 3 + 2 − 1.5 = $18.70: the delivery rate cost
//   27 × 18.7 = $504.90, and the actual profit is 627.3 − 504.9 = $122.40.

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const normalized = (text: string | null) => normalizeFigure(text ?? '');

const ORDERS_HEADER = 'Order ID,Customer,Status,Collected';
const BAD_ORDERS = [ORDERS_HEADER, 'C-1,"Sara, Rabat",Delivered,30', 'C-2,Omar,Returned,', 'C-1,Lina,Delivered,30', 'C-4,Adam,Shipped,'].join('\n');
const GOOD_ORDERS = [ORDERS_HEADER, 'C-1,"Sara, Rabat",Delivered,30', 'C-2,Omar,Returned,', 'C-3,Lina,Delivered,30', 'C-4,Adam,Shipped,'].join('\n');
// The next courier export repeats C-2 (row 3), which the first import already counted.
const NEXT_ORDERS = [ORDERS_HEADER, 'C-5,Rim,Delivered,30', 'C-2,Omar,Delivered,30'].join('\n');

// The walk takes the same steps to the same figures (each written the language's way) in every language; it walks in
// one language per run, in its turn (decision 0029), and in all three with E2E_EVERY_LANGUAGE=1 (decision 0069).
const journey = inTurn('fr');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const p = t.plans;
  const c = t.compare;
  const a = t.actuals;
  const mad = (value: number) => normalizeFigure(formatCurrency(value, 'MAD', language));

  test.describe(`living plans (${language})`, () => {
    test.use({ language });
    test.setTimeout(720_000);

    journey(language)('save, rename, reopen, copy, compare, share, revoke; record actuals in MAD, see the gap, import orders', async ({ page, browser }) => {
      await signUpSeller(page, `plans-${language}`);
      const services = (await (await page.request.get('/api/services')).json()) as Service[];
      const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
      const service = services.find((s) => s.name === 'Sample COD Partner')!;
      const country = countries.find((s) => s.code === 'MA')!;
      expect(country.currencyChange).toBe(10);

      // Save: the product cost typed in MAD, the rest in dollars.
      await page.goto('/');
      // Services and countries are offered under their names in the page's language: chosen by id.
      await page.getByLabel(t.simulator.service, { exact: true }).selectOption(service.id);
      await page.getByLabel(t.simulator.country, { exact: true }).selectOption(country.id);
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(new RegExp(percent(45, language).replace(/[%٪]/, '.?[%٪]')));
      await textbox(page, t.simulator.inputs.totalLeads).fill('400');
      await textbox(page, t.simulator.inputs.adsCost).fill('1.5');
      await page.getByTestId('currency-productCost-local').click();
      await textbox(page, t.simulator.inputs.productCost).fill('80');
      await textbox(page, t.simulator.inputs.averageAOV).fill('30');
      await clickAndExpectToast(page, page.getByRole('button', { name: t.history.save.simulation }), t.history.save.simulationSaved);

      // Rename, with a product and a note.
      await page.goto('/history');
      const card = page.getByTestId('simulation-card');
      await expect(card).toHaveCount(1);
      const defaultName = (await card.getByTestId('simulation-name').textContent())!;
      // Named in the page's language (a sample service translated).
      expect(defaultName).toContain(shownService(service.name, language));
      await card.getByRole('button', { name: fill(p.card.editNamed, { name: defaultName }) }).click();
      const dialog = page.getByRole('dialog', { name: p.details.title });
      await dialog.getByLabel(p.details.name, { exact: true }).fill('');
      await dialog.getByRole('button', { name: p.details.save }).click();
      await expect(dialog.getByText(p.details.nameRequired)).toBeVisible();
      const planName = { en: 'Ramadan test', ar: 'تجربة رمضان', fr: 'Test Ramadan' }[language];
      await dialog.getByLabel(p.details.name, { exact: true }).fill(planName);
      await dialog.getByLabel(p.details.productName).fill('Argan oil');
      await dialog.getByLabel(p.details.note).fill('Casablanca, first week');
      await screenshots(page, 'plans-rename', language);
      await dialog.getByRole('button', { name: p.details.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByTestId('simulation-name')).toHaveText(planName);
      await expect(card.getByTestId('simulation-product')).toContainText('Argan oil');
      await expect(card.getByTestId('simulation-note')).toContainText('Casablanca, first week');

      // Reopen: every input comes back, the fees too, and the product cost still in MAD.
      await card.getByRole('link', { name: fill(p.card.openNamed, { name: planName }) }).click();
      await expect(page.getByTestId('plan-opened')).toHaveText(fill(p.opened, { name: planName }));
      await expect(textbox(page, t.simulator.inputs.totalLeads)).toHaveValue('400');
      await expect(textbox(page, t.simulator.inputs.adsCost)).toHaveValue('1.5');
      await expect(textbox(page, t.simulator.inputs.productCost)).toHaveValue('80');
      await expect(page.getByTestId('currency-productCost-local')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('currency-adsCost-usd')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel(t.simulator.service, { exact: true }).locator('option:checked')).toContainText(shownService(service.name, language));
      await expect(page.getByLabel(t.simulator.country, { exact: true }).locator('option:checked')).toContainText(shownSampleCountry(country.code!, language));
      await expect(page.getByRole('button', { name: fill(p.update, { name: planName }) })).toBeVisible();
      await screenshots(page, 'plans-reopened', language);

      // Change one input and keep it as a copy; the original stays as it was.
      await textbox(page, t.simulator.inputs.adsCost).fill('2');
      await page.getByRole('button', { name: p.saveCopy }).click();
      const copyName = fill(p.copyName, { name: planName });
      await expect(page.getByTestId('plan-opened')).toHaveText(fill(p.opened, { name: copyName }));
      await expect(page).toHaveURL(/\?plan=[0-9a-f-]{36}$/);

      // Update the copy in place.
      await textbox(page, t.simulator.inputs.adsCost).fill('2.5');
      await clickAndExpectToast(page, page.getByRole('button', { name: fill(p.update, { name: copyName }) }), p.updated);

      await page.goto('/history');
      await expect(card).toHaveCount(2);
      const copy = card.filter({ has: page.getByRole('heading', { name: copyName, exact: true }) });
      const original = card.filter({ has: page.getByRole('heading', { name: planName, exact: true }) });
      const tile = async (scope: typeof card, id: string) => normalized(await scope.getByTestId(id).textContent());
      expect(await tile(copy, 'tile-ads-cost')).toBe(money(2.5, language));
      expect(await tile(original, 'tile-ads-cost')).toBe(money(1.5, language));
      expect(await tile(copy, 'tile-product-cost')).toBe(mad(80));
      expect(await tile(original, 'tile-product-cost')).toBe(mad(80));
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'plans-history', language);

      // Duplicate and delete from History.
      await original.getByRole('button', { name: fill(p.card.duplicateNamed, { name: planName }) }).click();
      await expect(card).toHaveCount(3);
      // Newest first: the duplicate is the first card of that name (the edited copy is the second).
      const duplicate = card.filter({ has: page.getByRole('heading', { name: copyName, exact: true }) }).first();
      await duplicate.getByRole('button', { name: fill(t.history.card.delete, { name: copyName }) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.history.deleteDialog.confirm }).click();
      await expect(card).toHaveCount(2);

      // Find it again: search, sort by profit, counts in the language being read.
      const f = p.filters;
      const counted = (count: number) => pluralOf(language, t.history.list, 'count', count).replace('{{count}}', String(count));
      await expect(page.getByTestId('simulation-count')).toHaveText(counted(2));
      // The copy's name says "copy" in the language being read.
      await page.getByLabel(f.search).fill({ en: 'copy', ar: 'نسخة', fr: 'copie' }[language]);
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('simulation-name')).toHaveText(copyName);
      await expect(page.getByTestId('simulation-count')).toHaveText(counted(1));
      await page.getByLabel(f.search).fill('no such plan');
      await expect(page.getByTestId('history-no-match')).toHaveText(f.none);
      await page.getByRole('button', { name: f.clear }).click();
      await expect(card).toHaveCount(2);
      await page.getByLabel(f.sort).selectOption('profit');
      await expect(card.first().getByTestId('simulation-name')).toHaveText(planName);
      await page.getByLabel(f.country, { exact: true }).selectOption(country.name);
      await expect(card).toHaveCount(2);
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'plans-history-filters', language);

      // Compare the two: the first ticked is the baseline; the best profit is marked.
      const compareButton = page.getByRole('button', { name: fill(c.select.action, { n: 0 }) });
      await expect(compareButton).toBeDisabled();
      await expect(page.getByTestId('compare-bar')).toContainText(c.select.tooFew);
      await page.getByRole('checkbox', { name: fill(c.select.label, { name: planName }), exact: true }).check();
      await expect(page.getByRole('button', { name: fill(c.select.action, { n: 1 }) })).toBeDisabled();
      await page.getByRole('checkbox', { name: fill(c.select.label, { name: copyName }), exact: true }).check();
      await expect(page.getByTestId('compare-bar')).toContainText(fill(c.select.ready, { n: 2 }));
      await page.getByRole('button', { name: fill(c.select.action, { n: 2 }) }).click();
      await expect(page).toHaveURL(/\/history\/compare\?ids=[0-9a-f-]{36},[0-9a-f-]{36}$/);
      const [planId, copyId] = new URL(page.url()).searchParams.get('ids')!.split(',');
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      const columns = page.getByTestId('plan-column');
      await expect(columns.nth(0)).toContainText(planName);
      await expect(columns.nth(1)).toContainText(copyName);
      await expect(columns.nth(0).getByTestId('baseline-mark')).toHaveText(c.baseline.badge);
      await expect(columns.nth(0).getByTestId('best-profit')).toHaveText(c.bestProfit);
      await expect(columns.nth(1).getByTestId('best-profit')).toHaveCount(0);
      const profit = page.getByTestId('line-profit').getByRole('cell');
      const figure = async (index: number) => normalized(await profit.nth(index).getByTestId('figure').textContent());
      expect(await figure(0)).toBe(money(627.3, language));
      expect(await figure(1)).toBe(money(227.3, language));
      await expect(profit.nth(0).getByTestId('verdict')).toHaveCount(0);
      await expect(profit.nth(1).getByTestId('verdict')).toHaveAttribute('data-verdict', 'worse');
      await expect(profit.nth(1).getByTestId('verdict')).toContainText(c.verdict.worse);
      expect(normalized(await profit.nth(1).getByTestId('difference').textContent())).toBe(money(-400, language));
      // Lower is better for a cost: the copy pays $1 more per lead.
      await expect(page.getByTestId('line-adsCost').getByTestId('verdict')).toHaveAttribute('data-verdict', 'worse');
      await expectNoSeriousAxeViolations(page);

      // The copy as the baseline: the address keeps it, and the verdicts turn round.
      await page.getByRole('radio', { name: copyName, exact: true }).check();
      await expect(page).toHaveURL(new RegExp(`baseline=${copyId}$`));
      await expect(columns.nth(1).getByTestId('baseline-mark')).toBeVisible();
      await expect(profit.nth(0).getByTestId('verdict')).toHaveAttribute('data-verdict', 'better');
      await expect(profit.nth(0).getByTestId('verdict')).toContainText(c.verdict.better);
      expect(normalized(await profit.nth(0).getByTestId('difference').textContent())).toBe(`+${money(400, language)}`);
      await expect(columns.nth(0).getByTestId('best-profit')).toBeVisible();
      await screenshots(page, 'compare', language);

      // On a phone: a card per plan, stacked, with the same marks and verdicts, and no sideways scroll.
      await page.setViewportSize({ width: 390, height: 844 });
      const compareCards = page.getByTestId('compare-cards').getByRole('listitem');
      await expect(compareCards).toHaveCount(2);
      await expect(compareCards.nth(0).getByTestId('best-profit')).toBeVisible();
      await expect(compareCards.nth(1).getByTestId('baseline-mark')).toBeVisible();
      await expect(compareCards.nth(0).locator('[data-verdict="better"]').first()).toContainText(c.verdict.better);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: c.exportCsv }).click()]);
      expect(download.suggestedFilename()).toMatch(/^comparison-\d{4}-\d\d-\d\d\.csv$/);
      // French and Arabic spreadsheets read ';' between cells.
      const rows: string[][] = parse(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), {
        relax_column_count: true,
        delimiter: csvConventions(language).delimiter,
      });
      const words = compareLabels(language);
      expect(rows).toContainEqual([words.baseline, copyName]);
      expect(rows).toContainEqual([words.bestProfit, planName]);
      const decimal = (text: string) => (csvConventions(language).decimalComma ? text.replace('.', ',') : text);
      expect(rows.find((row) => row.at(-2) === '400')?.slice(1)).toEqual([decimal('627.3'), decimal('227.3'), '400', words.verdicts.better]);

      // Share a read-only link; open it signed out; copy it into a guest's simulator; revoke → 404.
      await page.goto('/history');
      const sh = p.share;
      await original.getByRole('button', { name: fill(sh.buttonNamed, { name: planName }) }).click();
      const shareDialog = page.getByRole('dialog', { name: sh.title });
      await shareDialog.getByRole('button', { name: sh.create }).click();
      const link = await shareDialog.getByLabel(sh.link, { exact: true }).inputValue();
      // The link carries the language the message around it is written in.
      expect(link).toMatch(new RegExp(`/s/[A-Za-z0-9_-]{43}\\?lang=${language}$`));
      const summary = await shareDialog.getByLabel(sh.summary).inputValue();
      expect(summary.split('\n').at(-1)).toBe(link);
      expect(summary).toContain(planName);
      expect(summary).toContain(sh.words.breakEvenCpl);
      await expect(shareDialog.getByTestId('share-link-row')).toHaveCount(1);
      await screenshots(page, 'plans-share', language);

      const guest = await browser.newContext({ baseURL: new URL(link).origin });
      await guest.addInitScript((lang: string) => window.localStorage.setItem('language', lang), language);
      const viewer = await guest.newPage();
      const answer = await viewer.goto(link);
      expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(viewer.getByTestId('shared-name')).toHaveText(planName);
      await expect(viewer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(viewer.getByText(t.plans.shared.readOnly)).toBeVisible();
      expect(await viewer.content()).not.toContain('@e2e.example.com');
      await expectNoSeriousAxeViolations(viewer);
      await screenshots(viewer, 'plans-shared-page', language);
      await viewer.getByRole('link', { name: t.plans.shared.copyToSimulator }).click();
      await expect(textbox(viewer, t.simulator.inputs.adsCost)).toHaveValue('1.5');
      await expect(textbox(viewer, t.simulator.inputs.totalLeads)).toHaveValue('400');
      // The guest's copy keeps the product cost in MAD too.
      await expect(viewer.getByTestId('currency-productCost-local')).toHaveAttribute('aria-pressed', 'true');

      await shareDialog.getByRole('button', { name: sh.revoke }).click();
      await expect(shareDialog.getByTestId('share-link-row')).toHaveCount(0);
      const dead = await viewer.goto(link);
      expect(dead!.status()).toBe(200);
      await expect(viewer.getByTestId('shared-not-found')).toHaveText(t.plans.shared.notFound);
      expect((await viewer.request.get(`/api/shared/${new URL(link).pathname.split('/s/')[1]}`)).status()).toBe(404);
      await guest.close();

      // Plan against actuals, from History's row.
      await page.goto('/history');
      await page.getByRole('link', { name: fill(a.openNamed, { name: planName }), exact: true }).click();
      await expect(page.getByTestId('actuals-plan-name')).toHaveText(planName);
      await expect(page.getByTestId('no-actuals')).toBeVisible();

      // A broken funnel is a field error, and nothing is recorded.
      const field = (label: string) => page.getByLabel(label, { exact: true });
      await field(a.form.date).fill('2026-11-20');
      await field(a.form.leads).fill('400');
      await page.getByTestId('currency-actual-adSpend-local').click();
      await field(a.form.adSpend).fill('6000');
      await field(a.form.confirmed).fill('180');
      await field(a.form.delivered).fill('72');
      await field(a.form.returned).fill('109');
      await page.getByRole('button', { name: a.form.submit, exact: true }).click();
      await expect(page.getByTestId('actual-returned-error')).toHaveText(t.checks.field.moreThanConfirmed);
      await expect(field(a.form.returned)).toBeFocused();
      await field(a.form.returned).fill('108');
      await page.getByRole('button', { name: a.form.submit, exact: true }).click();
      const records = page.getByTestId('actual-record');
      await expect(records).toHaveCount(1);
      // The record shows the spend as typed, in MAD.
      expect(normalized(await records.textContent())).toContain(mad(6000));

      // The gap and the driver, in this language's figures: 6,000 MAD is the plan's $600, so delivery is all that moved.
      const driver = page.getByTestId('biggest-driver');
      await expect(driver).toHaveAttribute('data-driver', 'deliveredRate');
      const sentence = fill(a.driver.cost.deliveredRate, { actual: percent(40, language), plan: percent(55, language), money: money(504.9, language) });
      expect(normalized(await driver.textContent())).toBe(normalizeFigure(sentence));
      await expect(page.getByTestId('gap-profit')).toHaveAttribute('data-verdict', 'worse');
      expect(normalized(await page.getByTestId('actual-profit').textContent())).toBe(money(122.4, language));
      await expect(page.getByTestId('gap-deliveredRate')).toContainText(a.compare.worse);
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'actuals-gap', language);

      // Re-plan: the simulator opens with the real delivery rate, the plan's other inputs kept.
      await page.getByRole('link', { name: a.replan }).click();
      await expect(page).toHaveURL(new RegExp(`\\?plan=${planId}&rates=actual$`));
      await expect(page.getByTestId('fee-deliveredRate')).toHaveText(new RegExp(percent(40, language).replace(/[%٪]/, '.?[%٪]')));
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(new RegExp(percent(45, language).replace(/[%٪]/, '.?[%٪]')));
      await expect(textbox(page, t.simulator.inputs.totalLeads)).toHaveValue('400');
      await expect(page.getByTestId('currency-productCost-local')).toHaveAttribute('aria-pressed', 'true');

      // Import: a file with a duplicate order id is refused by its row, and nothing is imported.
      await page.goBack();
      await expect(records).toHaveCount(1);
      const importFile = (csv: string) => page.getByLabel(a.import.file, { exact: true }).setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await importFile(BAD_ORDERS);
      // The columns are proposed by their names (never "Customer" as the status); this file's amounts are dollars,
      // not the plan's dirhams the import assumes first.
      await expect(page.getByLabel(a.import.status, { exact: true })).toHaveValue('Status');
      await expect(page.getByLabel(a.import.amount, { exact: true })).toHaveValue('Collected');
      await page.getByTestId('currency-import-revenueCollected-usd').click();
      for (const [status, meaning] of [['Delivered', 'delivered'], ['Returned', 'returned'], ['Shipped', 'inTransit']] as const) {
        await page.getByLabel(status, { exact: true }).selectOption(meaning);
      }
      await page.getByLabel(a.import.adSpend, { exact: true }).fill('4');
      await page.getByRole('button', { name: a.import.submit, exact: true }).click();
      const problems = page.getByTestId('import-problems');
      await expect(problems).toContainText(a.import.refused);
      expect(normalized(await problems.locator('li').textContent())).toBe(normalizeFigure(fill(a.import.row, { row: '4', problem: t.checks.field.duplicateOrderId })));
      await screenshots(page, 'actuals-import-refused', language);
      const stored = async () => (await (await page.request.get(`/api/simulations/${planId}/actuals`)).json()).records as Record<string, unknown>[];
      expect(await stored()).toHaveLength(1);

      // The corrected file imports: one more record, counted from its four orders.
      await importFile(GOOD_ORDERS);
      // The columns chosen are kept for the new file.
      await expect(page.getByLabel(a.import.status, { exact: true })).toHaveValue('Status');
      await page.getByRole('button', { name: a.import.submit, exact: true }).click();
      await expect(records).toHaveCount(2);
      expect((await stored())[1]).toMatchObject({ leads: 4, confirmed: 4, delivered: 2, returned: 1, revenueCollected: 60, orderCount: 4 });
      await screenshots(page, 'actuals-imported', language);

      // The next export repeats an order the first import counted: refused by its row, nothing imported.
      await importFile(NEXT_ORDERS);
      await page.getByRole('button', { name: a.import.submit, exact: true }).click();
      await expect(problems).toContainText(a.import.refused);
      expect(normalized(await problems.locator('li').textContent())).toBe(normalizeFigure(fill(a.import.row, { row: '3', problem: t.checks.field.importedBefore })));
      expect(await stored()).toHaveLength(2);
    });
  });
}
