import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { formatMoney } from '../src/domain/format';
import type { SimulationPayload } from '../src/domain/schemas';
import { compareLabels } from '../src/server/export/compare-labels';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test } from './support/fixtures';
import { normalizeFigure } from './support/figures';
import { catalogueOf, fill, postJson, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';

// Issue 19 item 3: a seller ticks two saved plans in History, compares them, switches the baseline,
// sees the differences and the best-profit mark, and downloads the comparison as CSV. Worked by hand:
// Plan A: 100 leads, 25 % confirmed, 60 % delivered → 15; revenue 720; ads 100 + product 45; service 5 % = 36; profit 539.
// Plan B: ads $2 a lead, 50 % delivered → 12.5; revenue 600; ads 200 + product 37.5; service 30; profit 332.5.
// B − A = −206.5 (worse); with B as the baseline, A − B = +206.5 (better).

const BASE: SimulationPayload = {
  serviceName: 'Express COD',
  countryName: 'Morocco',
  countryCurrency: 'Dirham (MAD)',
  totalLeads: 100,
  adsCost: 1,
  productCost: 3,
  averageAOV: 48,
  confirmedRate: 25,
  deliveredRate: 60,
  orderFees: 0,
  confirmedLead: 0,
  deliveredLead: 0,
  shippingDelivered: 0,
  shippingReturned: 0,
  serviceFees: 5,
};

for (const language of LANGUAGES) {
  const c = catalogueOf(language).compare;
  const money = (dollars: number) => normalizeFigure(formatMoney(dollars, language));

  test.describe(`compare plans (${language})`, () => {
    test.use({ language });
    test.setTimeout(120_000);

    test('ticks two plans, compares them, switches the baseline and downloads the CSV', async ({ page }) => {
      await signUpSeller(page, `compare-${language}`);
      const a = await postJson<{ id: string }>(page, '/api/simulations', { ...BASE, name: 'Plan A' });
      const b = await postJson<{ id: string }>(page, '/api/simulations', { ...BASE, name: 'Plan B', adsCost: 2, deliveredRate: 50 });

      await page.goto('/history');
      const compareButton = page.getByRole('button', { name: fill(c.select.action, { n: 0 }) });
      await expect(compareButton).toBeDisabled();
      await expect(page.getByTestId('compare-bar')).toContainText(c.select.tooFew);
      await page.getByRole('checkbox', { name: fill(c.select.label, { name: 'Plan A' }) }).check();
      await expect(page.getByRole('button', { name: fill(c.select.action, { n: 1 }) })).toBeDisabled();
      await page.getByRole('checkbox', { name: fill(c.select.label, { name: 'Plan B' }) }).check();
      await expect(page.getByTestId('compare-bar')).toContainText(fill(c.select.ready, { n: 2 }));
      await screenshots(page, 'compare-history', language);
      await page.getByRole('button', { name: fill(c.select.action, { n: 2 }) }).click();

      await expect(page).toHaveURL(new RegExp(`/history/compare\\?ids=${a.id},${b.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      const columns = page.getByTestId('plan-column');
      await expect(columns).toHaveText([/^Plan A/, /^Plan B/]);
      await expect(columns.nth(0).getByTestId('baseline-mark')).toHaveText(c.baseline.badge);
      await expect(columns.nth(0).getByTestId('best-profit')).toHaveText(c.bestProfit);
      await expect(columns.nth(1).getByTestId('best-profit')).toHaveCount(0);

      const profit = page.getByTestId('line-profit').getByRole('cell');
      const figure = async (index: number) => normalizeFigure((await profit.nth(index).getByTestId('figure').textContent()) ?? '');
      expect(await figure(0)).toBe(money(539));
      expect(await figure(1)).toBe(money(332.5));
      await expect(profit.nth(0).getByTestId('verdict')).toHaveCount(0);
      await expect(profit.nth(1).getByTestId('verdict')).toHaveAttribute('data-verdict', 'worse');
      await expect(profit.nth(1).getByTestId('verdict')).toContainText(c.verdict.worse);
      expect(normalizeFigure((await profit.nth(1).getByTestId('difference').textContent()) ?? '')).toBe(money(-206.5));
      // Lower is better for a cost: B pays $1 more per lead.
      await expect(page.getByTestId('line-adsCost').getByTestId('verdict')).toHaveAttribute('data-verdict', 'worse');
      await expectNoSeriousAxeViolations(page);

      // Plan B as the baseline: the address keeps it, and the verdicts turn round.
      await page.getByRole('radio', { name: 'Plan B' }).check();
      await expect(page).toHaveURL(new RegExp(`baseline=${b.id}$`));
      await expect(columns.nth(1).getByTestId('baseline-mark')).toBeVisible();
      await expect(profit.nth(0).getByTestId('verdict')).toHaveAttribute('data-verdict', 'better');
      await expect(profit.nth(0).getByTestId('verdict')).toContainText(c.verdict.better);
      expect(normalizeFigure((await profit.nth(0).getByTestId('difference').textContent()) ?? '')).toBe(`+${money(206.5)}`);
      await expect(columns.nth(0).getByTestId('best-profit')).toBeVisible();
      if (language === 'en') {
        // The address is the comparison: a reload (or the link kept) opens it again, baseline included.
        await page.reload();
        await expect(columns.nth(1).getByTestId('baseline-mark')).toBeVisible();
        await expect(profit.nth(0).getByTestId('verdict')).toHaveAttribute('data-verdict', 'better');
      }
      await screenshots(page, 'compare', language);

      // On a phone: a card per plan, stacked, with the same marks and verdicts, and no sideways scroll.
      await page.setViewportSize({ width: 390, height: 844 });
      const cards = page.getByTestId('compare-cards').getByRole('listitem');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0).getByTestId('best-profit')).toBeVisible();
      await expect(cards.nth(1).getByTestId('baseline-mark')).toBeVisible();
      await expect(cards.nth(0).locator('[data-verdict="better"]').first()).toContainText(c.verdict.better);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await page.setViewportSize({ width: 1280, height: 900 });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: c.exportCsv }).click()]);
      expect(download.suggestedFilename()).toMatch(/^comparison-\d{4}-\d\d-\d\d\.csv$/);
      const rows: string[][] = parse(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''), { relax_column_count: true });
      const words = compareLabels(language);
      expect(rows).toContainEqual([words.baseline, 'Plan B']);
      expect(rows).toContainEqual([words.bestProfit, 'Plan A']);
      const profitRow = rows.find((row) => row[1] === '539' && row[2] === '332.5');
      expect(profitRow?.slice(1)).toEqual(['539', '332.5', '206.5', words.verdicts.better]);
    });
  });
}
