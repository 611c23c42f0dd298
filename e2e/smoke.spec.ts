import { expect, test } from './support/fixtures';

// Proves the whole pipeline: built server started by Playwright, real database, request context.
test('the server started by Playwright answers the health check', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});
