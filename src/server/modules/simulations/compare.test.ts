import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { SimulationPayload } from '../../../domain/schemas';
import { createAdmin, signUp, type SignedIn } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { SPEC_EXAMPLE } from '../../../domain/test-support/example-plans';

// Compare 2–4 saved plans, and export the comparison. Plan A is SPEC_EXAMPLE. Figures worked by hand:
// Plan A: 100 leads, 25 % confirmed → 25, 60 % delivered → 15 (10 returned); revenue 15 × 48 = 720;
//   ads 100 × 1 = 100, product 15 × 3 = 45 (investment 145); service 5 % of 720 = 36; profit 539.
// Plan B: ads $2 a lead, 50 % delivered → 12.5 (12.5 returned); revenue 12.5 × 48 = 600; ads 200,
//   product 37.5 (investment 237.5); service 30; profit 332.5; ROI 332.5 / 237.5 = 140 %.
// B against A: profit −206.5 (worse), ads cost +1 (worse), delivery rate −10 (worse), ROI 140 − 371.72 (worse).
const { app, database } = await createTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'ribh-compare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (seller: SignedIn | null, url: string) => app.inject({ method: 'GET', url, headers: seller ? { cookie: seller.cookie } : {} });

async function save(seller: SignedIn, payload: Partial<SimulationPayload> & { name: string }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/simulations', headers: { cookie: seller.cookie }, payload: { ...SPEC_EXAMPLE, ...payload } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function twoPlans() {
  const seller = await signUp(app);
  const a = await save(seller, { name: 'Plan A' });
  const b = await save(seller, { name: 'Plan B', adsCost: 2, deliveredRate: 50 });
  return { seller, a, b };
}

type Line = { key: string; label: string; values: unknown[]; kinds: string[]; comparable: boolean };
const line = (body: { sections: { rows: Line[] }[] }, key: string) => body.sections.flatMap((s) => s.rows).find((row) => row.key === key);

describe('comparing saved plans', () => {
  it('answers every input and result of each plan, in the order asked, labelled in the language asked', async () => {
    const { seller, a, b } = await twoPlans();
    const response = await get(seller, `/api/simulations/compare?ids=${b},${a}&lang=fr`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.plans).toEqual([
      { id: b, name: 'Plan B', unit: 'MAD', hasRate: false },
      { id: a, name: 'Plan A', unit: 'MAD', hasRate: false },
    ]);
    expect(body.sections.map((s: { id: string }) => s.id)).toEqual(['basic', 'inputs', 'fees', 'results']);
    expect(line(body, 'profit')).toMatchObject({ label: 'Bénéfice', values: [332.5, 539], kinds: ['money', 'money'], comparable: true });
    expect(line(body, 'adsCost')?.values).toEqual([2, 1]);
    expect(line(body, 'deliveredRate')?.values).toEqual([50, 60]);
    expect(line(body, 'returnedOrders')?.values).toEqual([12.5, 10]);
    expect(line(body, 'sellingPrice')?.values).toEqual([600, 720]);
    expect(line(body, 'serviceName')?.values).toEqual(['Express COD', 'Express COD']);
    expect(line(body, 'roi')?.values[0]).toBeCloseTo(140, 9);
    // No plan uses an advanced cost: none is listed.
    expect(line(body, 'packagingPerOrder')).toBeUndefined();
  });

  it('lists an advanced cost one plan uses, with the others at 0, and compares up to four plans', async () => {
    const { seller, a, b } = await twoPlans();
    const c = await save(seller, { name: 'Plan C', packagingPerOrder: 0.5 });
    const d = await save(seller, { name: 'Plan D', totalLeads: 200 });
    const response = await get(seller, `/api/simulations/compare?ids=${a},${b},${c},${d}`);
    expect(response.statusCode, response.body).toBe(200);
    // Plan C: 25 confirmed orders × $0.50 of packaging = $12.50, so its profit is 539 − 12.5.
    expect(line(response.json(), 'packagingPerOrder')?.values).toEqual([0, 0, 0.5, 0]);
    expect(line(response.json(), 'packaging')?.values).toEqual([0, 0, 12.5, 0]);
    expect(line(response.json(), 'profit')?.values).toEqual([539, 332.5, 526.5, 1078]);
  });

  it('compares exchange rates only between plans of one currency; the dollar results always', async () => {
    const seller = await signUp(app);
    const morocco = await save(seller, { name: 'Morocco', currencyRate: 10 });
    const moroccoToo = await save(seller, { name: 'Morocco again', currencyRate: 10.5 });
    const saudi = await save(seller, { name: 'Saudi', countryName: 'Saudi Arabia', countryCode: 'SA', countryCurrency: 'Riyal (SAR)', currencyRate: 3.75 });
    const mixed = (await get(seller, `/api/simulations/compare?ids=${morocco},${saudi}`)).json();
    // 10 MAD and 3.75 SAR to the dollar measure different things: shown, not compared.
    expect(line(mixed, 'currencyRate')).toMatchObject({ values: [10, 3.75], kinds: ['rate', 'rate'], comparable: false });
    expect(line(mixed, 'profit')).toMatchObject({ comparable: true });
    const same = (await get(seller, `/api/simulations/compare?ids=${morocco},${moroccoToo}`)).json();
    expect(line(same, 'currencyRate')).toMatchObject({ values: [10, 10.5], comparable: true });
  });

  it('exports the CSV with the baseline, each difference in figures and words, and the best profit named', async () => {
    const { seller, a, b } = await twoPlans();
    const response = await get(seller, `/api/simulations/compare/export?ids=${a},${b}&baseline=${a}&format=csv&lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="comparison-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows: string[][] = parse(response.body.replace(/^\uFEFF/, ''), { relax_column_count: true });
    const find = (label: string) => rows.find((row) => row[0] === label);
    expect(rows[0]).toEqual(['Plan Comparison']);
    expect(find('Baseline')).toEqual(['Baseline', 'Plan A']);
    expect(find('Best profit')).toEqual(['Best profit', 'Plan A']);
    expect(rows.find((row) => row[0] === 'Field')).toEqual(['Field', 'Plan A', 'Plan B', 'Plan B: difference from baseline', 'Plan B: against baseline']);
    expect(find('Profit ($)')).toEqual(['Profit ($)', '539', '332.5', '-206.5', 'Worse']);
    expect(find('Ads Cost (per lead) ($)')?.slice(1)).toEqual(['1', '2', '1', 'Worse']);
    expect(find('Delivered rate (%)')?.slice(1)).toEqual(['60', '50', '-10', 'Worse']);
    expect(find('Total Leads')?.slice(1)).toEqual(['100', '100', '0', 'Same']);
    expect(find('Service')?.slice(1)).toEqual(['Express COD', 'Express COD', '', 'Same']);

    // The other plan as the baseline turns the verdicts round.
    const swapped = await get(seller, `/api/simulations/compare/export?ids=${a},${b}&baseline=${b}&format=csv&lang=en`);
    const swappedRows: string[][] = parse(swapped.body.replace(/^\uFEFF/, ''), { relax_column_count: true });
    expect(swappedRows.find((row) => row[0] === 'Profit ($)')).toEqual(['Profit ($)', '539', '332.5', '206.5', 'Better']);
  });

  it('exports the CSV and PDF in Arabic and French', async () => {
    const { seller, a, b } = await twoPlans();
    const ar = await get(seller, `/api/simulations/compare/export?ids=${a},${b}&format=csv&lang=ar`);
    expect(ar.body).toContain('أفضل ربح');
    expect(ar.body).toContain('أسوأ');
    for (const lang of ['en', 'ar', 'fr'] as const) {
      const pdf = await get(seller, `/api/simulations/compare/export?ids=${a},${b}&baseline=${b}&format=pdf&lang=${lang}`);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const file = path.join(dir, `${lang}.pdf`);
      writeFileSync(file, pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u200e\u200f\u202a-\u202e\u061c]/g, '');
      const words = { en: ['Plan Comparison', 'Best profit', 'Better', '$539.00', '+$206.50'], ar: ['أفضل', '$539.00', '+$206.50'], fr: ['Comparaison de plans', 'Meilleur bénéfice', '539,00'] }[lang];
      for (const word of words) expect(text, lang).toContain(word);
    }
  });
});

describe('who may compare', () => {
  it("answers 404 when any id is another seller's, for the owner's other plans too, and 401 to a guest", async () => {
    const { seller, a, b } = await twoPlans();
    const other = await signUp(app);
    const foreign = await save(other, { name: 'Not yours' });
    const admin = await createAdmin(app, database.db);
    for (const url of [`/api/simulations/compare?ids=${a},${foreign}`, `/api/simulations/compare/export?ids=${a},${foreign}&format=csv`]) {
      const response = await get(seller, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Simulation not found', code: 'NOT_FOUND' });
    }
    for (const url of [`/api/simulations/compare?ids=${a},${b}`, `/api/simulations/compare/export?ids=${a},${b}&format=pdf`]) {
      expect((await get(other, url)).statusCode).toBe(404);
      expect((await get(admin, url)).statusCode).toBe(404);
      expect((await get(null, url)).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});

describe('hostile id lists', () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  // Each refusal names the field at fault, so it is this route's schema that refused (not a neighbour's).
  it.each<[string, string, string]>([
    ['one id', `ids=${id(1)}`, 'ids'],
    ['five ids', `ids=${[1, 2, 3, 4, 5].map(id).join(',')}`, 'ids'],
    ['a repeated id', `ids=${id(1)},${id(1)}`, 'ids'],
    ['a repeated id in capitals', `ids=${id(1)},${id(2)},${id(1).toUpperCase()}`, 'ids'],
    ['a malformed id', `ids=${id(1)},not-an-id`, 'ids'],
    ['an empty entry', `ids=${id(1)},,${id(2)}`, 'ids'],
    ['a trailing comma', `ids=${id(1)},${id(2)},`, 'ids'],
    ['no ids', 'ids=', 'ids'],
    ['no ids at all', 'lang=en', 'ids'],
    ['ids twice', `ids=${id(1)}&ids=${id(2)}`, 'ids'],
    ['an unknown language', `ids=${id(1)},${id(2)}&lang=de`, 'lang'],
    ['an unknown field', `ids=${id(1)},${id(2)}&x=1`, ''],
  ])('refuses %s with 400 and the error body naming the field', async (_case, query, field) => {
    const seller = await signUp(app);
    for (const url of [`/api/simulations/compare?${query}`, `/api/simulations/compare/export?format=csv&${query}`]) {
      const response = await get(seller, url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
      expect(response.json().errors.map((issue: { path: string }) => issue.path), response.body).toContain(field);
    }
  });

  it('refuses a baseline that is not among the ids, and an unknown format', async () => {
    const { seller, a, b } = await twoPlans();
    for (const [query, field] of [[`ids=${a},${b}&baseline=${id(9)}&format=csv`, 'baseline'], [`ids=${a},${b}&format=xlsx`, 'format'], [`ids=${a},${b}`, 'format']]) {
      const response = await get(seller, `/api/simulations/compare/export?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().errors.map((issue: { path: string }) => issue.path), response.body).toContain(field);
    }
  });
});
