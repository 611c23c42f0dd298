import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textProblem } from '../http/text-guard';
import { createTestApp, IN_POSTGRES_PASS } from '../test/test-app';
import { HostileClient, type RequestParts } from '../test/support/hostile-client';
import { errorProblems } from '../test/support/response-shapes';
import { AnswerTally, orderedRoutes, RoutePlan } from '../test/support/route-plan';
import { acceptsString } from '../test/support/schema-arbitraries';

// A lone UTF-16 surrogate in a simulation name was a 500 (PostgreSQL refuses it
// inside json/jsonb), while service and country names were stored with U+FFFD in its place. One rule
// for every text field of every route (decision 0009): refused with 400 VALIDATION_FAILED naming
// the field, before anything reaches the database. Every route of the route table is covered, so
// a route added later is too. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const LONE_SURROGATES = [
  'a\ud800b', // a high half alone (the reported case)
  '\udfff', // a low half alone
  'x\udc00\ud800y', // both halves in the wrong order
  'Express \ud83d', // an emoji cut in half
];
// The UTF-8-style bytes of U+D800 in a URL: no valid decoder turns them into a lone surrogate.
const ENCODED_SURROGATE = '%ED%A0%80';

const { app, database } = await createTestApp();
const client = new HostileClient(app, database.db);
const tally = new AnswerTally();
const routes = orderedRoutes(app);

beforeAll(() => client.signInAll());
afterAll(() => tally.print('lone surrogates, answers per operation'));

const withTextBody = routes
  .map((route) => ({ route, plan: new RoutePlan(client, route) }))
  .map(({ route, plan }) => {
    const body = plan.parts.find((part) => part.name === 'body');
    const fields = Object.entries(body?.json.properties ?? {})
      .filter(([, schema]) => acceptsString(schema))
      .map(([field]) => field);
    return { route, plan, fields };
  })
  .filter(({ fields }) => fields.length > 0);

describe('a lone surrogate in any text field', () => {
  it('finds the routes that take text in their body', () => {
    const names = withTextBody.map(({ route }) => `${route.method} ${route.url}`);
    for (const expected of ['POST /api/simulations', 'POST /api/services', 'POST /api/countries', 'POST /api/auth/register']) {
      expect(names).toContain(expected);
    }
  });

  // The generators' draws, no request: once, in the PGlite pass.
  it.skipIf(IN_POSTGRES_PASS)('is among the texts the hostile-input generators draw, so the property suites cover it too', () => {
    const { plan } = withTextBody.find(({ route }) => route.method === 'POST' && route.url === '/api/simulations')!;
    const drawn = fc.sample(plan.valid(), { numRuns: 300, seed: 14 });
    const lone = drawn.filter((request) => textProblem(request)?.message.includes('surrogate'));
    expect(lone.length).toBeGreaterThan(10);
    expect(lone.every((request) => !plan.isValid(request))).toBe(true);
  });

  it.each(withTextBody.map((c) => [`${c.route.method} ${c.route.url}`, c] as const))(
    '%s refuses it in every text field with 400 VALIDATION_FAILED and the field path',
    async (_name, { route, plan, fields }) => {
      await client.refreshSessions();
      const [base] = plan.validSamples(1);
      expect(base, 'could not generate a valid base input').toBeDefined();
      let index = 0;
      for (const field of fields) {
        for (const lone of LONE_SURROGATES) {
          const request: RequestParts = { ...base, body: { ...(base!.body as object), [field]: lone } };
          const response = await client.send(route, request, client.callerFor(route, index++));
          tally.count(route, 'lone surrogate', response.statusCode);
          const what = `${plan.describe(request, response)} (field ${field})`;
          expect(response.statusCode, what).toBe(400);
          expect(errorProblems(response), what).toEqual([]);
          expect(response.json(), what).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: field, message: expect.any(String) }] });
        }
      }
    },
  );

  it('answers a surrogate encoded into any path or query parameter without a 5xx', async () => {
    await client.refreshSessions();
    let checked = 0;
    for (const route of routes) {
      const plan = new RoutePlan(client, route);
      const base = plan.validSamples(1)[0] ?? {};
      const names = (part: 'params' | 'query') => Object.keys(plan.parts.find((p) => p.name === part)?.json.properties ?? {});
      const urls = [
        ...names('params').map((name) => client.url(route, { ...base, params: { ...base.params, [name]: 'PLACEHOLDER' } })),
        ...names('query').map((name) => client.url(route, { ...base, query: { ...base.query, [name]: 'PLACEHOLDER' } })),
      ].map((url) => url.replace('PLACEHOLDER', `a${ENCODED_SURROGATE}b`));
      for (const url of urls) {
        const response = await client.send(route, base, client.callerFor(route, checked++), { url });
        tally.count(route, 'encoded surrogate', response.statusCode);
        expect(response.statusCode, `${route.method} ${url} → ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(errorProblems(response), url).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('left no replacement character (U+FFFD) in anything stored', async () => {
    await client.refreshSessions();
    // Every read without parameters: no path parameter, a query that may be empty (the comparison needs its ids),
    // and signing out is not a read, whatever its method.
    const lists = routes.filter(
      (route) =>
        route.method === 'GET' &&
        !route.url.includes(':') &&
        !route.url.endsWith('/logout') &&
        new RoutePlan(client, route).isValid({ query: {} }),
    );
    expect(lists.length).toBeGreaterThan(3);
    for (const route of lists) {
      for (const caller of route.access === 'public' ? (['seller', 'admin'] as const) : [client.callerFor(route, 0)]) {
        const response = await client.send(route, {}, caller);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(200);
        expect(response.body, `${route.method} ${route.url}`).not.toMatch(/\uFFFD|\\ufffd/i);
      }
    }
  });
});
