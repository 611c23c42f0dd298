import { describe, expect, it } from 'vitest';
import type { DailyAnswer } from '../../../domain/ledger/api-schemas';
import { addDays, dayInZone } from '../../../domain/ledger/zoned-days';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller, csv, importFile } from '../../test/support/ledger-calls';

// The daily screen's money, end to end: a seller reporting in MAD at 10 MAD to the dollar, their own Morocco and
// courier Amana with fees in dollars (0.50 a lead, 1 a confirmed order, 0.50 a delivered one, 2 shipping delivered,
// 1 shipping returned, 5 % of collected cash), argan oil at 50 MAD a unit.
const { app } = await createTestApp();
const call = caller(app);

const today = dayInZone(Date.now(), 'UTC');
const day = addDays(today, -2);
const matureDay = addDays(today, -32);

function orderRows(prefix: string, placed: string, statuses: [string, number][]) {
  const rows: string[][] = [];
  for (const [status, count] of statuses) {
    for (let index = 0; index < count; index++) rows.push([`${prefix}-${rows.length + 1}`, `${placed} 10:00`, status, '300.00', '30.00', 'ARG', '1', 'MA', 'Amana']);
  }
  return rows;
}

describe('the daily profit', () => {
  it('costs each product line of an order at its own unit cost, and names the products without one', async () => {
    const seller = await signUp(app);
    expect((await call(seller, 'PUT', '/api/ledger/settings', { reportingCurrency: 'MAD', timeZone: 'UTC', rates: [{ currency: 'MAD', perUsd: 10, from: '2020-01-01' }] })).statusCode).toBe(200);
    expect((await call(seller, 'POST', '/api/ledger/products', { name: 'Argan oil', sku: 'ARG', unitCost: { minor: 5000, currency: 'MAD' } })).statusCode).toBe(201);
    expect((await call(seller, 'POST', '/api/ledger/products', { name: 'Soap', sku: 'SOAP', unitCost: { minor: 2000, currency: 'MAD' } })).statusCode).toBe(201);
    const header = ['Order ID', 'Date', 'Status', 'Total', 'SKU', 'Quantity'];
    // Order P-1: 2 argan oil (50 MAD) and 3 soap (20 MAD), delivered: 2 × 50 + 3 × 20 = 160 MAD of product.
    // Order P-2: 1 tea, delivered, a product whose cost the seller never entered (an import makes it at 0).
    const rows = [
      ['P-1', `${day} 10:00`, 'delivered', '400.00', 'ARG', '2'],
      ['P-1', `${day} 10:00`, '', '', 'SOAP', '3'],
      ['P-2', `${day} 11:00`, 'delivered', '100.00', 'TEA', '1'],
    ];
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([header, ...rows]))).toMatchObject({ state: 'done', created: 2 });
    const response = await call(seller, 'GET', `/api/ledger/daily?from=${day}&to=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const daily = response.json<DailyAnswer>();
    // 160 MAD for P-1 (not 5 × 50 = 250 at the first line's cost) and 0 for the tea, which the answer names.
    expect(daily.totals.costs.product).toEqual({ minor: 16000, currency: 'MAD' });
    expect(daily.productsWithoutCost).toEqual(['TEA']);
  });


  it('gives the hand-worked day to the centime, realised and projected', async () => {
    const seller = await signUp(app);
    expect((await call(seller, 'PUT', '/api/ledger/settings', { reportingCurrency: 'MAD', timeZone: 'UTC', rates: [{ currency: 'MAD', perUsd: 10, from: '2020-01-01' }] })).statusCode).toBe(200);
    const country = await call(seller, 'POST', '/api/countries', { name: 'Maroc', code: 'MA', currency: 'MAD', currencyChange: 10 });
    const service = await call(seller, 'POST', '/api/services', { name: 'Amana' });
    expect([country.statusCode, service.statusCode]).toEqual([201, 201]);
    const fees = await call(seller, 'POST', '/api/fee-structures', {
      countryId: country.json().id,
      serviceId: service.json().id,
      confirmedRate: 40,
      deliveredRate: 60,
      orderFees: 0.5,
      confirmedLead: 1,
      deliveredLead: 0.5,
      shippingDelivered: 2,
      shippingReturned: 1,
      serviceFees: 5,
    });
    expect(fees.statusCode, fees.body).toBe(201);
    expect((await call(seller, 'POST', '/api/ledger/products', { name: 'Argan oil', sku: 'ARG', unitCost: { minor: 5000, currency: 'MAD' } })).statusCode).toBe(201);

    const header = ['Order ID', 'Date', 'Status', 'Total', 'Delivery fee', 'SKU', 'Quantity', 'Country', 'Courier'];
    // The day: 10 orders, 4 delivered, 2 returned, 2 on the road, 2 cancelled before confirmation.
    const theDay = orderRows('D', day, [['delivered', 4], ['returned', 2], ['shipped', 2], ['cancelled', 2]]);
    // A mature cohort 32 days ago: 30 delivered, 10 returned, so the product delivers 75 % in Morocco.
    const mature = orderRows('M', matureDay, [['delivered', 30], ['returned', 10]]);
    expect(await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([header, ...theDay, ...mature]))).toMatchObject({ state: 'done', created: 50 });
    expect((await call(seller, 'POST', '/api/ledger/ad-spend', { date: day, platform: 'meta', amount: { minor: 40000, currency: 'MAD' } })).statusCode).toBe(201);

    const response = await call(seller, 'GET', `/api/ledger/daily?from=${day}&to=${day}&splitBy=product`);
    expect(response.statusCode, response.body).toBe(200);
    const daily = response.json<DailyAnswer>();
    // Realised: revenue 4 × 330 = 1,320; product 200; fees 10 × 5 + 8 × 10 + 4 × 5 + 4 × 20 + 2 × 10 + 66 = 316;
    // 1,320 − 200 − 316 − 400 = 404. Projected at 75 %: 1,815 − 275 − 383.25 − 400 = 756.75.
    const mad = (minor: number) => ({ minor, currency: 'MAD' });
    expect(daily.totals).toMatchObject({
      orders: 10,
      confirmed: 8,
      cancelled: 2,
      delivered: 4,
      returned: 2,
      inTransit: 2,
      confirmationRate: 0.8,
      projectedDeliveryRate: 0.75,
      adSpend: mad(40000),
      cpl: mad(4000),
      revenue: mad(132000),
      costs: { product: mad(20000), returnLoss: mad(0), packaging: mad(0), fees: mad(31600), feeVat: mad(0), tax: mad(0) },
      profitRealised: mad(40400),
      profitProjected: mad(75675),
    });
    expect(daily.rows).toMatchObject([{ period: day, key: 'ARG', label: 'Argan oil', orders: 10, profitRealised: mad(40400) }]);
    expect(daily.projections).toEqual([{ key: 'ARG|MA', rate: 0.75, source: 'productCountry', settledOrders: 40 }]);
    expect(daily).toMatchObject({ currency: 'MAD', timeZone: 'UTC', groupBy: 'day', splitBy: 'product' });
  });

  it('refuses a range that ends before it starts', async () => {
    const seller = await signUp(app);
    const response = await call(seller, 'GET', '/api/ledger/daily?from=2026-03-02&to=2026-03-01');
    expect(response.statusCode).toBe(400);
  });
});

describe('the ledger exports', () => {
  it('writes the orders as CSV and XLSX and the daily screen as CSV and PDF, in the asked language', async () => {
    const seller = await signUp(app);
    await call(seller, 'PUT', '/api/ledger/settings', { reportingCurrency: 'MAD', timeZone: 'UTC', rates: [] });
    await importFile(app, seller, { kind: 'orders', source: 'generic' }, csv([['Order ID', 'Date', 'Status', 'Total', 'City'], ['#1', '2026-03-01 10:00', 'delivered', '300.50', '=cmd()']]));
    const orders = await call(seller, 'GET', '/api/ledger/orders/export?format=csv&lang=fr');
    expect(orders.statusCode, orders.body).toBe(200);
    const lines = orders.body.split('\n');
    expect(lines[0]).toBe('\uFEFFCommande,Source,Passée le,Statut,Motif d\'annulation,Pays,Ville,Références,Unités,Total,Frais de livraison,Devise,Transporteur,Agent,Campagne');
    // A cell a spreadsheet would run as a formula is neutralised; the amount is its exact decimal.
    expect(lines[1]).toBe("#1,generic,2026-03-01T10:00:00+00:00,delivered,,,'=cmd(),,0,300.50,0.00,MAD,,,");
    const xlsx = await call(seller, 'GET', '/api/ledger/orders/export?format=xlsx&lang=ar');
    expect([xlsx.statusCode, xlsx.rawPayload.subarray(0, 2).toString()]).toEqual([200, 'PK']);
    const daily = await call(seller, 'GET', '/api/ledger/daily/export?format=csv&lang=en&from=2026-03-01&to=2026-03-01');
    expect(daily.statusCode, daily.body).toBe(200);
    // The figures' columns are named as the daily screen names them, amounts with the reporting currency.
    expect(daily.body.split('\n')[0]).toBe(
      '\uFEFFPeriod,Split,Orders,Confirmed,Cancelled,Delivered,Returned,In transit,Confirmation rate,Delivery rate,Projected delivery rate,' +
        'Ad spend (MAD),Cost per lead (MAD),Revenue collected (MAD),Product cost (MAD),Return loss (MAD),Packaging (MAD),Fees (MAD),' +
        'VAT on fees (MAD),Tax (MAD),Profit realised (MAD),Profit projected (MAD),ROAS',
    );
    const frenchDaily = await call(seller, 'GET', '/api/ledger/daily/export?format=csv&lang=fr&from=2026-03-01&to=2026-03-01');
    expect(frenchDaily.body.split('\n')[0]).toContain(',En cours de livraison,Taux de confirmation,');
    expect(daily.body.split('\n')[1]).toMatch(/^2026-03-01,,1,1,0,1,0,0,1,1,,0\.00,0\.00,300\.50,/);
    const pdf = await call(seller, 'GET', '/api/ledger/daily/export?format=pdf&lang=ar&from=2026-03-01&to=2026-03-01');
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
  });
});
