import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { SimulationPayload } from '../../../domain/schemas';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

// Decision 0028: a money fee typed in the country's currency is saved as typed with its currency, the server
// converts it at the simulation's rate, and History, CSV and PDF show it in its currency and the dollar results in both.

const { app } = await createTestApp();

// The simulator's defaults (100 leads at $1, $3 product, $48 order value, 25 % confirmed, 60 % delivered, 5 %)
// in Morocco at 10 MAD per dollar, with 35 MAD shipping per delivered order and 20 MAD per returned one.
const MOROCCO: SimulationPayload = {
  serviceName: 'Express COD',
  countryName: 'Morocco',
  countryCode: 'MA',
  countryCurrency: 'Dirham (MAD)',
  totalLeads: 100,
  adsCost: 1,
  productCost: 3,
  averageAOV: 48,
  confirmedRate: 25,
  deliveredRate: 60,
  orderFees: 0.5,
  confirmedLead: 0,
  deliveredLead: 0,
  shippingDelivered: 35,
  shippingReturned: 20,
  serviceFees: 5,
  currencyRate: 10,
  localCurrencyInputs: ['shippingDelivered', 'shippingReturned'],
};

describe('money fees saved in the country currency', () => {
  it('are stored as typed, and the results are worked in dollars', async () => {
    const seller = await signUp(app);
    const saved = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload: MOROCCO });
    expect(saved.statusCode).toBe(201);
    // services = 100 × 0.5 + 15 × 3.5 + 10 × 2 = 122.5; profit = 720 − 100 − 45 − 122.5 − 36 = 416.5
    expect(saved.json()).toMatchObject({
      shippingDelivered: 35,
      shippingReturned: 20,
      orderFees: 0.5,
      localCurrencyInputs: ['shippingDelivered', 'shippingReturned'],
      servicesCost: expect.closeTo(122.5, 9),
      returnCosts: expect.closeTo(20, 9),
      profit: expect.closeTo(416.5, 9),
    });

    const id = saved.json().id as string;
    const csv = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=csv&lang=en`, headers: { cookie: seller.cookie } });
    const rows = parse(csv.body, { bom: true, relax_column_count: true }) as string[][];
    expect(rows).toContainEqual(['Shipping delivered (MAD)', '35']);
    expect(rows).toContainEqual(['Shipping returned (MAD)', '20']);
    expect(rows).toContainEqual(['Confirmation fees ($)', '0.5', '5']);
    expect(rows).toContainEqual(['Service Costs ($)', '122.5', '1225']);
    expect(rows).toContainEqual(['Profit ($)', '416.5', '4165']);

    const pdf = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=pdf&lang=fr`, headers: { cookie: seller.cookie } });
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString();
    expect(text).toMatch(/35,00\s*MAD/);
    expect(text).toMatch(/416,50\s*\$\s+4\s?165,00\s*MAD/u);
  });
});
