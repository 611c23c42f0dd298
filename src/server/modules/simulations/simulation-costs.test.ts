import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SimulationPayload } from '../../../domain/schemas';
import { simulate } from '../../../domain/model/simulate';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

// Through the API: amounts entered in the country's currency, every cost line, recomputed by the
// server, listed and exported. Morocco at 10 MAD per dollar: product 80 MAD, order value 299 MAD, ads in dollars.

const { app } = await createTestApp();

const MOROCCO: SimulationPayload = {
  serviceName: 'Express COD',
  countryName: 'Morocco',
  countryCurrency: 'Dirham (MAD)',
  totalLeads: 1000,
  adsCost: 1.5,
  productCost: 80,
  averageAOV: 299,
  confirmedRate: 40,
  deliveredRate: 60,
  orderFees: 0,
  confirmedLead: 0,
  deliveredLead: 0,
  shippingDelivered: 3,
  shippingReturned: 2,
  serviceFees: 5,
  lostOnReturnsRate: 25,
  fixedCostsPerMonth: 20_000,
  leadsPerMonth: 3000,
  currencyRate: 10,
  localCurrencyInputs: ['productCost', 'averageAOV', 'fixedCostsPerMonth'],
};

const save = (cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie }, payload: payload as object });
const csvOf = async (cookie: string, id: string, lang: 'en' | 'ar') => {
  const response = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=csv&lang=${lang}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  // Read as the language's spreadsheets do: Arabic ones split on ";" and read a decimal comma.
  return parse(response.body, { bom: true, relax_column_count: true, delimiter: lang === 'en' ? ',' : ';' }) as string[][];
};

describe('a simulation entered in Moroccan dirhams with returns loss and fixed costs', () => {
  it('stores the amounts as entered with their currency and rate, and results computed in dollars', async () => {
    const seller = await signUp(app);
    const response = await save(seller.cookie, { ...MOROCCO, profit: 1e9 });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    // Worked by hand: 400 confirmed, 240 delivered, 160 returned; product $8, order value $29.90.
    // revenue 240 × 29.9 = 7176; ads 1500; product 240 × 8 + 160 × 25 % × 8 = 1920 + 320;
    // services 240 × 3 + 160 × 2 = 1040; percentage 358.8; profit 7176 − 1500 − 2240 − 1040 − 358.8 = 2037.2
    expect(record).toMatchObject({
      productCost: 80, averageAOV: 299, adsCost: 1.5, fixedCostsPerMonth: 20_000, currencyRate: 10,
      localCurrencyInputs: ['productCost', 'averageAOV', 'fixedCostsPerMonth'],
      confirmedOrders: 400, deliveredOrders: 240, returnedOrders: 160, returnCosts: 320, returnLoss: 320,
      sellingPrice: expect.closeTo(7176, 9), investment: 3740, servicesCost: 1040, profit: expect.closeTo(2037.2, 9),
    });
    const listed = await app.inject({ method: 'GET', url: '/api/simulations', headers: { cookie: seller.cookie } });
    expect(listed.json()).toEqual([record]);
  });

  it('exports the entered amounts in MAD, dollar figures in both currencies and the monthly lines (en and ar)', async () => {
    const seller = await signUp(app);
    const record = (await save(seller.cookie, MOROCCO)).json();
    const en = await csvOf(seller.cookie, record.id, 'en');
    // The rate is named by the glossary, the same word as on the countries screen.
    expect(en).toContainEqual(['Exchange rate', '10']);
    expect(en).toContainEqual(['Product Cost (MAD)', '80']);
    expect(en).toContainEqual(['Average AOV (MAD)', '299']);
    expect(en).toContainEqual(['Ads Cost (per lead) ($)', '1.5', '15']);
    expect(en).toContainEqual(['Fixed costs per month (MAD)', '20000']);
    expect(en).toContainEqual(['Product lost on returns (%)', '25']);
    expect(en).toContainEqual(['Field', 'Value', 'Value (MAD)']);
    expect(en).toContainEqual(['Profit ($)', '2037.2', '20372']);
    expect(en).toContainEqual(['of which Product Lost on Returns ($)', '320', '3200']);
    expect(en).toContainEqual(['of which Return Shipping ($)', '320', '3200']);
    // A month: 3000 leads at $2.0372 a lead, less $2000 of fixed costs; break-even at 2000 / 2.0372 leads.
    expect(en).toContainEqual(['Monthly Net Profit ($)', '4111.6', '41116']);
    expect(en).toContainEqual(['Break-even Leads per Month', String(Math.round((2000 / 2.0372) * 100) / 100)]);
    // Lines not in use are not listed.
    const labels = en.map((row) => row[0]);
    for (const unused of ['Tax', 'Packaging', 'VAT on Fees', 'Upsell rate (%)', 'Peak Cash Tied Up']) expect(labels).not.toContain(unused);
    const ar = await csvOf(seller.cookie, record.id, 'ar');
    expect(ar).toContainEqual(['تكلفة المنتج (MAD)', '80']);
    expect(ar).toContainEqual(['الربح ($)', '2037,2', '20372']);
  });

  it('writes the same figures in the PDF, in both currencies', async () => {
    const seller = await signUp(app);
    const record = (await save(seller.cookie, { ...MOROCCO, payoutDelayDays: 10 })).json();
    const pdf = await app.inject({ method: 'GET', url: `/api/simulations/${record.id}/export?format=pdf&lang=en`, headers: { cookie: seller.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { execFileSync } = await import('node:child_process');
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toContain('MAD 80.00');
    // Dollars, then the same figure in the local currency in its own column (one way for CSV and PDF).
    expect(text).toMatch(/\$2,037\.20\s+MAD 20,372\.00/);
    expect(text).toMatch(/Pays Back on Day\s+\d+ days/);
  });
});

describe('refused cost and currency inputs', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['amounts in the country currency without a rate', { currencyRate: null }, 'currencyRate'],
    ['a rate of 0', { currencyRate: 0 }, 'currencyRate'],
    ['an amount listed twice', { localCurrencyInputs: ['productCost', 'productCost'] }, 'localCurrencyInputs'],
    ['a field that is not an amount listed as local', { localCurrencyInputs: ['confirmedRate'] }, 'localCurrencyInputs.0'],
    ['a tax rate above 100 %', { taxRate: 101 }, 'taxRate'],
    ['a negative packaging cost', { packagingPerOrder: -1 }, 'packagingPerOrder'],
    ['half a lead per month', { leadsPerMonth: 10.5 }, 'leadsPerMonth'],
    ['a payout delay over a year', { payoutDelayDays: 366 }, 'payoutDelayDays'],
  ])('refuses %s (400, field error)', async (_name, change, path) => {
    const seller = await signUp(app);
    const response = await save(seller.cookie, { ...MOROCCO, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('saves a body of the original API with none of the cost-line fields exactly as before', async () => {
    const seller = await signUp(app);
    const { lostOnReturnsRate: _l, fixedCostsPerMonth: _f, leadsPerMonth: _m, currencyRate: _r, localCurrencyInputs: _i, ...spec } = MOROCCO;
    const dollars = { ...spec, productCost: 8, averageAOV: 29.9 };
    const record = (await save(seller.cookie, dollars)).json();
    expect(record.profit).toBe(simulate(dollars).profit);
    expect(record).toMatchObject({ currencyRate: null, localCurrencyInputs: [], taxRate: 0, packaging: 0 });
  });
});
