import type { Page } from '@playwright/test';
import { DEFAULT_FEES, type FeeValues } from '../src/domain/fees';
import { simulate, simulatePerDeliveredOrder, type SimulationInput } from '../src/domain/model/simulate';
import { CATALOGUES, leadsTab } from './support/catalogues';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { money, normalizeFigure, percent } from './support/figures';
import { screenshots } from './support/screenshots';


async function figure(page: Page, testId: string): Promise<string> {
  return normalizeFigure((await page.getByTestId(testId).textContent()) ?? '');
}

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('fr');

for (const language of LANGUAGES) {
  const t = CATALOGUES[language].simulator;

  test.describe(`simulator (${language})`, () => {
    test.use({ language });

    journey(language)('a guest picks a country, edits fees, types inputs and switches every tab', async ({ page, request }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
      await expect(page.getByTestId('guest-notice')).toContainText(t.guestNotice.text);

      // Before a country is chosen the built-in fees apply, on the one-order view.
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(/25/);
      const defaults: SimulationInput = { ...DEFAULT_FEES, totalLeads: 100, adsCost: 1, productCost: 3, averageAOV: 48 };
      const perOrder = simulatePerDeliveredOrder(defaults)!;
      expect(await figure(page, 'result-profit')).toBe(money(perOrder.profit, language));
      expect(await figure(page, 'result-delivered-orders')).toBe('1');

      // Choosing a country loads its fee structure and replaces all eight values.
      const countries = (await (await request.get('/api/countries')).json()) as { id: string; name: string }[];
      const saudi = countries.find((c) => c.name.startsWith('Saudi Arabia'))!;
      const resolved = (await (await request.get(`/api/fee-structures/country/${saudi.id}`)).json()) as FeeValues;
      await page.getByLabel(t.country, { exact: true }).selectOption(saudi.id);
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(new RegExp(String(resolved.confirmedRate)));
      expect(await figure(page, 'fee-shippingDelivered')).toBe(money(resolved.shippingDelivered, language));

      // Inline edit: Enter commits, text is refused (the field stays open: e2e/simulator-inputs.spec.ts), Escape cancels,
      // leaving the field commits.
      const editDelivered = page.getByRole('button', { name: t.fees.edit.replace('{{label}}', t.fees.deliveredRate) });
      await editDelivered.click();
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).fill('50');
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).press('Enter');
      expect(await figure(page, 'fee-deliveredRate')).toBe(percent(50, language));
      await editDelivered.click();
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).fill('abc');
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).press('Enter');
      await expect(page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true })).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).press('Escape');
      expect(await figure(page, 'fee-deliveredRate')).toBe(percent(50, language));
      await editDelivered.click();
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).fill('10');
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).press('Escape');
      expect(await figure(page, 'fee-deliveredRate')).toBe(percent(50, language));
      await editDelivered.click();
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).fill('55');
      await page.getByRole('textbox', { name: t.inputs.productCost, exact: true }).click();
      expect(await figure(page, 'fee-deliveredRate')).toBe(percent(55, language));
      const fees: FeeValues = { ...resolved, deliveredRate: 55 };

      // Free-text inputs: what cannot be read is named at its field and nothing is computed on it (decision 0014).
      await page.getByRole('textbox', { name: t.inputs.adsCost, exact: true }).fill('1.5');
      await page.getByRole('textbox', { name: t.inputs.productCost, exact: true }).fill('4');
      await page.getByRole('textbox', { name: t.inputs.averageAOV, exact: true }).fill('fifty');
      await page.getByRole('textbox', { name: t.inputs.totalLeads, exact: true }).fill('250');
      await expect(page.getByRole('tab', { name: leadsTab(language, 250) })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('textbox', { name: t.inputs.averageAOV, exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('result-selling-price')).toHaveText('—');
      await expect(page.getByTestId('result-profit')).toHaveText('—');
      await page.getByRole('textbox', { name: t.inputs.averageAOV, exact: true }).fill('0');
      let expected = simulate({ ...fees, totalLeads: 250, adsCost: 1.5, productCost: 4, averageAOV: 0 });
      expect(await figure(page, 'result-selling-price')).toBe(money(0, language));
      expect(await figure(page, 'result-profit')).toBe(money(expected.profit, language));
      await expect(page.getByTestId('result-profit').locator('..')).toHaveClass(/red/);

      await page.getByRole('textbox', { name: t.inputs.averageAOV, exact: true }).fill('60');
      for (const leads of [100, 250, 500, 1000]) {
        await page.getByRole('tab', { name: leadsTab(language, leads) }).click();
        await expect(page.getByRole('textbox', { name: t.inputs.totalLeads, exact: true })).toHaveValue(String(leads));
        expected = simulate({ ...fees, totalLeads: leads, adsCost: 1.5, productCost: 4, averageAOV: 60 });
        expect(await figure(page, 'result-confirmed-orders')).toBe(normalizeFigure(String(Math.round(expected.confirmedOrders))));
        expect(await figure(page, 'result-services-cost')).toBe(money(expected.servicesCost, language));
        expect(await figure(page, 'result-ad-costs')).toBe(money(expected.adCosts, language));
        expect(await figure(page, 'result-product-costs')).toBe(money(expected.productCosts, language));
        expect(await figure(page, 'result-percentage-cost')).toBe(money(expected.percentageCost, language));
        expect(await figure(page, 'result-investment')).toBe(money(expected.investment, language));
        expect(await figure(page, 'result-total-investment')).toBe(money(expected.totalInvestment, language));
        expect(await figure(page, 'result-profit')).toBe(money(expected.profit, language));
        expect(await figure(page, 'result-roi')).toBe(percent(expected.roi, language));
      }
      await expect(page.getByTestId('result-profit').locator('..')).toHaveClass(/green/);

      // One Order: every figure per delivered order, whatever Total Leads says.
      await page.getByRole('tab', { name: t.scenarios.one }).click();
      const perDelivered = simulatePerDeliveredOrder({ ...fees, totalLeads: 1000, adsCost: 1.5, productCost: 4, averageAOV: 60 })!;
      expect(await figure(page, 'result-delivered-orders')).toBe('1');
      expect(await figure(page, 'result-profit')).toBe(money(perDelivered.profit, language));
      expect(await figure(page, 'result-selling-price')).toBe(money(60, language));

      // Nothing delivered: per-order figures are "—", never Infinity or NaN.
      await editDelivered.click();
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).fill('0');
      await page.getByRole('textbox', { name: t.fees.deliveredRate, exact: true }).press('Enter');
      await expect(page.getByTestId('result-profit')).toHaveText('—');
      await expect(page.getByText(t.scenarios.noDelivered)).toBeVisible();
      await expect(page.locator('body')).not.toContainText(/Infinity|NaN/);
    });

    test('the page is accessible and looks right on phone and desktop', async ({ page }) => {
      // One load, laid out at each width in turn (as the screen tour does): the fees and the insights are shown at both.
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto('/');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(page.getByTestId('fee-confirmedRate')).toBeVisible();
        await expect(page.locator('#insights-heading')).toBeVisible();
        await screenshots(page, 'simulator', language, { widths: [width] });
      }
      await expectNoSeriousAxeViolations(page);
    });

    journey(language)('an unknown path shows the not-found screen', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: CATALOGUES[language].common.notFound.title })).toBeVisible();
      await expect(page.getByText(CATALOGUES[language].common.notFound.hint)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'not-found', language, { widths: [1280], fullPage: false });
    });

    test('the language menu offers the three languages, switches the page and its title, and remembers the choice', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveTitle(CATALOGUES[language].common.titles.home);
      const menu = page.getByRole('combobox', { name: CATALOGUES[language].common.nav.language });
      await expect(menu.getByRole('option')).toHaveText(['English', 'العربية', 'Français']);
      // The next language in the menu: en → ar → fr → en, so every language is switched to once.
      const other = LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length]!;
      await menu.selectOption(other);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { name: CATALOGUES[other].simulator.title })).toBeVisible();
      await expect(page).toHaveTitle(CATALOGUES[other].common.titles.home);
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
      await page.reload();
      await expect(page.getByRole('heading', { name: CATALOGUES[other].simulator.title })).toBeVisible();

      // From the keyboard: Tab reaches the menu, arrows choose, as any native select.
      const switched = page.getByRole('combobox', { name: CATALOGUES[other].common.nav.language });
      await switched.focus();
      await page.keyboard.press(other === 'fr' ? 'ArrowUp' : 'ArrowDown');
      const after = other === 'fr' ? 'ar' : LANGUAGES[LANGUAGES.indexOf(other) + 1]!;
      await expect(page.locator('html')).toHaveAttribute('lang', after);
      await expect(page.getByRole('heading', { name: CATALOGUES[after].simulator.title })).toBeVisible();
    });

    test('?lang= opens the page in that language from the first paint, with its title, and keeps it', async ({ page }) => {
      const other = LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length]!;
      await page.goto(`/history?lang=${other}`);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page).toHaveTitle(CATALOGUES[other].common.titles.page.replace('{{page}}', CATALOGUES[other].common.titles.history));
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByRole('heading', { name: CATALOGUES[other].simulator.title })).toBeVisible();
    });
  });
}
