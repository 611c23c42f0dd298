import type { Page } from '@playwright/test';
import type { Country, FeeStructure, Service } from '../src/domain/entities';
import { DEFAULT_FEES, type FeeValues } from '../src/domain/fees';
import { formatCount, formatMoney } from '../src/domain/format';
import { simulate, simulatePerDeliveredOrder, type SimulationInput } from '../src/domain/model/simulate';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { money, normalizeFigure, percent } from './support/figures';
import { leadsTab } from './support/catalogues';
import { catalogueOf, fill, pluralOf, signUpSeller } from './support/manage-helpers';
import { elementScreenshot, screenshots, SCREENSHOTS_ON } from './support/screenshots';
import { clickAndExpectToast, toastWith } from './support/toasts';

// On the simulator home: every typed number is read by one rule and shown back at its field,
// refusals are explained where they happen, failed loads can be retried, and focus and reading order hold.

const RESULT_IDS = [
  'result-selling-price',
  'result-confirmed-orders',
  'result-delivered-orders',
  'result-services-cost',
  'result-ad-costs',
  'result-product-costs',
  'result-percentage-cost',
  'result-investment',
  'result-total-investment',
  'result-profit',
  'result-roi',
];

const DEFAULT_INPUT: SimulationInput = { ...DEFAULT_FEES, totalLeads: 100, adsCost: 1, productCost: 3, averageAOV: 48 };

async function figure(page: Page, testId: string): Promise<string> {
  return normalizeFigure((await page.getByTestId(testId).textContent()) ?? '');
}

/** The resolved fee values of a country (and service), as the server answers them. */
async function resolvedFees(page: Page, countryId: string, serviceId?: string): Promise<FeeValues> {
  const query = serviceId ? `?serviceId=${serviceId}` : '';
  const body = (await (await page.request.get(`/api/fee-structures/country/${countryId}${query}`)).json()) as FeeValues;
  const { confirmedRate, deliveredRate, orderFees, confirmedLead, deliveredLead, shippingDelivered, shippingReturned, serviceFees } = body;
  return { confirmedRate, deliveredRate, orderFees, confirmedLead, deliveredLead, shippingDelivered, shippingReturned, serviceFees };
}

async function countryNamed(page: Page, prefix: string): Promise<Country> {
  const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
  return countries.find((country) => country.name.startsWith(prefix))!;
}

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const s = t.simulator;
  const field = (page: Page, key: keyof typeof s.inputs) => page.getByRole('textbox', { name: s.inputs[key], exact: true });
  const message = (page: Page, key: string) => page.locator(`#input-${key}-message`);
  const feeBox = (page: Page, key: keyof typeof s.fees) => page.getByRole('textbox', { name: s.fees[key] as string, exact: true });
  const editFee = (page: Page, key: keyof typeof s.fees) => page.getByRole('button', { name: fill(s.fees.edit, { label: s.fees[key] as string }) });

  test.describe(`simulator inputs (${language})`, () => {
    test.use({ language });

    journey(language)('a decimal comma is a decimal, and what was understood shows next to every field', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('tab', { name: leadsTab(language, 100) }).click();

      await field(page, 'adsCost').fill('2,5');
      await expect.poll(async () => normalizeFigure(await message(page, 'adsCost').innerText())).toBe(normalizeFigure(`= ${money(2.5, language)}`));
      await expect(field(page, 'adsCost')).toHaveAttribute('aria-describedby', /input-adsCost-message/);
      expect(await figure(page, 'result-ad-costs')).toBe(money(250, language));

      // Arabic digits and the Arabic decimal separator read the same.
      await field(page, 'adsCost').fill('٢٫٥');
      expect(await figure(page, 'result-ad-costs')).toBe(money(250, language));
      expect(normalizeFigure(await message(page, 'adsCost').innerText())).toBe(normalizeFigure(`= ${money(2.5, language)}`));

      // A comma followed by three digits groups thousands, and says so.
      await field(page, 'totalLeads').fill('1,000');
      await expect(page.getByRole('tab', { name: leadsTab(language, 1000) })).toHaveAttribute('aria-selected', 'true');
      expect(normalizeFigure(await message(page, 'totalLeads').innerText())).toBe(normalizeFigure(`= ${formatCount(1000, language)}`));
      expect(await figure(page, 'result-ad-costs')).toBe(money(2500, language));

      // One rule for percents, at most one decimal: this ROI is 131.8644… %.
      expect(await figure(page, 'result-roi')).toBe(percent(131.8644, language));
    });

    journey(language)('Total Leads must be whole and 0 or more: the field says so and nothing is computed on it', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('tab', { name: leadsTab(language, 100) }).click();
      await expect(page.locator('#insights-heading')).toBeVisible();

      for (const [typed, problem] of [
        ['-50', t.common.numberField.problem.negative],
        ['2.5', t.common.numberField.problem.notWhole],
        ['abc', t.common.numberField.problem.invalid],
        ['', t.common.numberField.problem.empty],
      ] as const) {
        await field(page, 'totalLeads').fill(typed);
        await expect(field(page, 'totalLeads')).toHaveAttribute('aria-invalid', 'true');
        await expect(message(page, 'totalLeads')).toHaveText(problem);
        await expect(message(page, 'totalLeads')).toBeVisible();
        for (const id of RESULT_IDS) await expect(page.getByTestId(id), id).toHaveText('—');
        await expect(page.getByTestId('results-unreadable')).toHaveText(s.unreadable);
        await expect(page.getByTestId('insights-unreadable')).toHaveText(t.insights.unreadable);
        await expect(page.getByTestId('insight-break-even-cpl')).toBeHidden();
      }
      // Nothing on screen (hidden insights aside) shows a figure computed on the refused count. The choosers' options
      // are names other sellers' and the admin's tests typed ("Dirham land fr-…-27487"), not figures.
      let shown = await page.locator('main').innerText();
      for (const option of await page.locator('main select option').allInnerTexts()) shown = shown.replace(option, '');
      expect(shown).not.toMatch(/-\$|-\d|−/);
      await screenshots(page, 'simulator-inputs-error', language, { widths: [1280] });
      await expectNoSeriousAxeViolations(page);

      // A whole count is understood again, and the figures come back for it.
      await field(page, 'totalLeads').fill('250');
      await expect(field(page, 'totalLeads')).toHaveAttribute('aria-invalid', 'false');
      await expect(page.getByRole('tab', { name: leadsTab(language, 250) })).toHaveAttribute('aria-selected', 'true');
      expect(await figure(page, 'result-profit')).toBe(money(simulate({ ...DEFAULT_INPUT, totalLeads: 250 }).profit, language));
      await expect(page.getByTestId('results-unreadable')).toHaveCount(0);
    });

    journey(language)('with no leads the break-even points say there is nothing to judge yet', async ({ page }) => {
      await page.goto('/');
      const card = page.locator('section[aria-labelledby="insights-break-even"]');
      await expect(card).toBeVisible();
      await field(page, 'totalLeads').fill('0');
      await expect(page.getByTestId('insight-break-even-no-leads')).toHaveText(t.insights.breakEven.noLeads);
      await expect(card).not.toContainText(t.insights.always);
      await expect(page.getByTestId('insight-break-even-cpl')).toHaveText('—');
      await expect(page.getByTestId('insight-break-even-delivered-rate')).toHaveText('—');
      await field(page, 'totalLeads').fill('100');
      await expect(page.getByTestId('insight-break-even-no-leads')).toHaveCount(0);
      await expect(page.getByTestId('insight-break-even-cpl')).not.toHaveText('—');
    });

    journey(language)('a refused fee edit says why at the field and stays open; Escape still cancels', async ({ page }) => {
      await page.goto('/');
      const before = await figure(page, 'fee-deliveredRate');
      await editFee(page, 'deliveredRate').click();
      const box = feeBox(page, 'deliveredRate');
      const reason = page.locator(`[id="${await box.getAttribute('aria-describedby').then((ids) => ids!.split(' ')[0])}"]`);

      for (const [typed, problem] of [
        ['abc', t.common.numberField.problem.invalid],
        ['150', t.common.numberField.problem.aboveMax],
        ['-3', t.common.numberField.problem.negative],
      ] as const) {
        await box.fill(typed);
        await box.press('Enter');
        await expect(box).toBeVisible();
        await expect(box).toBeFocused();
        await expect(box).toHaveAttribute('aria-invalid', 'true');
        await expect(reason).toHaveText(problem);
        await expect(reason).toBeVisible();
      }
      await elementScreenshot(page.getByTestId('fee-deliveredRate').or(box).first(), `fee-edit-error-${language}`);
      await elementScreenshot(page.locator('[data-testid="fee-source"]').locator('xpath=ancestor::div[contains(@class,"rounded-xl")]'), `fee-panel-error-${language}`);
      // Leaving the field with a refused value keeps it open too.
      await field(page, 'productCost').click();
      await expect(box).toBeVisible();
      await expect(reason).toHaveText(t.common.numberField.problem.negative);
      await expectNoSeriousAxeViolations(page);

      await box.press('Escape');
      await expect(box).toHaveCount(0);
      expect(await figure(page, 'fee-deliveredRate')).toBe(before);
      await expect(editFee(page, 'deliveredRate')).toBeFocused();

      // A decimal comma in a fee is a decimal too, and is shown back while typing.
      await editFee(page, 'shippingDelivered').click();
      await feeBox(page, 'shippingDelivered').fill('3,5');
      const understood = page.locator(`[id="${(await feeBox(page, 'shippingDelivered').getAttribute('aria-describedby'))!.split(' ')[0]}"]`);
      await expect.poll(async () => normalizeFigure(await understood.innerText())).toContain(money(3.5, language));
      await feeBox(page, 'shippingDelivered').press('Enter');
      expect(await figure(page, 'fee-shippingDelivered')).toBe(money(3.5, language));

      // Leaving the field by clicking another one applies the edit and leaves the focus where the click put it.
      await editFee(page, 'shippingReturned').click();
      await feeBox(page, 'shippingReturned').fill('1,25');
      await field(page, 'productCost').click();
      await expect.poll(() => figure(page, 'fee-shippingReturned')).toBe(money(1.25, language));
      await page.keyboard.press('End');
      await page.keyboard.type('5');
      await expect(field(page, 'productCost')).toHaveValue('35');
      await expect(field(page, 'productCost')).toBeFocused();
    });

    journey(language)('after an unsaved edit the fee panel says the figures are edited and can go back to the saved ones', async ({ page }) => {
      await page.goto('/');
      const saudi = await countryNamed(page, 'Saudi Arabia');
      const fees = await resolvedFees(page, saudi.id);
      await page.getByLabel(s.country, { exact: true }).selectOption(saudi.id);
      await expect(page.getByTestId('fee-source')).toHaveText(s.fees.source['default-country']);

      await editFee(page, 'deliveredRate').click();
      await feeBox(page, 'deliveredRate').fill(String(fees.deliveredRate === 50 ? 51 : 50));
      await feeBox(page, 'deliveredRate').press('Enter');
      await expect(page.getByTestId('fee-source')).toHaveText(s.fees.edited);
      await elementScreenshot(page.getByTestId('fee-source').locator('xpath=ancestor::div[contains(@class,"rounded-xl")]'), `fee-panel-edited-${language}`);

      await page.getByRole('button', { name: s.fees.reset.default }).click();
      await expect(page.getByTestId('fee-source')).toHaveText(s.fees.source['default-country']);
      await expect(page.getByTestId('fee-deliveredRate')).toHaveText(new RegExp(String(fees.deliveredRate)));
      await expect(page.getByRole('button', { name: s.fees.reset.default })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: s.fees.heading })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: s.fees.resetDone })).toHaveCount(1);
    });

    journey(language)('when the catalogue fails the selects say so with a retry, and the simulator works on the built-in fees', async ({ page }) => {
      const failing = async (route: import('@playwright/test').Route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable","code":"UNAVAILABLE"}' });
      await page.route('**/api/services', failing);
      await page.route('**/api/countries', failing);
      await page.route('**/api/announcement', failing);
      await page.goto('/');

      const services = page.getByLabel(s.service, { exact: true });
      const countries = page.getByLabel(s.country, { exact: true });
      await expect(page.getByRole('alert').filter({ hasText: s.servicesFailed })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: s.countriesFailed })).toBeVisible();
      await expect(services.locator('option', { hasText: s.loadingItem })).toHaveCount(0);
      await expect(countries.locator('option', { hasText: s.loadingItem })).toHaveCount(0);
      await expect(page.getByTestId('announcement-error')).toContainText(t.common.announcementError);

      // The built-in fees carry the simulator meanwhile.
      await expect(page.getByTestId('fee-source')).toHaveText(s.fees.source['built-in']);
      expect(await figure(page, 'result-profit')).toBe(money(simulatePerDeliveredOrder(DEFAULT_INPUT)!.profit, language));
      await page.getByRole('tab', { name: leadsTab(language, 250) }).click();
      await field(page, 'adsCost').fill('2');
      expect(await figure(page, 'result-profit')).toBe(money(simulate({ ...DEFAULT_INPUT, totalLeads: 250, adsCost: 2 }).profit, language));
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        if (SCREENSHOTS_ON) {
          await page.screenshot({ path: `test-results/screenshots/simulator-catalogue-failed-${language}-${width}.png`, fullPage: true, style: 'header { position: static !important; }' });
        }
      }
      await expectNoSeriousAxeViolations(page);

      // Once the server answers again, Try again fills the lists.
      await page.unroute('**/api/services');
      await page.unroute('**/api/countries');
      const expected = (await (await page.request.get('/api/services')).json()) as Service[];
      await page.getByRole('alert').filter({ hasText: s.servicesFailed }).getByRole('button', { name: t.common.retry }).click();
      await expect(services.locator('option:not([disabled])')).toHaveCount(expected.length);
      await page.getByRole('alert').filter({ hasText: s.countriesFailed }).getByRole('button', { name: t.common.retry }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);

      // The fee resolution has its error and retry too.
      await page.route('**/api/fee-structures/country/**', failing);
      const morocco = await countryNamed(page, 'Morocco');
      await countries.selectOption(morocco.id);
      const feesFailed = page.getByRole('alert').filter({ hasText: s.fees.loadFailed });
      await expect(feesFailed).toBeVisible();
      await page.unroute('**/api/fee-structures/country/**');
      const fees = await resolvedFees(page, morocco.id);
      await feesFailed.getByRole('button', { name: t.common.retry }).click();
      await expect(feesFailed).toHaveCount(0);
      // The alert goes when the retry starts; the country's fees replace the built-in ones when it answers.
      await expect.poll(() => figure(page, 'fee-shippingDelivered')).toBe(money(fees.shippingDelivered, language));
    });

    journey(language)('the fee edit buttons come after the service select in tab order, as on screen', async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await expect(page.getByTestId('fee-confirmedRate')).toBeVisible();
        const service = page.getByLabel(s.service, { exact: true });
        const lastInput = field(page, 'averageAOV');
        const firstFee = editFee(page, 'confirmedRate');

        // Walk the page with Tab from the skip link and note where each control comes.
        await page.locator('#main').focus();
        const stops: string[] = [];
        for (let i = 0; i < 40 && !stops.includes('fee'); i++) {
          await page.keyboard.press('Tab');
          stops.push(
            await page.evaluate(() => {
              const active = document.activeElement as HTMLElement;
              if (active.id === 'simulator-service') return 'service';
              if (active.id === 'input-averageAOV') return 'aov';
              if (active.getAttribute('aria-label')?.length && active.closest('[aria-busy]')) return 'fee';
              return active.tagName;
            }),
          );
        }
        expect(stops.indexOf('service'), stops.join(' ')).toBeGreaterThanOrEqual(0);
        expect(stops.indexOf('service')).toBeLessThan(stops.indexOf('fee'));
        expect(stops.indexOf('aov')).toBeLessThan(stops.indexOf('fee'));

        // …and on screen the fees are below the product card on a phone, beside it at its end on a desktop.
        const serviceBox = (await service.boundingBox())!;
        const inputBox = (await lastInput.boundingBox())!;
        const feeBox = (await firstFee.boundingBox())!;
        if (width === 390) expect(feeBox.y).toBeGreaterThan(inputBox.y + inputBox.height);
        else if (language === 'ar') expect(feeBox.x + feeBox.width).toBeLessThan(serviceBox.x);
        else expect(feeBox.x).toBeGreaterThan(serviceBox.x + serviceBox.width);
      }
    });
  });

  test.describe(`simulator saving and reach (${language})`, () => {
    test.use({ language });

    /** A new seller on the home page with a service and Saudi Arabia chosen; returns the fees on screen. */
    async function sellerWithMarket(page: Page, label: string): Promise<{ fees: FeeValues; saudi: Country }> {
      await signUpSeller(page, `${label}-${language}`);
      const [services, saudi] = await Promise.all([
        page.request.get('/api/services').then(async (response) => (await response.json()) as Service[]),
        countryNamed(page, 'Saudi Arabia'),
      ]);
      const service = services[0]!;
      await page.goto('/');
      await page.getByLabel(s.service, { exact: true }).selectOption(service.id);
      await page.getByLabel(s.country, { exact: true }).selectOption(saudi.id);
      const fees = await resolvedFees(page, saudi.id, service.id);
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(new RegExp(String(fees.confirmedRate)));
      return { fees, saudi };
    }

    journey(language)('Enter on a save keeps the focus on it, and the outcome is announced there', async ({ page }) => {
      const { saudi } = await sellerWithMarket(page, 'inputs-save');
      const saveSimulation = page.getByRole('button', { name: t.history.save.simulation });
      await saveSimulation.focus();
      const simulationToast = toastWith(page, t.history.save.simulationSaved).waitFor({ state: 'visible', timeout: 60_000 });
      await page.keyboard.press('Enter');
      await simulationToast;
      await expect(saveSimulation).toBeFocused();
      await expect(page.getByTestId('save-status')).toContainText(t.history.save.simulationSaved);
      expect(((await (await page.request.get('/api/simulations')).json()) as unknown[]).length).toBe(1);

      const saveConfiguration = page.getByRole('button', { name: t.history.save.configuration });
      await saveConfiguration.focus();
      const configurationToast = toastWith(page, t.history.save.configurationSaved).waitFor({ state: 'visible', timeout: 60_000 });
      await page.keyboard.press('Enter');
      await configurationToast;
      await expect(saveConfiguration).toBeFocused();
      await expect(page.getByTestId('save-status')).toContainText(t.history.save.configurationSaved);
      const own = (await (await page.request.get('/api/fee-structures')).json()) as FeeStructure[];
      expect(own.some((row) => !row.isDefault && row.countryId === saudi.id)).toBe(true);
    });

    journey(language)('on the One Order tab the save box says which lead count is saved, and its profit', async ({ page }) => {
      const { fees } = await sellerWithMarket(page, 'inputs-one-order');
      await field(page, 'totalLeads').fill('300');
      await page.getByRole('tab', { name: s.scenarios.one }).click();
      await expect(page.getByTestId('result-delivered-orders')).toHaveText('1');
      const leadProfit = simulate({ ...fees, totalLeads: 300, adsCost: 1, productCost: 3, averageAOV: 48 }).profit;
      const save = page.getByRole('button', { name: t.history.save.simulation });
      const hint = page.getByTestId('save-simulation-hint');
      await expect(save).toHaveAttribute('aria-describedby', (await hint.getAttribute('id'))!);
      expect(normalizeFigure(await hint.innerText())).toBe(
        normalizeFigure(fill(pluralOf(language, t.history.save, 'oneOrderHint', 300), { leads: formatCount(300, language), profit: formatMoney(leadProfit, language) })),
      );
      await elementScreenshot(page.getByTestId('save-controls'), `save-controls-one-order-${language}`);

      // What the box names is what is saved: the 300-lead view, not the per-order figures on screen.
      await clickAndExpectToast(page, save, t.history.save.simulationSaved);
      const [saved] = (await (await page.request.get('/api/simulations')).json()) as { totalLeads: number; profit: number }[];
      expect(saved!.totalLeads).toBe(300);
      // A saved plan keeps dollars to the cent.
      expect(saved!.profit).toBeCloseTo(leadProfit, 2);

      // On a lead tab the usual hint is back.
      await page.getByRole('tab', { name: leadsTab(language, 250) }).click();
      await expect(hint).toHaveText(t.history.save.simulationHint);
    });

    journey(language)('History is in the header navigation and the account menu', async ({ page }) => {
      await signUpSeller(page, `inputs-nav-${language}`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: t.common.nav.mainNavigation });
      await nav.getByRole('link', { name: t.common.nav.history }).click();
      await expect(page).toHaveURL(/\/history$/);
      await expect(page.getByRole('heading', { name: t.history.title })).toBeVisible();
      await expect(nav.getByRole('link', { name: t.common.nav.history })).toHaveAttribute('aria-current', 'page');

      await page.goto('/');
      await page.getByRole('button', { name: t.common.nav.userMenu }).click();
      await page.getByRole('menuitem', { name: t.common.nav.history }).click();
      await expect(page).toHaveURL(/\/history$/);

      // On a phone the menu button opens the same links.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('button', { name: t.common.nav.openMenu }).click();
      await page.locator('#mobile-nav').getByRole('link', { name: t.common.nav.history }).click();
      await expect(page).toHaveURL(/\/history$/);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

