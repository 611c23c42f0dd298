import type { Page } from '@playwright/test';
import type { Country, Service } from '../src/domain/entities';
import { expect, expectNoSeriousAxeViolations, inTurn, LANGUAGES, test, type Language } from './support/fixtures';
import { normalizeFigure } from './support/figures';
import { catalogueOf, fill, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { clickAndExpectToast } from './support/toasts';

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

async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator('option', { hasText: option }).first().getAttribute('value');
  await select.selectOption(value!);
}

const journey = inTurn('fr');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

  test.describe(`profit range (${language})`, () => {
    test.use({ language });
    test.setTimeout(180_000);

    journey(language)('type observed counts, read the range and the verdict, save and reopen with them', async ({ page }) => {
      await signUpSeller(page, `risk-${language}`);
      const services = (await (await page.request.get('/api/services')).json()) as Service[];
      const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
      await page.goto('/');
      await choose(page, t.simulator.service, services.find((s) => s.name === 'Sample COD Partner')!.name);
      await page.getByLabel(t.simulator.country, { exact: true }).selectOption(countries.find((c) => c.code === 'MA')!.id);
      await expect(page.getByTestId('fee-confirmedRate')).toContainText('45');
      await textbox(page, t.simulator.inputs.totalLeads).fill('400');
      await textbox(page, t.simulator.inputs.adsCost).fill('2.5');
      await textbox(page, t.simulator.inputs.productCost).fill('8');
      await textbox(page, t.simulator.inputs.averageAOV).fill('30');

      const panel = page.getByTestId('risk-panel');
      await expect(panel).toBeVisible();
      // With every input as typed, the range is the point figure: 33.66 × 55 − 1,624 = $227.30.
      await expect(panel.getByTestId('risk-p50')).toBeVisible();
      expect(amountOf(await panel.getByTestId('risk-p10').textContent(), language)).toBeCloseTo(227.3, 2);
      expect(amountOf(await panel.getByTestId('risk-p90').textContent(), language)).toBeCloseTo(227.3, 2);

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
    });
  });
}
