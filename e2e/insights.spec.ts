import type { Page } from '@playwright/test';
import type { Country, FeeStructure, Service } from '../src/domain/entities';
import type { FeeValues } from '../src/domain/fees';
import { formatCurrency, formatNumber, NOT_AVAILABLE } from '../src/domain/format';
import {
  breakEven,
  compareMarkets,
  orderEconomics,
  sensitivityAxes,
  sensitivityGrid,
  targetAdsCostPerLead,
  type BreakEven,
} from '../src/domain/model/insights';
import { simulate, type SimulationInput } from '../src/domain/model/simulate';
import { buildMarkets } from '../src/client/features/insights/markets';
import { CATALOGUES } from './support/catalogues';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, type Language, inTurn } from './support/fixtures';
import { money, normalizeFigure, percent } from './support/figures';
import { shownSampleCountry, shownService } from './support/sample-names';
import { elementScreenshot } from './support/screenshots';


async function figure(page: Page, testId: string): Promise<string> {
  return normalizeFigure((await page.getByTestId(testId).textContent()) ?? '');
}

/** A break-even as the page shows it: the formatted threshold, or the state's word. */
function shown(value: BreakEven, format: (n: number) => string, language: Language): string {
  const t = CATALOGUES[language].insights;
  if (value.kind === 'value') return format(value.value);
  return normalizeFigure(value.kind === 'always' ? t.always : t.impossible);
}

function roasText(value: number | null, language: Language): string {
  const t = CATALOGUES[language].insights.perOrder;
  return normalizeFigure(value === null ? NOT_AVAILABLE : t.roasValue.replace('{{value}}', formatNumber(value, language, 2)));
}

/** Chooses a country by name in the simulator and returns its fees as the server resolves them. */
async function chooseCountry(page: Page, language: Language, namePrefix: string): Promise<{ country: Country; fees: FeeValues }> {
  const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
  const country = countries.find((c) => c.name.startsWith(namePrefix))!;
  const resolved = (await (await page.request.get(`/api/fee-structures/country/${country.id}`)).json()) as FeeValues & Record<string, unknown>;
  const fees: FeeValues = {
    confirmedRate: resolved.confirmedRate,
    deliveredRate: resolved.deliveredRate,
    orderFees: resolved.orderFees,
    confirmedLead: resolved.confirmedLead,
    deliveredLead: resolved.deliveredLead,
    shippingDelivered: resolved.shippingDelivered,
    shippingReturned: resolved.shippingReturned,
    serviceFees: resolved.serviceFees,
  };
  await page.getByLabel(CATALOGUES[language].simulator.country, { exact: true }).selectOption(country.id);
  await expect(page.getByTestId('fee-confirmedRate')).toHaveText(percentPattern(fees.confirmedRate));
  return { country, fees };
}

function percentPattern(value: number): RegExp {
  return new RegExp(String(value).replace('.', '\\.'));
}

async function typeInputs(page: Page, language: Language, values: Partial<Record<'totalLeads' | 'adsCost' | 'productCost' | 'averageAOV', number>>) {
  const labels = CATALOGUES[language].simulator.inputs;
  for (const [key, value] of Object.entries(values)) {
    await page.getByLabel(labels[key as keyof typeof values], { exact: true }).fill(String(value));
  }
}

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('en');

for (const language of LANGUAGES) {
  const t = CATALOGUES[language].insights;

  test.describe(`insights (${language})`, () => {
    test.use({ language });

    journey(language)('break-even, per-order and local-currency figures equal the domain and follow the inputs', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: t.heading, level: 2 })).toBeVisible();
      const { country, fees } = await chooseCountry(page, language, 'Saudi Arabia');
      await typeInputs(page, language, { totalLeads: 500, adsCost: 1.5, productCost: 4, averageAOV: 60 });
      let input: SimulationInput = { ...fees, totalLeads: 500, adsCost: 1.5, productCost: 4, averageAOV: 60 };

      const check = async () => {
        const be = breakEven(input, 20);
        const m = (n: number) => money(n, language);
        const p = (n: number) => percent(n, language);
        await expect.poll(() => figure(page, 'insight-break-even-cpl')).toBe(shown(be.adsCostPerLead, m, language));
        expect(await figure(page, 'insight-target-cpl')).toBe(shown(be.targetAdsCostPerLead, m, language));
        expect(await figure(page, 'insight-break-even-confirmed-rate')).toBe(shown(be.confirmedRate, p, language));
        expect(await figure(page, 'insight-break-even-delivered-rate')).toBe(shown(be.deliveredRate, p, language));
        expect(await figure(page, 'insight-break-even-aov')).toBe(shown(be.averageAOV, m, language));
        const economics = orderEconomics(input);
        expect(await figure(page, 'insight-profit-per-order')).toBe(m(economics.perDeliveredOrder!.profit));
        expect(await figure(page, 'insight-roas')).toBe(roasText(economics.roas, language));
        expect(await figure(page, 'insight-naive-roas')).toBe(roasText(economics.naiveRoas, language));
        const result = simulate(input);
        expect(await figure(page, 'insight-local-profit')).toBe(normalizeFigure(formatCurrency(result.profit * country.currencyChange, 'SAR', language)));
        expect(await figure(page, 'insight-local-revenue')).toBe(
          normalizeFigure(formatCurrency(result.sellingPrice * country.currencyChange, 'SAR', language)),
        );
      };
      await check();
      // The meaning is spelled out next to the delivery-rate figure.
      const delivered = breakEven(input).deliveredRate;
      expect(delivered.kind).toBe('value');
      await expect(page.getByText(t.breakEven.meaning.deliveredRate.above.replace('{{value}}', await page.getByTestId('insight-break-even-delivered-rate').innerText()))).toBeVisible();

      // A dearer ad changes the delivery break-even, the per-order profit and the ROAS.
      const before = await figure(page, 'insight-profit-per-order');
      await typeInputs(page, language, { adsCost: 3 });
      input = { ...input, adsCost: 3 };
      await check();
      expect(await figure(page, 'insight-profit-per-order')).not.toBe(before);

      // The margin drives the target CPL.
      await page.getByLabel(t.breakEven.marginLabel, { exact: true }).fill('35');
      await expect.poll(() => figure(page, 'insight-target-cpl')).toBe(shown(targetAdsCostPerLead(input, 35), (n) => money(n, language), language));

      // A product dearer than the order value: no CPL breaks even, and the page says so instead of a number.
      await typeInputs(page, language, { productCost: 100 });
      input = { ...input, productCost: 100 };
      await expect(page.getByTestId('insight-break-even-cpl')).toHaveText(t.impossible);
      await expect(page.getByText(t.breakEven.meaning.adsCostPerLead.impossible)).toBeVisible();
      await check();
      await expect(page.locator('body')).not.toContainText(/Infinity|NaN/);
    });

    journey(language)('the heat map and its table show the same profits, mirrored in Arabic', async ({ page }) => {
      await page.goto('/');
      const { fees } = await chooseCountry(page, language, 'Morocco');
      await typeInputs(page, language, { totalLeads: 250, adsCost: 2, productCost: 5, averageAOV: 45 });
      const input: SimulationInput = { ...fees, totalLeads: 250, adsCost: 2, productCost: 5, averageAOV: 45 };
      const grid = sensitivityGrid(input, sensitivityAxes(input, { reachBreakEven: true }));
      const map = page.getByTestId('sensitivity-map');
      // Wait until the map shows these inputs (it is deferred while typing).
      const lastCol = grid.adsCosts.length - 1;
      await expect(map.locator(`rect[data-row="0"][data-col="${lastCol}"]`)).toHaveAttribute('data-profit', String(grid.profit[0]![lastCol]));
      await expect(map.locator('rect[data-cell]')).toHaveCount(grid.deliveredRates.length * grid.adsCosts.length);
      await expect(map.locator('[data-frontier]')).toHaveCount(1);
      await expect(map.locator('[data-current]')).toHaveCount(1);

      await page.getByText(t.sensitivity.showTable).click();
      const table = page.getByTestId('sensitivity-table');
      await expect(table).toBeVisible();
      const cells = await page.evaluate(() => {
        const read = (selector: string) =>
          [...document.querySelectorAll<HTMLElement | SVGElement>(selector)].map((el) => ({
            row: Number(el.getAttribute('data-row')),
            col: Number(el.getAttribute('data-col')),
            profit: el.getAttribute('data-profit'),
            text: el.textContent ?? '',
            x: el instanceof SVGRectElement ? el.x.baseVal.value : 0,
          }));
        return { svg: read('[data-testid="sensitivity-map"] rect[data-cell]'), table: read('[data-testid="sensitivity-table"] td[data-row]') };
      });
      expect(cells.table).toHaveLength(cells.svg.length);
      for (const rect of cells.svg) {
        const expected = money(grid.profit[rect.row]![rect.col]!, language);
        expect(money(Number(rect.profit), language)).toBe(expected);
        expect(normalizeFigure(rect.text)).toContain(expected);
        const cell = cells.table.find((c) => c.row === rect.row && c.col === rect.col)!;
        expect(normalizeFigure(cell.text)).toBe(expected);
      }
      // Column headers and row headers are the axes' values.
      expect(normalizeFigure(await table.locator('thead th').nth(1).innerText())).toBe(money(grid.adsCosts[0]!, language));
      expect(normalizeFigure(await table.locator('tbody th').first().innerText())).toBe(percent(grid.deliveredRates.at(-1)!, language));

      // Round ticks on both axes (not $3.99, $7.99): CPL in steps of 1, 2, 2.5 or 5 × 10ⁿ from $0, delivery rates in 5s.
      const cplTicks = await table.locator('thead th').evaluateAll((cells) => cells.slice(1).map((cell) => cell.textContent ?? ''));
      expect(cplTicks.map((text) => normalizeFigure(text))).toEqual(grid.adsCosts.map((cpl) => money(cpl, language)));
      const step = grid.adsCosts[1]! - grid.adsCosts[0]!;
      expect(grid.adsCosts[0]).toBe(0);
      expect([1, 2, 2.5, 5]).toContain(Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6)));
      grid.adsCosts.forEach((cpl, i) => expect(money(cpl, language)).toBe(money(i * step, language)));
      expect(grid.deliveredRates.every((rate) => rate % 5 === 0)).toBe(true);

      // The legend spans the map's true lowest and highest profit, not a symmetric ±.
      const legend = page.getByTestId('sensitivity-legend');
      expect(normalizeFigure(await legend.locator('[data-legend="min"]').innerText())).toBe(
        normalizeFigure(`${t.sensitivity.legendLowest} ${money(grid.minProfit, language)}`),
      );
      expect(normalizeFigure(await legend.locator('[data-legend="max"]').innerText())).toBe(
        normalizeFigure(`${t.sensitivity.legendHighest} ${money(grid.maxProfit, language)}`),
      );
      expect(Math.abs(grid.minProfit)).not.toBeCloseTo(Math.abs(grid.maxProfit), 0);
      await elementScreenshot(page.getByTestId('sensitivity-map'), `heat-map-${language}`, 'header { position: static !important; }');

      // Ads cost per lead rises along the reading direction.
      const first = cells.svg.find((c) => c.row === 0 && c.col === 0)!;
      const last = cells.svg.find((c) => c.row === 0 && c.col === grid.adsCosts.length - 1)!;
      if (language === 'ar') expect(first.x).toBeGreaterThan(last.x);
      else expect(first.x).toBeLessThan(last.x);
    });

    journey(language)('the comparison ranks every market and choosing a row switches the simulator', async ({ page }) => {
      await page.goto('/');
      const { fees } = await chooseCountry(page, language, 'Saudi Arabia');
      await typeInputs(page, language, { totalLeads: 300, adsCost: 1.2, productCost: 6, averageAOV: 50 });
      const [feeStructures, countries, services] = await Promise.all(
        ['/api/fee-structures', '/api/countries', '/api/services'].map(async (url) => (await page.request.get(url)).json()),
      );
      const rows = compareMarkets(
        { totalLeads: 300, adsCost: 1.2, productCost: 6, averageAOV: 50 },
        buildMarkets(feeStructures as FeeStructure[], countries as Country[], services as Service[]),
      );
      const table = page.getByTestId('country-comparison');
      const bodyRows = table.locator('tbody tr');
      await expect(bodyRows).toHaveCount(rows.length);
      await expect.poll(async () => normalizeFigure((await bodyRows.first().locator('[data-cell="profit"]').textContent()) ?? '')).toBe(
        money(rows[0]!.profit, language),
      );
      for (const [index, row] of rows.entries()) {
        const line = bodyRows.nth(index);
        expect(normalizeFigure((await line.locator('[data-cell="profit"]').textContent()) ?? '')).toBe(money(row.profit, language));
        expect(normalizeFigure((await line.locator('[data-cell="roi"]').textContent()) ?? '')).toBe(
          row.result.investment === 0 ? NOT_AVAILABLE : percent(row.roi, language),
        );
        expect(normalizeFigure((await line.locator('[data-cell="break-even-cpl"]').textContent()) ?? '')).toBe(
          row.breakEvenCpl === null ? NOT_AVAILABLE : money(row.breakEvenCpl, language),
        );
      }
      // The simulator shows Saudi Arabia with no service: that country-wide row is the current one.
      const current = table.locator('tbody tr[aria-current="true"]');
      await expect(current).toHaveCount(1);
      // Named in the page's language from its ISO code.
      await expect(current).toContainText(new Intl.DisplayNames([language], { type: 'region' }).of('SA')!);
      await expect(current).toContainText(t.comparison.allServices);
      expect(fees.confirmedRate).toBe(35);

      // Choose Morocco with the dearer sample service.
      const target = rows.find((r) => r.countryName === 'Morocco (sample)' && r.serviceName === 'Sample Express')!;
      // Named as the page names the sample catalogue: in the reader's language, the "(sample)" note translated.
      const shownCountry = shownSampleCountry('MA', language);
      const shownExpress = shownService('Sample Express', language);
      const market = `${shownCountry} · ${shownExpress}`;
      await table.getByRole('button', { name: t.comparison.chooseLabel.replace('{{market}}', market) }).click();
      // The changed results are brought into view, with the focus on their heading.
      const resultsHeading = page.getByRole('heading', { name: CATALOGUES[language].simulator.results.heading, level: 2 });
      await expect(resultsHeading).toBeFocused();
      await expect(resultsHeading).toBeInViewport();
      await expect(page.getByLabel(CATALOGUES[language].simulator.country, { exact: true })).toHaveValue(target.countryId);
      await expect(page.getByLabel(CATALOGUES[language].simulator.service, { exact: true }).locator('option:checked')).toContainText(shownExpress);
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(percentPattern(target.fees.confirmedRate));
      expect(await figure(page, 'fee-shippingDelivered')).toBe(money(target.fees.shippingDelivered, language));
      await expect(table.locator('tbody tr[aria-current="true"]')).toContainText(shownCountry);
      await expect(table.locator('tbody tr[aria-current="true"]')).toContainText(shownExpress);
      await expect(page.getByRole('status').filter({ hasText: t.comparison.switched.replace('{{market}}', market) })).toHaveCount(1);
    });

    journey(language)('the insights are accessible and look right on phone and desktop', async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await chooseCountry(page, language, 'Saudi Arabia');
        await expect(page.getByTestId('country-comparison')).toBeVisible();
        await page.getByText(t.sensitivity.showTable).click();
        // On a phone the numbers are a small table per delivery rate (nine money columns do not fit).
        await expect(page.getByTestId(width === 390 ? 'sensitivity-cards' : 'sensitivity-table')).toBeVisible();
        const section = page.locator('section[aria-labelledby="insights-heading"]');
        // The sticky site header would otherwise be painted over the section while it scrolls into view.
        await elementScreenshot(section, `insights-${language}-${width}`, 'header { position: static !important; }');
        // Nothing may push the page sideways on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      }
      await expectNoSeriousAxeViolations(page);
    });
  });
}
