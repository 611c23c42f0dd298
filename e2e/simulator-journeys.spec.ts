import type { Page } from '@playwright/test';
import { networkQuiet } from './support/network';
import { formatCount, formatCurrency, formatNumber } from '../src/domain/format';
import { CATALOGUES, leadsTab } from './support/catalogues';
import { expect, expectNoSeriousAxeViolations, inTurn, LANGUAGES, test } from './support/fixtures';
import { money, normalizeFigure } from './support/figures';
import { screenshots } from './support/screenshots';

// The simulator's journey around its figures: a preset never loses the seller's typed Total
// Leads, the one-order view is on one base, no month figure without leads per month, one target margin, the
// advanced amounts in the country's currency, the Arabic comma, the break-even cost per delivered order, and
// profit and ROI in view on a phone while the inputs are edited.
//
// Simulator defaults, built-in fees: 100 leads at $1, product $3, order value $48; 25 % confirmed, 60 % delivered,
// 5 % service fee → 25 confirmed, 15 delivered, 10 returned; revenue $720, ads $100, product $45, percentage $36.
//   Per delivered order: 10 ÷ 15 = 0.67 returned orders.
//   Profit at free ads $539 → break-even $5.39 + $1 = $6.39 per lead; × 100 leads ÷ 15 delivered = $42.60.
//   Profit per lead $5.39, for any lead count (no fixed costs): 3,000 leads a month make $16,170.
//   1,200 leads: 300 confirmed, 180 delivered, 120 returned.
const HAND = { returnedPerOrder: 10 / 15, maxPerDelivered: 42.6, monthlyProfit: 16_170, returnedAt1200: 120 };

const figure = async (page: Page, id: string) => normalizeFigure((await page.getByTestId(id).first().textContent()) ?? '');

// The walk takes the same steps to the same figures (each written the language's way) in every language; it walks in
// one language per run, in its turn (decision 0029), and in all three with E2E_EVERY_LANGUAGE=1 (decision 0069).
const journey = inTurn('en');

for (const language of LANGUAGES) {
  const t = CATALOGUES[language];
  const s = t.simulator;

  test.describe(`simulator journeys (${language})`, () => {
    test.use({ language });
    test.setTimeout(120_000);

    journey(language)('presets keep the typed leads, one base per view, no made-up month, one margin, local amounts, the phone bar', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      const leads = page.getByRole('textbox', { name: s.inputs.totalLeads, exact: true });
      await expect(page.getByTestId('result-selling-price').locator('..')).toContainText(s.revenue);

      // One Order: every line per delivered order, the cost lines too.
      await expect(page.getByRole('tab', { name: s.scenarios.one })).toHaveAttribute('aria-selected', 'true');
      expect(await figure(page, 'result-delivered-orders')).toBe(normalizeFigure(formatNumber(1, language, 2)));
      expect(await figure(page, 'result-returned-orders')).toBe(normalizeFigure(formatNumber(HAND.returnedPerOrder, language, 2)));
      await expect(page.getByTestId('cost-lines-base')).toHaveText(s.advanced.results.basePerOrder);

      // The break-even cost per delivered order beside the break-even CPL.
      await expect.poll(() => figure(page, 'result-max-cost-per-delivered')).toBe(money(HAND.maxPerDelivered, language));

      // A month needs leads per month: until then "—" and where to set them.
      await expect(page.getByTestId('result-monthly-profit')).toHaveText('—');
      await expect(page.getByText(s.advanced.results.why.noLeadsPerMonth).first()).toBeVisible();
      await expect(page.getByTestId('result-payback-day')).toHaveText('—');

      // The seller types 1,200 leads; a preset shows 250 and keeps the 1,200 behind a tab of its own.
      await leads.fill('1200');
      const own = page.getByRole('tab', { name: leadsTab(language, 1200) });
      await expect(own).toHaveAttribute('aria-selected', 'true');
      const preset = page.getByRole('tab', { name: leadsTab(language, 250) });
      await preset.click();
      await expect(leads).toHaveValue('250');
      await expect(preset).toBeFocused();
      await own.click();
      await expect(leads).toHaveValue('1200');
      await expect(own).toBeFocused();
      await expect(page.getByTestId('cost-lines-base')).toHaveText(s.advanced.results.baseLeads);
      expect(await figure(page, 'result-returned-orders')).toBe(normalizeFigure(formatCount(HAND.returnedAt1200, language)));

      // Leads per month set: the month's figures appear.
      await page.locator('summary', { hasText: s.advanced.heading }).click();
      await page.getByRole('textbox', { name: s.advanced.leadsPerMonth, exact: true }).fill('3000');
      await expect.poll(() => figure(page, 'result-monthly-profit')).toBe(money(HAND.monthlyProfit, language));
      await expect(page.getByTestId('result-payback-day')).not.toHaveText('—');

      // The Arabic comma reads like the Latin one.
      const adsCost = page.getByRole('textbox', { name: s.inputs.adsCost, exact: true });
      await adsCost.fill('2،5');
      await expect(adsCost).toHaveAttribute('aria-invalid', 'false');
      // 1,200 leads at $2.50.
      await expect.poll(() => figure(page, 'result-ad-costs')).toBe(money(3000, language));
      await adsCost.fill('1');

      // One target margin: typed in the goal panel, the break-even card shows it.
      const goalMargin = page.getByRole('textbox', { name: t.goals.targets.marginPercent, exact: true });
      await goalMargin.fill('35');
      await expect(page.getByRole('textbox', { name: t.insights.breakEven.marginLabel, exact: true })).toHaveValue('35');
      await page.getByRole('textbox', { name: t.insights.breakEven.marginLabel, exact: true }).fill('15');
      await expect(goalMargin).toHaveValue('15');

      // An advanced amount typed in the country's currency: twice the rate is $2.
      const countries = (await (await request.get('/api/countries')).json()) as {
        id: string;
        name: string;
        currency: string;
        currencyCode: string | null;
        currencyChange: number;
      }[];
      const saudi = countries.find((c) => c.name.startsWith('Saudi Arabia'))!;
      // The market's fees arrive after the choice and redraw the panels above the amount: the tap waits for them, as
      // a seller's eyes do, instead of landing where the button was.
      const settled = networkQuiet(page);
      await page.getByLabel(s.country, { exact: true }).selectOption(saudi.id);
      await settled;
      await page.getByTestId('currency-packagingPerOrder-local').click();
      await expect(page.getByTestId('currency-packagingPerOrder-local')).toHaveAttribute('aria-pressed', 'true');
      const packaging = page.getByRole('textbox', { name: s.advanced.packagingPerOrder, exact: true });
      await packaging.fill(String(2 * saudi.currencyChange));
      const understood = normalizeFigure((await page.locator('#advanced-packagingPerOrder-message').textContent()) ?? '');
      expect(understood).toContain(money(2, language));
      expect(understood).toContain(
        normalizeFigure(formatCurrency(2 * saudi.currencyChange, saudi.currencyCode ?? 'SAR', language)),
      );
      await expectNoSeriousAxeViolations(page);

      // On a phone, profit and ROI stay in view while an input is edited; on a desktop the results are beside it.
      await page.setViewportSize({ width: 390, height: 800 });
      await leads.focus();
      await leads.scrollIntoViewIfNeeded();
      const bar = page.getByTestId('phone-result-bar');
      await expect(bar).toBeInViewport();
      expect(await figure(page, 'phone-result-profit')).toBe(await figure(page, 'result-profit'));
      await screenshots(page, 'simulator-journeys-inputs', language, { widths: [390], fullPage: false });
      // Stuck over the inputs, the bar takes no tap of its own: every control partly under it keeps its target (axe's
      // target-size rule, which the check runs).
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(bar).toBeHidden();
      await screenshots(page, 'simulator-journeys', language);
    });
  });
}
