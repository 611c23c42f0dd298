import type { Page } from '@playwright/test';
import type { Country, Service } from '../src/domain/entities';
import type { FeeValues } from '../src/domain/fees';
import { monthFigures } from '../src/domain/model/month';
import { simulate } from '../src/domain/model/simulate';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { money, normalizeFigure } from './support/figures';
import { catalogueOf, signUpSeller } from './support/manage-helpers';
import { clickAndExpectToast } from './support/toasts';

// The Advanced costs section, collapsed and remembered, its cost lines in
// the results, saved with the simulation and listed in the CSV, in English and Arabic.

const figure = async (page: Page, id: string) => normalizeFigure((await page.getByTestId(id).textContent()) ?? '');

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('fr');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const a = t.simulator.advanced;

  test.describe(`advanced costs (${language})`, () => {
    test.use({ language });
    test.setTimeout(360_000);

    journey(language)('a seller turns on returns loss and fixed costs, sees the lines, saves and finds them in the CSV', async ({ page }) => {
      await signUpSeller(page, `costs-${language}`);
      const services = (await (await page.request.get('/api/services')).json()) as Service[];
      const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
      const service = services.find((s) => s.status === 'active')!;
      const country = countries.find((c) => c.status === 'active')!;
      await page.goto('/');

      // Collapsed at first: its fields are hidden until the section is opened.
      const lost = page.getByRole('textbox', { name: a.lostOnReturnsRate, exact: true });
      await expect(lost).toBeHidden();
      await page.locator('summary', { hasText: a.heading }).click();
      await expect(lost).toBeVisible();

      // By id: the options name the service and the country in the page's language.
      await page.getByLabel(t.simulator.service, { exact: true }).selectOption(service.id);
      await page.getByLabel(t.simulator.country, { exact: true }).selectOption(country.id);
      const fees = (await (await page.request.get(`/api/fee-structures/country/${country.id}?serviceId=${service.id}`)).json()) as FeeValues;
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(new RegExp(String(fees.confirmedRate)));
      await page.getByRole('textbox', { name: t.simulator.inputs.totalLeads, exact: true }).fill('1000');
      await lost.fill('50');
      await page.getByRole('textbox', { name: a.fixedCostsPerMonth, exact: true }).fill('2000');
      await page.getByRole('textbox', { name: a.leadsPerMonth, exact: true }).fill('3000');

      const input = { ...fees, totalLeads: 1000, adsCost: 1, productCost: 3, averageAOV: 48, lostOnReturnsRate: 50, fixedCostsPerMonth: 2000, leadsPerMonth: 3000 };
      const expected = simulate(input);
      await expect.poll(() => figure(page, 'result-return-loss')).toBe(money(expected.returnLoss, language));
      expect(await figure(page, 'result-profit')).toBe(money(expected.profit, language));
      expect(await figure(page, 'result-monthly-profit')).toBe(money(monthFigures(input, expected).monthlyProfit!, language));
      await expectNoSeriousAxeViolations(page);

      await clickAndExpectToast(page, page.getByRole('button', { name: t.history.save.simulation }), t.history.save.simulationSaved);
      const [saved] = (await (await page.request.get('/api/simulations')).json()) as { id: string; lostOnReturnsRate: number; profit: number }[];
      expect(saved!.lostOnReturnsRate).toBe(50);
      // A saved plan keeps dollars to the cent.
      expect(saved!.profit).toBeCloseTo(expected.profit, 2);
      const csv = await (await page.request.get(`/api/simulations/${saved!.id}/export?format=csv&lang=${language}`)).text();
      // French and Arabic spreadsheets split on ";".
      const lostRow = { en: 'Product lost on returns (%),50', ar: 'المنتج المفقود في المرتجعات (%);50', fr: 'Produit perdu sur les retours (%);50' };
      expect(csv).toContain(lostRow[language]);

      // The section's open state is remembered.
      await page.reload();
      await expect(page.getByRole('textbox', { name: a.lostOnReturnsRate, exact: true })).toBeVisible();
    });
  });
}
