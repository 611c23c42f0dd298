import type { Page } from '@playwright/test';
import type { Country, Service } from '../src/domain/entities';
import { expect, expectNoSeriousAxeViolations, LANGUAGES, test } from './support/fixtures';
import { money, normalizeFigure } from './support/figures';
import { catalogueOf, fill, pluralOf, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { clickAndExpectToast } from './support/toasts';

// Issue 19 "Done means", in both languages: save → rename → reopen → change → save as copy → …

async function choose(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator('option', { hasText: option }).first().getAttribute('value');
  await select.selectOption(value!);
}

const regionName = (code: string, language: string) => new Intl.DisplayNames([language], { type: 'region' }).of(code)!;

const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const p = t.plans;

  test.describe(`plans (${language})`, () => {
    test.use({ language });
    test.setTimeout(180_000);

    test('save, rename, reopen, change, save as a copy, find, share, revoke', async ({ page, browser }) => {
      await signUpSeller(page, `plans-${language}`);
      const services = (await (await page.request.get('/api/services')).json()) as Service[];
      const countries = (await (await page.request.get('/api/countries')).json()) as Country[];
      const service = services.find((s) => s.status === 'active')!;
      const country = countries.find((c) => c.name.startsWith('Morocco'))!;

      await page.goto('/');
      await choose(page, t.simulator.service, service.name);
      // Countries are offered under their name in the page's language (issue 17): chosen by id.
      await page.getByLabel(t.simulator.country, { exact: true }).selectOption(country.id);
      await textbox(page, t.simulator.inputs.totalLeads).fill('300');
      await textbox(page, t.simulator.inputs.adsCost).fill('1.5');
      await clickAndExpectToast(page, page.getByRole('button', { name: t.history.save.simulation }), t.history.save.simulationSaved);

      // Rename, with a product and a note.
      await page.goto('/history');
      const card = page.getByTestId('simulation-card');
      await expect(card).toHaveCount(1);
      const defaultName = (await card.getByTestId('simulation-name').textContent())!;
      expect(defaultName).toContain(service.name);
      await card.getByRole('button', { name: fill(p.card.editNamed, { name: defaultName }) }).click();
      const dialog = page.getByRole('dialog', { name: p.details.title });
      await dialog.getByLabel(p.details.name, { exact: true }).fill('');
      await dialog.getByRole('button', { name: p.details.save }).click();
      await expect(dialog.getByText(p.details.nameRequired)).toBeVisible();
      const planName = language === 'en' ? 'Ramadan test' : 'تجربة رمضان';
      await dialog.getByLabel(p.details.name, { exact: true }).fill(planName);
      await dialog.getByLabel(p.details.productName).fill('Argan oil');
      await dialog.getByLabel(p.details.note).fill('Casablanca, first week');
      await screenshots(page, 'plans-rename', language);
      await dialog.getByRole('button', { name: p.details.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(card.getByTestId('simulation-name')).toHaveText(planName);
      await expect(card.getByTestId('simulation-product')).toContainText('Argan oil');
      await expect(card.getByTestId('simulation-note')).toContainText('Casablanca, first week');

      // Reopen: every input comes back, the fees too.
      await card.getByRole('link', { name: fill(p.card.openNamed, { name: planName }) }).click();
      await expect(page.getByTestId('plan-opened')).toHaveText(fill(p.opened, { name: planName }));
      await expect(textbox(page, t.simulator.inputs.totalLeads)).toHaveValue('300');
      await expect(textbox(page, t.simulator.inputs.adsCost)).toHaveValue('1.5');
      await expect(page.getByLabel(t.simulator.service, { exact: true }).locator('option:checked')).toContainText(service.name);
      await expect(page.getByLabel(t.simulator.country, { exact: true }).locator('option:checked')).toContainText(regionName(country.code!, language));
      await expect(page.getByRole('button', { name: fill(p.update, { name: planName }) })).toBeVisible();
      await screenshots(page, 'plans-reopened', language);

      // Change one input and keep it as a copy; the original stays as it was.
      await textbox(page, t.simulator.inputs.adsCost).fill('2');
      await page.getByRole('button', { name: p.saveCopy }).click();
      const copyName = fill(p.copyName, { name: planName });
      await expect(page.getByTestId('plan-opened')).toHaveText(fill(p.opened, { name: copyName }));
      await expect(page).toHaveURL(/\?plan=[0-9a-f-]{36}$/);

      // Update the copy in place.
      await textbox(page, t.simulator.inputs.productCost).fill('4');
      await clickAndExpectToast(page, page.getByRole('button', { name: fill(p.update, { name: copyName }) }), p.updated);

      await page.goto('/history');
      await expect(card).toHaveCount(2);
      const copy = card.filter({ has: page.getByRole('heading', { name: copyName, exact: true }) });
      const original = card.filter({ has: page.getByRole('heading', { name: planName, exact: true }) });
      const tile = async (scope: typeof card, id: string) => normalizeFigure((await scope.getByTestId(id).textContent()) ?? '');
      expect(await tile(copy, 'tile-ads-cost')).toBe(money(2, language));
      expect(await tile(copy, 'tile-product-cost')).toBe(money(4, language));
      expect(await tile(original, 'tile-ads-cost')).toBe(money(1.5, language));
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'plans-history', language);

      // Duplicate and delete from History.
      await original.getByRole('button', { name: fill(p.card.duplicateNamed, { name: planName }) }).click();
      await expect(card).toHaveCount(3);
      // Newest first: the duplicate is the first card of that name (the edited copy is the second).
      const duplicate = card.filter({ has: page.getByRole('heading', { name: copyName, exact: true }) }).first();
      await duplicate.getByRole('button', { name: fill(t.history.card.delete, { name: copyName }) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.history.deleteDialog.confirm }).click();
      await expect(card).toHaveCount(2);

      // Find it again: search, sort by profit, counts in the language being read.
      const f = p.filters;
      const counted = (count: number) => pluralOf(language, t.history.list, 'count', count).replace('{{count}}', String(count));
      await expect(page.getByTestId('simulation-count')).toHaveText(counted(2));
      // The copy's name says "copy" in the language being read.
      await page.getByLabel(f.search).fill({ en: 'copy', ar: 'نسخة', fr: 'copie' }[language]);
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('simulation-name')).toHaveText(copyName);
      await expect(page.getByTestId('simulation-count')).toHaveText(counted(1));
      await page.getByLabel(f.search).fill('no such plan');
      await expect(page.getByTestId('history-no-match')).toHaveText(f.none);
      await page.getByRole('button', { name: f.clear }).click();
      await expect(card).toHaveCount(2);
      await page.getByLabel(f.sort).selectOption('profit');
      await expect(card.first().getByTestId('simulation-name')).toHaveText(planName);
      await page.getByLabel(f.country, { exact: true }).selectOption(country.name);
      await expect(card).toHaveCount(2);
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'plans-history-filters', language);

      // Share a read-only link; open it signed out; copy it into a guest's simulator; revoke → 404.
      const sh = p.share;
      await original.getByRole('button', { name: fill(sh.buttonNamed, { name: planName }) }).click();
      const shareDialog = page.getByRole('dialog', { name: sh.title });
      await shareDialog.getByRole('button', { name: sh.create }).click();
      const link = await shareDialog.getByLabel(sh.link, { exact: true }).inputValue();
      expect(link).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
      const summary = await shareDialog.getByLabel(sh.summary).inputValue();
      expect(summary.split('\n').at(-1)).toBe(link);
      expect(summary).toContain(planName);
      expect(summary).toContain(sh.words.breakEvenCpl);
      await expect(shareDialog.getByTestId('share-link-row')).toHaveCount(1);
      await screenshots(page, 'plans-share', language);

      const guest = await browser.newContext({ baseURL: new URL(link).origin });
      await guest.addInitScript((lang: string) => window.localStorage.setItem('language', lang), language);
      const viewer = await guest.newPage();
      const answer = await viewer.goto(link);
      expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await expect(viewer.getByTestId('shared-name')).toHaveText(planName);
      await expect(viewer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(viewer.getByText(t.plans.shared.readOnly)).toBeVisible();
      expect(await viewer.content()).not.toContain('@e2e.example.com');
      await expectNoSeriousAxeViolations(viewer);
      await screenshots(viewer, 'plans-shared-page', language);
      await viewer.getByRole('link', { name: t.plans.shared.copyToSimulator }).click();
      await expect(textbox(viewer, t.simulator.inputs.adsCost)).toHaveValue('1.5');
      await expect(textbox(viewer, t.simulator.inputs.totalLeads)).toHaveValue('300');

      await shareDialog.getByRole('button', { name: sh.revoke }).click();
      await expect(shareDialog.getByTestId('share-link-row')).toHaveCount(0);
      const dead = await viewer.goto(link);
      expect(dead!.status()).toBe(200);
      await expect(viewer.getByTestId('shared-not-found')).toHaveText(t.plans.shared.notFound);
      expect((await viewer.request.get(`/api/shared/${link.split('/s/')[1]}`)).status()).toBe(404);
      await guest.close();
    });
  });
}
