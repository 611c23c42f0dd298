import { describe, expect, it } from 'vitest';
import { createAdmin, signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';

// A country's currency is an ISO 4217 code beside its label: read from the label or the ISO code when a body
// has none, chosen from a list otherwise; the administrator sees every country whose currency has no code.
const { app, database } = await createTestApp();
const admin = await createAdmin(app, database.db);
const seller = await signUp(app);

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, cookie?: string, payload?: unknown) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('a country answers with its currency code', () => {
  it.each([
    ['the code in its label', { name: 'Saudi Arabia', code: 'SA', currency: 'Saudi Riyal (SAR)' }, 'SAR'],
    ["its ISO code's currency", { name: 'Morocco', code: 'MA', currency: 'Dirham' }, 'MAD'],
    ['the code chosen, over the label', { name: 'Tunisia', code: null, currency: 'Dinar (LYD)', currencyCode: 'tnd' }, 'TND'],
    ['no code when nothing names one', { name: 'Somewhere', code: null, currency: 'Dinar' }, null],
  ])('created with %s', async (_case, body, code) => {
    const created = await call('POST', '/api/countries', seller.cookie, body);
    expect(created.statusCode).toBe(201);
    expect(created.json().currencyCode).toBe(code);
    const listed = (await call('GET', '/api/countries', seller.cookie)).json() as { id: string; currencyCode: string | null }[];
    expect(listed.find((row) => row.id === created.json().id)?.currencyCode).toBe(code);
  });

  it('refuses a code that is not a currency at its field, and stores nothing', async () => {
    const refused = await call('POST', '/api/countries', seller.cookie, { name: 'Nowhere', currency: 'Dinar', currencyCode: 'QQQ' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([expect.objectContaining({ path: 'currencyCode', code: 'unknownCurrency' })]);
    const listed = (await call('GET', '/api/countries', seller.cookie)).json() as { name: string }[];
    expect(listed.map((row) => row.name)).not.toContain('Nowhere');
  });

  it('keeps a code chosen by hand through an edit of the rate, and re-reads it when the label changes', async () => {
    const id = (await call('POST', '/api/countries', seller.cookie, { name: 'Libya', code: 'LY', currency: 'Dinar', currencyChange: 4.8 })).json().id;
    const chosen = await call('PATCH', `/api/countries/${id}`, seller.cookie, { currencyCode: 'TND' });
    expect(chosen.json().currencyCode).toBe('TND');
    expect((await call('PATCH', `/api/countries/${id}`, seller.cookie, { currencyChange: 4.9, currency: 'Dinar' })).json().currencyCode).toBe('TND');
    expect((await call('PATCH', `/api/countries/${id}`, seller.cookie, { currency: 'Libyan Dinar (LYD)' })).json().currencyCode).toBe('LYD');
  });
});

describe("the administrator's list of currencies without a code", () => {
  it("lists every owner's unread currencies, defaults first, and forgets one once its code is chosen", async () => {
    const own = (await call('POST', '/api/countries', seller.cookie, { name: 'Unread own', currency: 'Riyal maison' })).json();
    const fallback = (await call('POST', '/api/admin/countries', admin.cookie, { name: 'Unread default', currency: 'Local money' })).json();
    const listed = await call('GET', '/api/admin/countries/unread-currencies', admin.cookie);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json() as { id: string; ownerEmail: string | null }[];
    expect(rows[0]).toEqual({ id: fallback.id, name: 'Unread default', code: null, currency: 'Local money', ownerEmail: null });
    expect(rows).toContainEqual({ id: own.id, name: 'Unread own', code: null, currency: 'Riyal maison', ownerEmail: seller.user.email });

    await call('PATCH', `/api/countries/${own.id}`, seller.cookie, { currencyCode: 'SAR' });
    const after = (await call('GET', '/api/admin/countries/unread-currencies', admin.cookie)).json() as { id: string }[];
    expect(after.map((row) => row.id)).not.toContain(own.id);
  });

  it('is for administrators only', async () => {
    expect((await call('GET', '/api/admin/countries/unread-currencies', seller.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/countries/unread-currencies')).statusCode).toBe(401);
  });
});
