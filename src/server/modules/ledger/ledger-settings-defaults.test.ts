import { describe, expect, it } from 'vitest';
import type { LedgerSettings } from '../../../domain/ledger/api-schemas';
import { signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller } from '../../test/support/ledger-calls';

// Until a seller saves the ledger's settings, its rates come from the countries the seller sees: each country's ISO
// currency code with the units per dollar the seller keeps for it. The labels a seller reads ("Saudi Riyal (SAR)")
// are not codes; the code is what the rate belongs to.
const { app } = await createTestApp();
const call = caller(app);

describe('the ledger settings a seller has not saved', () => {
  it('take each currency’s rate from the seller’s countries, by ISO code, whatever the label', async () => {
    const seller = await signUp(app);
    for (const country of [
      { name: 'Saudi Arabia', code: 'SA', currency: 'Saudi Riyal (SAR)', currencyChange: 3.75, status: 'active' },
      { name: 'Morocco', code: 'MA', currency: 'Moroccan Dirham (MAD)', currencyChange: 10.05, status: 'active' },
      // A label that names no currency and a country whose code tells none: no rate can be read from it.
      { name: 'Nowhere', code: null, currency: 'Local money', currencyChange: 7, status: 'active' },
    ]) {
      const created = await call(seller, 'POST', '/api/countries', country);
      expect(created.statusCode, created.body).toBe(201);
    }
    const response = await call(seller, 'GET', '/api/ledger/settings');
    expect(response.statusCode, response.body).toBe(200);
    const settings = response.json<LedgerSettings>();
    expect(settings.reportingCurrency).toBe('USD');
    const rates = Object.fromEntries(settings.rates.map((rate) => [rate.currency, rate.perUsd]));
    expect(rates.SAR).toBe(3.75);
    expect(rates.MAD).toBe(10.05);
    expect(Object.keys(rates)).not.toContain('LOCAL MONEY');
  });

  it('leave out a currency whose country keeps a rate no saved rate could hold, and still answer', async () => {
    const seller = await signUp(app);
    // A country takes any amount above 0; a saved rate is at least 0.000001 units per dollar.
    for (const [name, code, currency, currencyChange] of [
      ['Japan', 'JP', 'Yen (JPY)', 0.0000001],
      ['Kenya', 'KE', 'Kenyan Shilling (KES)', 129],
    ] as const) {
      const created = await call(seller, 'POST', '/api/countries', { name, code, currency, currencyChange, status: 'active' });
      expect(created.statusCode, created.body).toBe(201);
    }
    const response = await call(seller, 'GET', '/api/ledger/settings');
    expect(response.statusCode, response.body).toBe(200);
    const rates = Object.fromEntries(response.json<LedgerSettings>().rates.map((rate) => [rate.currency, rate.perUsd]));
    expect(rates.KES).toBe(129);
    expect(Object.keys(rates)).not.toContain('JPY');
  });

  it('keep another seller’s countries out', async () => {
    const owner = await signUp(app);
    expect((await call(owner, 'POST', '/api/countries', { name: 'Libya', code: 'LY', currency: 'Libyan Dinar (LYD)', currencyChange: 4.85, status: 'active' })).statusCode).toBe(201);
    const other = await signUp(app);
    const settings = (await call(other, 'GET', '/api/ledger/settings')).json<LedgerSettings>();
    expect(settings.rates.map((rate) => rate.currency)).not.toContain('LYD');
  });
});
