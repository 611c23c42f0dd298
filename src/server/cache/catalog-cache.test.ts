import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FEES } from '../../domain/fees';
import { buildApp } from '../app';
import { countries } from '../db/schema';
import { createCountry } from '../modules/countries/queries';
import { createAdmin, signUp } from '../test/auth-helpers';
import { createTestApp, NO_SHEDDING } from '../test/test-app';
import { CATALOG_CHECK_INTERVAL_MS } from './catalog-cache';

// The cache reads its clock through Date.now. Only Date is faked (timers and I/O stay real, and time
// still flows), before the apps are built, so a test steps past the check interval instead of sleeping.
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
afterAll(() => vi.useRealTimers());
const passCheckInterval = () => vi.advanceTimersByTime(CATALOG_CHECK_INTERVAL_MS + 50);

// One database (in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set) shared by two app
// instances: each keeps its own cache, as two server processes behind a load balancer would.
const { app, database } = await createTestApp();
const db = database.db;
const otherApp = await buildApp({ db, pressure: NO_SHEDDING });
afterAll(() => otherApp.close());

const admin = await createAdmin(app, db);
const seller = await signUp(app);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (target: typeof app, method: Method, url: string, cookie?: string, payload?: object) =>
  target.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const names = async (target: typeof app, url: string, cookie?: string) =>
  ((await call(target, 'GET', url, cookie)).json() as { name: string }[]).map((row) => row.name);
const countryBody = (name: string) => ({ name, code: 'MA', currency: 'Moroccan Dirham (MAD)', currencyChange: 10, status: 'active' });

describe('the catalogue read cache', () => {
  it('shows a default written through the admin API in the very next guest read', async () => {
    expect(await names(app, '/api/countries')).not.toContain('Cached Morocco');
    const created = await call(app, 'POST', '/api/admin/countries', admin.cookie, countryBody('Cached Morocco'));
    expect(created.statusCode).toBe(201);
    expect(await names(app, '/api/countries')).toContain('Cached Morocco');

    const id = created.json().id as string;
    expect((await call(app, 'DELETE', `/api/admin/countries/${id}`, admin.cookie)).statusCode).toBe(204);
    expect(await names(app, '/api/countries')).not.toContain('Cached Morocco');
  });

  it('answers the fee resolution of the new default at once after an admin saves it', async () => {
    const country = (await call(app, 'POST', '/api/admin/countries', admin.cookie, countryBody('Fee Land'))).json();
    const url = `/api/fee-structures/country/${country.id}`;
    expect((await call(app, 'GET', url)).json()).toMatchObject({ source: 'built-in' });
    const saved = await call(app, 'POST', '/api/admin/fee-structures', admin.cookie, { ...DEFAULT_FEES, countryId: country.id, serviceId: null, orderFees: 2.5 });
    expect(saved.statusCode).toBeLessThan(300);
    expect((await call(app, 'GET', url)).json()).toMatchObject({ source: 'default-country', orderFees: 2.5 });
  });

  it('empties where the catalogue version is bumped: a write through the queries, with no route, shows in the next guest read', async () => {
    expect(await names(app, '/api/countries')).not.toContain('Queried Oman');
    await createCountry(db, null, { name: 'Queried Oman', code: 'OM', currency: 'Omani Rial (OMR)', currencyChange: 0.38, taxRate: 0, status: 'active' });
    expect(await names(app, '/api/countries')).toContain('Queried Oman');
  });

  it("keeps a seller's own rows out of the guests' answers and in the seller's", async () => {
    expect(await names(app, '/api/countries')).not.toContain('My Own Land');
    expect((await call(app, 'POST', '/api/countries', seller.cookie, countryBody('My Own Land'))).statusCode).toBe(201);
    expect(await names(app, '/api/countries', seller.cookie)).toContain('My Own Land');
    expect(await names(app, '/api/countries')).not.toContain('My Own Land');
  });

  it('shows another instance a direct database write once catalog_version moves, within the check interval', async () => {
    expect(await names(otherApp, '/api/countries')).not.toContain('Written Elsewhere');
    await db.insert(countries).values({ name: 'Written Elsewhere', code: 'LY', currency: 'Libyan Dinar (LYD)' });
    // Without a version bump the other instance keeps its cached list, however much time passes:
    // this is what the bump in every catalogue write is for.
    passCheckInterval();
    expect(await names(otherApp, '/api/countries')).not.toContain('Written Elsewhere');

    await db.execute(sql`insert into catalog_version (id, version) values (1, 1) on conflict (id) do update set version = catalog_version.version + 1`);
    passCheckInterval();
    expect(await names(otherApp, '/api/countries')).toContain('Written Elsewhere');
  });

  it('shows another instance a write made through the API of the first within the check interval', async () => {
    expect(await names(otherApp, '/api/services')).not.toContain('Relayed Service');
    const created = await call(app, 'POST', '/api/admin/services', admin.cookie, { name: 'Relayed Service', icon: '📦', color: '#123456', status: 'active' });
    expect(created.statusCode).toBe(201);
    passCheckInterval();
    expect(await names(otherApp, '/api/services')).toContain('Relayed Service');
  });
});
