import { execFileSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { simulationSchema, type SimulationPayload } from '../../../domain/schemas';
import { simulate } from '../../../domain/model/simulate';
import { buildSimulationRecord, RECORD_INPUT_DEFAULTS } from '../../../domain/simulation-record';
import { simulations } from '../../db/schema';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { SIMULATION_PAYLOAD } from '../../test/test-simulation';

const { app, database } = await createTestApp();

const PAYLOAD: SimulationPayload = SIMULATION_PAYLOAD;

/**
 * The results a record keeps for PAYLOAD, worked by hand: 250 leads, 87.5 confirmed, 48.125 delivered, 39.375
 * returned; revenue 2310, investment 375 + 192.5 = 567.5, profit 1017.25. Dollars are kept to the
 * cent (returns cost 3 × 39.375 = 118.125, kept as 118.13: half away from zero) and ROI to 12 significant digits
 * (1017.25 / 567.5 = 179.2511013215859… %).
 */
const recorded = () => ({ ...simulate(PAYLOAD), profit: 1017.25, returnCosts: 118.13, roi: 179.251101322 });

const save = (cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie }, payload: payload as object });
const list = (cookie: string, query = '') => app.inject({ method: 'GET', url: `/api/simulations${query}`, headers: { cookie } });

describe('saving, listing, exporting and deleting a simulation', () => {
  it('goes through save → list → export (CSV and PDF) → delete', async () => {
    const seller = await signUp(app);
    const saved = await save(seller.cookie, PAYLOAD);
    expect(saved.statusCode).toBe(201);
    const record = saved.json();
    const expected = recorded();
    expect(record).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      // A body of the original API without the cost-line fields (docs/product.md#the-cost-model) saves them off, in dollars, with no rate.
      ...RECORD_INPUT_DEFAULTS,
      // Nor any catalogue ids: it reopens by its names.
      serviceId: null,
      countryId: null,
      updatedAt: record.createdAt,
      ...PAYLOAD,
      name: `Express COD · Saudi Arabia · ${record.createdAt.slice(0, 10)}`,
      productName: '',
      note: '',
      // A save that names no uncertain input takes every input as known.
      uncertainty: {},
      // A save without it (as older clients send) stores no code.
      countryCode: '',
      // Read from the label "Riyal (SAR)".
      countryCurrencyCode: 'SAR',
      confirmedOrders: expected.confirmedOrders,
      deliveredOrders: expected.deliveredOrders,
      sellingPrice: expected.sellingPrice,
      investment: expected.investment,
      servicesCost: expected.servicesCost,
      profit: expected.profit,
      roi: expected.roi,
      returnedOrders: expected.returnedOrders,
      returnCosts: expected.returnCosts,
      returnLoss: 0,
      packaging: 0,
      tax: 0,
      feeVat: 0,
    });
    expect(record).not.toHaveProperty('userId');

    const listed = await list(seller.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.json()).toEqual([record]);

    const csv = await app.inject({ method: 'GET', url: `/api/simulations/${record.id}/export?format=csv&lang=en`, headers: { cookie: seller.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="Express-COD-${record.createdAt.slice(0, 10)}.csv"`);
    const rows = parse(csv.body, { bom: true, relax_column_count: true }) as string[][];
    expect(rows).toContainEqual(['Profit ($)', String(Math.round(expected.profit * 100) / 100)]);

    const pdf = await app.inject({ method: 'GET', url: `/api/simulations/${record.id}/export?format=pdf&lang=ar`, headers: { cookie: seller.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Express-COD-${record.createdAt.slice(0, 10)}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const deleted = await app.inject({ method: 'DELETE', url: `/api/simulations/${record.id}`, headers: { cookie: seller.cookie } });
    expect(deleted.statusCode).toBe(204);
    expect((await list(seller.cookie)).json()).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `/api/simulations/${record.id}`, headers: { cookie: seller.cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('exports in French: French labels in the CSV, French labels and figures in the PDF', async () => {
    const seller = await signUp(app);
    const { id } = (await save(seller.cookie, PAYLOAD)).json();
    const expected = simulate(PAYLOAD);

    const csv = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=csv&lang=fr`, headers: { cookie: seller.cookie } });
    expect(csv.statusCode).toBe(200);
    // A French spreadsheet's reading: ";" between cells and a decimal comma.
    const rows = parse(csv.body, { bom: true, relax_column_count: true, delimiter: ';' }) as string[][];
    expect(rows[0]).toEqual(['Informations générales']);
    expect(rows).toContainEqual(['Champ', 'Valeur']);
    expect(rows).toContainEqual(['Bénéfice ($)', String(Math.round(expected.profit * 100) / 100).replace('.', ',')]);
    expect(rows).toContainEqual(['Taux de livraison (%)', '55']);

    const pdf = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=pdf&lang=fr`, headers: { cookie: seller.cookie } });
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' }).replace(/\u00a0/g, ' ');
    expect(text).toContain('Rapport de simulation');
    expect(text).toMatch(/Taux de confirmation \(%\)\s+35 %/);
    expect(text).toMatch(/Coût publicitaire \(par lead\)\s+1,50 \$/);
    // The glossary's French word for the lead count.
    expect(text).toMatch(/Nombre de leads\s+250/);
  });

  it('stores the figures it computes itself, not the results the client sent', async () => {
    const seller = await signUp(app);
    const expected = recorded();
    const saved = await save(seller.cookie, { ...PAYLOAD, profit: 999_999, roi: -50, sellingPrice: 1, confirmedOrders: 0 });
    expect(saved.statusCode).toBe(201);
    const [stored] = (await list(seller.cookie)).json();
    expect(stored.profit).toBe(expected.profit);
    expect(stored.roi).toBe(expected.roi);
    expect(stored.sellingPrice).toBe(expected.sellingPrice);
    expect(stored.confirmedOrders).toBe(expected.confirmedOrders);
  });

  it('gives a filename* for a name with non-ASCII letters and a safe ASCII filename', async () => {
    const seller = await signUp(app);
    const { id, createdAt } = (await save(seller.cookie, { ...PAYLOAD, serviceName: 'توصيل "سريع"/../x' })).json();
    const csv = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=csv&lang=ar`, headers: { cookie: seller.cookie } });
    const date = createdAt.slice(0, 10);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="x-${date}.csv"; filename*=UTF-8''${encodeURIComponent(`توصيل-سريع-x-${date}.csv`)}`,
    );
  });
});

describe('the answers', () => {
  it('are the record of the domain schema, field for field, in its order', async () => {
    const seller = await signUp(app);
    const saved = await save(seller.cookie, PAYLOAD);
    const listed = await list(seller.cookie);
    for (const record of [saved.json(), listed.json()[0]]) {
      expect(Object.keys(record)).toEqual(Object.keys(simulationSchema.shape));
      expect(simulationSchema.parse(record)).toEqual(record);
    }
  });

  it('never send a stored row the record does not allow as if it were one (no null profit)', async () => {
    const seller = await signUp(app);
    await database.db.insert(simulations).values({ ...buildSimulationRecord(PAYLOAD), profit: Number.NaN, userId: seller.user.id });
    const listed = await list(seller.cookie);
    expect(listed.statusCode).toBe(500);
    expect(listed.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
  });
});

describe('ownership', () => {
  it('never lets another seller list, export or delete a simulation (404, row untouched)', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const { id } = (await save(owner.cookie, PAYLOAD)).json();

    expect((await list(other.cookie)).json()).toEqual([]);
    expect((await list(other.cookie)).headers['x-total-count']).toBe('0');
    for (const format of ['csv', 'pdf']) {
      const exported = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=${format}`, headers: { cookie: other.cookie } });
      expect(exported.statusCode).toBe(404);
      expect(exported.json()).toEqual({ message: 'Simulation not found', code: 'NOT_FOUND' });
    }
    const deleted = await app.inject({ method: 'DELETE', url: `/api/simulations/${id}`, headers: { cookie: other.cookie } });
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().code).toBe('NOT_FOUND');
    expect((await list(owner.cookie)).json().map((s: { id: string }) => s.id)).toEqual([id]);
  });

  it('refuses guests on every simulations route (401)', async () => {
    const owner = await signUp(app);
    const { id } = (await save(owner.cookie, PAYLOAD)).json();
    const calls = [
      app.inject({ method: 'GET', url: '/api/simulations' }),
      app.inject({ method: 'POST', url: '/api/simulations', payload: PAYLOAD }),
      app.inject({ method: 'DELETE', url: `/api/simulations/${id}` }),
      app.inject({ method: 'GET', url: `/api/simulations/${id}/export?format=csv` }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('validation', () => {
  const numericFields = [
    'totalLeads',
    'adsCost',
    'productCost',
    'averageAOV',
    'confirmedRate',
    'deliveredRate',
    'orderFees',
    'confirmedLead',
    'deliveredLead',
    'shippingDelivered',
    'shippingReturned',
    'serviceFees',
  ] as const;
  const textFields = ['serviceName', 'countryName', 'countryCurrency'] as const;

  const cases: [string, unknown][] = [];
  for (const field of numericFields) {
    cases.push([`${field} negative`, { ...PAYLOAD, [field]: -1 }]);
    cases.push([`${field} "NaN"`, { ...PAYLOAD, [field]: 'NaN' }]);
    cases.push([`${field} as a numeric string`, { ...PAYLOAD, [field]: '12' }]);
    cases.push([`${field} null`, { ...PAYLOAD, [field]: null }]);
    cases.push([`${field} missing`, { ...PAYLOAD, [field]: undefined }]);
  }
  for (const field of ['confirmedRate', 'deliveredRate', 'serviceFees'] as const) {
    cases.push([`${field} above 100`, { ...PAYLOAD, [field]: 101 }]);
  }
  for (const field of textFields) {
    cases.push([`${field} empty`, { ...PAYLOAD, [field]: '   ' }]);
    cases.push([`${field} a number`, { ...PAYLOAD, [field]: 5 }]);
    cases.push([`${field} missing`, { ...PAYLOAD, [field]: undefined }]);
    cases.push([`${field} too long`, { ...PAYLOAD, [field]: 'x'.repeat(101) }]);
  }
  cases.push(['profit "Infinity"', { ...PAYLOAD, profit: 'Infinity' }]);
  cases.push(['an unknown field', { ...PAYLOAD, userId: '00000000-0000-4000-8000-000000000000' }]);
  cases.push(['an id', { ...PAYLOAD, id: '00000000-0000-4000-8000-000000000000' }]);
  cases.push(['an array', [PAYLOAD]]);

  it.each(cases)('refuses %s with 400 and the error body', async (_name, payload) => {
    validationSeller ??= await signUp(app);
    const seller = validationSeller;
    const response = await save(seller.cookie, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(typeof body.message).toBe('string');
    expect(body.errors?.[0]).toMatchObject({ path: expect.any(String), message: expect.any(String), code: expect.any(String) });
    expect((await list(seller.cookie)).json()).toEqual([]);
  });

  it('refuses values whose results overflow (ROI over a vanishing investment) instead of storing null', async () => {
    const seller = await signUpOnce();
    const response = await save(seller.cookie, { ...PAYLOAD, totalLeads: 1e9, adsCost: 5e-324, productCost: 0, deliveredRate: 0, orderFees: 1e9 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'roi', message: expect.any(String) }] });
  });

  it('names the offending field in the error path', async () => {
    const seller = await signUpOnce();
    const response = await save(seller.cookie, { ...PAYLOAD, adsCost: -3 });
    expect(response.json().errors[0].path).toBe('adsCost');
  });

  it.each([0.5, 99.5, -1, -0.5])('refuses %s leads (leads are whole and not negative) with the field path', async (totalLeads) => {
    const seller = await signUp(app);
    const response = await save(seller.cookie, { ...PAYLOAD, totalLeads });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'totalLeads', message: expect.any(String) }] });
    expect((await list(seller.cookie)).json()).toEqual([]);
  });

  it.each([
    ['an unknown format', '?format=xls'],
    ['no format', ''],
    ['an unknown language', '?format=csv&lang=de'],
    ['an unknown parameter', '?format=csv&debug=1'],
    ['an unknown time zone', '?format=csv&tz=Mars%2FOlympus'],
    ['a time zone that is no zone', '?format=pdf&tz=%3Cscript%3E'],
  ])('refuses an export with %s (400)', async (_name, query) => {
    const seller = await signUpOnce();
    const { id } = (await save(seller.cookie, PAYLOAD)).json();
    const response = await app.inject({ method: 'GET', url: `/api/simulations/${id}/export${query}`, headers: { cookie: seller.cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('keeps the country code and rate, and exports in the seller\'s zone with amounts in the local currency', async () => {
    const seller = await signUpOnce();
    const saved = await save(seller.cookie, { ...PAYLOAD, countryCode: 'SA', currencyRate: 3.75 });
    expect(saved.statusCode).toBe(201);
    const record = saved.json();
    expect(record).toMatchObject({ countryCode: 'SA', currencyRate: 3.75 });
    const csv = await app.inject({ method: 'GET', url: `/api/simulations/${record.id}/export?format=csv&lang=en&tz=Asia%2FRiyadh`, headers: { cookie: seller.cookie } });
    expect(csv.statusCode).toBe(200);
    const rows = parse(csv.body, { bom: true, relax_column_count: true }) as string[][];
    const riyadh = new Date(new Date(record.createdAt).getTime() + 3 * 3600_000).toISOString().slice(0, 19);
    expect(rows).toContainEqual(['Saved on', `${riyadh}+03:00`]);
    expect(rows).toContainEqual(['Time zone', 'Asia/Riyadh']);
    expect(rows).toContainEqual(['Product Cost ($)', '4', '15']);
    expect(rows).toContainEqual(['Country', 'Saudi Arabia']);
  });

  it('refuses a country code that is not two capital letters (400)', async () => {
    const seller = await signUpOnce();
    const response = await save(seller.cookie, { ...PAYLOAD, countryCode: 'sau' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: 'countryCode' }] });
  });

  it('refuses an id that is not a uuid (400) and an unknown one (404)', async () => {
    const seller = await signUpOnce();
    const bad = await app.inject({ method: 'DELETE', url: '/api/simulations/123', headers: { cookie: seller.cookie } });
    expect(bad.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'DELETE',
      url: '/api/simulations/00000000-0000-4000-8000-000000000000',
      headers: { cookie: seller.cookie },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('pagination', () => {
  it('returns newest first, pages with limit and offset, and the total in X-Total-Count', async () => {
    const seller = await signUp(app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push((await save(seller.cookie, { ...PAYLOAD, serviceName: `Service ${i}`, totalLeads: 100 + i })).json().id);
    }
    const newestFirst = [...ids].reverse();

    const all = await list(seller.cookie);
    expect(all.json().map((s: { id: string }) => s.id)).toEqual(newestFirst);

    const first = await list(seller.cookie, '?limit=3');
    expect(first.headers['x-total-count']).toBe('7');
    expect(first.json().map((s: { id: string }) => s.id)).toEqual(newestFirst.slice(0, 3));
    const last = await list(seller.cookie, '?limit=3&offset=6');
    expect(last.json().map((s: { id: string }) => s.id)).toEqual(newestFirst.slice(6));
    expect(last.headers['x-total-count']).toBe('7');
    const beyond = await list(seller.cookie, '?limit=3&offset=30');
    expect(beyond.json()).toEqual([]);
  });

  it('defaults to 50 rows and refuses a limit above 100 or below 1', async () => {
    const seller = await signUp(app);
    const { db } = database;
    const record = buildSimulationRecord(PAYLOAD);
    await db.insert(simulations).values(Array.from({ length: 55 }, () => ({ ...record, userId: seller.user.id })));
    const page = await list(seller.cookie);
    expect(page.json()).toHaveLength(50);
    expect(page.headers['x-total-count']).toBe('55');
    expect((await list(seller.cookie, '?limit=101')).statusCode).toBe(400);
    expect((await list(seller.cookie, '?limit=0')).statusCode).toBe(400);
    expect((await list(seller.cookie, '?offset=-1')).statusCode).toBe(400);
    expect((await list(seller.cookie, '?limit=abc')).statusCode).toBe(400);
  });
});

let validationSeller: Awaited<ReturnType<typeof signUp>> | undefined;
let sharedSeller: Awaited<ReturnType<typeof signUp>> | undefined;
async function signUpOnce() {
  sharedSeller ??= await signUp(app);
  return sharedSeller;
}
