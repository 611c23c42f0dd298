import { describe, expect, it } from 'vitest';
import { createAdmin, signUp } from '../test/auth-helpers';
import { createTestApp } from '../test/test-app';

// Answers that hold a signed-in viewer's own rows must never be stored by a browser or a shared cache
// (docs/product.md#security); the guests' catalogue is the same for everyone and stays cacheable.

const { app, database } = await createTestApp();
const seller = await signUp(app);
const admin = await createAdmin(app, database.db);

const cacheControl = async (url: string, cookie?: string) => {
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.headers['cache-control'];
};

describe('Cache-Control of API answers', () => {
  it.each(['/api/simulations', '/api/fee-structures', '/api/services', '/api/countries', '/api/announcement'])(
    'is private, no-store on %s for a signed-in seller',
    async (url) => {
      expect(await cacheControl(url, seller.cookie)).toBe('private, no-store');
    },
  );

  it('forbids storing the signed-in user', async () => {
    expect(await cacheControl('/api/auth/user', seller.cookie)).toMatch(/no-store/);
  });

  it.each(['/api/admin/users', '/api/admin/countries', '/api/admin/services', '/api/admin/fee-structures', '/api/admin/summary'])(
    'is private, no-store on %s for an admin',
    async (url) => {
      expect(await cacheControl(url, admin.cookie)).toBe('private, no-store');
    },
  );

  it.each(['/api/countries', '/api/services', '/api/fee-structures'])('leaves the guest catalogue %s cacheable', async (url) => {
    expect(await cacheControl(url)).toBeUndefined();
  });
});
