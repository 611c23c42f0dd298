import { describe, expect, it } from 'vitest';
import { createAdmin, signUp } from '../../test/auth-helpers';
import { insertCountry, insertFeeStructure, insertService } from '../../test/catalogue-factories';
import { createTestApp } from '../../test/test-app';

const { app, database } = await createTestApp();
const db = database.db;
const admin = await createAdmin(app, db);
const seller = await signUp(app);
const other = await signUp(app);

const impact = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });

describe('what deleting a country or a service takes with it', () => {
  it('counts a seller’s fee structures under their own country and service', async () => {
    const country = await insertCountry(db, seller.user.id);
    const service = await insertService(db, seller.user.id);
    const defaultService = await insertService(db, null);
    await insertFeeStructure(db, seller.user.id, country.id);
    await insertFeeStructure(db, seller.user.id, country.id, service.id);
    await insertFeeStructure(db, seller.user.id, country.id, defaultService.id);

    const byCountry = await impact(`/api/countries/${country.id}/delete-impact`, seller.cookie);
    expect(byCountry.statusCode).toBe(200);
    expect(byCountry.json()).toEqual({ feeStructures: 3, othersFeeStructures: 0 });
    expect((await impact(`/api/services/${service.id}/delete-impact`, seller.cookie)).json()).toEqual({
      feeStructures: 1,
      othersFeeStructures: 0,
    });
  });

  it('counts the sellers’ own rows under a default the admin would delete', async () => {
    const country = await insertCountry(db, null);
    await insertFeeStructure(db, null, country.id);
    await insertFeeStructure(db, seller.user.id, country.id);
    await insertFeeStructure(db, other.user.id, country.id);
    const response = await impact(`/api/admin/countries/${country.id}/delete-impact`, admin.cookie);
    expect(response.json()).toEqual({ feeStructures: 3, othersFeeStructures: 2 });

    const service = await insertService(db, null);
    expect((await impact(`/api/admin/services/${service.id}/delete-impact`, admin.cookie)).json()).toEqual({
      feeStructures: 0,
      othersFeeStructures: 0,
    });
  });

  it('is refused like the delete itself: 403 for a default, 404 for another seller’s', async () => {
    const fallback = await insertCountry(db, null);
    const theirs = await insertCountry(db, other.user.id);
    expect((await impact(`/api/countries/${fallback.id}/delete-impact`, seller.cookie)).statusCode).toBe(403);
    expect((await impact(`/api/countries/${theirs.id}/delete-impact`, seller.cookie)).statusCode).toBe(404);
    expect((await impact(`/api/admin/countries/${theirs.id}/delete-impact`, admin.cookie)).statusCode).toBe(404);
  });
});
