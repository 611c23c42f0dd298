import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import type { Country, Service } from '../src/domain/entities';
import type { FeeValues } from '../src/domain/fees';
import { countryName, placeNameText } from '../src/domain/place-names';
import { simulate } from '../src/domain/model/simulate';
import { toCents } from '../src/domain/money';
import { csvConventions } from '../src/server/export/csv';
import { exportLabels } from '../src/server/export/export-labels';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test, inTurn } from './support/fixtures';
import { money, normalizeFigure, percent } from './support/figures';
import { catalogueOf, fill, pluralOf, signUpSeller } from './support/manage-helpers';
import { elementScreenshot, screenshots } from './support/screenshots';
import { clickAndExpectToast, toastWillShow } from './support/toasts';
import { SPEC_EXAMPLE } from '../src/domain/test-support/example-plans';
import { shownSampleCountry, shownService } from './support/sample-names';

// End to end: save configuration (and see it after a reload), save a simulation, history,
// CSV and PDF downloads in the language being read, delete after confirmation; paging; guests.

/** A text input by its exact label (insights' charts reuse some of the same words in their labels). */
function textbox(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

async function downloaded(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

// Each journey in one language, in turn (decision 0029).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const h = t.history;

  test.describe(`history (${language})`, () => {
    // Exports are written in the browser's zone, named (decision 0019).
    test.use({ language, timezoneId: 'Asia/Riyadh' });
    test.setTimeout(360_000);

    journey(language)('a seller saves a configuration and a simulation, exports both files and deletes it', async ({ page }) => {
      await signUpSeller(page, `history-${language}`);
      const services = (await (await page.request.get('/api/services')).json()) as Service[];
      const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
      const service = services.find((s) => s.status === 'active')!;
      const country = countries.find((c) => c.name.startsWith('Saudi Arabia'))!;

      await page.goto('/');
      const saveConfiguration = page.getByRole('button', { name: h.save.configuration });
      const saveSimulation = page.getByRole('button', { name: h.save.simulation });
      await expect(saveConfiguration).toBeVisible();

      // The selections each save needs.
      await clickAndExpectToast(page, saveConfiguration, h.save.selectCountry);
      await clickAndExpectToast(page, saveSimulation, h.save.selectServiceAndCountry);

      // Options name the service and the country in the page's language: chosen by id.
      await page.getByLabel(t.simulator.service, { exact: true }).selectOption(service.id);
      await page.getByLabel(t.simulator.country, { exact: true }).selectOption(country.id);
      const resolved = (await (
        await page.request.get(`/api/fee-structures/country/${country.id}?serviceId=${service.id}`)
      ).json()) as FeeValues;
      await expect(page.getByTestId('fee-confirmedRate')).toHaveText(new RegExp(String(resolved.confirmedRate)));

      // Edit one fee and keep it as the seller's configuration.
      const editDelivered = page.getByRole('button', { name: fill(t.simulator.fees.edit, { label: t.simulator.fees.deliveredRate }) });
      await editDelivered.click();
      await textbox(page, t.simulator.fees.deliveredRate).fill('47');
      await textbox(page, t.simulator.fees.deliveredRate).press('Enter');
      await clickAndExpectToast(page, saveConfiguration, h.save.configurationSaved);
      await expect(page.getByTestId('fee-source')).toHaveText(t.simulator.fees.source['own-service']);

      // After a reload the saved fees come back for that country and service.
      await page.reload();
      await page.getByLabel(t.simulator.service, { exact: true }).selectOption(service.id);
      await page.getByLabel(t.simulator.country, { exact: true }).selectOption(country.id);
      await expect(page.getByTestId('fee-source')).toHaveText(t.simulator.fees.source['own-service']);
      expect(normalizeFigure((await page.getByTestId('fee-deliveredRate').textContent()) ?? '')).toBe(percent(47, language));

      // Save the lead view of 250 leads.
      await textbox(page, t.simulator.inputs.totalLeads).fill('250');
      await textbox(page, t.simulator.inputs.adsCost).fill('2.5');
      await screenshots(page, 'history-save-controls', language);
      await elementScreenshot(page.getByTestId('save-controls'), `history-save-controls-box-${language}`);
      await clickAndExpectToast(page, saveSimulation, h.save.simulationSaved);
      const fees: FeeValues = { ...resolved, deliveredRate: 47 };
      const expected = simulate({ ...fees, totalLeads: 250, adsCost: 2.5, productCost: 3, averageAOV: 48 });

      await page.getByRole('link', { name: h.save.viewHistory }).click();
      await expect(page.getByRole('heading', { level: 1, name: h.title })).toBeVisible();
      await expect(page.getByTestId('simulation-count')).toHaveText(fill(pluralOf(language, h.list, 'count', 1), { count: 1 }));
      const card = page.getByTestId('simulation-card');
      await expect(card).toHaveCount(1);
      // A save without a name is called "service · country · date", in the page's language.
      const planName = `${shownService(service.name, language)} · ${shownSampleCountry('SA', language)} · ${today()}`;
      await expect(card.getByRole('heading', { name: planName })).toBeVisible();
      // The country is named in the page's language from its code, the seller's note kept.
      await expect(card).toContainText(shownSampleCountry('SA', language));
      const tile = async (id: string) => normalizeFigure((await card.getByTestId(id).textContent()) ?? '');
      expect(await tile('tile-total-leads')).toBe('250');
      expect(await tile('tile-revenue')).toBe(money(expected.sellingPrice, language));
      // A saved plan keeps its money to the cent, rounded once (507.165 is 507.17).
      expect(await tile('tile-profit')).toBe(money(toCents(expected.profit), language));
      expect(await tile('tile-roi')).toBe(percent(expected.roi, language));
      expect(await tile('tile-ads-cost')).toBe(money(2.5, language));
      expect(await tile('tile-product-cost')).toBe(money(3, language));
      await expectNoSeriousAxeViolations(page);

      // CSV in the language being read.
      const safeName = service.name.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
      // The page notes the toast from before the click: it closes by itself while the file is being checked.
      const csvToast = await toastWillShow(page, h.toast.csvExported);
      const [csvDownload] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: fill(h.card.exportCsv, { name: planName }) }).click(),
      ]);
      expect(csvDownload.suggestedFilename()).toBe(`${safeName}-${today()}.csv`);
      const csv = (await downloaded(csvDownload)).toString('utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      expect(csv).toContain(exportLabels(language).sections.results);
      // Sample Saudi Arabia has a rate of 3.75: amounts in riyals beside the dollars.
      // French and Arabic spreadsheets read ';' between cells and a decimal comma.
      const { delimiter, decimalComma } = csvConventions(language);
      const decimal = (value: number) => (decimalComma ? String(value).replace('.', ',') : String(value));
      const profit = toCents(expected.profit);
      expect(csv).toContain(`${delimiter}${decimal(profit)}${delimiter}${decimal(toCents(profit * 3.75))}\r\n`);
      expect(csv).toContain(`${exportLabels(language).value} (SAR)`);
      expect(csv).toMatch(new RegExp(`${delimiter}\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\+03:00\\r\\n`));
      expect(csv).toContain(`${delimiter}Asia/Riyadh\r\n`);
      await csvToast();

      // The page notes the toast from before the click: it closes by itself while the file is being checked.
      const pdfToast = await toastWillShow(page, h.toast.pdfExported);
      const [pdfDownload] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: fill(h.card.exportPdf, { name: planName }) }).click(),
      ]);
      expect(pdfDownload.suggestedFilename()).toBe(`${safeName}-${today()}.pdf`);
      const pdf = await downloaded(pdfDownload);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdfText = execFileSync('pdftotext', ['-layout', (await pdfDownload.path())!, '-'], { encoding: 'utf8' });
      // Figures as in the English file, except French, which writes its own (`1 234,50 $`).
      expect(normalizeFigure(pdfText)).toContain(money(toCents(expected.profit), language === 'fr' ? 'fr' : 'en'));
      // The service as the page names it (a sample's translated).
      expect(pdfText).toContain(shownService(service.name, language).split(' ')[0]!);
      expect(pdfText).toContain({ en: 'Arabian Standard Time', ar: 'التوقيت العربي الرسمي', fr: 'heure normale de l’Arabie' }[language]);
      // Riyals beside dollars: the code before the figure, after it in French (`9,38 SAR`).
      expect(pdfText).toMatch(language === 'fr' ? /\d SAR/ : /SAR \d/);
      await pdfToast();

      await screenshots(page, 'history', language);

      // Delete, after the confirmation step.
      await card.getByRole('button', { name: fill(h.card.delete, { name: planName }) }).click();
      const dialog = page.getByRole('alertdialog', { name: h.deleteDialog.title });
      await expect(dialog).toBeVisible();
      await clickAndExpectToast(page, dialog.getByRole('button', { name: h.deleteDialog.confirm }), h.toast.deleted);
      await expect(page.getByRole('heading', { name: h.empty.title })).toBeVisible();
      await expect(page.getByText(h.empty.text)).toBeVisible();
      await screenshots(page, 'history-empty', language);
      await page.getByRole('link', { name: h.empty.cta }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    journey(language)('long histories load 20 at a time, newest first, with a negative profit tinted; the country filter names countries in the page’s language', async ({ page }) => {
      await signUpSeller(page, `history-pages-${language}`);
      const base = { ...SPEC_EXAMPLE, countryCode: 'MA', adsCost: 9 };
      for (let i = 1; i <= 23; i++) {
        const response = await page.request.post('/api/simulations', { data: { ...base, serviceName: `Batch ${i}`, name: `Batch ${i}` } });
        expect(response.status()).toBe(201);
      }
      await page.goto('/history');
      const cards = page.getByTestId('simulation-card');
      await expect(cards).toHaveCount(20);
      await expect(cards.first().getByRole('heading')).toHaveText('Batch 23');
      await expect(page.getByTestId('simulation-count')).toContainText('23');
      await expect(cards.first().getByTestId('tile-profit')).toHaveAttribute('data-negative', 'true');
      await expect(cards.first().getByTestId('tile-roi')).toHaveClass(/red/);
      await page.getByRole('button', { name: h.list.loadMore }).click();
      await expect(cards).toHaveCount(23);
      await expect(cards.last().getByRole('heading')).toHaveText('Batch 1');
      await expect(page.getByRole('button', { name: h.list.loadMore })).toHaveCount(0);

      // The filter offers the stored country by its standard name in this language ("Maroc", "المغرب"), and filters by it.
      const localName = placeNameText(countryName('MA', 'Morocco', language));
      if (language !== 'en') expect(localName).not.toBe('Morocco');
      const filter = page.getByLabel(t.plans.filters.country, { exact: true });
      await expect(filter.locator('option')).toHaveText([t.plans.filters.any, localName]);
      await filter.selectOption({ label: localName });
      await expect(page.getByTestId('simulation-count')).toContainText('23');
      await expect(cards).toHaveCount(20);
    });

    journey(language)('guests are asked to sign in, on /history and at the save controls', async ({ page }) => {
      await page.goto('/history');
      await expect(page.getByText(h.signedOut)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: h.signIn })).toHaveAttribute('href', '/login');
      await page.goto('/');
      await expect(page.getByTestId('save-controls-guest')).toBeVisible();
      await expect(page.getByRole('button', { name: h.save.simulation })).toHaveCount(0);
    });
  });
}
