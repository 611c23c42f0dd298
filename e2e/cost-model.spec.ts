import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Country, Service, Simulation } from '../src/domain/entities';
import { formatCount, formatCurrency } from '../src/domain/format';
import { exportLabels } from '../src/server/export/export-labels';
import { expect, expectNoSeriousAxeViolations, inTurn, LANGUAGES, test } from './support/fixtures';
import { money, normalizeFigure, percent } from './support/figures';
import { catalogueOf, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { clickAndExpectToast } from './support/toasts';

// A Moroccan seller prices in MAD at 10 MAD/USD and buys ads in USD, turns on returns loss and fixed
// costs, plans backwards with the Goal panel, saves, and finds the same figures in history, the CSV and the PDF.
//
// Worked by hand (sample fees of Morocco with Sample COD Partner: confirmed 45 %, delivered 55 %, order fee
// $0.30, confirmed and delivered lead $0.80, shipping $3 delivered and $2 returned, service fee 5 %):
//   1000 leads, ads $1, product 80 MAD = $8, order value 299 MAD = $29.90, 50 % of returns lost, $2,000 fixed a
//   month, 3000 leads a month. C = 450, D = 247.5, R = 202.5.
//   revenue = 247.5 × 29.90 = 7,400.25 (74,002.50 MAD); services = 300 + 360 + 198 + 742.5 + 405 = 2,005.50;
//   percentage = 370.0125; return loss = 202.5 × 0.5 × 8 = 810; products = 1,980 + 810 = 2,790;
//   profit = 7,400.25 − 1,000 − 2,790 − 2,005.50 − 370.0125 = 1,234.7375; per lead 1.2347375;
//   monthly net = 1.2347375 × 3000 − 2000 = 1,704.2125.
// Goals: leads for $3,000 a month = 5000 / 1.2347375 = 4049.4 → 4,050;
//   ROI 20 %: profit(c) = 2234.7375 − 1000c, investment(c) = 2790 + 1000c → c ≤ 1676.7375 / 1200 = $1.3973;
//   profit $2,000 by confirmation x %: profit = 56.3275x − 1300 → x ≥ 3300 / 56.3275 = 58.59 %;
//   by delivery y %: profit = 101.7225y − 4360 → y ≥ 6360 / 101.7225 = 62.52 %;
//   margin 20 % by order value a: 235.125a − 5795.5 ≥ 49.5a → a ≥ 5795.5 / 185.625 = $31.2216 (312.22 MAD);
//   profit $10,000 by confirmation needs 11300 / 56.3275 = 200.6 %: not reachable.
const HAND = {
  revenue: 7400.25,
  revenueMad: 74002.5,
  returnLoss: 810,
  profit: 1234.7375,
  monthlyProfit: 1704.2125,
  goalLeads: 4050,
  goalCpl: 1676.7375 / 1200,
  goalConfirmed: 3300 / 56.3275,
  goalDelivered: 6360 / 101.7225,
  goalAov: 5795.5 / 185.625,
};

function pdfToText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ribh-cost-model-'));
  try {
    writeFileSync(path.join(dir, 'simulation.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', path.join(dir, 'simulation.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const figure = async (page: Page, id: string) => normalizeFigure((await page.getByTestId(id).first().textContent()) ?? '');

// The walk takes the same steps to the same figures (each written the language's way) in every language; it walks in
// one language per run, in its turn (decision 0029), and in all three with E2E_EVERY_LANGUAGE=1 (decision 0069).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const a = t.simulator.advanced;
  const mad = (value: number) => normalizeFigure(formatCurrency(value, 'MAD', language));

  test.describe(`cost model in MAD with goals (${language})`, () => {
    test.use({ language });
    test.setTimeout(360_000);

    journey(language)('a Moroccan seller prices in MAD, plans with the Goal panel, saves, and finds the figures in history, CSV and PDF', async ({ page }) => {
      await signUpSeller(page, `model-${language}`);
      const services = (await (await page.request.get('/api/services')).json()) as Service[];
      const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
      const service = services.find((s) => s.name === 'Sample COD Partner')!;
      const morocco = countries.find((c) => c.code === 'MA')!;
      expect(morocco.currencyChange).toBe(10);
      await page.goto('/');

      // By id: the options name the service and the country in the page's language.
      await page.getByLabel(t.simulator.service, { exact: true }).selectOption(service.id);
      await page.getByLabel(t.simulator.country, { exact: true }).selectOption(morocco.id);
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(/45/);
      await page.getByRole('textbox', { name: t.simulator.inputs.totalLeads, exact: true }).fill('1000');
      // Ads stay in USD (the default); product cost and order value are typed in MAD.
      await page.getByRole('textbox', { name: t.simulator.inputs.adsCost, exact: true }).fill('1');
      await page.getByTestId('currency-productCost-local').click();
      await expect(page.getByTestId('currency-productCost-local')).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('textbox', { name: t.simulator.inputs.productCost, exact: true }).fill('80');
      await page.getByTestId('currency-averageAOV-local').click();
      await page.getByRole('textbox', { name: t.simulator.inputs.averageAOV, exact: true }).fill('299');
      await expect.poll(async () => normalizeFigure((await page.locator('#input-productCost-message').textContent()) ?? '')).toContain(money(8, language));

      await page.locator('summary', { hasText: a.heading }).click();
      await page.getByRole('textbox', { name: a.lostOnReturnsRate, exact: true }).fill('50');
      await page.getByRole('textbox', { name: a.fixedCostsPerMonth, exact: true }).fill('2000');
      await page.getByRole('textbox', { name: a.leadsPerMonth, exact: true }).fill('3000');

      await expect.poll(() => figure(page, 'result-return-loss')).toBe(money(HAND.returnLoss, language));
      await expect.poll(() => figure(page, 'result-monthly-profit')).toBe(money(HAND.monthlyProfit, language));
      await expect.poll(() => figure(page, 'result-selling-price')).toBe(money(HAND.revenue, language));
      expect(await figure(page, 'result-selling-price-local')).toBe(mad(HAND.revenueMad));
      expect(await figure(page, 'result-profit')).toBe(money(HAND.profit, language));

      // The Goal panel loads after the first paint.
      const g = t.goals;
      await page.getByRole('textbox', { name: g.targets.monthlyProfit, exact: true }).fill('3000');
      await page.getByRole('textbox', { name: g.targets.roiPercent, exact: true }).fill('20');
      await page.getByRole('textbox', { name: g.targets.profit, exact: true }).fill('2000');
      await page.getByRole('textbox', { name: g.targets.marginPercent, exact: true }).fill('20');
      await expect.poll(() => figure(page, 'goal-leads-month')).toContain(normalizeFigure(formatCount(HAND.goalLeads, language)));
      expect(await figure(page, 'goal-max-cpl')).toContain(money(HAND.goalCpl, language));
      expect(await figure(page, 'goal-confirmed-rate')).toContain(percent(HAND.goalConfirmed, language));
      expect(await figure(page, 'goal-delivered-rate')).toContain(percent(HAND.goalDelivered, language));
      expect(await figure(page, 'goal-aov')).toContain(money(HAND.goalAov, language));
      expect(await figure(page, 'goal-aov')).toContain(mad(HAND.goalAov * 10));
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'cost-model-goals', language);

      // A goal no rate can reach says so and why.
      await page.getByRole('textbox', { name: g.targets.profit, exact: true }).fill('10000');
      await expect(page.getByTestId('goal-confirmed-rate')).toContainText(g.unreachable);
      await expect(page.getByTestId('goal-confirmed-rate')).toContainText(g.reason.aboveRange);
      // At $5 a lead every lead loses money: no volume reaches the monthly profit.
      const ads = page.getByRole('textbox', { name: t.simulator.inputs.adsCost, exact: true });
      await ads.fill('5');
      await expect(page.getByTestId('goal-leads-month')).toContainText(g.reason.losesPerLead);
      await ads.fill('1');
      await expect.poll(() => figure(page, 'result-profit')).toBe(money(HAND.profit, language));

      await clickAndExpectToast(page, page.getByRole('button', { name: t.history.save.simulation }), t.history.save.simulationSaved);
      const [saved] = (await (await page.request.get('/api/simulations')).json()) as Simulation[];
      expect(saved).toMatchObject({ adsCost: 1, productCost: 80, averageAOV: 299, currencyRate: 10, lostOnReturnsRate: 50, fixedCostsPerMonth: 2000 });
      expect([...saved!.localCurrencyInputs].sort()).toEqual(['averageAOV', 'productCost']);
      // A saved plan keeps dollars to the cent: within half a cent of the hand-worked figure.
      expect(saved!.profit).toBeCloseTo(HAND.profit, 2);

      await page.goto('/history');
      const card = page.getByTestId('simulation-card').first();
      const tile = async (id: string) => normalizeFigure((await card.getByTestId(id).textContent()) ?? '');
      await expect(card.getByTestId('tile-profit')).toBeVisible();
      expect(await tile('tile-profit')).toBe(money(HAND.profit, language));
      expect(await tile('tile-revenue')).toBe(money(HAND.revenue, language));
      expect(await tile('tile-revenue-local')).toBe(mad(HAND.revenueMad));
      expect(await tile('tile-ads-cost')).toBe(money(1, language));
      expect(await tile('tile-product-cost')).toBe(mad(80));
      await screenshots(page, 'cost-model-history', language);

      const labels = exportLabels(language);
      const csv = await (await page.request.get(`/api/simulations/${saved!.id}/export?format=csv&lang=${language}`)).text();
      // French and Arabic spreadsheets split on ";" and read a decimal comma.
      const [sep, point] = language === 'en' ? [',', '.'] : [';', ','];
      expect(csv).toContain(`${labels.productCost} (MAD)${sep}80\r\n`);
      expect(csv).toContain(`${labels.averageAOV} (MAD)${sep}299\r\n`);
      expect(csv).toContain(`${labels.adsCost} ($)${sep}1${sep}10\r\n`);
      expect(csv).toContain(`${labels.sellingPrice} ($)${sep}7400${point}25${sep}74002${point}5\r\n`);
      expect(csv).toContain(`${labels.profit} ($)${sep}1234${point}74${sep}`);
      expect(csv).toContain(`${labels.monthlyProfit} ($)${sep}1704${point}21${sep}`);

      // The PDF the history card downloads lists the same figures (read back with poppler's pdftotext). English and
      // Arabic files write figures the English way, French its own (`1 234,74 $`, `74 002,50 MAD`).
      const pdf = await page.request.get(`/api/simulations/${saved!.id}/export?format=pdf&lang=${language}`);
      expect(pdf.status()).toBe(200);
      const pdfText = normalizeFigure(pdfToText(await pdf.body()));
      const figures = language === 'fr' ? 'fr' : 'en';
      for (const value of [HAND.revenue, HAND.returnLoss, HAND.profit, HAND.monthlyProfit]) expect(pdfText).toContain(money(value, figures));
      for (const value of [HAND.revenueMad, 80, 299]) expect(pdfText).toContain(normalizeFigure(formatCurrency(value, 'MAD', figures)));
    });
  });
}
