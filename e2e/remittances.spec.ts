import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatCount, formatNumber, intlLocale, type Language } from '../src/domain/format';
import { expect, expectNoSeriousAxeViolations, inTurn, LANGUAGES, test } from './support/fixtures';
import { money as dollars, normalizeFigure } from './support/figures';
import { catalogueOf, fill, pluralOf, postJson, signUpSeller } from './support/manage-helpers';
import { screenshots } from './support/screenshots';
import { expectNoSidewaysScroll } from './support/sideways';

// Courier remittances, walked in every language: a seller reporting in dollars imports their orders (courier
// Speedaf, Morocco), then two statements of the courier, sees each difference, the cash still with the courier,
// disputes one difference and downloads the dispute file, read back with pdftotext.
//
// Worked by hand. The seller's Morocco (10 MAD to the dollar) and Speedaf's fees there, in dollars: 0.50 per
// confirmed order, 1 per delivered one, shipping 3 delivered / 1.50 returned, COD 5 %; VAT on fees 20 % (set on
// the screen). In MAD: shipping 30.00 / 15.00, call centre 15.00 delivered / 5.00 returned.
//   A-1 299 + 20 delivery = 319.00; fees 30 + 15.95 + 15 = 60.95, VAT 12.19; owed 245.86.
//   A-2 450.00; fees 30 + 22.50 + 15 = 67.50, VAT 13.50; owed 369.00. Statement: 400.00 collected → short 50.00.
//   A-3 219.00; owed 151.86. Statement: shipping 35.00 → 5.00 above the tariff.
//   A-4 returned: owes −(15 + 5) − VAT 4 = −24.00. Statement: 200.00 remitted → −224.00.
//   A-5 100.00: fees 30 + 5 + 15 = 50, VAT 10; owed 40.00; in no statement.
//   A-6 170.00: fees 30 + 8.50 + 15 = 53.50, VAT 10.70; owed 105.80; in no statement.
//   Statement S2 pays A-1 again (−245.86) and an order the ledger does not know, X-9 (−50.00).
//   Outstanding: A-5 + A-6 = 145.80 MAD = $14.58, delivered today (0 days). Owed for the 30 days' deliveries:
//   245.86 + 369.00 + 151.86 + 40.00 + 105.80 = 912.52; DSO 145.80 / 912.52 × 30 = 4.8 days.
//   Open differences: 50 + 5 − 224 − 245.86 − 50 = −464.86 MAD; after disputing A-2's: −514.86.

const COURIER = 'Speedaf';
const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
const mad = (amount: number, language: Language) =>
  normalizeFigure(
    new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: 'MAD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount),
  );

const ORDERS = [
  'Order ID,Date,Status,Total,Delivery fee,Currency,Country,Courier',
  'A-1,2026-03-01,delivered,299.00,20.00,MAD,MA,Speedaf',
  'A-2,2026-03-01,delivered,450.00,0,MAD,MA,Speedaf',
  'A-3,2026-03-01,delivered,199.00,20.00,MAD,MA,Speedaf',
  'A-4,2026-03-01,returned,250.00,20.00,MAD,MA,Speedaf',
  'A-5,2026-03-02,delivered,100.00,0,MAD,MA,Speedaf',
  'A-6,2026-03-20,delivered,150.00,20.00,MAD,MA,Speedaf',
].join('\n');
const S1 = [
  'Commande;Montant encaissé;Frais de livraison;Frais COD;Frais call center;TVA;Net à payer',
  'A-1;319,00;30,00;15,95;15,00;12,19;245,86',
  'A-2;400,00;30,00;20,00;15,00;13,00;322,00',
  'A-3;219,00;35,00;10,95;15,00;11,19;146,86',
  'A-4;270,00;30,00;13,50;15,00;11,70;200,00',
].join('\n');
const S2 = ['Order ID,Collected,Fees,Remitted', 'A-1,319.00,73.14,245.86', 'X-9,60.00,10.00,50.00'].join('\n');
const BAD = ['Order ID,Collected,Fees,Remitted', 'A-1,319.00,73.14,245.86', 'A-2,lots,10,300'].join('\n');

async function figureOf(page: Page, testId: string): Promise<string> {
  return normalizeFigure((await page.getByTestId(testId).textContent()) ?? '');
}

async function sellerWithSpeedaf(page: Page, language: Language): Promise<void> {
  await signUpSeller(page, `remit-${language}`);
  const settings = await page.request.put('/api/ledger/settings', { data: { reportingCurrency: 'USD', timeZone: 'UTC', rates: [{ currency: 'MAD', perUsd: 10, from: '2020-01-01' }] } });
  expect(settings.status()).toBe(200);
  const country = await postJson<{ id: string }>(page, '/api/countries', { name: 'Maroc', code: 'MA', currency: 'MAD', currencyChange: 10 });
  const service = await postJson<{ id: string }>(page, '/api/services', { name: COURIER });
  await postJson(page, '/api/fee-structures', {
    countryId: country.id,
    serviceId: service.id,
    confirmedRate: 50,
    deliveredRate: 60,
    orderFees: 0,
    confirmedLead: 0.5,
    deliveredLead: 1,
    shippingDelivered: 3,
    shippingReturned: 1.5,
    serviceFees: 5,
  });
}

// A first import of two months of history, dated. Days count from today (UTC, the seller's zone); the same tariff.
//   D-1 placed 30 days ago, delivered 25 days ago: 319.00 collected, owed 245.86 (as A-1). Statement H1 pays it.
//   D-2 placed 28 days ago, delivered 22 days ago: 100.00, owed 40.00 (as A-5). Unpaid after 7 + 7 = 14 days:
//       "delivered but not remitted", 40.00 owed.
//   D-3 placed 10 days ago, delivered 5 days ago: 170.00, owed 105.80 (as A-6). Not late yet.
//   Outstanding: D-2 + D-3 = 145.80 MAD = $14.58; the oldest unpaid delivery is 22 days old. Owed for the last 30
//   days' deliveries: 245.86 + 40.00 + 105.80 = 391.66; DSO 145.80 / 391.66 × 30 = 11.17 → 11.2 days. Expected
//   payouts: 40.00 fifteen days ago (overdue), 105.80 in two days.
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const DATED_ORDERS = [
  'Order ID,Date,Status,Status date,Total,Delivery fee,Currency,Country,Courier',
  `D-1,${dayFromToday(-30)},delivered,${dayFromToday(-25)},299.00,20.00,MAD,MA,Speedaf`,
  `D-2,${dayFromToday(-28)},delivered,${dayFromToday(-22)},100.00,0,MAD,MA,Speedaf`,
  `D-3,${dayFromToday(-10)},delivered,${dayFromToday(-5)},150.00,20.00,MAD,MA,Speedaf`,
].join('\n');
const H1 = ['Order ID,Collected,Fees,Remitted', 'D-1,319.00,73.14,245.86'].join('\n');

// One language a run, each in turn; `npm run test:e2e:every-language` walks all three.
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  const t = catalogueOf(language);
  const l = t.ledger;
  const r = t.remittances;

  test.describe(`courier remittances (${language})`, () => {
    test.use({ language });
    test.setTimeout(240_000);

    journey(language)('imports two months of dated history, sees the deliveries not remitted and the age of the oldest unpaid one', async ({ page }) => {
      await sellerWithSpeedaf(page, language);
      const settings = await page.request.put(`/api/remittances/settings?courier=${COURIER}`, {
        data: { payoutDelayDays: 7, unpaidAfterDays: null, feeVatPercent: 20, currency: 'MAD', language },
      });
      expect(settings.status()).toBe(200);

      // The orders, with the day each was delivered: the import proposes the "Status date" column for it.
      await page.goto('/ledger/import');
      await page.getByLabel(l.import.source, { exact: true }).selectOption('generic');
      await page.getByLabel(l.import.file, { exact: true }).setInputFiles(csvFile('history.csv', DATED_ORDERS));
      await expect(page.getByLabel(l.import.fields.statusDate, { exact: true })).toHaveValue('Status date');
      await page.getByLabel(l.import.currency, { exact: true }).selectOption('MAD');
      await screenshots(page, 'ledger-import-status-date', language);
      await page.getByRole('button', { name: l.import.submit }).click();
      await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });

      // A statement that pays D-1 only.
      await page.goto('/ledger/remittances');
      await expect(page.getByLabel(r.courier, { exact: true })).toHaveValue(COURIER);
      await page.getByLabel(r.statement.file, { exact: true }).setInputFiles(csvFile('h1.csv', H1));
      await expect(page.getByLabel(r.statement.layout, { exact: true })).toHaveValue('generic');
      await page.getByLabel(r.statement.reference, { exact: true }).fill('H1');
      await page.getByRole('button', { name: r.statement.import }).click();
      await expect(page.getByTestId('statement-result')).toHaveText(fill(pluralOf(language, r.statement, 'imported', 1), { number: formatCount(1, language), reference: 'H1' }));

      // D-2, delivered 22 days ago, is not remitted; D-3, 5 days ago, is not late yet.
      const rows = page.getByTestId('discrepancy-row');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toHaveAttribute('data-kind', 'unpaidDelivered');
      await expect(rows.first()).toContainText('D-2');
      await expect(rows.first()).toContainText(r.discrepancies.kinds.unpaidDelivered);
      expect(normalizeFigure((await rows.first().getByTestId('discrepancy-difference').textContent()) ?? '')).toBe(mad(40, language));
      // And in the reporting dollars, at the rate of the order's day: 40.00 MAD / 10 = $4.00.
      expect(normalizeFigure((await rows.first().getByTestId('discrepancy-difference-reporting').textContent()) ?? '')).toBe(normalizeFigure(fill(r.cash.inReporting, { amount: dollars(4, language) })));

      await expect.poll(() => figureOf(page, 'cash-outstanding')).toBe(`${mad(145.8, language)}${normalizeFigure(fill(r.cash.inReporting, { amount: dollars(14.58, language) }))}`);
      expect(await figureOf(page, 'cash-oldest-days')).toBe(normalizeFigure(fill(pluralOf(language, r.cash, 'days', 22), { number: formatCount(22, language) })));
      expect(await figureOf(page, 'cash-dso')).toBe(normalizeFigure(formatNumber(11.2, language, 1)));
      await expect(page.getByTestId('cash-payout')).toHaveCount(2);
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'remittances-dated', language);
      await expectNoSidewaysScroll(page, 'the remittances screen');
    });

    journey(language)('imports orders and two statements, reads each difference and the cash with the courier, disputes one and reads the dispute PDF', async ({ page }) => {
      await sellerWithSpeedaf(page, language);

      // The orders, through the ledger's import.
      await page.goto('/ledger/import');
      await page.getByLabel(l.import.source, { exact: true }).selectOption('generic');
      await page.getByLabel(l.import.file, { exact: true }).setInputFiles(csvFile('orders.csv', ORDERS));
      await page.getByLabel(l.import.currency, { exact: true }).selectOption('MAD');
      await page.getByRole('button', { name: l.import.submit }).click();
      await expect(page.getByTestId('import-done')).toBeVisible({ timeout: 30_000 });

      // The remittances screen, from the ledger's navigation: Speedaf is there, everything delivered is outstanding.
      await page.getByRole('link', { name: l.nav.remittances, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
      await expect(page.getByLabel(r.courier, { exact: true })).toHaveValue(COURIER);
      await expect(page.getByText(r.discrepancies.none)).toBeVisible();

      // The courier's VAT on fees, set on the screen; a bad figure is refused at its field.
      await page.getByLabel(r.settings.feeVat, { exact: true }).fill('abc');
      await page.getByRole('button', { name: r.settings.save }).click();
      await expect(page.getByText(r.settings.invalidPercent)).toBeVisible();
      await page.getByLabel(r.settings.feeVat, { exact: true }).fill('20');
      await page.getByLabel(r.settings.language, { exact: true }).selectOption('fr');
      const savedSettings = page.waitForResponse((response) => response.url().includes('/api/remittances/settings') && response.request().method() === 'PUT');
      await page.getByRole('button', { name: r.settings.save }).click();
      expect((await savedSettings).status()).toBe(200);

      // A statement without a reference is refused at the field; a file with a bad row is refused whole, by row.
      const statementFile = page.getByLabel(r.statement.file, { exact: true });
      await statementFile.setInputFiles(csvFile('bad.csv', BAD));
      await expect(page.getByLabel(r.statement.fields.orderId, { exact: true })).toHaveValue('Order ID');
      await page.getByRole('button', { name: r.statement.import }).click();
      await expect(page.getByText(r.statement.required)).toBeVisible();
      await page.getByLabel(r.statement.reference, { exact: true }).fill('BAD-1');
      await page.getByRole('button', { name: r.statement.import }).click();
      const refused = page.getByTestId('statement-refused');
      await expect(refused).toContainText(fill(r.statement.rowProblem, { row: 3, field: r.statement.fields.collected, problem: r.statement.problems.badAmount }));
      await screenshots(page, 'remittances-refused', language);

      // Statement S1: one column per fee type, French headers, recognised.
      await statementFile.setInputFiles(csvFile('releve-s1.csv', S1));
      await expect(page.getByLabel(r.statement.layout, { exact: true })).toHaveValue('perFee');
      await expect(page.getByLabel(r.statement.fields.remitted, { exact: true })).toHaveValue('Net à payer');
      await page.getByLabel(r.statement.reference, { exact: true }).fill('S1');
      await page.getByRole('button', { name: r.statement.import }).click();
      const imported = (count: number, reference: string) =>
        fill(pluralOf(language, r.statement, 'imported', count), { number: formatCount(count, language), reference });
      await expect(page.getByTestId('statement-result')).toHaveText(imported(4, 'S1'));

      // Statement S2 in the generic layout; then S1 again, which changes nothing.
      await statementFile.setInputFiles(csvFile('s2.csv', S2));
      await expect(page.getByLabel(r.statement.layout, { exact: true })).toHaveValue('generic');
      await page.getByLabel(r.statement.reference, { exact: true }).fill('S2');
      await page.getByRole('button', { name: r.statement.import }).click();
      await expect(page.getByTestId('statement-result')).toHaveText(imported(2, 'S2'));
      await statementFile.setInputFiles(csvFile('releve-s1.csv', S1));
      await expect(page.getByLabel(r.statement.layout, { exact: true })).toHaveValue('perFee');
      await page.getByLabel(r.statement.reference, { exact: true }).fill('S1');
      await page.getByRole('button', { name: r.statement.import }).click();
      await expect(page.getByTestId('statement-result')).toHaveText(fill(r.statement.already, { reference: 'S1' }));
      await expect(page.getByTestId('statement-row')).toHaveCount(2);

      // Every difference, with its amount to the cent.
      const rows = page.getByTestId('discrepancy-row');
      await expect(rows).toHaveCount(5);
      const expected: [string, string, number][] = [
        ['shortCollection', 'A-2', 50],
        ['feeAboveTariff', 'A-3', 5],
        ['paidButReturned', 'A-4', -224],
        ['paidTwice', 'A-1', -245.86],
        ['unknownOrder', 'X-9', -50],
      ];
      for (const [index, [kind, orderId, owed]] of expected.entries()) {
        const row = rows.nth(index);
        await expect(row).toHaveAttribute('data-kind', kind);
        await expect(row).toContainText(orderId);
        await expect(row).toContainText(r.discrepancies.kinds[kind as keyof typeof r.discrepancies.kinds]);
        expect(normalizeFigure((await row.getByTestId('discrepancy-difference').textContent()) ?? '')).toBe(mad(owed, language));
      }

      // The cash with the courier, in MAD and in the reporting dollars.
      await expect.poll(() => figureOf(page, 'cash-outstanding')).toBe(`${mad(145.8, language)}${normalizeFigure(fill(r.cash.inReporting, { amount: dollars(14.58, language) }))}`);
      expect(await figureOf(page, 'cash-oldest-days')).toBe(normalizeFigure(fill(pluralOf(language, r.cash, 'days', 0), { number: formatCount(0, language) })));
      expect(await figureOf(page, 'cash-dso')).toBe(normalizeFigure(formatNumber(4.8, language, 1)));
      expect(await figureOf(page, 'cash-open-discrepancies')).toContain(mad(-464.86, language));
      await expect(page.getByTestId('cash-payout')).toHaveCount(1);
      await expectNoSeriousAxeViolations(page);
      await screenshots(page, 'remittances', language);
      await expectNoSidewaysScroll(page, 'the remittances screen');

      // A-2's short collection disputed with a note: it leaves the open ones and the total.
      const short = rows.nth(0);
      await short.getByLabel(r.discrepancies.state, { exact: true }).selectOption('disputed');
      await short.getByLabel(r.discrepancies.note, { exact: true }).fill('Ticket 4411');
      await short.getByRole('button', { name: r.discrepancies.save }).click();
      await expect(rows).toHaveCount(4);
      await expect.poll(() => figureOf(page, 'cash-open-discrepancies')).toContain(mad(-514.86, language));

      // The dispute file in the courier's language (French, from its settings), read back.
      await expect(page.getByLabel(r.dispute.language, { exact: true })).toHaveValue('fr');
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: r.dispute.pdf }).click()]);
      expect(download.suggestedFilename()).toMatch(/^dispute-Speedaf-\d{4}-\d{2}-\d{2}\.pdf$/);
      const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' });
      for (const figure of ['A-3', 'A-4', 'A-1', 'X-9', '5.00', '-224.00', '-245.86', '-50.00', '-514.86', 'Écarts de versement', 'Versée deux fois']) expect(text).toContain(figure);
      expect(text).not.toContain('A-2');
      // And in the seller's own language.
      await page.getByLabel(r.dispute.language, { exact: true }).selectOption(language);
      const [own] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: r.dispute.pdf }).click()]);
      const ownText = execFileSync('pdftotext', ['-layout', (await own.path())!, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u061c]/g, '');
      expect(ownText).toContain('-514.86');
      expect(readFileSync((await own.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });
  });
}
