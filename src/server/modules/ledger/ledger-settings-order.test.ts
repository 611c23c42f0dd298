import { expect, it } from 'vitest';
import type { Country } from '../../../domain/entities';
import type { LedgerSettings } from '../../../domain/ledger/api-schemas';
import { loadSampleData } from '../../db/sample-data';
import { createAdmin, signUp } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { caller } from '../../test/support/ledger-calls';

// The sample catalogue is one insert, yet its countries are listed oldest first in the order the catalogue gives
// them, and the ledger's default rates follow the same order (the seller's own countries first). An administrator's
// edit of a country changes neither order: PostgreSQL writes an updated row after the others, so an order that
// left ties to the table's layout put an edited country's currency last.
const { app, database } = await createTestApp();
const call = caller(app);

it('lists the sample countries, and the rates from them, in catalogue order, before and after an edit', async () => {
  expect(await loadSampleData(database.db)).toBe(true);
  const admin = await createAdmin(app, database.db);
  const sampleCodes = ['SA', 'AE', 'MA', 'LY'];
  const listed = (await call(admin, 'GET', '/api/countries')).json<Country[]>();
  expect(listed.map((country) => country.code)).toEqual(sampleCodes);

  const saudi = listed.find((country) => country.code === 'SA')!;
  const edit = await call(admin, 'PATCH', `/api/admin/countries/${saudi.id}`, { taxRate: 15 });
  expect(edit.statusCode, edit.body).toBe(200);

  const seller = await signUp(app);
  const own = await call(seller, 'POST', '/api/countries', { name: 'My Morocco', code: 'MA', currency: 'Dirham (MAD)', currencyChange: 10.5, status: 'active' });
  expect(own.statusCode, own.body).toBe(201);
  const seen = (await call(seller, 'GET', '/api/countries')).json<Country[]>();
  expect(seen.map((country) => country.code)).toEqual([...sampleCodes, 'MA']);

  const settings = (await call(seller, 'GET', '/api/ledger/settings')).json<LedgerSettings>();
  // The seller's own dirham first (their rate, not the sample's), then the sample's riyal, dirham and dinar.
  expect(settings.rates.map((rate) => `${rate.currency} ${rate.perUsd}`)).toEqual(['MAD 10.5', 'SAR 3.75', 'AED 3.6725', 'LYD 4.85']);
});
