import { describe, expect, it } from 'vitest';
import { DEFAULT_FEES } from '../../domain/fees';
import { signUp } from '../test/auth-helpers';
import { insertCountry } from '../test/catalogue-factories';
import { createTestApp } from '../test/test-app';

const { app, database } = await createTestApp();
const seller = await signUp(app);
const country = await insertCountry(database.db, null);

describe('a refused body names each field with a code the client translates', () => {
  it('gives the path, the issue code and its limit beside the English message', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/fee-structures',
      headers: { cookie: seller.cookie },
      payload: { ...DEFAULT_FEES, confirmedRate: 150, orderFees: -1, countryId: country.id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      errors: [
        { path: 'confirmedRate', code: 'tooBig', limit: 100, message: expect.any(String) },
        { path: 'orderFees', code: 'tooSmall', limit: 0, message: expect.any(String) },
      ],
    });
  });

  it('reads half a lead in a saved simulation as not whole', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/simulations',
      headers: { cookie: seller.cookie },
      payload: { serviceName: 'S', countryName: 'C', countryCurrency: 'D', totalLeads: 0.5, adsCost: 1, productCost: 1, averageAOV: 1, ...DEFAULT_FEES },
    });
    expect(response.json().errors).toEqual([{ path: 'totalLeads', code: 'notWhole', message: expect.any(String) }]);
  });
});
