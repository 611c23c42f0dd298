import { DEFAULT_FEES } from '../src/domain/fees';
import { NOT_AVAILABLE } from '../src/domain/format';
import { moneyFlow } from '../src/domain/model/insights';
import { simulate, type SimulationInput } from '../src/domain/model/simulate';
import { CATALOGUES } from './support/catalogues';
import { expect, LANGUAGES, test } from './support/fixtures';
import { money, normalizeFigure } from './support/figures';
import { elementScreenshot, SCREENSHOTS_ON } from './support/screenshots';

// Every insight card explains itself ("How is this computed?"), a figure that cannot be
// computed shows "—" with its reason in words, and the waterfall goes from revenue down to profit (mirrored in
// Arabic) with the same figures in a table for screen readers. One page load per language.

// The sticky header would be drawn over a tall element's screenshot.
const UNSTICK = 'header { position: static !important; }';

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];
  const i = t.insights;

  test.describe(`insights explain themselves (${language})`, () => {
    test.use({ language });

    test('explanations, the waterfall and its table, then "—" with the reason', async ({ page }) => {
      await page.goto('/');
      await page.locator('summary', { hasText: t.simulator.advanced.heading }).click();
      const fields: [string, string][] = [
        [t.simulator.inputs.totalLeads, '200'],
        [t.simulator.inputs.adsCost, '2'],
        [t.simulator.inputs.productCost, '5'],
        [t.simulator.inputs.averageAOV, '45'],
        [t.simulator.advanced.packagingPerOrder, '1'],
        [t.simulator.advanced.taxRate, '10'],
        [t.simulator.advanced.fixedCostsPerMonth, '1000'],
        [t.simulator.advanced.leadsPerMonth, '3000'],
      ];
      for (const [label, value] of fields) await page.getByRole('textbox', { name: label, exact: true }).fill(value);
      const input: SimulationInput = {
        ...DEFAULT_FEES,
        totalLeads: 200,
        adsCost: 2,
        productCost: 5,
        averageAOV: 45,
        packagingPerOrder: 1,
        taxRate: 10,
        fixedCostsPerMonth: 1000,
        leadsPerMonth: 3000,
      };
      const flow = moneyFlow(input, simulate(input));
      if (flow.kind !== 'value') throw new Error('the journey needs a waterfall');
      expect(flow.basis).toBe('month');

      // The table a screen reader reads: revenue, each cost line in use, the monthly net profit.
      const rows = page.getByTestId('waterfall-table').locator('tbody tr');
      await expect.poll(async () => normalizeFigure((await rows.first().locator('[data-cell="amount"]').textContent()) ?? '')).toBe(
        money(flow.waterfall.revenue, language),
      );
      const expected = [
        { step: 'revenue', label: i.waterfall.revenue, amount: flow.waterfall.revenue, left: flow.waterfall.revenue },
        ...flow.waterfall.steps.map((s) => ({ step: s.key, label: i.waterfall.steps[s.key], amount: -s.amount, left: s.after })),
        { step: 'profit', label: i.waterfall.monthlyProfit, amount: flow.waterfall.profit, left: flow.waterfall.profit },
      ];
      expect(expected.map((row) => row.step)).toEqual(['revenue', 'ads', 'product', 'percentage', 'packaging', 'tax', 'fixedCosts', 'profit']);
      await expect(rows).toHaveCount(expected.length);
      for (const [index, row] of expected.entries()) {
        const line = rows.nth(index);
        await expect(line.locator('th')).toHaveText(row.label);
        expect(normalizeFigure((await line.locator('[data-cell="amount"]').textContent()) ?? '')).toBe(money(row.amount, language));
        expect(normalizeFigure((await line.locator('[data-cell="left"]').textContent()) ?? '')).toBe(money(row.left, language));
      }

      // The picture reads in the page's direction: revenue's bar starts at the inline start of its track.
      const revenue = page.getByTestId('waterfall-chart').locator('[data-step="revenue"] span.relative');
      const track = (await revenue.boundingBox())!;
      const bar = (await revenue.locator('span.absolute').first().boundingBox())!;
      if (language === 'ar') expect(Math.abs(bar.x + bar.width - (track.x + track.width))).toBeLessThan(2);
      else expect(Math.abs(bar.x - track.x)).toBeLessThan(2);

      // Every card says what its figure means, how it is computed and what to do next.
      const topics = [
        ['breakEven', ['breakEven', 'targetCpl']],
        ['perOrder', ['perOrder', 'roas']],
        ['waterfall', ['waterfall']],
        ['sensitivity', ['sensitivity']],
        ['comparison', ['comparison']],
      ] as const;
      for (const [card, parts] of topics) {
        const disclosure = page.getByTestId(`how-computed-${card}`);
        await disclosure.locator('summary', { hasText: i.howComputed }).click();
        for (const topic of parts) {
          for (const part of ['meaning', 'how', 'next'] as const) await expect(disclosure.getByText(i.explain[topic][part], { exact: true })).toBeVisible();
        }
      }

      if (SCREENSHOTS_ON) {
        const section = page.locator('section[aria-labelledby="insights-heading"]');
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          await elementScreenshot(section, `explain-insights-${language}-${width}`, UNSTICK);
          for (const card of ['waterfall', 'break-even', 'per-order', 'sensitivity', 'comparison']) {
            const name = card === 'waterfall' ? 'waterfall' : `card-${card}`;
            await elementScreenshot(page.locator(`section[aria-labelledby="insights-${card}"]`), `explain-${name}-${language}-${width}`, UNSTICK);
          }
        }
      }

      // Free ads: no ROAS can be measured, so both ROAS figures are "—" with the reason in words.
      await page.getByRole('textbox', { name: t.simulator.inputs.adsCost, exact: true }).fill('0');
      await expect(page.getByTestId('insight-roas')).toHaveText(NOT_AVAILABLE);
      await expect(page.getByTestId('insight-roas-reason')).toHaveText(i.unavailable['no-ad-spend']);
      await expect(page.getByTestId('insight-naive-roas')).toHaveText(NOT_AVAILABLE);

      // No leads: the break-evens, the target CPL and the waterfall are "—" with why, never 0 or NaN.
      await page.getByRole('textbox', { name: t.simulator.inputs.totalLeads, exact: true }).fill('0');
      await expect(page.getByTestId('insight-break-even-cpl')).toHaveText(NOT_AVAILABLE);
      await expect(page.getByTestId('insight-break-even-cpl-reason')).toHaveText(i.unavailable['no-leads']);
      await expect(page.getByTestId('insight-target-cpl-reason')).toHaveText(i.unavailable['no-leads']);
      await expect(page.getByTestId('waterfall-unavailable')).toHaveText(NOT_AVAILABLE);
      await expect(page.getByTestId('waterfall-reason')).toHaveText(i.unavailable['no-leads']);
      await expect(page.getByTestId('waterfall-table')).toHaveCount(0);
      await expect(page.locator('section[aria-labelledby="insights-heading"]')).not.toContainText(/NaN|Infinity/);
    });
  });
}
