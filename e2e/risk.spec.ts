import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { Country, Service } from '../src/domain/entities';
import { addDays } from '../src/domain/ledger/zoned-days';
import { SPEC_EXAMPLE } from '../src/domain/test-support/example-plans';
import { csvConventions } from '../src/server/export/csv';
import { exportLabels } from '../src/server/export/export-labels';
import { expect, expectNoSeriousAxeViolations, inTurn, LANGUAGES, test, type Language } from './support/fixtures';
import { money, normalizeFigure, percent } from './support/figures';
import { catalogueOf, fill, signUpSeller } from './support/manage-helpers';
import { shownService } from './support/sample-names';
import { screenshots } from './support/screenshots';
import { clickAndExpectToast, toastWillShow } from './support/toasts';

// The profit range, worked by hand (sample fees of Morocco with Sample COD Partner: confirmed 45 %, order fee $0.30,
// confirmed and delivered lead $0.80, shipping $3 delivered and $2 returned, service fee 5 %):
//   400 leads at $2.50, product $8, order value $30: 180 confirmed. Each delivered order brings
//   30 − 8 − 0.8 − 3 − 1.5 = $16.70, each returned one costs $2; ads 1,000 + order fees 120 + confirmed 144 = 1,264.
//   With d the delivery rate in percent: profit = 1.8d × 16.7 − (180 − 1.8d) × 2 − 1,264 = 33.66d − 1,624,
//   so delivery breaks even at 48.25 %.
//   "40 delivered of 70 shipped" makes d Beta(41, 31) on 0–100 %. Its 10th, 50th and 90th percentiles, by numerical
//   integration of the density, are 49.442 %, 57.009 % and 64.363 %: profit $40.22, $294.93 and $542.45; a loss below
//   48.25 % has probability 6.90 %. Wilson's 90 % interval is 47.3 %–66.4 %: break-even lies inside it.
//   Orders needed: ⌈1.645² × (4/7)(3/7) / 0.05²⌉ − 70 = 266 − 70 = 196.
// 20,000 draws give each percentile within about $3 (one Monte Carlo standard error); the test allows $12.
const EXPECTED = { p10: 40.22, p50: 294.93, p90: 542.45 };

function amountOf(text: string | null, language: Language): number {
  let figure = normalizeFigure(text ?? '').replace('−', '-').replace(/[^\d.,-]/g, '');
  figure = language === 'fr' ? figure.replace(/\./g, '').replace(',', '.') : figure.replace(/,/g, '');
  return Number(figure);
}

// The plan compared with it: the sample plan (100 leads at $1, product $3, order value $48, 25 % confirmed, 60 %
// delivered, 5 % service fee, no other fee) has nothing uncertain, so its range is its profit:
//   25 confirmed, 15 delivered; 720 − 100 − 45 − 36 = $539 at every percentile, and no chance of a loss.
const TYPED_PLAN = { ...SPEC_EXAMPLE, countryCode: 'MA', name: 'Typed plan' };

// The ledger's counts, worked by hand: 10 orders of ARG placed in Morocco 5 days ago, 3 cancelled before
// confirmation, 5 delivered, 2 returned, none on the road: 7 confirmed of 10 orders, 5 delivered of 7 shipped.
// Orders needed for the delivery rate: ⌈1.645² × (5/7)(2/7) / 0.05²⌉ − 7 = ⌈220.9⌉ − 7 = 214.
function ledgerOrders(): string {
  const placed = `${addDays(new Date().toISOString().slice(0, 10), -5)} 10:00`;
  const statuses = ['cancelled', 'cancelled', 'cancelled', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'returned', 'returned'];
  const rows = statuses.map((status, index) => `R-${index + 1},${placed},${status},300.00,ARG,1,MA`);
  return ['Order ID,Date,Status,Total,SKU,Quantity,Country', ...rows].join('\r\n') + '\r\n';
}

async function importOrders(page: Page, file: string): Promise<void> {
  const query = new URLSearchParams({ fileName: 'orders.csv', currency: 'MAD', kind: 'orders', source: 'generic' });
  const response = await page.request.post(`/api/ledger/imports?${query}`, { headers: { 'content-type': 'text/csv' }, data: Buffer.from(file) });
  expect(response.status(), await response.text()).toBe(202);
  const { id } = (await response.json()) as { id: string };
  await expect.poll(async () => ((await (await page.request.get(`/api/ledger/imports/${id}`)).json()) as { state: string }).state, { timeout: 60_000 }).toBe('done');
}

async function openSimulator(page: Page, t: ReturnType<typeof catalogueOf>): Promise<void> {
  const services = (await (await page.request.get('/api/services')).json()) as Service[];
  const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
  await page.goto('/');
  await page.getByLabel(t.simulator.service, { exact: true }).selectOption(services.find((s) => s.name === 'Sample COD Partner')!.id);
  await page.getByLabel(t.simulator.country, { exact: true }).selectOption(countries.find((c) => c.code === 'MA')!.id);
  await expect(page.getByTestId('fee-confirmedRate')).toContainText('45');
  const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await textbox(t.simulator.inputs.totalLeads).fill('400');
  await textbox(t.simulator.inputs.adsCost).fill('2.5');
  await textbox(t.simulator.inputs.productCost).fill('8');
  await textbox(t.simulator.inputs.averageAOV).fill('30');
}

const journey = inTurn('fr');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);

  test.describe(`profit range (${language})`, () => {
    test.use({ language });
    test.setTimeout(180_000);

    journey(language)('type observed counts, read the range and the verdict, save and reopen with them, compare and export the range', async ({ page }) => {
      await signUpSeller(page, `risk-${language}`);
      await openSimulator(page, t);

      const panel = page.getByTestId('risk-panel');
      await expect(panel).toBeVisible();
      // With every input as typed, the range is the point figure: 33.66 × 55 − 1,624 = $227.30.
      await expect(panel.getByTestId('risk-p50')).toBeVisible();
      // The panel may still show the range of the inputs as they were a keystroke ago: wait for the current one.
      await expect.poll(async () => amountOf(await panel.getByTestId('risk-p10').textContent(), language)).toBeCloseTo(227.3, 2);
      await expect.poll(async () => amountOf(await panel.getByTestId('risk-p90').textContent(), language)).toBeCloseTo(227.3, 2);

      const delivery = fill(t.risk.mode.label, { input: t.risk.inputs.deliveredRate });
      await panel.getByLabel(delivery, { exact: true }).selectOption('counts');
      await panel.getByLabel(t.risk.counts.deliveredRate.successes, { exact: true }).fill('40');
      await panel.getByLabel(t.risk.counts.deliveredRate.trials, { exact: true }).fill('70');

      await expect(panel.getByTestId('risk-orders-needed-delivery')).toHaveText('196');
      await expect(panel.getByTestId('risk-verdict-delivery')).toHaveAttribute('data-verdict', 'unknown');
      await expect(panel.getByTestId('risk-histogram')).toBeVisible();
      await expect(panel.locator('[aria-busy="false"]')).toBeVisible();
      for (const key of ['p10', 'p50', 'p90'] as const) {
        expect(Math.abs(amountOf(await panel.getByTestId(`risk-${key}`).textContent(), language) - EXPECTED[key])).toBeLessThan(12);
      }
      expect(Math.abs(amountOf(await panel.getByTestId('risk-loss-probability').textContent(), language) - 6.9)).toBeLessThan(1);
      const p50 = await panel.getByTestId('risk-p50').textContent();
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'risk-range', language);

      // A contradiction is named at its field, and the range goes back to the point figure.
      await panel.getByLabel(t.risk.counts.deliveredRate.successes, { exact: true }).fill('80');
      await expect(panel.getByText(t.risk.problems.successesAboveTrials)).toBeVisible();
      await panel.getByLabel(t.risk.counts.deliveredRate.successes, { exact: true }).fill('40');
      await expect(panel.getByTestId('risk-p50')).toHaveText(p50!);

      // Saved and reopened, the plan keeps its counts and gives the same range.
      await clickAndExpectToast(page, page.getByRole('button', { name: t.history.save.simulation }), t.history.save.simulationSaved);
      const [plan] = (await (await page.request.get('/api/simulations')).json()) as { id: string; uncertainty: unknown }[];
      expect(plan!.uncertainty).toEqual({ deliveredRate: { kind: 'counts', successes: 40, trials: 70 } });
      await page.goto(`/?plan=${plan!.id}`);
      await expect(panel.getByLabel(delivery, { exact: true })).toHaveValue('counts');
      await expect(panel.getByLabel(t.risk.counts.deliveredRate.successes, { exact: true })).toHaveValue('40');
      await expect(panel.getByLabel(t.risk.counts.deliveredRate.trials, { exact: true })).toHaveValue('70');
      await expect(panel.getByTestId('risk-p50')).toHaveText(p50!);
      await expect(panel.getByTestId('risk-orders-needed-delivery')).toHaveText('196');
      await expect(panel.getByTestId('risk-verdict-delivery')).toHaveAttribute('data-verdict', 'unknown');
      const shown = {
        p10: normalizeFigure((await panel.getByTestId('risk-p10').textContent()) ?? ''),
        p50: normalizeFigure(p50 ?? ''),
        p90: normalizeFigure((await panel.getByTestId('risk-p90').textContent()) ?? ''),
        loss: normalizeFigure((await panel.getByTestId('risk-loss-probability').textContent()) ?? ''),
      };

      // Compared with a plan typed without uncertainty: each plan's range on its own line, the same figures as on screen.
      const typed = await page.request.post('/api/simulations', { data: TYPED_PLAN });
      expect(typed.status()).toBe(201);
      const typedId = ((await typed.json()) as { id: string }).id;
      await page.goto(`/history/compare?ids=${plan!.id},${typedId}`);
      await expect(page.getByRole('heading', { level: 1, name: t.compare.title })).toBeVisible();
      const line = (key: string) => page.getByTestId(`line-${key}`).getByRole('cell');
      const figure = async (key: string, index: number) => normalizeFigure((await line(key).nth(index).getByTestId('figure').textContent()) ?? '');
      await expect(page.getByTestId('line-profitP50')).toContainText(t.risk.results.terms.profitP50);
      expect([await figure('profitP10', 0), await figure('profitP50', 0), await figure('profitP90', 0)]).toEqual([shown.p10, shown.p50, shown.p90]);
      expect(await figure('lossProbability', 0)).toBe(shown.loss);
      expect([await figure('profitP10', 1), await figure('profitP50', 1), await figure('profitP90', 1)]).toEqual([money(539, language), money(539, language), money(539, language)]);
      expect(await figure('lossProbability', 1)).toBe(percent(0, language));
      // The typed plan's P10 is above the baseline's: better on a line where more profit is better.
      await expect(line('profitP10').nth(1).getByTestId('verdict')).toHaveAttribute('data-verdict', 'better');
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'risk-compare', language);

      // The plan's CSV and PDF carry the same range, read back as a spreadsheet and a PDF reader would.
      const labels = exportLabels(language);
      await page.goto('/history');
      const card = page.getByTestId('simulation-card').filter({ hasText: shownService('Sample COD Partner', language) });
      const planName = ((await (await page.request.get(`/api/simulations/${plan!.id}`)).json()) as { name: string }).name;
      const csvToast = await toastWillShow(page, t.history.toast.csvExported);
      const [csvDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: fill(t.history.card.exportCsv, { name: planName }) }).click()]);
      const rows: string[][] = parse(readFileSync((await csvDownload.path())!, 'utf8').replace(/^\uFEFF/, ''), { relax_column_count: true, delimiter: csvConventions(language).delimiter });
      const cell = (label: string) => Number(rows.find((row) => row[0] === label)![1]!.replace(',', '.'));
      expect(rows.some((row) => row[0] === labels.sections.range)).toBe(true);
      expect([money(cell(`${labels.profitP10} ($)`), language), money(cell(`${labels.profitP50} ($)`), language), money(cell(`${labels.profitP90} ($)`), language)]).toEqual([shown.p10, shown.p50, shown.p90]);
      expect(percent(cell(labels.lossProbability), language)).toBe(shown.loss);
      await csvToast();
      const pdfToast = await toastWillShow(page, t.history.toast.pdfExported);
      const [pdfDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: fill(t.history.card.exportPdf, { name: planName }) }).click()]);
      const pdfText = normalizeFigure(execFileSync('pdftotext', ['-layout', (await pdfDownload.path())!, '-'], { encoding: 'utf8' }));
      const figures = language === 'fr' ? 'fr' : 'en';
      for (const value of [cell(`${labels.profitP10} ($)`), cell(`${labels.profitP50} ($)`), cell(`${labels.profitP90} ($)`)]) expect(pdfText).toContain(money(value, figures));
      await pdfToast();
    });

    journey(language)('take the observed counts from the ledger for a product and country, and keep where they came from', async ({ page }) => {
      await signUpSeller(page, `risk-ledger-${language}`);
      await importOrders(page, ledgerOrders());
      await openSimulator(page, t);
      const panel = page.getByTestId('risk-panel');
      const ledger = panel.getByTestId('risk-ledger');
      await ledger.getByText(t.risk.ledger.heading).click();
      await expect(ledger.getByLabel(t.risk.ledger.product, { exact: true })).toHaveValue('ARG');
      await expect(ledger.getByLabel(t.risk.ledger.country, { exact: true })).toHaveValue('MA');
      await ledger.getByRole('button', { name: t.risk.ledger.use }).click();
      await expect(ledger.getByTestId('risk-ledger-status')).toHaveText(fill(t.risk.ledger.taken, { confirmed: 7, orders: 10, delivered: 5, shipped: 7 }));
      await expect(panel.getByLabel(t.risk.counts.confirmedRate.successes, { exact: true })).toHaveValue('7');
      await expect(panel.getByLabel(t.risk.counts.confirmedRate.trials, { exact: true })).toHaveValue('10');
      await expect(panel.getByLabel(t.risk.counts.deliveredRate.successes, { exact: true })).toHaveValue('5');
      await expect(panel.getByLabel(t.risk.counts.deliveredRate.trials, { exact: true })).toHaveValue('7');
      await expect(panel.getByTestId('risk-orders-needed-delivery')).toHaveText('214');
      await expect(panel.getByTestId('risk-source-delivery')).toContainText('ARG');
      await expect(panel.getByTestId('risk-source-delivery')).toContainText('MA');
      await expect(panel.locator('[aria-busy="false"]')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'risk-ledger', language);

      // Saved and reopened, the counts still say where they came from; typing over them forgets it.
      await clickAndExpectToast(page, page.getByRole('button', { name: t.history.save.simulation }), t.history.save.simulationSaved);
      const [plan] = (await (await page.request.get('/api/simulations')).json()) as { id: string; uncertainty: { deliveredRate?: { source?: { sku: string } } } }[];
      expect(plan!.uncertainty.deliveredRate?.source?.sku).toBe('ARG');
      await page.goto(`/?plan=${plan!.id}`);
      await expect(panel.getByTestId('risk-source-delivery')).toContainText('ARG');
      await panel.getByLabel(t.risk.counts.deliveredRate.successes, { exact: true }).fill('6');
      await expect(panel.getByTestId('risk-source-delivery')).toHaveCount(0);
    });
  });
}
